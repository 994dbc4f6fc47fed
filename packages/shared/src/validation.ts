import { z } from 'zod';

/**
 * Every form rule and message of SPEC section 5, written once. Forms (react-hook-form + zodResolver) and the
 * server (route schemas) build their schemas from these fields, so a message can never differ between them.
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
} as const;

export const LIMITS = {
  mobileDigits: 10,
  otpLength: 4,
  passwordMinimum: 8,
  pincodeDigits: 6,
  messageMaximum: 300,
} as const;

/** A practical e-mail pattern: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const trimmed = () => z.string({ error: 'is required' }).trim();
const required = (message: string) => trimmed().min(1, message);

export const fields = {
  name: () => required(MESSAGES.nameRequired).max(100, 'Name must be at most 100 characters'),
  email: () =>
    required(MESSAGES.emailRequired)
      .max(254, MESSAGES.emailInvalid)
      .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  /** An e-mail that may be left empty ('' when empty). */
  optionalEmail: () =>
    trimmed()
      .max(254, MESSAGES.emailInvalid)
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), MESSAGES.emailInvalid),
  subject: () => required(MESSAGES.subjectRequired).max(150, 'Subject must be at most 150 characters'),
  message: () => trimmed().max(LIMITS.messageMaximum, MESSAGES.messageTooLong),
  /** A customer's mobile number (login, checkout): exactly 10 digits. */
  mobile: () => required(MESSAGES.mobileRequired).regex(/^\d{10}$/, MESSAGES.mobileDigits),
  /** The partner form's mobile: 10 digits starting 6 to 9. */
  partnerMobile: () =>
    required(MESSAGES.partnerMobileRequired).regex(/^[6-9]\d{9}$/, MESSAGES.partnerMobileInvalid),
  alternateMobile: () =>
    trimmed().refine((value) => value === '' || /^\d{10}$/.test(value), MESSAGES.alternateMobileDigits),
  password: () => z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(128),
  newPassword: () =>
    z
      .string({ error: MESSAGES.passwordRequired })
      .min(1, MESSAGES.passwordRequired)
      .min(LIMITS.passwordMinimum, MESSAGES.passwordTooShort)
      .max(128, 'Password must be at most 128 characters'),
  otp: () =>
    required(MESSAGES.otpRequired).regex(
      new RegExp(`^\\d{${LIMITS.otpLength}}$`),
      `Otp must be ${LIMITS.otpLength} digits`,
    ),
  city: () => required(MESSAGES.cityRequired).max(100),
  state: () => required(MESSAGES.stateRequired).max(100),
  pincode: () => required(MESSAGES.pincodeRequired).regex(/^\d{6}$/, MESSAGES.pincodeInvalid),
  shopName: () => required(MESSAGES.shopNameRequired).max(150, 'Shop Name must be at most 150 characters'),
  gstin: () =>
    trimmed()
      .toUpperCase()
      .refine(
        (value) => value === '' || /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value),
        'GSTIN is invalid',
      ),
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
