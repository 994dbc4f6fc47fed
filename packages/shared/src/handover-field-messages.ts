import { type FieldMessageFn, fieldMessage, inLanguage } from './field-messages.ts';
import { HANDOVER_MESSAGES } from './handover.ts';
import { error_field_account_holder_required } from './i18n/paraglide/messages/error_field_account_holder_required.js';
import { error_field_account_number_invalid } from './i18n/paraglide/messages/error_field_account_number_invalid.js';
import { error_field_account_number_required } from './i18n/paraglide/messages/error_field_account_number_required.js';
import { error_field_account_numbers_must_match } from './i18n/paraglide/messages/error_field_account_numbers_must_match.js';
import { error_field_cheque_number_invalid } from './i18n/paraglide/messages/error_field_cheque_number_invalid.js';
import { error_field_final_amount_positive } from './i18n/paraglide/messages/error_field_final_amount_positive.js';
import { error_field_final_amount_required } from './i18n/paraglide/messages/error_field_final_amount_required.js';
import { error_field_final_amount_too_large } from './i18n/paraglide/messages/error_field_final_amount_too_large.js';
import { error_field_final_amount_whole } from './i18n/paraglide/messages/error_field_final_amount_whole.js';
import { error_field_id_type_required } from './i18n/paraglide/messages/error_field_id_type_required.js';
import { error_field_ifsc_invalid } from './i18n/paraglide/messages/error_field_ifsc_invalid.js';
import { error_field_ifsc_required } from './i18n/paraglide/messages/error_field_ifsc_required.js';
import { error_field_imei_check_reference_required } from './i18n/paraglide/messages/error_field_imei_check_reference_required.js';
import { error_field_imei_digits } from './i18n/paraglide/messages/error_field_imei_digits.js';
import { error_field_imei_invalid } from './i18n/paraglide/messages/error_field_imei_invalid.js';
import { error_field_imei_repeated } from './i18n/paraglide/messages/error_field_imei_repeated.js';
import { error_field_imei_required } from './i18n/paraglide/messages/error_field_imei_required.js';
import { error_field_name_on_id_required } from './i18n/paraglide/messages/error_field_name_on_id_required.js';
import { error_field_payee_name_required } from './i18n/paraglide/messages/error_field_payee_name_required.js';
import { error_field_payout_method_required } from './i18n/paraglide/messages/error_field_payout_method_required.js';
import { error_field_vpa_invalid } from './i18n/paraglide/messages/error_field_vpa_invalid.js';
import { error_field_vpa_required } from './i18n/paraglide/messages/error_field_vpa_required.js';
import { error_field_wallet_mobile_digits } from './i18n/paraglide/messages/error_field_wallet_mobile_digits.js';
import { error_field_wallet_provider_required } from './i18n/paraglide/messages/error_field_wallet_provider_required.js';
import { error_field_wipe_step_required } from './i18n/paraglide/messages/error_field_wipe_step_required.js';
import { getLocale } from './i18n/paraglide/runtime.js';
import type { Locale } from './i18n.ts';

/**
 * The handover's form messages (handover.ts HANDOVER_MESSAGES: IMEI, ID, payout details) in the page's
 * language, for the forms that use them (the seller's payout form, the partner's handover steps); apart from
 * field-messages.ts so the sign-in and checkout forms do not carry them. Same rules as fieldMessage.
 */
export const HANDOVER_FIELD_MESSAGES: { readonly [K in keyof typeof HANDOVER_MESSAGES]: FieldMessageFn } = {
  imeiRequired: error_field_imei_required,
  imeiDigits: error_field_imei_digits,
  imeiInvalid: error_field_imei_invalid,
  imeiRepeated: error_field_imei_repeated,
  imeiCheckReferenceRequired: error_field_imei_check_reference_required,
  idTypeRequired: error_field_id_type_required,
  nameOnIdRequired: error_field_name_on_id_required,
  wipeStepRequired: error_field_wipe_step_required,
  payoutMethodRequired: error_field_payout_method_required,
  vpaRequired: error_field_vpa_required,
  vpaInvalid: error_field_vpa_invalid,
  accountHolderRequired: error_field_account_holder_required,
  accountNumberRequired: error_field_account_number_required,
  accountNumberInvalid: error_field_account_number_invalid,
  accountNumbersMustMatch: error_field_account_numbers_must_match,
  ifscRequired: error_field_ifsc_required,
  ifscInvalid: error_field_ifsc_invalid,
  walletProviderRequired: error_field_wallet_provider_required,
  walletMobileDigits: error_field_wallet_mobile_digits,
  payeeNameRequired: error_field_payee_name_required,
  chequeNumberInvalid: error_field_cheque_number_invalid,
  finalAmountRequired: error_field_final_amount_required,
  finalAmountWhole: error_field_final_amount_whole,
  finalAmountPositive: error_field_final_amount_positive,
  finalAmountTooLarge: error_field_final_amount_too_large,
};

const BY_ENGLISH = new Map<string, FieldMessageFn>(
  (Object.keys(HANDOVER_MESSAGES) as (keyof typeof HANDOVER_MESSAGES)[]).map(
    (key) => [HANDOVER_MESSAGES[key], HANDOVER_FIELD_MESSAGES[key]] as const,
  ),
);

/** A handover form's message (or any shared form message) in a language (the current render's by default). */
export function handoverFieldMessage(english: string, locale: Locale = getLocale()): string {
  const message = BY_ENGLISH.get(english);
  return message ? message({}, inLanguage(locale)) : fieldMessage(english, locale);
}
