import { q_acc_box } from './i18n/paraglide/messages/q_acc_box.js';
import { q_acc_charger } from './i18n/paraglide/messages/q_acc_charger.js';
import { q_acc_earphones } from './i18n/paraglide/messages/q_acc_earphones.js';
import { q_age_above } from './i18n/paraglide/messages/q_age_above.js';
import { q_age_months } from './i18n/paraglide/messages/q_age_months.js';
import { q_ask_accessories } from './i18n/paraglide/messages/q_ask_accessories.js';
import { q_ask_bend } from './i18n/paraglide/messages/q_ask_bend.js';
import { q_ask_body_dent } from './i18n/paraglide/messages/q_ask_body_dent.js';
import { q_ask_body_scratches } from './i18n/paraglide/messages/q_ask_body_scratches.js';
import { q_ask_functional } from './i18n/paraglide/messages/q_ask_functional.js';
import { q_ask_panel } from './i18n/paraglide/messages/q_ask_panel.js';
import { q_ask_screen_line } from './i18n/paraglide/messages/q_ask_screen_line.js';
import { q_ask_screen_physical } from './i18n/paraglide/messages/q_ask_screen_physical.js';
import { q_ask_screen_spot } from './i18n/paraglide/messages/q_ask_screen_spot.js';
import { q_ask_touch } from './i18n/paraglide/messages/q_ask_touch.js';
import { q_ask_warranty_band } from './i18n/paraglide/messages/q_ask_warranty_band.js';
import { q_missing_bend } from './i18n/paraglide/messages/q_missing_bend.js';
import { q_missing_body_dent } from './i18n/paraglide/messages/q_missing_body_dent.js';
import { q_missing_body_scratches } from './i18n/paraglide/messages/q_missing_body_scratches.js';
import { q_missing_panel } from './i18n/paraglide/messages/q_missing_panel.js';
import { q_missing_screen_line } from './i18n/paraglide/messages/q_missing_screen_line.js';
import { q_missing_screen_physical } from './i18n/paraglide/messages/q_missing_screen_physical.js';
import { q_missing_screen_spot } from './i18n/paraglide/messages/q_missing_screen_spot.js';
import { q_missing_touch } from './i18n/paraglide/messages/q_missing_touch.js';
import { q_missing_warranty_band } from './i18n/paraglide/messages/q_missing_warranty_band.js';
import { q_no_defect } from './i18n/paraglide/messages/q_no_defect.js';
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
import { q_step_accessories } from './i18n/paraglide/messages/q_step_accessories.js';
import { q_step_body } from './i18n/paraglide/messages/q_step_body.js';
import { q_step_functional } from './i18n/paraglide/messages/q_step_functional.js';
import { q_step_screen } from './i18n/paraglide/messages/q_step_screen.js';
import { q_step_warranty } from './i18n/paraglide/messages/q_step_warranty.js';
import type { Locale } from './i18n.ts';
import { YES_NO_OPTIONS } from './questionnaire-first-step.ts';
import {
  type ACCESSORY_CODES,
  type BEND_CODES,
  type BODY_DENT_CODES,
  type BODY_SCRATCH_CODES,
  type FUNCTIONAL_CODES,
  inLocale,
  type OptionsFor,
  type PANEL_CODES,
  problemAmong,
  type QuestionnaireDraft,
  type SCREEN_LINE_CODES,
  type SCREEN_PHYSICAL_CODES,
  type SCREEN_SPOT_CODES,
  type SingleQuestion,
  type StepNumber,
  type Text,
  type WARRANTY_CODES,
} from './questionnaire-rules.ts';

/**
 * The words of the questionnaire's later steps, 2 to 6 (part of packages/shared/src/questionnaire.ts, its
 * home): their titles, questions, options and toasts. The seller's questionnaire loads them with its later
 * steps' parts, not with its first page (issue 35's JavaScript budget, DR 218); each option's code is the one
 * questionnaire-rules.ts lists for its question, in the same order (`OptionsFor` checks it).
 */

export type LaterStep = Exclude<StepNumber, 1>;

export const NO_DEFECT = { code: '', label: 'No Defect', message: q_no_defect } as const;

