import type { z } from 'zod';
import { q_acc_box } from './i18n/paraglide/messages/q_acc_box.js';
import { q_acc_charger } from './i18n/paraglide/messages/q_acc_charger.js';
import { q_acc_earphones } from './i18n/paraglide/messages/q_acc_earphones.js';
import { q_age_above } from './i18n/paraglide/messages/q_age_above.js';
import { q_age_months } from './i18n/paraglide/messages/q_age_months.js';
import { q_ask_accessories } from './i18n/paraglide/messages/q_ask_accessories.js';
import { q_ask_bend } from './i18n/paraglide/messages/q_ask_bend.js';
import { q_ask_body } from './i18n/paraglide/messages/q_ask_body.js';
import { q_ask_body_dent } from './i18n/paraglide/messages/q_ask_body_dent.js';
import { q_ask_body_scratches } from './i18n/paraglide/messages/q_ask_body_scratches.js';
import { q_ask_calling } from './i18n/paraglide/messages/q_ask_calling.js';
import { q_ask_functional } from './i18n/paraglide/messages/q_ask_functional.js';
import { q_ask_panel } from './i18n/paraglide/messages/q_ask_panel.js';
import { q_ask_screen } from './i18n/paraglide/messages/q_ask_screen.js';
import { q_ask_screen_line } from './i18n/paraglide/messages/q_ask_screen_line.js';
import { q_ask_screen_physical } from './i18n/paraglide/messages/q_ask_screen_physical.js';
import { q_ask_screen_spot } from './i18n/paraglide/messages/q_ask_screen_spot.js';
import { q_ask_touch } from './i18n/paraglide/messages/q_ask_touch.js';
import { q_ask_warranty } from './i18n/paraglide/messages/q_ask_warranty.js';
import { q_ask_warranty_band } from './i18n/paraglide/messages/q_ask_warranty_band.js';
import { q_missing_bend } from './i18n/paraglide/messages/q_missing_bend.js';
import { q_missing_body } from './i18n/paraglide/messages/q_missing_body.js';
import { q_missing_body_dent } from './i18n/paraglide/messages/q_missing_body_dent.js';
import { q_missing_body_scratches } from './i18n/paraglide/messages/q_missing_body_scratches.js';
import { q_missing_calling } from './i18n/paraglide/messages/q_missing_calling.js';
import { q_missing_panel } from './i18n/paraglide/messages/q_missing_panel.js';
import { q_missing_screen } from './i18n/paraglide/messages/q_missing_screen.js';
import { q_missing_screen_line } from './i18n/paraglide/messages/q_missing_screen_line.js';
import { q_missing_screen_physical } from './i18n/paraglide/messages/q_missing_screen_physical.js';
import { q_missing_screen_spot } from './i18n/paraglide/messages/q_missing_screen_spot.js';
import { q_missing_touch } from './i18n/paraglide/messages/q_missing_touch.js';
import { q_missing_warranty } from './i18n/paraglide/messages/q_missing_warranty.js';
import { q_missing_warranty_band } from './i18n/paraglide/messages/q_missing_warranty_band.js';
import { q_no } from './i18n/paraglide/messages/q_no.js';
import { q_no_defect } from './i18n/paraglide/messages/q_no_defect.js';
import { q_nothing_answered } from './i18n/paraglide/messages/q_nothing_answered.js';
import { q_opt_body_bent } from './i18n/paraglide/messages/q_opt_body_bent.js';
import { q_opt_body_few_scratches } from './i18n/paraglide/messages/q_opt_body_few_scratches.js';
import { q_opt_body_major_scratches } from './i18n/paraglide/messages/q_opt_body_major_scratches.js';
import { q_opt_chipped } from './i18n/paraglide/messages/q_opt_chipped.js';
import { q_opt_dents_major } from './i18n/paraglide/messages/q_opt_dents_major.js';
import { q_opt_dents_minor } from './i18n/paraglide/messages/q_opt_dents_minor.js';
import { q_opt_glass_broken } from './i18n/paraglide/messages/q_opt_glass_broken.js';
import { q_opt_line_multi } from './i18n/paraglide/messages/q_opt_line_multi.js';
import { q_opt_line_single } from './i18n/paraglide/messages/q_opt_line_single.js';
import { q_opt_panel_cracked } from './i18n/paraglide/messages/q_opt_panel_cracked.js';
import { q_opt_panel_missing } from './i18n/paraglide/messages/q_opt_panel_missing.js';
import { q_opt_screen_few_scratches } from './i18n/paraglide/messages/q_opt_screen_few_scratches.js';
import { q_opt_screen_heavy_scratches } from './i18n/paraglide/messages/q_opt_screen_heavy_scratches.js';
import { q_opt_screen_loose } from './i18n/paraglide/messages/q_opt_screen_loose.js';
import { q_opt_spots_colour } from './i18n/paraglide/messages/q_opt_spots_colour.js';
import { q_opt_spots_white_black } from './i18n/paraglide/messages/q_opt_spots_white_black.js';
import { q_opt_spots_yellow } from './i18n/paraglide/messages/q_opt_spots_yellow.js';
import { q_part_audio_receiver } from './i18n/paraglide/messages/q_part_audio_receiver.js';
import { q_part_back_camera } from './i18n/paraglide/messages/q_part_back_camera.js';
import { q_part_battery } from './i18n/paraglide/messages/q_part_battery.js';
import { q_part_charging_port } from './i18n/paraglide/messages/q_part_charging_port.js';
import { q_part_face_sensor } from './i18n/paraglide/messages/q_part_face_sensor.js';
import { q_part_finger_sensor } from './i18n/paraglide/messages/q_part_finger_sensor.js';
import { q_part_front_camera } from './i18n/paraglide/messages/q_part_front_camera.js';
import { q_part_power_button } from './i18n/paraglide/messages/q_part_power_button.js';
import { q_part_speaker } from './i18n/paraglide/messages/q_part_speaker.js';
import { q_part_volume_button } from './i18n/paraglide/messages/q_part_volume_button.js';
import { q_part_wifi } from './i18n/paraglide/messages/q_part_wifi.js';
import { q_report_accessories } from './i18n/paraglide/messages/q_report_accessories.js';
import { q_report_available } from './i18n/paraglide/messages/q_report_available.js';
import { q_report_no_warranty } from './i18n/paraglide/messages/q_report_no_warranty.js';
import { q_report_not_available } from './i18n/paraglide/messages/q_report_not_available.js';
import { q_report_not_working } from './i18n/paraglide/messages/q_report_not_working.js';
import { q_report_warranty } from './i18n/paraglide/messages/q_report_warranty.js';
import { q_report_working } from './i18n/paraglide/messages/q_report_working.js';
import { q_step_accessories } from './i18n/paraglide/messages/q_step_accessories.js';
import { q_step_body } from './i18n/paraglide/messages/q_step_body.js';
import { q_step_functional } from './i18n/paraglide/messages/q_step_functional.js';
import { q_step_primary } from './i18n/paraglide/messages/q_step_primary.js';
import { q_step_screen } from './i18n/paraglide/messages/q_step_screen.js';
import { q_step_warranty } from './i18n/paraglide/messages/q_step_warranty.js';
import { q_yes } from './i18n/paraglide/messages/q_yes.js';
import type { Locale } from './i18n.ts';
import type { answerRecordSchema } from './questionnaire-record.ts';

