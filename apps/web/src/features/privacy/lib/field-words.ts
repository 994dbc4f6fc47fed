import { fieldMessage } from '@phonix/shared/field-messages';
import { privacy_erase_otp_invalid } from '@phonix/shared/messages/privacy_erase_otp_invalid';
import { privacy_grievance_required } from '@phonix/shared/messages/privacy_grievance_required';
import { privacy_grievance_too_long } from '@phonix/shared/messages/privacy_grievance_too_long';
import { privacy_nominee_mobile_invalid } from '@phonix/shared/messages/privacy_nominee_mobile_invalid';
import { fields, MESSAGES } from '@phonix/shared/validation';

/**
 * The privacy pages' words for what the shared schemas refuse (the rules are the schemas' own:
 * fields.partnerMobile, fields.otp, fields.name, fields.subject): a privacy form says what to type, in the
 * page's language ("Enter the 4-digit code."), rather than the schema's "Otp must be 4 digits". Pass it to
 * `translated(zodResolver(schema), privacyFieldWords)`; a message it does not know reads as any form's.
 */
export function privacyFieldWords(english: string): string {
  switch (english) {
    case MESSAGES.partnerMobileRequired:
    case MESSAGES.partnerMobileInvalid:
      return privacy_nominee_mobile_invalid();
    case MESSAGES.otpRequired:
    case MESSAGES.otpDigits:
      return privacy_erase_otp_invalid();
    case MESSAGES.nameRequired:
    case MESSAGES.subjectRequired:
    case MESSAGES.isRequired:
      return privacy_grievance_required();
    case MESSAGES.nameTooLong:
      return privacy_grievance_too_long({ max: String(fields.name().maxLength) });
    case MESSAGES.subjectTooLong:
      return privacy_grievance_too_long({ max: String(fields.subject().maxLength) });
    default: {
      // text(max)'s own words: 'must be at most 2000 characters'.
      const max = /^must be at most (\d+) characters$/.exec(english)?.[1];
      return max ? privacy_grievance_too_long({ max }) : fieldMessage(english);
    }
  }
}
