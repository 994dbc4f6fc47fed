import { z } from 'zod';
import type { AnswerRecord, ConditionAnswers, FunctionalCode } from './questionnaire.ts';

/**
 * The seller's self-check (issue 34): tests the seller runs on the phone being sold, in the browser. Only
 * these results leave the phone (no picture, no sound), in a report the phone's own key signs.
 * What each test suggests for the questionnaire lives with the checks (`selfCheckSuggestions`).
 */

/** Each test of the self-check, in the order the seller runs them. */
export const SELF_CHECK_TESTS = [
  'touch',
  'display',
  'front_camera',
  'back_camera',
  'microphone',
  'speaker',
  'vibration',
  'motion',
  'battery',
] as const;
export type SelfCheckTest = (typeof SELF_CHECK_TESTS)[number];

/** passed / failed: the test ran; skipped: the seller chose not to; unsupported: this browser cannot run it. */
export const SELF_CHECK_OUTCOMES = ['passed', 'failed', 'skipped', 'unsupported'] as const;
export type SelfCheckOutcome = (typeof SELF_CHECK_OUTCOMES)[number];

/** The display test's findings: each answer of the colour screens (none, spots, lines). */
export const DISPLAY_FINDINGS = ['none', 'spots', 'lines'] as const;
export type DisplayFinding = (typeof DISPLAY_FINDINGS)[number];

/** What the browser told of the device: the model where it says it, else the screen. */
export const selfCheckDeviceSchema = z.strictObject({
  /** navigator.userAgentData.getHighEntropyValues(['model']); null where the browser does not say. */
  model: z.string().max(100).nullable(),
  screen_width: z.number().int().min(0).max(20_000),
  screen_height: z.number().int().min(0).max(20_000),
  pixel_ratio: z.number().min(0).max(10),
  /** 0 to 100 where the Battery Status API exists, else null. */
  battery_level: z.number().int().min(0).max(100).nullable(),
});
export type SelfCheckDevice = z.infer<typeof selfCheckDeviceSchema>;

/** One run of the self-check: what ran, what came of it, when, and for which variant it was run. */
export const selfCheckReportSchema = z.strictObject({
  version: z.literal(1),
  /** The catalog variant the seller is selling (the quote's variant id). */
  variant_id: z.number().int().positive(),
  checked_at: z.iso.datetime(),
  results: z.strictObject(
    Object.fromEntries(SELF_CHECK_TESTS.map((test) => [test, z.enum(SELF_CHECK_OUTCOMES)])) as Record<
      SelfCheckTest,
      z.ZodEnum<{ [K in SelfCheckOutcome]: K }>
    >,
  ),
  /** The display test's answer (what the seller saw on the solid colours); null when it did not run. */
  display_finding: z.enum(DISPLAY_FINDINGS).nullable(),
  /** Touch cells the seller could not fill (indexes into the grid), for the dead-zone picture. */
  dead_touch_cells: z.array(z.number().int().min(0).max(999)).max(1000),
  device: selfCheckDeviceSchema,
});
export type SelfCheckReport = z.infer<typeof selfCheckReportSchema>;

/**
 * One questionnaire answer a self-check result suggests. Only results that honestly say which answer is
 * wrong suggest one: a failed touch test, spots or lines the seller saw, a camera that would not open, a speaker
 * the microphone could not hear while the microphone itself worked. A failed microphone suggests nothing (the
 * questionnaire has no microphone; the audio receiver is the earpiece, which the check cannot test), nor do
 * vibration, motion or the battery's level (the questionnaire asks about battery health, which no browser tells).
 */
export type SelfCheckSuggestion =
  | { test: 'touch'; field: 'toucherr'; code: 'no' }
  | { test: 'display'; field: 'screenspoterror'; code: 'Sp1' }
  | { test: 'display'; field: 'screenlineerror'; code: 'SLi' }
  | { test: 'front_camera' | 'back_camera' | 'speaker'; field: 'functionalerror'; code: FunctionalCode };

type SuggestionInput = Pick<SelfCheckReport, 'results' | 'display_finding'>;

/**
 * The answers the check suggests against the seller's current ones: only those that change something (a spot
 * the seller already named, in any of the spot options, is not suggested again).
 */
export function selfCheckSuggestions(
  report: SuggestionInput,
  current: ConditionAnswers,
): SelfCheckSuggestion[] {
  const suggestions: SelfCheckSuggestion[] = [];
  if (report.results.touch === 'failed' && current.toucherr !== 'no') {
    suggestions.push({ test: 'touch', field: 'toucherr', code: 'no' });
  }
  if (report.results.display === 'failed' || report.results.display === 'passed') {
    if (report.display_finding === 'spots' && current.screenspoterror === '') {
      suggestions.push({ test: 'display', field: 'screenspoterror', code: 'Sp1' });
    }
    if (report.display_finding === 'lines' && current.screenlineerror === '') {
      suggestions.push({ test: 'display', field: 'screenlineerror', code: 'SLi' });
    }
  }
  const part = (test: 'front_camera' | 'back_camera' | 'speaker', code: FunctionalCode) => {
    if (report.results[test] === 'failed' && !current.functionalerror.includes(code)) {
      suggestions.push({ test, field: 'functionalerror', code });
    }
  };
  part('front_camera', 'F1');
  part('back_camera', 'F2');
  // The speaker is heard through the microphone: with a microphone that did not work, who failed is unknown.
  if (report.results.microphone === 'passed') part('speaker', 'Spk');
  return suggestions;
}

/**
 * The seller's answers with the suggestions they confirmed applied. A screen answer marks the screen as not in
 * good condition (the questionnaire asks touch, spots and lines only then), keeping the other screen answers.
 */
export function applySelfCheckSuggestions(
  record: AnswerRecord,
  confirmed: readonly SelfCheckSuggestion[],
): AnswerRecord {
  const next: AnswerRecord = { ...record, functionalerror: [...record.functionalerror] };
  for (const suggestion of confirmed) {
    switch (suggestion.field) {
      case 'toucherr':
        next.toucherr = suggestion.code;
        next.screencondition = 'no';
        break;
      case 'screenspoterror':
        next.screenspoterror = suggestion.code;
        next.screencondition = 'no';
        break;
      case 'screenlineerror':
        next.screenlineerror = suggestion.code;
        next.screencondition = 'no';
        break;
      case 'functionalerror':
        if (!next.functionalerror.includes(suggestion.code)) next.functionalerror.push(suggestion.code);
        break;
    }
  }
  return next;
}