/**
 * The device-condition questionnaire (SPEC sections 2, 3, 4, 5 and 8): its six steps, every question and
 * option with the code it records, the skip and Back rules, the validation toasts and the answer record sent
 * to the server. The web form, the server's validation, the pricing labels and the device report all read it
 * from here.
 *
 * Texts: every text the seller reads is a message (packages/shared/messages/questionnaire, issue 22) with the
 * English of SPEC; `label`, `text` and `missing` keep that English for the operations console and the server,
 * which stay English. The seller's pages read the messages (`message`, `missingMessage`, `stepTitle`,
 * `optionText`, `validateStep` and `describeAnswers` with a locale), never the English constants. Stored data
 * keeps the codes.
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

export const NO_DEFECT = { code: '', label: 'No Defect', message: q_no_defect } as const;

export const SCREEN_SPOT_OPTIONS = [
  { code: 'Sp1', label: 'White / Black Spots', message: q_opt_spots_white_black },
  { code: 'Sp2', label: 'Different Color Spots', message: q_opt_spots_colour },
  { code: 'Sp3', label: 'Yellow Spots', message: q_opt_spots_yellow },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const SCREEN_LINE_OPTIONS = [
  { code: 'SLi', label: 'Single Line on Display', message: q_opt_line_single },
  { code: 'SMLi', label: 'Multi Lines on Display', message: q_opt_line_multi },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const SCREEN_PHYSICAL_OPTIONS = [
  { code: 'Sbr1', label: 'Front Glass Broken or Cracked', message: q_opt_glass_broken },
  { code: 'Sbr2', label: 'Chipped Cracked', message: q_opt_chipped },
  { code: 'SHeavy', label: 'Heavy Scratches', message: q_opt_screen_heavy_scratches },
  { code: 'SLight', label: '1 or 2 Scratches', message: q_opt_screen_few_scratches },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const BODY_SCRATCH_OPTIONS = [
  { code: 'B1', label: '1-2 Scratches', message: q_opt_body_few_scratches },
  { code: 'B2', label: 'Major Scratches', message: q_opt_body_major_scratches },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const BODY_DENT_OPTIONS = [
  { code: 'D1', label: '1-2 Minor Dents', message: q_opt_dents_minor },
  { code: 'D2', label: '1-2 Major Heavy Dents', message: q_opt_dents_major },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const PANEL_OPTIONS = [
  { code: 'PanCr', label: 'Cracked - Broken Side or Back Panel', message: q_opt_panel_cracked },
  { code: 'PanMis', label: 'Missing Side or Back Panel', message: q_opt_panel_missing },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const BEND_OPTIONS = [
  { code: 'PanBent', label: 'Body Bend or Deform', message: q_opt_body_bent },
  { code: 'PanLoose', label: 'Loose Gap in Screen', message: q_opt_screen_loose },
  NO_DEFECT,
] as const satisfies readonly Option[];

/** Step 4: a code present in the answer means that part is not working. */
export const FUNCTIONAL_OPTIONS = [
  { code: 'F1', label: 'Front Camera', message: q_part_front_camera },
  { code: 'F2', label: 'Back Camera', message: q_part_back_camera },
  { code: 'Vbutton', label: 'Volume Button', message: q_part_volume_button },
  { code: 'FTouch', label: 'Finger Sensor', message: q_part_finger_sensor },
  { code: 'wifi', label: 'WiFi', message: q_part_wifi },
  { code: 'Battery', label: 'Battery', message: q_part_battery },
  { code: 'Spk', label: 'Speaker', message: q_part_speaker },
  { code: 'PwBut', label: 'Power Button', message: q_part_power_button },
  { code: 'AudRcv', label: 'Audio Receiver', message: q_part_audio_receiver },
  { code: 'chgPort', label: 'Charging Port', message: q_part_charging_port },
  { code: 'FcSnsr', label: 'Face Sensor', message: q_part_face_sensor },
] as const satisfies readonly Option[];

