import { z } from 'zod';
import { fields, isAcceptedText, text } from './validation.ts';

/**
 * The operations console's accounts: staff sign-in (e-mail, password, then a TOTP code, for every staff
 * member), staff management and the audit log. Staff are a principal of their own: a customer's token never
 * opens a staff call, and a staff token never opens a customer's.
 */

export const STAFF_ROLES = ['admin', 'operations'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', operations: 'Operations' };

export const STAFF_LIMITS = {
  passwordMinimum: 12,
  totpDigits: 6,
  /** Wrong passwords or codes in a row before each further one adds a growing delay. */
  freeFailures: 3,
  /** The longest delay a run of failures builds up to, in seconds. */
  longestDelaySeconds: 15 * 60,
  /** How long the second sign-in step stays open. */
  challengeMinutes: 5,
  sessionHours: 12,
} as const;

export const STAFF_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordTooShort: `Password must be at least ${STAFF_LIMITS.passwordMinimum} characters`,
  codeRequired: 'Code is required',
  codeDigits: `Code must be ${STAFF_LIMITS.totpDigits} digits`,
} as const;

const staffFields = {
  email: () =>
    z
      .string({ error: STAFF_MESSAGES.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, STAFF_MESSAGES.emailRequired)
      .max(254, STAFF_MESSAGES.emailInvalid)
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, STAFF_MESSAGES.emailInvalid)
      .refine((value) => isAcceptedText(value), STAFF_MESSAGES.emailInvalid),
  /** The password typed to sign in, only compared with the hash. */
  password: () =>
    z.string({ error: STAFF_MESSAGES.passwordRequired }).min(1, STAFF_MESSAGES.passwordRequired).max(200),
  newPassword: () =>
    z
      .string({ error: STAFF_MESSAGES.passwordRequired })
      .min(STAFF_LIMITS.passwordMinimum, STAFF_MESSAGES.passwordTooShort)
      .max(200, 'Password must be at most 200 characters')
      .refine((value) => isAcceptedText(value), 'Password contains characters that are not allowed'),
  code: () =>
    z
      .string({ error: STAFF_MESSAGES.codeRequired })
      .trim()
      .min(1, STAFF_MESSAGES.codeRequired)
      .max(20, STAFF_MESSAGES.codeDigits)
      .regex(new RegExp(`^\\d{${STAFF_LIMITS.totpDigits}}$`), STAFF_MESSAGES.codeDigits),
  /** The opaque second-step token of a sign-in. */
  challenge: () => text(100).min(16, 'challenge is required'),
};

export { staffFields };

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /**
   * The password was issued by an admin (a new account or a reset) and is not changed yet: every staff call
   * but STAFF_CALLS_BEFORE_PASSWORD_CHANGE answers 403 STAFF_PASSWORD_CHANGE_REQUIRED until it is.
   */
  must_change_password: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The staff calls open while a password issued by an admin waits to be changed. */
export const STAFF_CALLS_BEFORE_PASSWORD_CHANGE = ['staffMe', 'staffChangePassword', 'staffLogout'] as const;

// Sign-in ---------------------------------------------------------------------------------------------------

export const staffLoginRequestSchema = z.object({
  email: staffFields.email(),
  password: staffFields.password(),
});
export type StaffLoginRequest = z.infer<typeof staffLoginRequestSchema>;

/**
 * After the right password: `totp` asks for the authenticator's code; `enrol` (a staff member without one
 * yet, at the first sign-in or after an admin reset it) shows the new secret once, as text and as a QR
 * code, and asks for its first code. Every staff member, operations included, signs in with a code.
 */
export const staffLoginResponseSchema = z.object({
  success: z.literal(true),
  result: z.discriminatedUnion('step', [
    z.object({ step: z.literal('totp'), challenge: z.string() }),
    z.object({
      step: z.literal('enrol'),
      challenge: z.string(),
      /** Base32, for typing into an authenticator app. */
      secret: z.string(),
      otpauth_url: z.string(),
      /** The otpauth URL as an SVG QR code. */
      qr_svg: z.string(),
    }),
  ]),
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const staffLoginTotpRequestSchema = z.object({
  challenge: staffFields.challenge(),
  code: staffFields.code(),
});

export const staffSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  staff: staffMemberSchema,
});
export type StaffSessionResponse = z.infer<typeof staffSessionResponseSchema>;

export const staffMeResponseSchema = z.object({
  success: z.literal(true),
  staff: staffMemberSchema.extend({ totp_enabled: z.boolean() }),
});

/**
 * A new password is typed twice (`confirm_password`): the server answers STAFF_PASSWORD_MISMATCH when the two
 * differ and STAFF_PASSWORD_COMMON when it is on the common-password list (apps/server/src/modules/staff/
 * common-passwords.ts); the console's form checks the pair before sending (`staffPasswordFormSchema`).
 */
export const staffChangePasswordRequestSchema = z.object({
  current_password: staffFields.password(),
  new_password: staffFields.newPassword(),
  confirm_password: z.string({ error: 'Please type the new password again' }).max(200),
});

