import type { z } from 'zod';
import type { Locale } from './i18n.ts';
import type { answerRecordSchema } from './questionnaire-record.ts';

/**
 * The questionnaire's rules (part of packages/shared/src/questionnaire.ts, its home): the fields and codes
 * each step asks for, the skip and Back rules, which answers are missing, the stored draft and the answer
 * record. No words: the first step's are in questionnaire-first-step.ts, the later steps' in
 * questionnaire-later-steps.ts, so the questionnaire's first page loads only the first step's words and the
 * later steps' load with them (issue 35's JavaScript budget, DR 218). Everything here is also exported by
 * questionnaire.ts, which the server, the console and the tests read.
 */

/**
 * A text in a language (a compiled message): given `{ locale }` that language, else the current render's
 * (the page's in the browser and while the server renders it; English anywhere else).
 */
export type Text = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** The options argument of a message for a language, or none (the current render's language). */
export const inLocale = (locale?: Locale): { locale?: Locale } => (locale ? { locale } : {});

export type YesNo = 'yes' | 'no';
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;

export interface Option<Code extends string = string> {
  /** The code stored in the answer record; '' is "No Defect" / none. */
  code: Code;
  /** SPEC's English (the operations console's). */
  label: string;
  /** The text in the reader's language. */
  message: Text;
}

/** An option's text in a language (else the current render's). */
export const optionText = (option: Option, locale?: Locale): string => option.message({}, inLocale(locale));

/** The options of a question, one for each of its codes in the same order (checked by the type). */
export type OptionsFor<Codes extends readonly string[]> = { readonly [I in keyof Codes]: Option<Codes[I]> };

/** The codes each question records, in the order its options are shown ('' is "No Defect"). */
export const YES_NO_CODES = ['yes', 'no'] as const;
export const SCREEN_SPOT_CODES = ['Sp1', 'Sp2', 'Sp3', ''] as const;
export const SCREEN_LINE_CODES = ['SLi', 'SMLi', ''] as const;
export const SCREEN_PHYSICAL_CODES = ['Sbr1', 'Sbr2', 'SHeavy', 'SLight', ''] as const;
export const BODY_SCRATCH_CODES = ['B1', 'B2', ''] as const;
export const BODY_DENT_CODES = ['D1', 'D2', ''] as const;
export const PANEL_CODES = ['PanCr', 'PanMis', ''] as const;
export const BEND_CODES = ['PanBent', 'PanLoose', ''] as const;
/** Step 4: a code present in the answer means that part is not working. */
export const FUNCTIONAL_CODES = [
  'F1',
  'F2',
  'Vbutton',
  'FTouch',
  'wifi',
  'Battery',
  'Spk',
  'PwBut',
  'AudRcv',
  'chgPort',
  'FcSnsr',
] as const;
/** Step 5: a code present in the answer means the seller has that accessory. */
export const ACCESSORY_CODES = ['Box', 'Chr', 'EarPhone'] as const;
export const WARRANTY_CODES = ['warranty03', 'warranty36', 'warranty611', 'warrantyAbove11'] as const;

type CodeOf<T extends readonly string[]> = T[number];
export type FunctionalCode = CodeOf<typeof FUNCTIONAL_CODES>;
export type AccessoryCode = CodeOf<typeof ACCESSORY_CODES>;
export type WarrantyCode = CodeOf<typeof WARRANTY_CODES>;

/**
 * The answer record of SPEC section 3, as sent to getExactValue and stored with enquiries and orders. Its
 * schema (zod) is in questionnaire-record.ts, apart from the questionnaire's steps: the questionnaire's page
 * runs without zod on its first load (issue 35's JavaScript budget).
 */
export type AnswerRecord = z.infer<typeof answerRecordSchema>;
/** The condition answers alone, without the device fields. */
export type ConditionAnswers = Omit<
  AnswerRecord,
  'variant' | 'ic_slug' | 'item_name' | 'model_name' | 'variant_name' | 'item_image'
>;

/** The questionnaire as the seller fills it in; undefined means not answered yet, '' means "No Defect". */
export interface QuestionnaireDraft {
  calling?: YesNo;
  screen?: YesNo;
  body?: YesNo;
  underWarranty?: YesNo;
  touch?: YesNo;
  screenSpot?: CodeOf<typeof SCREEN_SPOT_CODES>;
  screenLine?: CodeOf<typeof SCREEN_LINE_CODES>;
  screenPhysical?: CodeOf<typeof SCREEN_PHYSICAL_CODES>;
  bodyScratches?: CodeOf<typeof BODY_SCRATCH_CODES>;
  bodyDent?: CodeOf<typeof BODY_DENT_CODES>;
  panel?: CodeOf<typeof PANEL_CODES>;
  bend?: CodeOf<typeof BEND_CODES>;
  functional: FunctionalCode[];
  accessories: AccessoryCode[];
  warrantyBand?: WarrantyCode;
}

export const EMPTY_DRAFT: QuestionnaireDraft = { functional: [], accessories: [] };

export type SingleField = Exclude<keyof QuestionnaireDraft, 'functional' | 'accessories'>;

/** A single-choice question with its words (the first step's and the later steps' words modules hold them). */
export interface SingleQuestion {
  field: SingleField;
  /** SPEC's English (the operations console's); the seller reads `message`. */
  text: string;
  /** The toast shown when this question is left unanswered (SPEC's English; the seller reads `missingMessage`). */
  missing: string;
  message: Text;
  missingMessage: Text;
  options: readonly Option[];
}

/** The single-choice questions' fields of each step, in order (steps 4 and 5 are multi-select). */
export const STEP_FIELDS: Record<StepNumber, readonly SingleField[]> = {
  1: ['calling', 'screen', 'body', 'underWarranty'],
  2: ['touch', 'screenSpot', 'screenLine', 'screenPhysical'],
  3: ['bodyScratches', 'bodyDent', 'panel', 'bend'],
  4: [],
  5: [],
  6: ['warrantyBand'],
};

/** Sets one answer, applying the rule that a good screen means a working touch screen. */
export function answer<F extends SingleField>(
  draft: QuestionnaireDraft,
  field: F,
  value: QuestionnaireDraft[F],
): QuestionnaireDraft {
  const next = { ...draft, [field]: value };
  if (field === 'screen' && value === 'yes') next.touch = 'yes';
  return next;
}

/** The fields of a step still unanswered, in order (the first is the one its toast names). */
export function unansweredFields(step: StepNumber, draft: QuestionnaireDraft): readonly SingleField[] {
  return STEP_FIELDS[step].filter((field) => draft[field] === undefined);
}

/**
 * The toast for the first problem among a step's questions, or null when the step may be left: the first
 * unanswered question's, or `nothingAnswered`'s when given and none is answered (step 1). For the words
 * modules, which hold the questions.
 */
export function problemAmong(
  questions: readonly SingleQuestion[],
  draft: QuestionnaireDraft,
  locale: Locale | undefined,
  nothingAnswered?: Text,
): string | null {
  const missing = questions.filter((question) => draft[question.field] === undefined);
  if (missing.length === 0) return null;
  if (nothingAnswered && missing.length === questions.length) return nothingAnswered({}, inLocale(locale));
  return missing[0]?.missingMessage({}, inLocale(locale)) ?? null;
}

/** Whether leaving this step submits the questionnaire instead of moving on. */
export function isFinalStep(step: StepNumber, draft: QuestionnaireDraft): boolean {
  return step === 6 || (step === 5 && draft.underWarranty !== 'yes');
}

export function stepButtonLabel(step: StepNumber, draft: QuestionnaireDraft): 'Continue' | 'Confirm' {
  return isFinalStep(step, draft) ? 'Confirm' : 'Continue';
}

/** The step after this one; only call when the step is not final. */
export function nextStep(step: StepNumber, draft: QuestionnaireDraft): StepNumber {
  switch (step) {
    case 1:
      if (draft.screen === 'no') return 2;
      return draft.body === 'no' ? 3 : 4;
    case 2:
      return draft.body === 'no' ? 3 : 4;
    case 3:
      return 4;
    case 4:
      return 5;
    default:
      return 6;
  }
}

/** The step Back returns to, or null on the first step. */
export function previousStep(step: StepNumber, draft: QuestionnaireDraft): StepNumber | null {
  switch (step) {
    case 1:
      return null;
    case 2:
      return 1;
    case 3:
      return draft.screen === 'no' ? 2 : 1;
    case 4:
      if (draft.body === 'no') return 3;
      return draft.screen === 'no' ? 2 : 1;
    case 5:
      return 4;
    case 6:
      return 5;
  }
}

/**
 * The steps a seller may be on with these answers: the applicable ones up to and including the first
 * that is not answered yet. A link, a reload or the browser's Forward can only land on one of these.
 */
export function reachableSteps(draft: QuestionnaireDraft): StepNumber[] {
  const reachable: StepNumber[] = [];
  for (const step of stepsFor(draft)) {
    reachable.push(step);
    if (unansweredFields(step, draft).length > 0) break;
  }
  return reachable;
}

/**
 * The step to show when `requested` is asked for (the URL after a reload, Back or Forward): itself when
 * reachable; else the next reachable step after it (answers changed since, and it no longer applies);
 * else the furthest reachable one.
 */
export function stepToShow(requested: number, draft: QuestionnaireDraft): StepNumber {
  const reachable = reachableSteps(draft);
  const wanted = Number.isFinite(requested) ? requested : 1;
  return reachable.find((step) => step >= wanted) ?? reachable.at(-1) ?? 1;
}

const DRAFT_CHOICES = {
  calling: YES_NO_CODES,
  screen: YES_NO_CODES,
  body: YES_NO_CODES,
  underWarranty: YES_NO_CODES,
  touch: YES_NO_CODES,
  screenSpot: SCREEN_SPOT_CODES,
  screenLine: SCREEN_LINE_CODES,
  screenPhysical: SCREEN_PHYSICAL_CODES,
  bodyScratches: BODY_SCRATCH_CODES,
  bodyDent: BODY_DENT_CODES,
  panel: PANEL_CODES,
  bend: BEND_CODES,
  warrantyBand: WARRANTY_CODES,
} as const satisfies Record<SingleField, readonly string[]>;

const DRAFT_SETS = { functional: FUNCTIONAL_CODES, accessories: ACCESSORY_CODES } as const;

/**
 * A draft as stored between page loads, or null when the value is not one (an old format, an edit): each
 * answer one of its question's codes, each list of codes without repeats (missing lists are empty), other
 * keys dropped. Plain code, not a zod schema: the questionnaire's first page loads without zod (issue 35).
 */
export function parseQuestionnaireDraft(value: unknown): QuestionnaireDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [field, codes] of Object.entries(DRAFT_CHOICES)) {
    const answer = input[field];
    if (answer === undefined) continue;
    if (!(codes as readonly unknown[]).includes(answer)) return null;
    draft[field] = answer;
  }
  for (const [field, codes] of Object.entries(DRAFT_SETS)) {
    const list = input[field] ?? [];
    if (!Array.isArray(list) || new Set(list).size !== list.length) return null;
    if (!list.every((code) => (codes as readonly unknown[]).includes(code))) return null;
    draft[field] = [...list];
  }
  return draft as unknown as QuestionnaireDraft;
}