/** Step 5: a code present in the answer means the seller has that accessory. */
export const ACCESSORY_OPTIONS = [
  { code: 'Box', label: 'Original Box with same IMEI/Serial Number', message: q_acc_box },
  { code: 'Chr', label: 'Original Charger', message: q_acc_charger },
  { code: 'EarPhone', label: 'Original Earphones', message: q_acc_earphones },
] as const satisfies readonly Option[];

export const WARRANTY_OPTIONS = [
  {
    code: 'warranty03',
    label: '0-3 Months',
    message: (_, options) => q_age_months({ from: 0, to: 3 }, options),
  },
  {
    code: 'warranty36',
    label: '3-6 Months',
    message: (_, options) => q_age_months({ from: 3, to: 6 }, options),
  },
  {
    code: 'warranty611',
    label: '6-11 Months',
    message: (_, options) => q_age_months({ from: 6, to: 11 }, options),
  },
  {
    code: 'warrantyAbove11',
    label: 'Above 11 Months',
    message: (_, options) => q_age_above({ months: 11 }, options),
  },
] as const satisfies readonly Option[];

type CodeOf<T extends readonly Option[]> = T[number]['code'];
export type FunctionalCode = CodeOf<typeof FUNCTIONAL_OPTIONS>;
export type AccessoryCode = CodeOf<typeof ACCESSORY_OPTIONS>;
export type WarrantyCode = CodeOf<typeof WARRANTY_OPTIONS>;

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
  screenSpot?: CodeOf<typeof SCREEN_SPOT_OPTIONS>;
  screenLine?: CodeOf<typeof SCREEN_LINE_OPTIONS>;
  screenPhysical?: CodeOf<typeof SCREEN_PHYSICAL_OPTIONS>;
  bodyScratches?: CodeOf<typeof BODY_SCRATCH_OPTIONS>;
  bodyDent?: CodeOf<typeof BODY_DENT_OPTIONS>;
  panel?: CodeOf<typeof PANEL_OPTIONS>;
  bend?: CodeOf<typeof BEND_OPTIONS>;
  functional: FunctionalCode[];
  accessories: AccessoryCode[];
  warrantyBand?: WarrantyCode;
}