export const STAFF_PASSWORD_MISMATCH_MESSAGE =
  'The two new passwords are not the same. Please type it again.';

/** The console's password form: the request with the second typing checked against the first. */
export const staffPasswordFormSchema = staffChangePasswordRequestSchema.refine(
  (value) => value.confirm_password === value.new_password,
  { message: STAFF_PASSWORD_MISMATCH_MESSAGE, path: ['confirm_password'] },
);

// Staff management (admins) ---------------------------------------------------------------------------------

export const staffAccountSchema = staffMemberSchema.extend({
  active: z.boolean(),
  totp_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;

export const staffAccountsResponseSchema = z.object({
  success: z.literal(true),
  staff: z.array(staffAccountSchema),
});

export const createStaffRequestSchema = z.object({
  email: staffFields.email(),
  name: fields.name(),
  role: z.enum(STAFF_ROLES, { error: 'Role must be admin or operations' }),
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

/** A new account or a password reset: the generated password is shown to the admin this once. */
export const staffPasswordIssuedResponseSchema = z.object({
  success: z.literal(true),
  staff: staffAccountSchema,
  temporary_password: z.string(),
});

export const updateStaffRequestSchema = z
  .object({
    name: fields.name().optional(),
    role: z.enum(STAFF_ROLES, { error: 'Role must be admin or operations' }).optional(),
    active: z.boolean({ error: 'active must be true or false' }).optional(),
  })
  .refine((value) => Object.values(value).some((part) => part !== undefined), 'Nothing to change');
export type UpdateStaffRequest = z.infer<typeof updateStaffRequestSchema>;

export const staffAccountResponseSchema = z.object({ success: z.literal(true), staff: staffAccountSchema });

// The audit log ---------------------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** The staff member's name and role now (null for a script). */
  actor_name: z.string().nullable(),
  actor_role: z.enum(STAFF_ROLES).nullable(),
  /** What was changed, as people name it ('Apple iPhone 15 (128GB)'); null when it cannot be named. */
  entity_label: z.string().nullable(),
  /** An `audit.revert` entry: the entry it reverted. */
  reverts_id: z.number().int().nullable(),
  /** The entry that reverted this one, once reverted. */
  reverted_by_id: z.number().int().nullable(),
  /** Whether the revert call may apply this entry's before values (a catalog or pricing change not yet reverted). */
  revertable: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * The audit log's filters by what an entry is about (issue 31): each a set of entity types and actions (an
 * entry matches when its entity type or its action is listed, or its action ends with a listed ending).
 * `reveals` is every reveal of a seller's (or an enquirer's) number.
 */
export const AUDIT_CATEGORIES = [
  'orders',
  'partners',
  'payouts',
  'exports',
  'prices',
  'staff',
  'reveals',
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];
export const AUDIT_CATEGORY_LABELS: Record<AuditCategory, string> = {
  orders: 'Orders',
  partners: 'Partners',
  payouts: 'Payouts',
  exports: 'Exports and downloads',
  prices: 'Prices',
  staff: 'Staff',
  reveals: "Sellers' numbers shown",
};
export const AUDIT_CATEGORY_RULES: Record<
  AuditCategory,
  { entityTypes: readonly string[]; actions: readonly string[]; actionEndings: readonly string[] }
> = {
  orders: { entityTypes: ['order'], actions: [], actionEndings: [] },
  partners: { entityTypes: ['partner', 'partner_request'], actions: [], actionEndings: [] },
  payouts: { entityTypes: ['payout', 'payout_reconciliation'], actions: [], actionEndings: [] },
  exports: {
    entityTypes: [],
    actions: ['order.receipt_downloaded', 'privacy.partner_data_downloaded'],
    actionEndings: ['.exported'],
  },
  prices: { entityTypes: ['pricing', 'variant', 'price_upload'], actions: [], actionEndings: [] },
  staff: { entityTypes: ['staff'], actions: [], actionEndings: [] },
  reveals: {
    entityTypes: [],
    actions: ['order.seller_mobile_revealed', 'enquiry.contact_viewed'],
    actionEndings: [],
  },
};

/**
 * Who sets prices (decision record 203): operations staff change Get Upto prices, so every staff member also
 * sees every price change on the console's Price history and can revert one in one click; the pricing rules
 * (deductions, minimum offer, rounding) stay an admin's, as does the full audit log.
 */
export const PRICE_HISTORY_ENTITY_TYPES = ['variant', 'price_upload'] as const;
export const priceHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const auditLogQuerySchema = z.object({
  entity_type: text(40).optional(),
  entity_id: text(40).optional(),
  category: z
    .enum(AUDIT_CATEGORIES, { error: `category must be one of ${AUDIT_CATEGORIES.join(', ')}` })
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const auditEntryIdParams = z.object({ entryId: fields.id() });
export const revertAuditEntryResponseSchema = z.object({ success: z.literal(true), entry: auditEntrySchema });

export const auditLogResponseSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
