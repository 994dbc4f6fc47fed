import type { ErrorCode } from './errors.ts';
import { error_account_erased } from './i18n/paraglide/messages/error_account_erased.js';
import { error_account_exists } from './i18n/paraglide/messages/error_account_exists.js';
import { error_account_not_found } from './i18n/paraglide/messages/error_account_not_found.js';
import { error_account_not_verified } from './i18n/paraglide/messages/error_account_not_verified.js';
import { error_address_not_found } from './i18n/paraglide/messages/error_address_not_found.js';
import { error_admin_only } from './i18n/paraglide/messages/error_admin_only.js';
import { error_amount_not_agreed } from './i18n/paraglide/messages/error_amount_not_agreed.js';
import { error_audit_already_reverted } from './i18n/paraglide/messages/error_audit_already_reverted.js';
import { error_audit_entry_not_found } from './i18n/paraglide/messages/error_audit_entry_not_found.js';
import { error_audit_not_revertable } from './i18n/paraglide/messages/error_audit_not_revertable.js';
import { error_audit_revert_conflict } from './i18n/paraglide/messages/error_audit_revert_conflict.js';
import { error_brand_not_found } from './i18n/paraglide/messages/error_brand_not_found.js';
import { error_breach_already_reported } from './i18n/paraglide/messages/error_breach_already_reported.js';
import { error_breach_detected_in_future } from './i18n/paraglide/messages/error_breach_detected_in_future.js';
import { error_breach_not_found } from './i18n/paraglide/messages/error_breach_not_found.js';
import { error_breach_seller_unknown } from './i18n/paraglide/messages/error_breach_seller_unknown.js';
import { error_breach_sellers_unconfirmed } from './i18n/paraglide/messages/error_breach_sellers_unconfirmed.js';
import { error_catalog_name_taken } from './i18n/paraglide/messages/error_catalog_name_taken.js';
import { error_city_not_served } from './i18n/paraglide/messages/error_city_not_served.js';
import { error_consent_text_required } from './i18n/paraglide/messages/error_consent_text_required.js';
import { error_contact_message_not_found } from './i18n/paraglide/messages/error_contact_message_not_found.js';
import { error_current_password_wrong } from './i18n/paraglide/messages/error_current_password_wrong.js';
import { error_customer_not_found } from './i18n/paraglide/messages/error_customer_not_found.js';
import { error_database_unavailable } from './i18n/paraglide/messages/error_database_unavailable.js';
import { error_dealer_register_reason_required } from './i18n/paraglide/messages/error_dealer_register_reason_required.js';
import { error_device_mismatch } from './i18n/paraglide/messages/error_device_mismatch.js';
import { error_door_code_expired } from './i18n/paraglide/messages/error_door_code_expired.js';
import { error_door_code_not_yet } from './i18n/paraglide/messages/error_door_code_not_yet.js';
import { error_door_code_wrong } from './i18n/paraglide/messages/error_door_code_wrong.js';
import { error_door_hold_closed } from './i18n/paraglide/messages/error_door_hold_closed.js';
import { error_door_hold_not_found } from './i18n/paraglide/messages/error_door_hold_not_found.js';
import { error_door_photo_limit } from './i18n/paraglide/messages/error_door_photo_limit.js';
import { error_door_photo_not_found } from './i18n/paraglide/messages/error_door_photo_not_found.js';
import { error_door_photos_missing } from './i18n/paraglide/messages/error_door_photos_missing.js';
import { error_door_proof_other_phone } from './i18n/paraglide/messages/error_door_proof_other_phone.js';
import { error_enquiry_not_found } from './i18n/paraglide/messages/error_enquiry_not_found.js';
import { error_erasure_order_open } from './i18n/paraglide/messages/error_erasure_order_open.js';
import { error_generic } from './i18n/paraglide/messages/error_generic.js';
import { error_grievance_closed } from './i18n/paraglide/messages/error_grievance_closed.js';
import { error_grievance_not_found } from './i18n/paraglide/messages/error_grievance_not_found.js';
import { error_handover_already_completed } from './i18n/paraglide/messages/error_handover_already_completed.js';
import { error_handover_incomplete } from './i18n/paraglide/messages/error_handover_incomplete.js';
import { error_idempotency_key_invalid } from './i18n/paraglide/messages/error_idempotency_key_invalid.js';
import { error_idempotency_key_reused } from './i18n/paraglide/messages/error_idempotency_key_reused.js';
import { error_idempotent_request_in_progress } from './i18n/paraglide/messages/error_idempotent_request_in_progress.js';
import { error_ifsc_unknown } from './i18n/paraglide/messages/error_ifsc_unknown.js';
import { error_imei_already_bought } from './i18n/paraglide/messages/error_imei_already_bought.js';
import { error_imei_check_missing } from './i18n/paraglide/messages/error_imei_check_missing.js';
import { error_imei_restricted } from './i18n/paraglide/messages/error_imei_restricted.js';
import { error_internal } from './i18n/paraglide/messages/error_internal.js';
import { error_invoice_not_ready } from './i18n/paraglide/messages/error_invoice_not_ready.js';
import { error_job_not_found } from './i18n/paraglide/messages/error_job_not_found.js';
import { error_job_not_retryable } from './i18n/paraglide/messages/error_job_not_retryable.js';
import { error_last_admin } from './i18n/paraglide/messages/error_last_admin.js';
import { error_login_locked } from './i18n/paraglide/messages/error_login_locked.js';
import { error_login_required } from './i18n/paraglide/messages/error_login_required.js';
import { error_login_throttled } from './i18n/paraglide/messages/error_login_throttled.js';
import { error_malformed_request } from './i18n/paraglide/messages/error_malformed_request.js';
import { error_metrics_token_invalid } from './i18n/paraglide/messages/error_metrics_token_invalid.js';
import { error_migrations_pending } from './i18n/paraglide/messages/error_migrations_pending.js';
import { error_mobile_read_only } from './i18n/paraglide/messages/error_mobile_read_only.js';
import { error_model_not_found } from './i18n/paraglide/messages/error_model_not_found.js';
import { error_network } from './i18n/paraglide/messages/error_network.js';
import { error_nominee_login_required } from './i18n/paraglide/messages/error_nominee_login_required.js';
import { error_nominee_not_found } from './i18n/paraglide/messages/error_nominee_not_found.js';
import { error_nominee_not_pending } from './i18n/paraglide/messages/error_nominee_not_pending.js';
import { error_nominee_own_mobile } from './i18n/paraglide/messages/error_nominee_own_mobile.js';
import { error_notice_version_outdated } from './i18n/paraglide/messages/error_notice_version_outdated.js';
import { error_notice_version_unknown } from './i18n/paraglide/messages/error_notice_version_unknown.js';
import { error_order_already_taken } from './i18n/paraglide/messages/error_order_already_taken.js';
import { error_order_changed } from './i18n/paraglide/messages/error_order_changed.js';
import { error_order_not_cancellable } from './i18n/paraglide/messages/error_order_not_cancellable.js';
import { error_order_not_found } from './i18n/paraglide/messages/error_order_not_found.js';
import { error_order_transition_not_allowed } from './i18n/paraglide/messages/error_order_transition_not_allowed.js';
import { error_otp_cooldown } from './i18n/paraglide/messages/error_otp_cooldown.js';
import { error_otp_expired } from './i18n/paraglide/messages/error_otp_expired.js';
import { error_otp_invalid } from './i18n/paraglide/messages/error_otp_invalid.js';
import { error_otp_locked } from './i18n/paraglide/messages/error_otp_locked.js';
import { error_otp_network_limit } from './i18n/paraglide/messages/error_otp_network_limit.js';
import { error_otp_number_limit } from './i18n/paraglide/messages/error_otp_number_limit.js';
import { error_otp_verify_limit } from './i18n/paraglide/messages/error_otp_verify_limit.js';
import { error_outbox_message_not_found } from './i18n/paraglide/messages/error_outbox_message_not_found.js';
import { error_outbox_not_resendable } from './i18n/paraglide/messages/error_outbox_not_resendable.js';
import { error_outbox_not_retryable } from './i18n/paraglide/messages/error_outbox_not_retryable.js';
import { error_partner_exists } from './i18n/paraglide/messages/error_partner_exists.js';
import { error_partner_login_required } from './i18n/paraglide/messages/error_partner_login_required.js';
import { error_partner_not_assignable } from './i18n/paraglide/messages/error_partner_not_assignable.js';
import { error_partner_not_found } from './i18n/paraglide/messages/error_partner_not_found.js';
import { error_partner_request_approved } from './i18n/paraglide/messages/error_partner_request_approved.js';
import { error_partner_request_declined } from './i18n/paraglide/messages/error_partner_request_declined.js';
import { error_partner_request_not_found } from './i18n/paraglide/messages/error_partner_request_not_found.js';
import { error_partner_suspended } from './i18n/paraglide/messages/error_partner_suspended.js';
import { error_payload_too_large } from './i18n/paraglide/messages/error_payload_too_large.js';
import { error_payout_details_changed } from './i18n/paraglide/messages/error_payout_details_changed.js';
import { error_payout_in_progress } from './i18n/paraglide/messages/error_payout_in_progress.js';
import { error_payout_method_unsupported } from './i18n/paraglide/messages/error_payout_method_unsupported.js';
import { error_payout_not_retryable } from './i18n/paraglide/messages/error_payout_not_retryable.js';
import { error_payout_not_stuck } from './i18n/paraglide/messages/error_payout_not_stuck.js';
import { error_payout_otp_limit } from './i18n/paraglide/messages/error_payout_otp_limit.js';
import { error_payout_rejected } from './i18n/paraglide/messages/error_payout_rejected.js';
import { error_payout_started } from './i18n/paraglide/messages/error_payout_started.js';
import { error_payout_unavailable } from './i18n/paraglide/messages/error_payout_unavailable.js';
import { error_photo_invalid } from './i18n/paraglide/messages/error_photo_invalid.js';
import { error_photo_link_invalid } from './i18n/paraglide/messages/error_photo_link_invalid.js';
import { error_pickup_date_invalid } from './i18n/paraglide/messages/error_pickup_date_invalid.js';
import { error_pickup_unchanged } from './i18n/paraglide/messages/error_pickup_unchanged.js';
import { error_pincode_not_served } from './i18n/paraglide/messages/error_pincode_not_served.js';
import { error_price_change_needs_confirmation } from './i18n/paraglide/messages/error_price_change_needs_confirmation.js';
import { error_price_upload_invalid } from './i18n/paraglide/messages/error_price_upload_invalid.js';
import { error_price_upload_needs_confirmation } from './i18n/paraglide/messages/error_price_upload_needs_confirmation.js';
import { error_quote_mismatch } from './i18n/paraglide/messages/error_quote_mismatch.js';
import { error_quote_not_found } from './i18n/paraglide/messages/error_quote_not_found.js';
import { error_rate_limited } from './i18n/paraglide/messages/error_rate_limited.js';
import { error_receipt_not_found } from './i18n/paraglide/messages/error_receipt_not_found.js';
import { error_reset_expired } from './i18n/paraglide/messages/error_reset_expired.js';
import { error_revised_offer_not_found } from './i18n/paraglide/messages/error_revised_offer_not_found.js';
import { error_route_not_found } from './i18n/paraglide/messages/error_route_not_found.js';
import { error_self_check_not_shared } from './i18n/paraglide/messages/error_self_check_not_shared.js';
import { error_self_check_order_closed } from './i18n/paraglide/messages/error_self_check_order_closed.js';
import { error_self_check_other_variant } from './i18n/paraglide/messages/error_self_check_other_variant.js';
import { error_self_check_signature_invalid } from './i18n/paraglide/messages/error_self_check_signature_invalid.js';
import { error_series_not_found } from './i18n/paraglide/messages/error_series_not_found.js';
import { error_series_other_brand } from './i18n/paraglide/messages/error_series_other_brand.js';
import { error_service_unavailable } from './i18n/paraglide/messages/error_service_unavailable.js';
import { error_session_expired } from './i18n/paraglide/messages/error_session_expired.js';
import { error_shutting_down } from './i18n/paraglide/messages/error_shutting_down.js';
import { error_sms_unavailable } from './i18n/paraglide/messages/error_sms_unavailable.js';
import { error_staff_challenge_expired } from './i18n/paraglide/messages/error_staff_challenge_expired.js';
import { error_staff_code_invalid } from './i18n/paraglide/messages/error_staff_code_invalid.js';
import { error_staff_email_taken } from './i18n/paraglide/messages/error_staff_email_taken.js';
import { error_staff_login_delayed } from './i18n/paraglide/messages/error_staff_login_delayed.js';
import { error_staff_login_required } from './i18n/paraglide/messages/error_staff_login_required.js';
import { error_staff_not_found } from './i18n/paraglide/messages/error_staff_not_found.js';
import { error_staff_password_change_required } from './i18n/paraglide/messages/error_staff_password_change_required.js';
import { error_staff_password_common } from './i18n/paraglide/messages/error_staff_password_common.js';
import { error_staff_password_mismatch } from './i18n/paraglide/messages/error_staff_password_mismatch.js';
import { error_staff_password_unchanged } from './i18n/paraglide/messages/error_staff_password_unchanged.js';
import { error_staff_wrong_credentials } from './i18n/paraglide/messages/error_staff_wrong_credentials.js';
import { error_unsupported_media_type } from './i18n/paraglide/messages/error_unsupported_media_type.js';
import { error_validation_failed } from './i18n/paraglide/messages/error_validation_failed.js';
import { error_variant_not_found } from './i18n/paraglide/messages/error_variant_not_found.js';
import { error_webhook_signature_invalid } from './i18n/paraglide/messages/error_webhook_signature_invalid.js';
import { error_webhook_verify_token_invalid } from './i18n/paraglide/messages/error_webhook_verify_token_invalid.js';
import { error_whatsapp_consent_text_required } from './i18n/paraglide/messages/error_whatsapp_consent_text_required.js';
import { error_wrong_password } from './i18n/paraglide/messages/error_wrong_password.js';
import { getLocale } from './i18n/paraglide/runtime.js';
import type { Locale } from './i18n.ts';

