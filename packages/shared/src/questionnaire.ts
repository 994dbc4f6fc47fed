import { z } from 'zod';
import { fields, text } from './validation.ts';

/**
 * The device-condition questionnaire (SPEC sections 2, 3, 4, 5 and 8): its six steps, every question and
 * option with the code it records, the skip and Back rules, the validation toasts and the answer record sent
 * to the server. The web form, the server's validation, the pricing labels and the device report all read it
 * from here.
 */

export type YesNo = 'yes' | 'no';
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6;

export interface Option<Code extends string = string> {
  /** The code stored in the answer record; '' is "No Defect" / none. */
  code: Code;
  label: string;
}

const NO_DEFECT = { code: '', label: 'No Defect' } as const;

export const SCREEN_SPOT_OPTIONS = [
  { code: 'Sp1', label: 'White / Black Spots' },
  { code: 'Sp2', label: 'Different Color Spots' },
  { code: 'Sp3', label: 'Yellow Spots' },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const SCREEN_LINE_OPTIONS = [
  { code: 'SLi', label: 'Single Line on Display' },
  { code: 'SMLi', label: 'Multi Lines on Display' },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const SCREEN_PHYSICAL_OPTIONS = [
  { code: 'Sbr1', label: 'Front Glass Broken or Cracked' },
  { code: 'Sbr2', label: 'Chipped Cracked' },
  { code: 'SHeavy', label: 'Heavy Scratches' },
  { code: 'SLight', label: '1 or 2 Scratches' },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const BODY_SCRATCH_OPTIONS = [
  { code: 'B1', label: '1-2 Scratches' },
  { code: 'B2', label: 'Major Scratches' },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const BODY_DENT_OPTIONS = [
  { code: 'D1', label: '1-2 Minor Dents' },
  { code: 'D2', label: '1-2 Major Heavy Dents' },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const PANEL_OPTIONS = [
  { code: 'PanCr', label: 'Cracked - Broken Side or Back Panel' },
  { code: 'PanMis', label: 'Missing Side or Back Panel' },
  NO_DEFECT,
] as const satisfies readonly Option[];

export const BEND_OPTIONS = [
  { code: 'PanBent', label: 'Body Bend or Deform' },
  { code: 'PanLoose', label: 'Loose Gap in Screen' },
  NO_DEFECT,
] as const satisfies readonly Option[];

/** Step 4: a code present in the answer means that part is not working. */
export const FUNCTIONAL_OPTIONS = [
  { code: 'F1', label: 'Front Camera' },
  { code: 'F2', label: 'Back Camera' },
  { code: 'Vbutton', label: 'Volume Button' },
  { code: 'FTouch', label: 'Finger Sensor' },
  { code: 'wifi', label: 'WiFi' },
  { code: 'Battery', label: 'Battery' },
  { code: 'Spk', label: 'Speaker' },
  { code: 'PwBut', label: 'Power Button' },
  { code: 'AudRcv', label: 'Audio Receiver' },
  { code: 'chgPort', label: 'Charging Port' },
  { code: 'FcSnsr', label: 'Face Sensor' },
] as const satisfies readonly Option[];

/** Step 5: a code present in the answer means the seller has that accessory. */
export const ACCESSORY_OPTIONS = [
  { code: 'Box', label: 'Original Box with same IMEI/Serial Number' },
  { code: 'Chr', label: 'Original Charger' },
  { code: 'EarPhone', label: 'Original Earphones' },
] as const satisfies readonly Option[];

export const WARRANTY_OPTIONS = [
  { code: 'warranty03', label: '0-3 Months' },
  { code: 'warranty36', label: '3-6 Months' },
  { code: 'warranty611', label: '6-11 Months' },
  { code: 'warrantyAbove11', label: 'Above 11 Months' },
] as const satisfies readonly Option[];

type CodeOf<T extends readonly Option[]> = T[number]['code'];
export type FunctionalCode = CodeOf<typeof FUNCTIONAL_OPTIONS>;
export type AccessoryCode = CodeOf<typeof ACCESSORY_OPTIONS>;
export type WarrantyCode = CodeOf<typeof WARRANTY_OPTIONS>;

const codes = <T extends readonly Option[]>(options: T) =>
  options.map((option) => option.code) as [CodeOf<T>, ...CodeOf<T>[]];

const yesNo = z.enum(['yes', 'no'], { error: 'must be yes or no' });
const describeCodes = (options: readonly Option[]) => {
  const named = options.filter((option) => option.code !== '').map((option) => option.code);
  return options.some((option) => option.code === '') ? `${named.join(', ')} or empty` : named.join(', ');
};
const oneOf = <T extends readonly Option[]>(options: T) =>
  z.enum(codes(options), { error: `must be one of: ${describeCodes(options)}` });
const setOf = <T extends readonly Option[]>(options: T) =>
  z
    .array(oneOf(options))
    .refine((list) => new Set(list).size === list.length, 'must not repeat a code')
    .default([]);

/** The answer record of SPEC section 3, as sent to getExactValue and stored with enquiries and orders. */
export const answerRecordSchema = z
  .object({
    callingerr: yesNo,
    toucherr: yesNo,
    screenspoterror: oneOf(SCREEN_SPOT_OPTIONS),
    screenlineerror: oneOf(SCREEN_LINE_OPTIONS),
    screenphysicalcondition: oneOf(SCREEN_PHYSICAL_OPTIONS),
    bodyscratches: oneOf(BODY_SCRATCH_OPTIONS),
    bodydent: oneOf(BODY_DENT_OPTIONS),
    panelerror: oneOf(PANEL_OPTIONS),
    benderror: oneOf(BEND_OPTIONS),
    functionalerror: setOf(FUNCTIONAL_OPTIONS),
    accessories: setOf(ACCESSORY_OPTIONS),
    /**
     * The step 1 screen and body answers. Not among the spec's fields, and optional: without them a 'No'
     * followed by 'No Defect' everywhere would reopen (Recalculate) and read (device report) as 'Yes'.
     */
    screencondition: yesNo.optional(),
    bodycondition: yesNo.optional(),
    warranty: z.enum(['', ...codes(WARRANTY_OPTIONS)], {
      error: `must be one of: ${describeCodes([...WARRANTY_OPTIONS, NO_DEFECT])}`,
    }),
    /** The variant's id. */
    variant: fields.id('must be a variant id'),
    ic_slug: fields.slug(),
    item_name: text(200).optional(),
    model_name: text(200).optional(),
    variant_name: text(100).optional(),
    item_image: text(300).optional(),
  })
  .strip();
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
  text: string;
  /** The toast shown when this question is left unanswered. */
  missing: string;
  options: readonly Option[];
}

export const YES_NO_OPTIONS = [
  { code: 'yes', label: 'Yes' },
  { code: 'no', label: 'No' },
] as const satisfies readonly Option[];

export const STEP_TITLES: Record<StepNumber, string> = {
  1: 'Primary Info',
  2: 'Screen Errors',
  3: 'Body Errors',
  4: 'Functional or Physical Error',
  5: 'Do you have the following accessories ?',
  6: 'Warranty Info',
};

export const NOTHING_ANSWERED_MESSAGE = 'Please check all Properly';

export const PRIMARY_QUESTIONS: readonly SingleQuestion[] = [
  {
    field: 'calling',
    text: 'Are you able to make and receive calls?',
    missing: 'Please answer receive calls',
    options: YES_NO_OPTIONS,
  },
  {
    field: 'screen',
    text: 'Is your mobile screen in good condition?',
    missing: 'Please answer mobile screen condition',
    options: YES_NO_OPTIONS,
  },
  {
    field: 'body',
    text: 'Is your phone body in good condition?',
    missing: 'Please answer phone body condition',
    options: YES_NO_OPTIONS,
  },
  {
    field: 'underWarranty',
    text: 'Is your phone under warranty? (valid bill needed)',
    missing: 'Please answer phone warranty',
    options: YES_NO_OPTIONS,
  },
];

export const SCREEN_QUESTIONS: readonly SingleQuestion[] = [
  {
    field: 'touch',
    text: 'Is the touch screen working?',
    missing: 'Please answer touch screen',
    options: YES_NO_OPTIONS,
  },
  {
    field: 'screenSpot',
    text: 'Spots on the screen',
    missing: 'Please answer screen spot errors',
    options: SCREEN_SPOT_OPTIONS,
  },
  {
    field: 'screenLine',
    text: 'Lines on the display',
    missing: 'Please answer line errors',
    options: SCREEN_LINE_OPTIONS,
  },
  {
    field: 'screenPhysical',
    text: 'Physical condition of the screen',
    missing: 'Please answer screen physical condition',
    options: SCREEN_PHYSICAL_OPTIONS,
  },
];

export const BODY_QUESTIONS: readonly SingleQuestion[] = [
  {
    field: 'bodyScratches',
    text: 'Scratches on the body',
    missing: 'Please answer body scratches',
    options: BODY_SCRATCH_OPTIONS,
  },
  {
    field: 'bodyDent',
    text: 'Dents on the body',
    missing: 'Please answer dent on body',
    options: BODY_DENT_OPTIONS,
  },
  {
    field: 'panel',
    text: 'Side or back panel',
    missing: 'Please answer panel errors',
    options: PANEL_OPTIONS,
  },
  {
    field: 'bend',
    text: 'Bend or loose screen',
    missing: 'Please answer bend errors',
    options: BEND_OPTIONS,
  },
];

export const WARRANTY_QUESTION: SingleQuestion = {
  field: 'warrantyBand',
  text: 'How old is your phone? (as on the bill)',
  missing: 'Please select the warranty period',
  options: WARRANTY_OPTIONS,
};

export const FUNCTIONAL_QUESTION_TEXT = 'Select the parts that are not working (leave empty if all work)';
export const ACCESSORIES_QUESTION_TEXT = 'Select the original accessories you will hand over';

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

/** The toast for the first problem on a step, or null when the step may be left. */
export function validateStep(step: StepNumber, draft: QuestionnaireDraft): string | null {
  const questions = questionsOf(step);
  const missing = questions.filter((question) => draft[question.field] === undefined);
  if (missing.length === 0) return null;
  if (step === 1 && missing.length === questions.length) return NOTHING_ANSWERED_MESSAGE;
  return missing[0]?.missing ?? null;
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

/** A draft as stored between page loads; anything that is not one (an old format, an edit) is refused. */
export const questionnaireDraftSchema = z.object({
  calling: yesNo.optional(),
  screen: yesNo.optional(),
  body: yesNo.optional(),
  underWarranty: yesNo.optional(),
  touch: yesNo.optional(),
  screenSpot: oneOf(SCREEN_SPOT_OPTIONS).optional(),
  screenLine: oneOf(SCREEN_LINE_OPTIONS).optional(),
  screenPhysical: oneOf(SCREEN_PHYSICAL_OPTIONS).optional(),
  bodyScratches: oneOf(BODY_SCRATCH_OPTIONS).optional(),
  bodyDent: oneOf(BODY_DENT_OPTIONS).optional(),
  panel: oneOf(PANEL_OPTIONS).optional(),
  bend: oneOf(BEND_OPTIONS).optional(),
  functional: setOf(FUNCTIONAL_OPTIONS),
  accessories: setOf(ACCESSORY_OPTIONS),
  warrantyBand: oneOf(WARRANTY_OPTIONS).optional(),
}) satisfies z.ZodType<QuestionnaireDraft, unknown>;

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

const labelOf = (options: readonly Option[], code: string) =>
  options.find((option) => option.code === code)?.label ?? code;
const yesNoLabel = (value: YesNo) => (value === 'yes' ? 'Yes' : 'No');

export interface ReportSection {
  title: string;
  rows: { question: string; answer: string }[];
}

/** The device report (modal on the price page, device report page): each answer in words. */
export function describeAnswers(record: ConditionAnswers): ReportSection[] {
  const draft = toDraft(record);
  const sections: ReportSection[] = [
    {
      title: STEP_TITLES[1],
      rows: PRIMARY_QUESTIONS.map((question) => ({
        question: question.text,
        answer: yesNoLabel(draft[question.field] as YesNo),
      })),
    },
  ];
  if (draft.screen === 'no') {
    sections.push({
      title: STEP_TITLES[2],
      rows: SCREEN_QUESTIONS.map((question) => ({
        question: question.text,
        answer:
          question.field === 'touch'
            ? yesNoLabel(record.toucherr)
            : labelOf(question.options, String(draft[question.field] ?? '')),
      })),
    });
  }
  if (draft.body === 'no') {
    sections.push({
      title: STEP_TITLES[3],
      rows: BODY_QUESTIONS.map((question) => ({
        question: question.text,
        answer: labelOf(question.options, String(draft[question.field] ?? '')),
      })),
    });
  }
  sections.push({
    title: STEP_TITLES[4],
    rows: FUNCTIONAL_OPTIONS.map((option) => ({
      question: option.label,
      answer: record.functionalerror.includes(option.code) ? 'Not working' : 'Working',
    })),
  });
  sections.push({
    title: 'Accessories',
    rows: ACCESSORY_OPTIONS.map((option) => ({
      question: option.label,
      answer: record.accessories.includes(option.code) ? 'Available' : 'Not available',
    })),
  });
  sections.push({
    title: STEP_TITLES[6],
    rows: [
      {
        question: 'Warranty',
        answer: record.warranty ? labelOf(WARRANTY_OPTIONS, record.warranty) : 'Not under warranty',
      },
    ],
  });
  return sections;
}
