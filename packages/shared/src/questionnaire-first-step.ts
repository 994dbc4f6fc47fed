import { q_ask_body } from './i18n/paraglide/messages/q_ask_body.js';
import { q_ask_calling } from './i18n/paraglide/messages/q_ask_calling.js';
import { q_ask_screen } from './i18n/paraglide/messages/q_ask_screen.js';
import { q_ask_warranty } from './i18n/paraglide/messages/q_ask_warranty.js';
import { q_missing_body } from './i18n/paraglide/messages/q_missing_body.js';
import { q_missing_calling } from './i18n/paraglide/messages/q_missing_calling.js';
import { q_missing_screen } from './i18n/paraglide/messages/q_missing_screen.js';
import { q_missing_warranty } from './i18n/paraglide/messages/q_missing_warranty.js';
import { q_no } from './i18n/paraglide/messages/q_no.js';
import { q_nothing_answered } from './i18n/paraglide/messages/q_nothing_answered.js';
import { q_step_primary } from './i18n/paraglide/messages/q_step_primary.js';
import { q_yes } from './i18n/paraglide/messages/q_yes.js';
import type { Locale } from './i18n.ts';
import {
  inLocale,
  type OptionsFor,
  problemAmong,
  type QuestionnaireDraft,
  type SingleQuestion,
  type YES_NO_CODES,
} from './questionnaire-rules.ts';

/**
 * The words of the questionnaire's first step, "Primary Info" (part of packages/shared/src/questionnaire.ts,
 * its home): its title, its four yes/no questions with their toasts, and "Yes" and "No" (step 2's touch
 * question uses them too). Apart from the later steps' words, which the questionnaire's first page does not
 * load (issue 35's JavaScript budget, DR 218).
 */

export const YES_NO_OPTIONS = [
  { code: 'yes', label: 'Yes', message: q_yes },
  { code: 'no', label: 'No', message: q_no },
] as const satisfies OptionsFor<typeof YES_NO_CODES>;

/** Step 1's title in a language (else the current render's). */
export const firstStepTitle = (locale?: Locale): string => q_step_primary({}, inLocale(locale));

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

/**
 * Step 1's toast for its first problem, or null when it may be left: "Please check all Properly" when
 * nothing is answered, else the first unanswered question's; in a language (else the current render's).
 */
export const firstStepProblem = (draft: QuestionnaireDraft, locale?: Locale): string | null =>
  problemAmong(PRIMARY_QUESTIONS, draft, locale, q_nothing_answered);