export const EMPTY_DRAFT: QuestionnaireDraft = { functional: [], accessories: [] };

type SingleField = Exclude<keyof QuestionnaireDraft, 'functional' | 'accessories'>;

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

export const YES_NO_OPTIONS = [
  { code: 'yes', label: 'Yes', message: q_yes },
  { code: 'no', label: 'No', message: q_no },
] as const satisfies readonly Option[];

export const STEP_TITLES: Record<StepNumber, string> = {
  1: 'Primary Info',
  2: 'Screen Errors',
  3: 'Body Errors',
  4: 'Functional or Physical Error',
  5: 'Do you have the following accessories ?',
  6: 'Warranty Info',
};

const STEP_TITLE_MESSAGES: Record<StepNumber, Text> = {
  1: q_step_primary,
  2: q_step_screen,
  3: q_step_body,
  4: q_step_functional,
  5: q_step_accessories,
  6: q_step_warranty,
};

/** A step's title in a language (else the current render's). */
export const stepTitle = (step: StepNumber, locale?: Locale): string =>
  STEP_TITLE_MESSAGES[step]({}, inLocale(locale));

export const NOTHING_ANSWERED_MESSAGE = 'Please check all Properly';

export const PRIMARY_QUESTIONS: readonly SingleQuestion[] = [
  {
    field: 'calling',
    text: 'Are you able to make and receive calls?',
    missing: 'Please answer receive calls',
    message: q_ask_calling,
    missingMessage: q_missing_calling,
    options: YES_NO_OPTIONS,
  },
  {
    field: 'screen',
    text: 'Is your mobile screen in good condition?',
    missing: 'Please answer mobile screen condition',
    message: q_ask_screen,
    missingMessage: q_missing_screen,
    options: YES_NO_OPTIONS,
  },
  {
    field: 'body',
    text: 'Is your phone body in good condition?',
    missing: 'Please answer phone body condition',
    message: q_ask_body,
    missingMessage: q_missing_body,
    options: YES_NO_OPTIONS,
  },
  {
    field: 'underWarranty',
    text: 'Is your phone under warranty? (valid bill needed)',
    missing: 'Please answer phone warranty',
    message: q_ask_warranty,
    missingMessage: q_missing_warranty,
    options: YES_NO_OPTIONS,
  },
];

export const SCREEN_QUESTIONS: readonly SingleQuestion[] = [
  {
    field: 'touch',
    text: 'Is the touch screen working?',
    missing: 'Please answer touch screen',
    message: q_ask_touch,
    missingMessage: q_missing_touch,
    options: YES_NO_OPTIONS,
  },
  {
    field: 'screenSpot',
    text: 'Spots on the screen',
    missing: 'Please answer screen spot errors',
    message: q_ask_screen_spot,
    missingMessage: q_missing_screen_spot,
    options: SCREEN_SPOT_OPTIONS,
  },
  {
    field: 'screenLine',
    text: 'Lines on the display',
    missing: 'Please answer line errors',
    message: q_ask_screen_line,
    missingMessage: q_missing_screen_line,
    options: SCREEN_LINE_OPTIONS,
  },
  {
    field: 'screenPhysical',
    text: 'Physical condition of the screen',
    missing: 'Please answer screen physical condition',
    message: q_ask_screen_physical,
    missingMessage: q_missing_screen_physical,
    options: SCREEN_PHYSICAL_OPTIONS,
  },
];

