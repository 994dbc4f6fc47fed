import { q_ded_age } from './i18n/paraglide/messages/q_ded_age.js';
import { q_ded_calls } from './i18n/paraglide/messages/q_ded_calls.js';
import { q_ded_missing } from './i18n/paraglide/messages/q_ded_missing.js';
import { q_ded_not_working } from './i18n/paraglide/messages/q_ded_not_working.js';
import { q_ded_on_body } from './i18n/paraglide/messages/q_ded_on_body.js';
import { q_ded_on_screen } from './i18n/paraglide/messages/q_ded_on_screen.js';
import { q_ded_out_of_warranty } from './i18n/paraglide/messages/q_ded_out_of_warranty.js';
import { q_ded_screen } from './i18n/paraglide/messages/q_ded_screen.js';
import { q_ded_touch } from './i18n/paraglide/messages/q_ded_touch.js';
import type { Locale } from './i18n.ts';
import {
  ACCESSORY_OPTIONS,
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  FUNCTIONAL_OPTIONS,
  inLocale,
  type Option,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  WARRANTY_OPTIONS,
} from './questionnaire.ts';

/**
 * The words of the itemised quote's lines in the seller's language (issue 22): the same lines as pricing.ts's
 * DEDUCTIONS, whose `label` stays SPEC's English for the operations console and the stored quote (a test holds
 * the English of both equal). Apart from pricing.ts so a page showing a quote carries these messages only, not
 * the pricing engine and its schemas.
 */
type Say = (options: { locale?: Locale }) => string;
type Wrap = (words: string, options: { locale?: Locale }) => string;

const lines = (options: readonly Option[], wrap?: Wrap, code = (option: Option) => option.code) =>
  options
    .filter((option) => option.code !== '')
    .map((option): [string, Say] => [
      code(option),
      wrap ? (o) => wrap(option.message({}, o), o) : (o) => option.message({}, o),
    ]);

const onScreen: Wrap = (defect, o) => q_ded_on_screen({ defect }, o);
const onBody: Wrap = (defect, o) => q_ded_on_body({ defect }, o);

const TEXTS = new Map<string, Say>([
  ['calls_not_working', (o) => q_ded_calls({}, o)],
  ['touch_not_working', (o) => q_ded_touch({}, o)],
  ...lines(SCREEN_SPOT_OPTIONS, onScreen),
  ...lines(SCREEN_LINE_OPTIONS),
  ...lines(SCREEN_PHYSICAL_OPTIONS, (defect, o) => q_ded_screen({ defect }, o)),
  ...lines(BODY_SCRATCH_OPTIONS, onBody),
  ...lines(BODY_DENT_OPTIONS, onBody),
  ...lines(PANEL_OPTIONS),
  ...lines(BEND_OPTIONS),
  ...lines(FUNCTIONAL_OPTIONS, (part, o) => q_ded_not_working({ part }, o)),
  ...lines(
    ACCESSORY_OPTIONS,
    (accessory, o) => q_ded_missing({ accessory }, o),
    (option) => `no_${option.code}`,
  ),
  ...lines(WARRANTY_OPTIONS, (age, o) => q_ded_age({ age }, o)),
  ['out_of_warranty', (o) => q_ded_out_of_warranty({}, o)],
]);

/**
 * A quote line's words in a language (else the current render's: the page's, English outside a page). A code
 * this release does not know keeps the words it came with (`fallback`, the server's English), else its code.
 */
export function deductionLabel(code: string, locale?: Locale, fallback?: string): string {
  const say = TEXTS.get(code);
  return say ? say(inLocale(locale)) : (fallback ?? code);
}