/** The steps that apply to the answers so far, in order (steps 2, 3 and 6 only when needed). */
export function stepsFor(draft: QuestionnaireDraft): StepNumber[] {
  const steps: StepNumber[] = [1];
  let step: StepNumber = 1;
  while (!isFinalStep(step, draft)) {
    step = nextStep(step, draft);
    steps.push(step);
  }
  return steps;
}

/**
 * How many steps the seller's questionnaire has: decided by step 1's answers (screen, body and warranty choose
 * steps 2, 3 and 6), so known once step 1 is fully answered and the same on every later step; null before, so
 * the count shown never changes mid-way ("Step 1 of 3" then "Step 2 of 6"; issue 32).
 */
export function stepCount(draft: QuestionnaireDraft): number | null {
  return unansweredFields(1, draft).length === 0 ? stepsFor(draft).length : null;
}

export interface DeviceSelection {
  variant: number;
  ic_slug: string;
  item_name: string;
  model_name: string;
  variant_name: string;
  item_image: string;
}

/** Turns a completed questionnaire into the answer record; skipped steps record no defects. */
export function toAnswerRecord(draft: QuestionnaireDraft, device: DeviceSelection): AnswerRecord {
  const screenGood = draft.screen !== 'no';
  const bodyGood = draft.body !== 'no';
  return {
    callingerr: draft.calling ?? 'yes',
    toucherr: screenGood ? 'yes' : (draft.touch ?? 'yes'),
    screenspoterror: screenGood ? '' : (draft.screenSpot ?? ''),
    screenlineerror: screenGood ? '' : (draft.screenLine ?? ''),
    screenphysicalcondition: screenGood ? '' : (draft.screenPhysical ?? ''),
    bodyscratches: bodyGood ? '' : (draft.bodyScratches ?? ''),
    bodydent: bodyGood ? '' : (draft.bodyDent ?? ''),
    panelerror: bodyGood ? '' : (draft.panel ?? ''),
    benderror: bodyGood ? '' : (draft.bend ?? ''),
    functionalerror: [...draft.functional],
    accessories: [...draft.accessories],
    screencondition: screenGood ? 'yes' : 'no',
    bodycondition: bodyGood ? 'yes' : 'no',
    warranty: draft.underWarranty === 'yes' ? (draft.warrantyBand ?? '') : '',
    ...device,
  };
}

