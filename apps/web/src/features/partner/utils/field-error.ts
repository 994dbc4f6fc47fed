import { partner_error_name_too_long } from '@phonix/shared/messages/partner_error_name_too_long';
import { partner_error_text_not_allowed } from '@phonix/shared/messages/partner_error_text_not_allowed';
import { partner_join_error_city } from '@phonix/shared/messages/partner_join_error_city';
import { partner_join_error_gstin } from '@phonix/shared/messages/partner_join_error_gstin';
import { partner_join_error_message_long } from '@phonix/shared/messages/partner_join_error_message_long';
import { partner_join_error_mobile } from '@phonix/shared/messages/partner_join_error_mobile';
import { partner_join_error_mobile_invalid } from '@phonix/shared/messages/partner_join_error_mobile_invalid';
import { partner_join_error_name } from '@phonix/shared/messages/partner_join_error_name';
import { partner_join_error_pincode } from '@phonix/shared/messages/partner_join_error_pincode';
import { partner_join_error_pincode_invalid } from '@phonix/shared/messages/partner_join_error_pincode_invalid';
import { partner_join_error_shop_name } from '@phonix/shared/messages/partner_join_error_shop_name';
import { partner_join_error_shop_name_long } from '@phonix/shared/messages/partner_join_error_shop_name_long';
import { MESSAGES, TEXT_NOT_ALLOWED } from '@phonix/shared/validation';

/**
 * The partner form's messages (SPEC 5, the shared rules of validation.ts, in English) in the page's
 * language; English unchanged, an unknown message as it came.
 */
const FORM_ERRORS: ReadonlyMap<string, () => string> = new Map([
  [MESSAGES.nameRequired, () => partner_join_error_name()],
  ['Name must be at most 100 characters', () => partner_error_name_too_long()],
  [MESSAGES.partnerMobileRequired, () => partner_join_error_mobile()],
  [MESSAGES.partnerMobileInvalid, () => partner_join_error_mobile_invalid()],
  [MESSAGES.cityRequired, () => partner_join_error_city()],
  [MESSAGES.pincodeRequired, () => partner_join_error_pincode()],
  [MESSAGES.pincodeInvalid, () => partner_join_error_pincode_invalid()],
  [MESSAGES.shopNameRequired, () => partner_join_error_shop_name()],
  ['Shop Name must be at most 150 characters', () => partner_join_error_shop_name_long()],
  ['GSTIN is invalid', () => partner_join_error_gstin()],
  [MESSAGES.messageTooLong, () => partner_join_error_message_long()],
  [TEXT_NOT_ALLOWED, () => partner_error_text_not_allowed()],
]);

export function formError(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return FORM_ERRORS.get(message)?.() ?? message;
}
