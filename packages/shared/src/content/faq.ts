import { faq_a1 } from '../i18n/paraglide/messages/faq_a1.js';
import { faq_a2 } from '../i18n/paraglide/messages/faq_a2.js';
import { faq_a3 } from '../i18n/paraglide/messages/faq_a3.js';
import { faq_a4 } from '../i18n/paraglide/messages/faq_a4.js';
import { faq_a5 } from '../i18n/paraglide/messages/faq_a5.js';
import { faq_a6 } from '../i18n/paraglide/messages/faq_a6.js';
import { faq_a7 } from '../i18n/paraglide/messages/faq_a7.js';
import { faq_a8 } from '../i18n/paraglide/messages/faq_a8.js';
import { faq_q1 } from '../i18n/paraglide/messages/faq_q1.js';
import { faq_q2 } from '../i18n/paraglide/messages/faq_q2.js';
import { faq_q3 } from '../i18n/paraglide/messages/faq_q3.js';
import { faq_q4 } from '../i18n/paraglide/messages/faq_q4.js';
import { faq_q5 } from '../i18n/paraglide/messages/faq_q5.js';
import { faq_q6 } from '../i18n/paraglide/messages/faq_q6.js';
import { faq_q7 } from '../i18n/paraglide/messages/faq_q7.js';
import { faq_q8 } from '../i18n/paraglide/messages/faq_q8.js';
import type { Locale } from '../i18n.ts';

/**
 * The eight questions of the FAQ (SPEC 1 and 2): shown on the home page and at /faq, and read by the server
 * for the pages' FAQPage structured data. Plain text only, so both sides can print it as it is. The texts
 * are messages (messages/content, faq_q1..faq_a8), so the page and its JSON-LD are in the page's language.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

const PAIRS: [question: Message, answer: Message][] = [
  [faq_q1, faq_a1],
  [faq_q2, faq_a2],
  [faq_q3, faq_a3],
  [faq_q4, faq_a4],
  [faq_q5, faq_a5],
  [faq_q6, faq_a6],
  [faq_q7, faq_a7],
  [faq_q8, faq_a8],
];

/**
 * The questions and answers in a language: the one given (the server's page heads), else the page's own
 * (Paraglide's getLocale: the render's language on the server, the address's in the browser).
 */
export function faqItems(locale?: Locale): FaqItem[] {
  const options = locale ? { locale } : {};
  return PAIRS.map(([question, answer]) => ({
    question: question({}, options),
    answer: answer({}, options),
  }));
}

/** The English questions and answers (SPEC's texts, as tests read them). */
export const FAQ_ITEMS: readonly FaqItem[] = faqItems('en');
