import { describe, expect, it } from 'vitest';
import {
  answer,
  answerRecordSchema,
  describeAnswers,
  EMPTY_DRAFT,
  previousStep,
  type QuestionnaireDraft,
  questionnaireDraftSchema,
  reachableSteps,
  stepButtonLabel,
  stepsFor,
  stepToShow,
  toAnswerRecord,
  toDraft,
  unansweredQuestions,
  validateStep,
} from '../src/questionnaire.ts';

const device = {
  variant: 7,
  ic_slug: 'apple-iphone-13',
  item_name: 'iPhone 13 (128GB)',
  model_name: 'iPhone 13',
  variant_name: '128GB',
  item_image: '/images/models/apple-iphone-13.webp',
};

const primary = (
  screen: 'yes' | 'no',
  body: 'yes' | 'no',
  underWarranty: 'yes' | 'no' = 'no',
): QuestionnaireDraft => ({
  ...EMPTY_DRAFT,
  calling: 'yes',
  screen,
  body,
  underWarranty,
});

describe('step order', () => {
  it.each([
    ['yes', 'yes', 'no', [1, 4, 5]],
    ['no', 'yes', 'no', [1, 2, 4, 5]],
    ['yes', 'no', 'no', [1, 3, 4, 5]],
    ['no', 'no', 'no', [1, 2, 3, 4, 5]],
    ['no', 'no', 'yes', [1, 2, 3, 4, 5, 6]],
    ['yes', 'yes', 'yes', [1, 4, 5, 6]],
  ] as const)('screen %s, body %s, warranty %s visits %j', (screen, body, warranty, expected) => {
    expect(stepsFor(primary(screen, body, warranty))).toEqual(expected);
  });

  it('Back returns to the previous applicable step (SPEC 4)', () => {
    expect(previousStep(1, primary('no', 'no'))).toBeNull();
    expect(previousStep(2, primary('no', 'no'))).toBe(1);
    expect(previousStep(3, primary('no', 'no'))).toBe(2);
    expect(previousStep(3, primary('yes', 'no'))).toBe(1);
    expect(previousStep(4, primary('no', 'no'))).toBe(3);
    expect(previousStep(4, primary('no', 'yes'))).toBe(2);
    expect(previousStep(4, primary('yes', 'yes'))).toBe(1);
    expect(previousStep(5, primary('yes', 'yes'))).toBe(4);
    expect(previousStep(6, primary('yes', 'yes', 'yes'))).toBe(5);
  });

  it("labels step 5's button Continue under warranty and Confirm otherwise", () => {
    expect(stepButtonLabel(5, primary('yes', 'yes', 'yes'))).toBe('Continue');
    expect(stepButtonLabel(5, primary('yes', 'yes', 'no'))).toBe('Confirm');
    expect(stepButtonLabel(6, primary('yes', 'yes', 'yes'))).toBe('Confirm');
  });
});

describe('validation toasts (SPEC 5 and 8)', () => {
  it("says 'Please check all Properly' when nothing on step 1 is answered", () => {
    expect(validateStep(1, EMPTY_DRAFT)).toBe('Please check all Properly');
  });

  it('names the first missing question on step 1', () => {
    expect(validateStep(1, { ...EMPTY_DRAFT, screen: 'yes' })).toBe('Please answer receive calls');
    expect(validateStep(1, { ...EMPTY_DRAFT, calling: 'yes' })).toBe('Please answer mobile screen condition');
    expect(validateStep(1, { ...EMPTY_DRAFT, calling: 'yes', screen: 'no' })).toBe(
      'Please answer phone body condition',
    );
    expect(validateStep(1, { ...EMPTY_DRAFT, calling: 'yes', screen: 'no', body: 'no' })).toBe(
      'Please answer phone warranty',
    );
    expect(validateStep(1, primary('no', 'no'))).toBeNull();
  });

  it('requires every screen and body question, with No Defect counting as an answer', () => {
    const draft = primary('no', 'no');
    expect(validateStep(2, draft)).toBe('Please answer touch screen');
    expect(validateStep(2, { ...draft, touch: 'yes' })).toBe('Please answer screen spot errors');
    expect(validateStep(2, { ...draft, touch: 'yes', screenSpot: '' })).toBe('Please answer line errors');
    expect(validateStep(2, { ...draft, touch: 'yes', screenSpot: '', screenLine: '' })).toBe(
      'Please answer screen physical condition',
    );
    expect(
      validateStep(2, { ...draft, touch: 'yes', screenSpot: '', screenLine: '', screenPhysical: '' }),
    ).toBeNull();
    expect(validateStep(3, draft)).toBe('Please answer body scratches');
    expect(validateStep(3, { ...draft, bodyScratches: 'B1' })).toBe('Please answer dent on body');
    expect(validateStep(3, { ...draft, bodyScratches: 'B1', bodyDent: '' })).toBe(
      'Please answer panel errors',
    );
    expect(validateStep(3, { ...draft, bodyScratches: 'B1', bodyDent: '', panel: '' })).toBe(
      'Please answer bend errors',
    );
    expect(validateStep(4, draft)).toBeNull();
    expect(validateStep(5, draft)).toBeNull();
  });

  it('sets touch to yes when the screen is answered yes', () => {
    expect(answer({ ...EMPTY_DRAFT, touch: 'no' }, 'screen', 'yes').touch).toBe('yes');
    expect(answer({ ...EMPTY_DRAFT, touch: 'no' }, 'screen', 'no').touch).toBe('no');
  });
});

