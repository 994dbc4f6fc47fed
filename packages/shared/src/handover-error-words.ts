import { HANDOVER_MESSAGES, ID_TYPE_RULES, type IdType } from './handover.ts';
import { idLastFourMessage } from './handover-words.ts';
import { partner_error_cheque_number } from './i18n/paraglide/messages/partner_error_cheque_number.js';
import { partner_error_id_type_required } from './i18n/paraglide/messages/partner_error_id_type_required.js';
import { partner_error_imei_digits } from './i18n/paraglide/messages/partner_error_imei_digits.js';
import { partner_error_imei_invalid } from './i18n/paraglide/messages/partner_error_imei_invalid.js';
import { partner_error_imei_reference_required } from './i18n/paraglide/messages/partner_error_imei_reference_required.js';
import { partner_error_imei_repeated } from './i18n/paraglide/messages/partner_error_imei_repeated.js';
import { partner_error_imei_required } from './i18n/paraglide/messages/partner_error_imei_required.js';
import { partner_error_name_on_id_required } from './i18n/paraglide/messages/partner_error_name_on_id_required.js';
import { partner_error_name_too_long } from './i18n/paraglide/messages/partner_error_name_too_long.js';
import { partner_error_required } from './i18n/paraglide/messages/partner_error_required.js';
import { partner_error_text_not_allowed } from './i18n/paraglide/messages/partner_error_text_not_allowed.js';
import { partner_error_too_long } from './i18n/paraglide/messages/partner_error_too_long.js';
import { partner_error_wipe_step_required } from './i18n/paraglide/messages/partner_error_wipe_step_required.js';
import { partner_id_last_four_any } from './i18n/paraglide/messages/partner_id_last_four_any.js';
import type { Locale } from './i18n.ts';

/**
 * The handover's form messages (HANDOVER_MESSAGES and the ID rules of handover.ts, in English as the shared
 * rules and the server give them) in the reader's language. Apart from handover-words.ts so the pages that
 * only show a payout method or an ID type do not carry every form message.
 */

/** Options for a message: the language asked for, or the current one. */
const inLocale = (locale: Locale | undefined) => (locale ? { locale } : {});

/** The handover form messages of handover.ts (English, as the shared rules give them) by their text. */
const HANDOVER_ERRORS: ReadonlyMap<string, (locale?: Locale) => string> = new Map<
  string,
  (locale?: Locale) => string
>([
  [HANDOVER_MESSAGES.imeiRequired, (locale) => partner_error_imei_required({}, inLocale(locale))],
  [HANDOVER_MESSAGES.imeiDigits, (locale) => partner_error_imei_digits({}, inLocale(locale))],
  [HANDOVER_MESSAGES.imeiInvalid, (locale) => partner_error_imei_invalid({}, inLocale(locale))],
  [HANDOVER_MESSAGES.imeiRepeated, (locale) => partner_error_imei_repeated({}, inLocale(locale))],
  [
    HANDOVER_MESSAGES.imeiCheckReferenceRequired,
    (locale) => partner_error_imei_reference_required({}, inLocale(locale)),
  ],
  [HANDOVER_MESSAGES.idTypeRequired, (locale) => partner_error_id_type_required({}, inLocale(locale))],
  [HANDOVER_MESSAGES.nameOnIdRequired, (locale) => partner_error_name_on_id_required({}, inLocale(locale))],
  [HANDOVER_MESSAGES.wipeStepRequired, (locale) => partner_error_wipe_step_required({}, inLocale(locale))],
  [HANDOVER_MESSAGES.chequeNumberInvalid, (locale) => partner_error_cheque_number({}, inLocale(locale))],
  ['Enter the last 4 characters of the ID', (locale) => partner_id_last_four_any({}, inLocale(locale))],
  ['Name must be at most 100 characters', (locale) => partner_error_name_too_long({}, inLocale(locale))],
  ['is required', (locale) => partner_error_required({}, inLocale(locale))],
  [
    'contains characters that are not allowed',
    (locale) => partner_error_text_not_allowed({}, inLocale(locale)),
  ],
  ...Object.entries(ID_TYPE_RULES).map(
    ([type, rule]) =>
      [rule.lastFourMessage, (locale?: Locale) => idLastFourMessage(type as IdType, locale)] as const,
  ),
]);

/**
 * A handover form's message (the shared rules' English) in the reader's language; a message this file
 * does not know is returned as it is.
 */
export function handoverErrorWords(message: string, locale?: Locale): string {
  const words = HANDOVER_ERRORS.get(message);
  if (words) return words(locale);
  const tooLong = /^must be at most (\d+) characters$/.exec(message);
  if (tooLong) return partner_error_too_long({ max: tooLong[1] as string }, inLocale(locale));
  return message;
}
