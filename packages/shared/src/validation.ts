import { z } from 'zod';
import { LIMITS } from './limits.ts';

/** The limits, in a module of their own (no zod) for pages that show them without validating. */
export { LIMITS } from './limits.ts';

/**
 * Every form rule and message of SPEC section 5, written once. Forms (react-hook-form + zodResolver) and the
 * server (route schemas) build their schemas from these fields, so a message can never differ between them.
 * These are the English texts (the API answers with them); the web shows each in the page's language through
 * field-messages.ts, which holds its Hindi and Telugu under `error_field_<key>` (messages/errors).
 */
export const MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  subjectRequired: 'Subject is required',
  messageTooLong: 'Message must be at most 300 characters',
  mobileRequired: 'Mobile number is required',
  mobileDigits: 'Mobile number must be 10 digits',
  partnerMobileRequired: 'Mobile is required',
  partnerMobileInvalid: 'Mobile number is invalid',
  alternateMobileDigits: 'Alternate Mobile number must be 10 digits',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordsMustMatch: 'Passwords must match',
  otpRequired: 'Otp is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Pincode is invalid',
  shopNameRequired: 'Shop Name is required',
  addressTypeRequired: 'Address Type is required',
  addressNoRequired: 'Flat no./H no./Office is required',
  localityRequired: 'Locality is required',
  nameTooLong: 'Name must be at most 100 characters',
  subjectTooLong: 'Subject must be at most 150 characters',
  shopNameTooLong: 'Shop Name must be at most 150 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordNotAllowed: 'Password contains characters that are not allowed',
  otpDigits: `Otp must be ${LIMITS.otpLength} digits`,
  gstinInvalid: 'GSTIN is invalid',
  isRequired: 'is required',
  textNotAllowed: 'contains characters that are not allowed',
} as const;

/** A practical e-mail pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * What text the site accepts, in every field of every request (ENGINEERING 4, "Accepted text"): well-formed
 * Unicode (no lone UTF-16 surrogates, which PostgreSQL's json and text types refuse) and no control
 * characters (NUL included; only multi-line fields keep line breaks and tabs). Every field also has a length
 * limit. Nothing malformed reaches the database.
 */
const CONTROL_CHARACTERS = /\p{Cc}/u;
const CONTROL_CHARACTERS_BUT_LINES = /(?![\t\n\r])\p{Cc}/u;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const TEXT_NOT_ALLOWED = MESSAGES.textNotAllowed;

/** Whether a text is acceptable anywhere in a request (see above). */
export function isAcceptedText(value: string, multiline = false): boolean {
  return (
    !(multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value) &&
    !LONE_SURROGATE.test(value)
  );
}

/** Any text field: at most `max` characters of accepted text. */
export const text = (max: number, options: { multiline?: boolean; tooLong?: string } = {}) =>
  z
    .string({ error: MESSAGES.isRequired })
    .max(max, options.tooLong ?? `must be at most ${max} characters`)
    .refine((value) => isAcceptedText(value, options.multiline), TEXT_NOT_ALLOWED);

/** The largest id a database `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/** A numeric id in a path or body: a whole number from 1 to MAX_ID (a larger one would not fit the column). */
export const id = (message = 'must be a number') =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, 'is too large');

/** A trimmed text field of accepted text, at most `max` characters (`tooLong` says so in the form's words). */
const trimmed = (max: number, tooLong = `must be at most ${max} characters`, multiline = false) =>
  z
    .string({ error: MESSAGES.isRequired })
    .trim()
    .max(max, tooLong)
    .refine((value) => isAcceptedText(value, multiline), TEXT_NOT_ALLOWED);
const required = (message: string, max: number, tooLong?: string) => trimmed(max, tooLong).min(1, message);