export const BODY_QUESTIONS: readonly SingleQuestion[] = [
  {
    field: 'bodyScratches',
    text: 'Scratches on the body',
    missing: 'Please answer body scratches',
    message: q_ask_body_scratches,
    missingMessage: q_missing_body_scratches,
    options: BODY_SCRATCH_OPTIONS,
  },
  {
    field: 'bodyDent',
    text: 'Dents on the body',
    missing: 'Please answer dent on body',
    message: q_ask_body_dent,
    missingMessage: q_missing_body_dent,
    options: BODY_DENT_OPTIONS,
  },
  {
    field: 'panel',
    text: 'Side or back panel',
    missing: 'Please answer panel errors',
    message: q_ask_panel,
    missingMessage: q_missing_panel,
    options: PANEL_OPTIONS,
  },
  {
    field: 'bend',
    text: 'Bend or loose screen',
    missing: 'Please answer bend errors',
    message: q_ask_bend,
    missingMessage: q_missing_bend,
    options: BEND_OPTIONS,
  },
];

export const WARRANTY_QUESTION: SingleQuestion = {
  field: 'warrantyBand',
  text: 'How old is your phone? (as on the bill)',
  missing: 'Please select the warranty period',
  message: q_ask_warranty_band,
  missingMessage: q_missing_warranty_band,
  options: WARRANTY_OPTIONS,
};

export const FUNCTIONAL_QUESTION_TEXT = 'Select the parts that are not working (leave empty if all work)';
export const ACCESSORIES_QUESTION_TEXT = 'Select the original accessories you will hand over';
/** The questions of steps 4 and 5 in a language (else the current render's). */
export const functionalQuestionText = (locale?: Locale): string => q_ask_functional({}, inLocale(locale));
export const accessoriesQuestionText = (locale?: Locale): string => q_ask_accessories({}, inLocale(locale));

/** The single-choice questions shown on a step (steps 4 and 5 are multi-select). */
export function questionsOf(step: StepNumber): readonly SingleQuestion[] {
  switch (step) {
    case 1:
      return PRIMARY_QUESTIONS;
    case 2:
      return SCREEN_QUESTIONS;
    case 3:
      return BODY_QUESTIONS;
    case 6:
      return [WARRANTY_QUESTION];
    default:
      return [];
  }
}

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

/**
 * The toast for the first problem on a step, or null when the step may be left; in a language (else the
 * current render's: English outside a page).
 */