/**
 * The message of each API error code (errors.ts) in English, Hindi and Telugu: the one place the web turns a
 * failed call's code into the words a reader sees (messages/errors, `error_<code>`, the code in lower case, the English text the
 * same as ERRORS' message: test/error-messages.test.ts). The web client loads this with its transport
 * (apps/web/src/lib/api-transport.ts), never with a first page: about 110 messages in three languages.
 * The server answers with ERRORS' English text and the code; the API's texts are never translated.
 */
type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** Every code's message; a code added to ERRORS without one is a type error here. */
export const ERROR_MESSAGES: { readonly [C in ErrorCode]: Message } = {
  VALIDATION_FAILED: error_validation_failed,
  MALFORMED_REQUEST: error_malformed_request,
  IDEMPOTENCY_KEY_INVALID: error_idempotency_key_invalid,
  OTP_INVALID: error_otp_invalid,
  OTP_EXPIRED: error_otp_expired,
  OTP_LOCKED: error_otp_locked,
  RESET_EXPIRED: error_reset_expired,
  MOBILE_READ_ONLY: error_mobile_read_only,
  PINCODE_NOT_SERVED: error_pincode_not_served,
  PICKUP_DATE_INVALID: error_pickup_date_invalid,
  DEVICE_MISMATCH: error_device_mismatch,
  QUOTE_MISMATCH: error_quote_mismatch,
  PICKUP_UNCHANGED: error_pickup_unchanged,
  IFSC_UNKNOWN: error_ifsc_unknown,
  IMEI_CHECK_MISSING: error_imei_check_missing,
  AMOUNT_NOT_AGREED: error_amount_not_agreed,
  PAYOUT_METHOD_UNSUPPORTED: error_payout_method_unsupported,
  PAYOUT_REJECTED: error_payout_rejected,
  CURRENT_PASSWORD_WRONG: error_current_password_wrong,
  STAFF_PASSWORD_UNCHANGED: error_staff_password_unchanged,
  STAFF_PASSWORD_MISMATCH: error_staff_password_mismatch,
  STAFF_PASSWORD_COMMON: error_staff_password_common,
  DEALER_REGISTER_REASON_REQUIRED: error_dealer_register_reason_required,
  BREACH_SELLERS_UNCONFIRMED: error_breach_sellers_unconfirmed,
  PRICE_UPLOAD_INVALID: error_price_upload_invalid,
  PRICE_UPLOAD_NEEDS_CONFIRMATION: error_price_upload_needs_confirmation,
  PHOTO_INVALID: error_photo_invalid,
  SERIES_OTHER_BRAND: error_series_other_brand,
  LOGIN_REQUIRED: error_login_required,
  SESSION_EXPIRED: error_session_expired,
  WRONG_PASSWORD: error_wrong_password,
  ACCOUNT_NOT_VERIFIED: error_account_not_verified,
  PARTNER_LOGIN_REQUIRED: error_partner_login_required,
  PARTNER_SUSPENDED: error_partner_suspended,
  WEBHOOK_SIGNATURE_INVALID: error_webhook_signature_invalid,
  STAFF_LOGIN_REQUIRED: error_staff_login_required,
  STAFF_WRONG_CREDENTIALS: error_staff_wrong_credentials,
  STAFF_CODE_INVALID: error_staff_code_invalid,
  STAFF_CHALLENGE_EXPIRED: error_staff_challenge_expired,
  ADMIN_ONLY: error_admin_only,
  METRICS_TOKEN_INVALID: error_metrics_token_invalid,
  STAFF_PASSWORD_CHANGE_REQUIRED: error_staff_password_change_required,
  ROUTE_NOT_FOUND: error_route_not_found,
  ACCOUNT_NOT_FOUND: error_account_not_found,
  CUSTOMER_NOT_FOUND: error_customer_not_found,
  ADDRESS_NOT_FOUND: error_address_not_found,
  ORDER_NOT_FOUND: error_order_not_found,
  BRAND_NOT_FOUND: error_brand_not_found,
  MODEL_NOT_FOUND: error_model_not_found,
  VARIANT_NOT_FOUND: error_variant_not_found,
  CITY_NOT_SERVED: error_city_not_served,
  RECEIPT_NOT_FOUND: error_receipt_not_found,
  PARTNER_NOT_FOUND: error_partner_not_found,
  PARTNER_REQUEST_NOT_FOUND: error_partner_request_not_found,
  REVISED_OFFER_NOT_FOUND: error_revised_offer_not_found,
  DOOR_PHOTOS_MISSING: error_door_photos_missing,
  PHOTO_LINK_INVALID: error_photo_link_invalid,
  DOOR_PHOTO_NOT_FOUND: error_door_photo_not_found,
  DOOR_PHOTO_LIMIT: error_door_photo_limit,
  QUOTE_NOT_FOUND: error_quote_not_found,
  SERIES_NOT_FOUND: error_series_not_found,
  STAFF_NOT_FOUND: error_staff_not_found,
  CONTACT_MESSAGE_NOT_FOUND: error_contact_message_not_found,
  ENQUIRY_NOT_FOUND: error_enquiry_not_found,
  AUDIT_ENTRY_NOT_FOUND: error_audit_entry_not_found,
  OUTBOX_MESSAGE_NOT_FOUND: error_outbox_message_not_found,
  IDEMPOTENCY_KEY_REUSED: error_idempotency_key_reused,
  IDEMPOTENT_REQUEST_IN_PROGRESS: error_idempotent_request_in_progress,
  ACCOUNT_EXISTS: error_account_exists,
  ORDER_NOT_CANCELLABLE: error_order_not_cancellable,
  INVOICE_NOT_READY: error_invoice_not_ready,
  IMEI_RESTRICTED: error_imei_restricted,
  HANDOVER_INCOMPLETE: error_handover_incomplete,
  HANDOVER_ALREADY_COMPLETED: error_handover_already_completed,
  PAYOUT_STARTED: error_payout_started,
  PAYOUT_IN_PROGRESS: error_payout_in_progress,
  PAYOUT_OTP_LIMIT: error_payout_otp_limit,
  PAYOUT_DETAILS_CHANGED: error_payout_details_changed,
  ORDER_TRANSITION_NOT_ALLOWED: error_order_transition_not_allowed,
  ORDER_ALREADY_TAKEN: error_order_already_taken,
  ORDER_CHANGED: error_order_changed,
  PARTNER_EXISTS: error_partner_exists,
  PARTNER_REQUEST_APPROVED: error_partner_request_approved,
  PARTNER_REQUEST_DECLINED: error_partner_request_declined,
  STAFF_EMAIL_TAKEN: error_staff_email_taken,
  LAST_ADMIN: error_last_admin,
  CATALOG_NAME_TAKEN: error_catalog_name_taken,
  PRICE_CHANGE_NEEDS_CONFIRMATION: error_price_change_needs_confirmation,
  AUDIT_NOT_REVERTABLE: error_audit_not_revertable,
  AUDIT_ALREADY_REVERTED: error_audit_already_reverted,
  AUDIT_REVERT_CONFLICT: error_audit_revert_conflict,
  PAYOUT_NOT_RETRYABLE: error_payout_not_retryable,
  PAYOUT_NOT_STUCK: error_payout_not_stuck,
  OUTBOX_NOT_RETRYABLE: error_outbox_not_retryable,
  JOB_NOT_FOUND: error_job_not_found,
  JOB_NOT_RETRYABLE: error_job_not_retryable,
  OUTBOX_NOT_RESENDABLE: error_outbox_not_resendable,
  PARTNER_NOT_ASSIGNABLE: error_partner_not_assignable,
  PAYLOAD_TOO_LARGE: error_payload_too_large,
  UNSUPPORTED_MEDIA_TYPE: error_unsupported_media_type,
  RATE_LIMITED: error_rate_limited,
  OTP_COOLDOWN: error_otp_cooldown,
  OTP_NUMBER_LIMIT: error_otp_number_limit,
  OTP_NETWORK_LIMIT: error_otp_network_limit,
  LOGIN_THROTTLED: error_login_throttled,
  LOGIN_LOCKED: error_login_locked,
  OTP_VERIFY_LIMIT: error_otp_verify_limit,
  STAFF_LOGIN_DELAYED: error_staff_login_delayed,
  INTERNAL: error_internal,
  SMS_UNAVAILABLE: error_sms_unavailable,
  SERVICE_UNAVAILABLE: error_service_unavailable,
  DATABASE_UNAVAILABLE: error_database_unavailable,
  MIGRATIONS_PENDING: error_migrations_pending,
  SHUTTING_DOWN: error_shutting_down,
  PAYOUT_UNAVAILABLE: error_payout_unavailable,
  WHATSAPP_CONSENT_TEXT_REQUIRED: error_whatsapp_consent_text_required,
  WEBHOOK_VERIFY_TOKEN_INVALID: error_webhook_verify_token_invalid,
  CONSENT_TEXT_REQUIRED: error_consent_text_required,
  ERASURE_ORDER_OPEN: error_erasure_order_open,
  GRIEVANCE_CLOSED: error_grievance_closed,
  GRIEVANCE_NOT_FOUND: error_grievance_not_found,
  NOTICE_VERSION_UNKNOWN: error_notice_version_unknown,
  NOTICE_VERSION_OUTDATED: error_notice_version_outdated,
  NOMINEE_OWN_MOBILE: error_nominee_own_mobile,
  BREACH_DETECTED_IN_FUTURE: error_breach_detected_in_future,
  BREACH_SELLER_UNKNOWN: error_breach_seller_unknown,
  NOMINEE_LOGIN_REQUIRED: error_nominee_login_required,
  NOMINEE_NOT_FOUND: error_nominee_not_found,
  BREACH_NOT_FOUND: error_breach_not_found,
  NOMINEE_NOT_PENDING: error_nominee_not_pending,
  BREACH_ALREADY_REPORTED: error_breach_already_reported,
  ACCOUNT_ERASED: error_account_erased,
  IMEI_ALREADY_BOUGHT: error_imei_already_bought,
  DOOR_HOLD_NOT_FOUND: error_door_hold_not_found,
  DOOR_HOLD_CLOSED: error_door_hold_closed,
  SELF_CHECK_SIGNATURE_INVALID: error_self_check_signature_invalid,
  SELF_CHECK_OTHER_VARIANT: error_self_check_other_variant,
  DOOR_CODE_WRONG: error_door_code_wrong,
  DOOR_CODE_EXPIRED: error_door_code_expired,
  DOOR_PROOF_OTHER_PHONE: error_door_proof_other_phone,
  SELF_CHECK_ORDER_CLOSED: error_self_check_order_closed,
  SELF_CHECK_NOT_SHARED: error_self_check_not_shared,
  DOOR_CODE_NOT_YET: error_door_code_not_yet,
};

const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && Object.hasOwn(ERROR_MESSAGES, code);

/**
 * The message for an error's code in a language (the current render's by default); a code we do not know
 * (or none) gets the generic "Something went wrong" in that language.
 */
export function errorMessage(code: string | undefined, locale: Locale = getLocale()): string {
  return isErrorCode(code) ? ERROR_MESSAGES[code]({}, { locale }) : error_generic({}, { locale });
}

/** The message for a call that never reached the server (no network). */
export function networkErrorMessage(locale: Locale = getLocale()): string {
  return error_network({}, { locale });
}

/**
 * What the web shows for an API error answer, in a language (the current render's by default): in English
 * the server's own text (else its code's; undefined when it sent neither: the caller's fallback), in Hindi
 * and Telugu the message of its code, never the server's English.
 */
export function apiErrorText(
  code: string | undefined,
  serverMessage: string | undefined,
  locale: Locale = getLocale(),
): string | undefined {
  if (locale !== 'en') return errorMessage(code, locale);
  return serverMessage ?? (isErrorCode(code) ? errorMessage(code, locale) : undefined);
}