export const fields = {
  name: () => required(MESSAGES.nameRequired, 100, MESSAGES.nameTooLong),
  email: () =>
    required(MESSAGES.emailRequired, 254, MESSAGES.emailInvalid).regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  /** An e-mail that may be left empty ('' when empty). */
  optionalEmail: () =>
    trimmed(254, MESSAGES.emailInvalid).refine(
      (value) => value === '' || EMAIL_PATTERN.test(value),
      MESSAGES.emailInvalid,
    ),
  subject: () => required(MESSAGES.subjectRequired, 150, MESSAGES.subjectTooLong),
  /** The contact and partner forms' message: several lines allowed. */
  message: () => trimmed(LIMITS.messageMaximum, MESSAGES.messageTooLong, true),
  /** A customer's mobile number (login, checkout): exactly 10 digits. */
  mobile: () =>
    required(MESSAGES.mobileRequired, 20, MESSAGES.mobileDigits).regex(/^\d{10}$/, MESSAGES.mobileDigits),
  /** The partner form's mobile: 10 digits starting 6 to 9. */
  partnerMobile: () =>
    required(MESSAGES.partnerMobileRequired, 20, MESSAGES.partnerMobileInvalid).regex(
      /^[6-9]\d{9}$/,
      MESSAGES.partnerMobileInvalid,
    ),
  alternateMobile: () =>
    trimmed(20, MESSAGES.alternateMobileDigits).refine(
      (value) => value === '' || /^\d{10}$/.test(value),
      MESSAGES.alternateMobileDigits,
    ),
  /** The password typed to sign in: never stored, only compared with the hash. */
  password: () =>
    z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .max(128, MESSAGES.passwordTooLong),
  newPassword: () =>
    z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .min(LIMITS.passwordMinimum, MESSAGES.passwordTooShort)
      .max(128, MESSAGES.passwordTooLong)
      .refine((value) => isAcceptedText(value), MESSAGES.passwordNotAllowed),
  otp: () =>
    required(MESSAGES.otpRequired, 20).regex(new RegExp(`^\\d{${LIMITS.otpLength}}$`), MESSAGES.otpDigits),
  city: () => required(MESSAGES.cityRequired, 100),
  state: () => required(MESSAGES.stateRequired, 100),
  locality: (message: string = MESSAGES.localityRequired) => required(message, 200),
  /** Free text that may be empty (landmark, an address's locality on checkout). */
  optionalText: (max: number) => trimmed(max),
  /** Trimmed text that must not be empty: `message` when it is, `tooLong` past `max` characters. */
  requiredText: (message: string, max: number, tooLong?: string) => required(message, max, tooLong),
  pincode: () =>
    required(MESSAGES.pincodeRequired, 20, MESSAGES.pincodeInvalid).regex(/^\d{6}$/, MESSAGES.pincodeInvalid),
  shopName: () => required(MESSAGES.shopNameRequired, 150, MESSAGES.shopNameTooLong),
  gstin: () =>
    trimmed(20, MESSAGES.gstinInvalid)
      .toUpperCase()
      .refine(
        (value) => value === '' || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value),
        MESSAGES.gstinInvalid,
      ),
  /** A path segment naming a catalog object (brand, model, variant, city): accepted text, at most 120. */
  slug: () => trimmed(120).min(1, MESSAGES.isRequired),
  /** An order reference as printed on the order ('PX' and 10 characters); one that does not exist is a 404. */
  refNo: () => trimmed(40, 'must be an order reference').min(1, MESSAGES.isRequired),
  id,
};

/** Contact form and POST api/contactus (SPEC 5). */
export const contactRequestSchema = z.object({
  name: fields.name(),
  email: fields.email(),
  subject: fields.subject(),
  message: fields.message().default(''),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** Partner form and POST api/partner-request-form (SPEC 5). */
export const partnerRequestSchema = z.object({
  name: fields.name(),
  mobile: fields.partnerMobile(),
  city: fields.city(),
  pincode: fields.pincode(),
  shop_name: fields.shopName(),
  gstin: fields.gstin().default(''),
  message: fields.message().default(''),
});
export type PartnerRequest = z.infer<typeof partnerRequestSchema>;

/** The plain answer of calls that only report an outcome (SPEC 7: success, message). */
export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * The days and times a request may name: a real calendar day (no 2026-13-01, no 2026-02-30) from
 * EARLIEST_DAY to LATEST_DAY, wider than anything the site records and well inside what PostgreSQL's date and
 * timestamp types hold (they have no year 0000). Request schemas use `day()` and `moment()`; signed webhooks,
 * which are read by hand, `isKnownMoment()`.
 */
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2999-12-31';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const EARLIEST_MS = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const AFTER_LATEST_MS = Date.parse(`${LATEST_DAY}T00:00:00Z`) + 86_400_000;

/** Whether a text is a real day (YYYY-MM-DD) from EARLIEST_DAY to LATEST_DAY. */
export function isKnownDay(value: string): boolean {
  if (!DAY_PATTERN.test(value) || value < EARLIEST_DAY || value > LATEST_DAY) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** Whether a moment falls on a day from EARLIEST_DAY to LATEST_DAY (an Invalid Date does not). */
export function isKnownMoment(at: Date): boolean {
  const ms = at.getTime();
  return ms >= EARLIEST_MS && ms < AFTER_LATEST_MS;
}

/** A day in a request: YYYY-MM-DD, a real one (isKnownDay). */
export const day = () =>
  text(10)
    .regex(DAY_PATTERN, 'must be a day (YYYY-MM-DD)')
    .refine(isKnownDay, `must be a real day from ${EARLIEST_DAY} to ${LATEST_DAY}`);

/** A moment in a request: an ISO date and time with its offset, on a real day (isKnownMoment). */
export const moment = () =>
  z.iso
    .datetime({ offset: true })
    .refine(
      (value) => isKnownMoment(new Date(value)),
      `must be a time from ${EARLIEST_DAY} to ${LATEST_DAY}`,
    );