export function validateStep(step: StepNumber, draft: QuestionnaireDraft, locale?: Locale): string | null {
  const questions = questionsOf(step);
  const missing = questions.filter((question) => draft[question.field] === undefined);
  if (missing.length === 0) return null;
  if (step === 1 && missing.length === questions.length) return q_nothing_answered({}, inLocale(locale));
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

/** The questions of a step still unanswered, in order (the first is the one its toast names). */
export function unansweredQuestions(step: StepNumber, draft: QuestionnaireDraft): readonly SingleQuestion[] {
  return questionsOf(step).filter((question) => draft[question.field] === undefined);
}

/**
 * The steps a seller may be on with these answers: the applicable ones up to and including the first
 * that is not answered yet. A link, a reload or the browser's Forward can only land on one of these.
 */
export function reachableSteps(draft: QuestionnaireDraft): StepNumber[] {
  const reachable: StepNumber[] = [];
  for (const step of stepsFor(draft)) {
    reachable.push(step);
    if (validateStep(step, draft) !== null) break;
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
  calling: YES_NO_OPTIONS,
  screen: YES_NO_OPTIONS,
  body: YES_NO_OPTIONS,
  underWarranty: YES_NO_OPTIONS,
  touch: YES_NO_OPTIONS,
  screenSpot: SCREEN_SPOT_OPTIONS,
  screenLine: SCREEN_LINE_OPTIONS,
  screenPhysical: SCREEN_PHYSICAL_OPTIONS,
  bodyScratches: BODY_SCRATCH_OPTIONS,
  bodyDent: BODY_DENT_OPTIONS,
  panel: PANEL_OPTIONS,
  bend: BEND_OPTIONS,
  warrantyBand: WARRANTY_OPTIONS,
} as const satisfies Record<
  Exclude<keyof QuestionnaireDraft, 'functional' | 'accessories'>,
  readonly Option[]
>;

const DRAFT_SETS = { functional: FUNCTIONAL_OPTIONS, accessories: ACCESSORY_OPTIONS } as const;

/**
 * A draft as stored between page loads, or null when the value is not one (an old format, an edit): each
 * answer one of its question's codes, each list of codes without repeats (missing lists are empty), other
 * keys dropped. Plain code, not a zod schema: the questionnaire's first page loads without zod (issue 35).
 */
export function parseQuestionnaireDraft(value: unknown): QuestionnaireDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const input = value as Record<string, unknown>;
  const draft: Record<string, unknown> = {};
  for (const [field, options] of Object.entries(DRAFT_CHOICES)) {
    const answer = input[field];
    if (answer === undefined) continue;
    if (!options.some((option: Option) => option.code === answer)) return null;
    draft[field] = answer;
  }
  for (const [field, options] of Object.entries(DRAFT_SETS)) {
    const list = input[field] ?? [];
    if (!Array.isArray(list) || new Set(list).size !== list.length) return null;
    if (!list.every((code) => options.some((option: Option) => option.code === code))) return null;
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
  return validateStep(1, draft) === null ? stepsFor(draft).length : null;
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

const labelOf = (options: readonly Option[], code: string, locale?: Locale) => {
  const option = options.find((candidate) => candidate.code === code);
  return option ? optionText(option, locale) : code;
};
const yesNoLabel = (value: YesNo, locale?: Locale) => (value === 'yes' ? q_yes : q_no)({}, inLocale(locale));

export interface ReportSection {
  title: string;
  rows: { question: string; answer: string }[];
}

/**
 * The device report (modal on the price page, device report page): each answer in words, in a language
 * (else the current render's: the page's, English outside a page).
 */
export function describeAnswers(record: ConditionAnswers, locale?: Locale): ReportSection[] {
  const say = (message: Text) => message({}, inLocale(locale));
  const draft = toDraft(record);
  const sections: ReportSection[] = [
    {
      title: stepTitle(1, locale),
      rows: PRIMARY_QUESTIONS.map((question) => ({
        question: say(question.message),
        answer: yesNoLabel(draft[question.field] as YesNo, locale),
      })),
    },
  ];
  if (draft.screen === 'no') {
    sections.push({
      title: stepTitle(2, locale),
      rows: SCREEN_QUESTIONS.map((question) => ({
        question: say(question.message),
        answer:
          question.field === 'touch'
            ? yesNoLabel(record.toucherr, locale)
            : labelOf(question.options, String(draft[question.field] ?? ''), locale),
      })),
    });
  }
  if (draft.body === 'no') {
    sections.push({
      title: stepTitle(3, locale),
      rows: BODY_QUESTIONS.map((question) => ({
        question: say(question.message),
        answer: labelOf(question.options, String(draft[question.field] ?? ''), locale),
      })),
    });
  }
  sections.push({
    title: stepTitle(4, locale),
    rows: FUNCTIONAL_OPTIONS.map((option) => ({
      question: say(option.message),
      answer: say(record.functionalerror.includes(option.code) ? q_report_not_working : q_report_working),
    })),
  });
  sections.push({
    title: say(q_report_accessories),
    rows: ACCESSORY_OPTIONS.map((option) => ({
      question: say(option.message),
      answer: say(record.accessories.includes(option.code) ? q_report_available : q_report_not_available),
    })),
  });
  sections.push({
    title: stepTitle(6, locale),
    rows: [
      {
        question: say(q_report_warranty),
        answer: record.warranty
          ? labelOf(WARRANTY_OPTIONS, record.warranty, locale)
          : say(q_report_no_warranty),
      },
    ],
  });
  return sections;
}