/** Rebuilds the draft from a stored record, so Recalculate opens the questionnaire as it was answered. */
export function toDraft(record: ConditionAnswers): QuestionnaireDraft {
  // Records stored before the condition fields existed: a screen or body without defects was answered 'Yes'.
  const screenGood = record.screencondition
    ? record.screencondition === 'yes'
    : record.toucherr === 'yes' &&
      !record.screenspoterror &&
      !record.screenlineerror &&
      !record.screenphysicalcondition;
  const bodyGood = record.bodycondition
    ? record.bodycondition === 'yes'
    : !record.bodyscratches && !record.bodydent && !record.panelerror && !record.benderror;
  return {
    calling: record.callingerr,
    screen: screenGood ? 'yes' : 'no',
    body: bodyGood ? 'yes' : 'no',
    underWarranty: record.warranty ? 'yes' : 'no',
    touch: record.toucherr,
    ...(screenGood
      ? {}
      : {
          screenSpot: record.screenspoterror,
          screenLine: record.screenlineerror,
          screenPhysical: record.screenphysicalcondition,
        }),
    ...(bodyGood
      ? {}
      : {
          bodyScratches: record.bodyscratches,
          bodyDent: record.bodydent,
          panel: record.panelerror,
          bend: record.benderror,
        }),
    functional: [...record.functionalerror],
    accessories: [...record.accessories],
    ...(record.warranty ? { warrantyBand: record.warranty } : {}),
  };
}