export const SCREEN_SPOT_OPTIONS = [
  { code: 'Sp1', label: 'White / Black Spots', message: q_opt_spots_white_black },
  { code: 'Sp2', label: 'Different Color Spots', message: q_opt_spots_colour },
  { code: 'Sp3', label: 'Yellow Spots', message: q_opt_spots_yellow },
  NO_DEFECT,
] as const satisfies OptionsFor<typeof SCREEN_SPOT_CODES>;

export const SCREEN_LINE_OPTIONS = [
  { code: 'SLi', label: 'Single Line on Display', message: q_opt_line_single },
  { code: 'SMLi', label: 'Multi Lines on Display', message: q_opt_line_multi },
  NO_DEFECT,
] as const satisfies OptionsFor<typeof SCREEN_LINE_CODES>;

export const SCREEN_PHYSICAL_OPTIONS = [
  { code: 'Sbr1', label: 'Front Glass Broken or Cracked', message: q_opt_glass_broken },
  { code: 'Sbr2', label: 'Chipped Cracked', message: q_opt_chipped },
  { code: 'SHeavy', label: 'Heavy Scratches', message: q_opt_screen_heavy_scratches },
  { code: 'SLight', label: '1 or 2 Scratches', message: q_opt_screen_few_scratches },
  NO_DEFECT,
] as const satisfies OptionsFor<typeof SCREEN_PHYSICAL_CODES>;

export const BODY_SCRATCH_OPTIONS = [
  { code: 'B1', label: '1-2 Scratches', message: q_opt_body_few_scratches },
  { code: 'B2', label: 'Major Scratches', message: q_opt_body_major_scratches },
  NO_DEFECT,
] as const satisfies OptionsFor<typeof BODY_SCRATCH_CODES>;

export const BODY_DENT_OPTIONS = [
  { code: 'D1', label: '1-2 Minor Dents', message: q_opt_dents_minor },
  { code: 'D2', label: '1-2 Major Heavy Dents', message: q_opt_dents_major },
  NO_DEFECT,
] as const satisfies OptionsFor<typeof BODY_DENT_CODES>;

export const PANEL_OPTIONS = [
  { code: 'PanCr', label: 'Cracked - Broken Side or Back Panel', message: q_opt_panel_cracked },
  { code: 'PanMis', label: 'Missing Side or Back Panel', message: q_opt_panel_missing },
  NO_DEFECT,
] as const satisfies OptionsFor<typeof PANEL_CODES>;

export const BEND_OPTIONS = [
  { code: 'PanBent', label: 'Body Bend or Deform', message: q_opt_body_bent },
  { code: 'PanLoose', label: 'Loose Gap in Screen', message: q_opt_screen_loose },
  NO_DEFECT,
] as const satisfies OptionsFor<typeof BEND_CODES>;

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
] as const satisfies OptionsFor<typeof FUNCTIONAL_CODES>;

/** Step 5: a code present in the answer means the seller has that accessory. */
export const ACCESSORY_OPTIONS = [
  { code: 'Box', label: 'Original Box with same IMEI/Serial Number', message: q_acc_box },
  { code: 'Chr', label: 'Original Charger', message: q_acc_charger },
  { code: 'EarPhone', label: 'Original Earphones', message: q_acc_earphones },
] as const satisfies OptionsFor<typeof ACCESSORY_CODES>;

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
] as const satisfies OptionsFor<typeof WARRANTY_CODES>;

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

const LATER_STEP_TITLES: Record<LaterStep, Text> = {
  2: q_step_screen,
  3: q_step_body,
  4: q_step_functional,
  5: q_step_accessories,
  6: q_step_warranty,
};

/** A later step's title in a language (else the current render's). */
export const laterStepTitle = (step: LaterStep, locale?: Locale): string =>
  LATER_STEP_TITLES[step]({}, inLocale(locale));

/** The single-choice questions shown on a later step (steps 4 and 5 are multi-select). */
export function laterQuestionsOf(step: LaterStep): readonly SingleQuestion[] {
  switch (step) {
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

/** A later step's toast for its first unanswered question, or null; in a language (else the current render's). */
export const laterStepProblem = (
  step: LaterStep,
  draft: QuestionnaireDraft,
  locale?: Locale,
): string | null => problemAmong(laterQuestionsOf(step), draft, locale);
