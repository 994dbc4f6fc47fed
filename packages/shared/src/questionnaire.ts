import { q_report_accessories } from './i18n/paraglide/messages/q_report_accessories.js';
import { q_report_available } from './i18n/paraglide/messages/q_report_available.js';
import { q_report_no_warranty } from './i18n/paraglide/messages/q_report_no_warranty.js';
import { q_report_not_available } from './i18n/paraglide/messages/q_report_not_available.js';
import { q_report_not_working } from './i18n/paraglide/messages/q_report_not_working.js';
import { q_report_warranty } from './i18n/paraglide/messages/q_report_warranty.js';
import { q_report_working } from './i18n/paraglide/messages/q_report_working.js';
import type { Locale } from './i18n.ts';
import {
  firstStepProblem,
  firstStepTitle,
  PRIMARY_QUESTIONS,
  YES_NO_OPTIONS,
} from './questionnaire-first-step.ts';
import {
  ACCESSORY_OPTIONS,
  BODY_QUESTIONS,
  FUNCTIONAL_OPTIONS,
  laterQuestionsOf,
  laterStepProblem,
  laterStepTitle,
  SCREEN_QUESTIONS,
  WARRANTY_OPTIONS,
} from './questionnaire-later-steps.ts';
import {
  type ConditionAnswers,
  inLocale,
  type Option,
  optionText,
  type QuestionnaireDraft,
  type SingleQuestion,
  type StepNumber,
  type Text,
  toDraft,
  type YesNo,
} from './questionnaire-rules.ts';

/**
 * The device-condition questionnaire (SPEC sections 2, 3, 4, 5 and 8): its six steps, every question and
 * option with the code it records, the skip and Back rules, the validation toasts and the answer record sent
 * to the server. The web form, the server's validation, the pricing labels and the device report all read it
 * from here. Its parts: the rules (questionnaire-rules.ts: fields, codes, which answer leads where, the
 * draft and the answer record), the first step's words (questionnaire-first-step.ts) and the later steps'
 * (questionnaire-later-steps.ts), all exported from here too; apart so that the questionnaire's first page
 * loads the rules and the first step's words alone (issue 35's JavaScript budget, DR 218). The seller's
 * questionnaire imports the parts; everything else imports this module.
 *
 * Texts: every text the seller reads is a message (packages/shared/messages/questionnaire, issue 22) with the
 * English of SPEC; `label`, `text` and `missing` keep that English for the operations console and the server,
 * which stay English. The seller's pages read the messages (`message`, `missingMessage`, `stepTitle`,
 * `optionText`, `validateStep` and `describeAnswers` with a locale), never the English constants. Stored data
 * keeps the codes.
 */
export * from './questionnaire-first-step.ts';
export * from './questionnaire-later-steps.ts';
export * from './questionnaire-rules.ts';

export const STEP_TITLES: Record<StepNumber, string> = {
  1: 'Primary Info',
  2: 'Screen Errors',
  3: 'Body Errors',
  4: 'Functional or Physical Error',
  5: 'Do you have the following accessories ?',
  6: 'Warranty Info',
};

/** A step's title in a language (else the current render's). */
export const stepTitle = (step: StepNumber, locale?: Locale): string =>
  step === 1 ? firstStepTitle(locale) : laterStepTitle(step, locale);

/** The single-choice questions shown on a step (steps 4 and 5 are multi-select). */
export const questionsOf = (step: StepNumber): readonly SingleQuestion[] =>
  step === 1 ? PRIMARY_QUESTIONS : laterQuestionsOf(step);

/**
 * The toast for the first problem on a step, or null when the step may be left; in a language (else the
 * current render's: English outside a page).
 */
export const validateStep = (step: StepNumber, draft: QuestionnaireDraft, locale?: Locale): string | null =>
  step === 1 ? firstStepProblem(draft, locale) : laterStepProblem(step, draft, locale);

/** The questions of a step still unanswered, in order (the first is the one its toast names). */
export function unansweredQuestions(step: StepNumber, draft: QuestionnaireDraft): readonly SingleQuestion[] {
  return questionsOf(step).filter((question) => draft[question.field] === undefined);
}

const labelOf = (options: readonly Option[], code: string, locale?: Locale) => {
  const option = options.find((candidate) => candidate.code === code);
  return option ? optionText(option, locale) : code;
};
const yesNoLabel = (value: YesNo, locale?: Locale) =>
  optionText(YES_NO_OPTIONS[value === 'yes' ? 0 : 1], locale);

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