describe('answer record', () => {
  it('records skipped steps as no defect and drops answers of steps that were skipped later', () => {
    const draft: QuestionnaireDraft = {
      ...primary('yes', 'no', 'yes'),
      screenSpot: 'Sp1',
      bodyScratches: 'B2',
      bodyDent: '',
      panel: '',
      bend: 'PanLoose',
      functional: ['F1'],
      accessories: ['Box'],
      warrantyBand: 'warranty36',
    };
    const record = toAnswerRecord(draft, device);
    expect(record).toMatchObject({
      callingerr: 'yes',
      toucherr: 'yes',
      screenspoterror: '',
      bodyscratches: 'B2',
      benderror: 'PanLoose',
      functionalerror: ['F1'],
      accessories: ['Box'],
      warranty: 'warranty36',
    });
    expect(answerRecordSchema.parse(record)).toEqual(record);
    expect(toAnswerRecord({ ...draft, underWarranty: 'no' }, device).warranty).toBe('');
  });

  it('round-trips through toDraft so Recalculate reopens the same answers', () => {
    const draft: QuestionnaireDraft = {
      ...primary('no', 'no', 'yes'),
      touch: 'no',
      screenSpot: 'Sp2',
      screenLine: '',
      screenPhysical: 'SLight',
      bodyScratches: '',
      bodyDent: 'D1',
      panel: '',
      bend: '',
      functional: ['Battery', 'wifi'],
      accessories: [],
      warrantyBand: 'warrantyAbove11',
    };
    expect(toDraft(toAnswerRecord(draft, device))).toEqual(draft);
  });

  it("keeps a 'No' for screen and body even when no defect was named", () => {
    const draft: QuestionnaireDraft = {
      ...primary('no', 'no'),
      touch: 'yes',
      screenSpot: '',
      screenLine: '',
      screenPhysical: '',
      bodyScratches: '',
      bodyDent: '',
      panel: '',
      bend: '',
    };
    const reopened = toDraft(toAnswerRecord(draft, device));
    expect([reopened.screen, reopened.body]).toEqual(['no', 'no']);
    expect(describeAnswers(toAnswerRecord(draft, device))[0]?.rows[1]).toEqual({
      question: 'Is your mobile screen in good condition?',
      answer: 'No',
    });
  });

  it('describes each answer in words for the device report', () => {
    const record = toAnswerRecord(
      { ...primary('no', 'yes'), touch: 'yes', screenSpot: 'Sp3', screenLine: '', screenPhysical: '' },
      device,
    );
    const sections = describeAnswers(record);
    expect(sections.map((section) => section.title)).toEqual([
      'Primary Info',
      'Screen Errors',
      'Functional or Physical Error',
      'Accessories',
      'Warranty Info',
    ]);
    expect(sections[1]?.rows).toContainEqual({ question: 'Spots on the screen', answer: 'Yellow Spots' });
    expect(sections[4]?.rows).toEqual([{ question: 'Warranty', answer: 'Not under warranty' }]);
  });
});

describe('steps as history entries (a reload, Back and Forward)', () => {
  const screenAnswered: QuestionnaireDraft = {
    ...primary('no', 'no'),
    touch: 'yes',
    screenSpot: '',
    screenLine: 'SLi',
    screenPhysical: '',
  };

  it('reaches the applicable steps up to the first one not answered', () => {
    expect(reachableSteps(EMPTY_DRAFT)).toEqual([1]);
    expect(reachableSteps(primary('no', 'no'))).toEqual([1, 2]);
    expect(reachableSteps(screenAnswered)).toEqual([1, 2, 3]);
    expect(reachableSteps(primary('yes', 'yes', 'yes'))).toEqual([1, 4, 5, 6]);
  });

  it('shows a requested step when reachable, else the next reachable one, else the furthest', () => {
    expect(stepToShow(2, screenAnswered)).toBe(2);
    // The screen became fine after step 2 was left: its old entry shows the body step instead.
    expect(stepToShow(2, { ...screenAnswered, screen: 'yes' })).toBe(3);
    // A link to step 5 with nothing answered opens step 1.
    expect(stepToShow(5, EMPTY_DRAFT)).toBe(1);
    expect(stepToShow(6, primary('yes', 'yes', 'no'))).toBe(5);
    expect(stepToShow(Number.NaN, primary('yes', 'yes'))).toBe(1);
  });

  it('names the unanswered questions of a step in order', () => {
    const draft = { ...primary('no', 'yes'), touch: 'yes' as const, screenLine: '' as const };
    expect(unansweredQuestions(2, draft).map((question) => question.field)).toEqual([
      'screenSpot',
      'screenPhysical',
    ]);
    expect(unansweredQuestions(4, draft)).toEqual([]);
  });

  it('keeps a stored draft only when it is one', () => {
    expect(questionnaireDraftSchema.parse(screenAnswered)).toEqual(screenAnswered);
    expect(questionnaireDraftSchema.safeParse({ ...screenAnswered, screenLine: 'SX' }).success).toBe(false);
    expect(questionnaireDraftSchema.safeParse({ calling: 'maybe' }).success).toBe(false);
    expect(questionnaireDraftSchema.parse({})).toEqual({ functional: [], accessories: [] });
  });
});
