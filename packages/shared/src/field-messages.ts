import { error_field_address_no_required } from './i18n/paraglide/messages/error_field_address_no_required.js';
import { error_field_address_type_required } from './i18n/paraglide/messages/error_field_address_type_required.js';
import { error_field_alternate_mobile_digits } from './i18n/paraglide/messages/error_field_alternate_mobile_digits.js';
import { error_field_city_required } from './i18n/paraglide/messages/error_field_city_required.js';
import { error_field_confirm_password_required } from './i18n/paraglide/messages/error_field_confirm_password_required.js';
import { error_field_email_invalid } from './i18n/paraglide/messages/error_field_email_invalid.js';
import { error_field_email_required } from './i18n/paraglide/messages/error_field_email_required.js';
import { error_field_gstin_invalid } from './i18n/paraglide/messages/error_field_gstin_invalid.js';
import { error_field_invalid } from './i18n/paraglide/messages/error_field_invalid.js';
import { error_field_is_required } from './i18n/paraglide/messages/error_field_is_required.js';
import { error_field_locality_required } from './i18n/paraglide/messages/error_field_locality_required.js';
import { error_field_message_too_long } from './i18n/paraglide/messages/error_field_message_too_long.js';
import { error_field_mobile_digits } from './i18n/paraglide/messages/error_field_mobile_digits.js';
import { error_field_mobile_required } from './i18n/paraglide/messages/error_field_mobile_required.js';
import { error_field_name_required } from './i18n/paraglide/messages/error_field_name_required.js';
import { error_field_name_too_long } from './i18n/paraglide/messages/error_field_name_too_long.js';
import { error_field_otp_digits } from './i18n/paraglide/messages/error_field_otp_digits.js';
import { error_field_otp_required } from './i18n/paraglide/messages/error_field_otp_required.js';
import { error_field_partner_mobile_invalid } from './i18n/paraglide/messages/error_field_partner_mobile_invalid.js';
import { error_field_partner_mobile_required } from './i18n/paraglide/messages/error_field_partner_mobile_required.js';
import { error_field_password_not_allowed } from './i18n/paraglide/messages/error_field_password_not_allowed.js';
import { error_field_password_required } from './i18n/paraglide/messages/error_field_password_required.js';
import { error_field_password_too_long } from './i18n/paraglide/messages/error_field_password_too_long.js';
import { error_field_password_too_short } from './i18n/paraglide/messages/error_field_password_too_short.js';
import { error_field_passwords_must_match } from './i18n/paraglide/messages/error_field_passwords_must_match.js';
import { error_field_pincode_invalid } from './i18n/paraglide/messages/error_field_pincode_invalid.js';
import { error_field_pincode_required } from './i18n/paraglide/messages/error_field_pincode_required.js';
import { error_field_shop_name_required } from './i18n/paraglide/messages/error_field_shop_name_required.js';
import { error_field_shop_name_too_long } from './i18n/paraglide/messages/error_field_shop_name_too_long.js';
import { error_field_state_required } from './i18n/paraglide/messages/error_field_state_required.js';
import { error_field_subject_required } from './i18n/paraglide/messages/error_field_subject_required.js';
import { error_field_subject_too_long } from './i18n/paraglide/messages/error_field_subject_too_long.js';
import { error_field_text_not_allowed } from './i18n/paraglide/messages/error_field_text_not_allowed.js';
import { error_field_too_long } from './i18n/paraglide/messages/error_field_too_long.js';
import { getLocale } from './i18n/paraglide/runtime.js';
import type { Locale } from './i18n.ts';
import { MESSAGES } from './validation.ts';

/**
 * The form messages (validation.ts MESSAGES; handover.ts HANDOVER_MESSAGES in
 * handover-field-messages.ts, for the forms that need them) in the page's language. The
 * zod schemas keep their English texts, so the server's API answers are unchanged; the web's forms pass each
 * message a schema gives through fieldMessage (apps/web/src/lib/form-resolver.ts), which finds the message
 * by its English text and answers it in Hindi or Telugu (messages/errors, `error_field_<key>`; their English
 * equals the schema's: test/error-messages.test.ts).
 */
export type FieldMessageFn = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;
type Message = FieldMessageFn;

export const FIELD_MESSAGES: { readonly [K in keyof typeof MESSAGES]: Message } = {
  nameRequired: error_field_name_required,
  emailRequired: error_field_email_required,
  emailInvalid: error_field_email_invalid,
  subjectRequired: error_field_subject_required,
  messageTooLong: error_field_message_too_long,
  mobileRequired: error_field_mobile_required,
  mobileDigits: error_field_mobile_digits,
  partnerMobileRequired: error_field_partner_mobile_required,
  partnerMobileInvalid: error_field_partner_mobile_invalid,
  alternateMobileDigits: error_field_alternate_mobile_digits,
  passwordRequired: error_field_password_required,
  passwordTooShort: error_field_password_too_short,
  confirmPasswordRequired: error_field_confirm_password_required,
  passwordsMustMatch: error_field_passwords_must_match,
  otpRequired: error_field_otp_required,
  cityRequired: error_field_city_required,
  stateRequired: error_field_state_required,
  pincodeRequired: error_field_pincode_required,
  pincodeInvalid: error_field_pincode_invalid,
  shopNameRequired: error_field_shop_name_required,
  addressTypeRequired: error_field_address_type_required,
  addressNoRequired: error_field_address_no_required,
  localityRequired: error_field_locality_required,
  nameTooLong: error_field_name_too_long,
  subjectTooLong: error_field_subject_too_long,
  shopNameTooLong: error_field_shop_name_too_long,
  passwordTooLong: error_field_password_too_long,
  passwordNotAllowed: error_field_password_not_allowed,
  otpDigits: error_field_otp_digits,
  gstinInvalid: error_field_gstin_invalid,
  isRequired: error_field_is_required,
  textNotAllowed: error_field_text_not_allowed,
};

/**
 * Each message by its English text, read from the schemas' own table (validation.ts MESSAGES), never by calling
 * a message in English: in a Hindi or Telugu browser build (Paraglide's static locale, DR 160) a message asked
 * for another language answers the build's own and warns, so a map made that way held Hindi keys and every
 * form error fell back to "Please check this field" (issue 32).
 */
const BY_ENGLISH = new Map<string, Message>(
  (Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]).map(
    (key) => [MESSAGES[key], FIELD_MESSAGES[key]] as const,
  ),
);

/**
 * A message's options for a language: none for the current render's (the only language a browser build has,
 * so it never warns), the locale otherwise (the server, the tests).
 */
export const inLanguage = (locale: Locale): { locale?: Locale } => (locale === getLocale() ? {} : { locale });

/** zod's length message of the shared text fields (validation.ts `text`, `trimmed`). */
const TOO_LONG = /^must be at most (\d+) characters$/;

/**
 * A form message (a schema's English text) in a language (the current render's by default). English stays
 * the schema's own text; a text with no translation gives a generic "Please check this field" in Hindi and
 * Telugu, never English.
 */
export function fieldMessage(english: string, locale: Locale = getLocale()): string {
  const message = BY_ENGLISH.get(english);
  if (message) return message({}, inLanguage(locale));
  const tooLong = TOO_LONG.exec(english);
  if (tooLong) return error_field_too_long({ max: tooLong[1] as string }, inLanguage(locale));
  return locale === 'en' ? english : error_field_invalid({}, inLanguage(locale));
}
