import { z } from 'zod';
import { day, fields, id, moment, text } from './validation.ts';

/**
 * The seller's privacy rights in self-service (issue 24): the notice accepted, optional consents, the data
 * download, erasure, grievances. Every call is the signed-in seller's own: no customer id is ever taken.
 */

/** The optional purposes a seller may turn on (off until they do). WhatsApp's records are whatsapp_consents'. */
export const CONSENT_PURPOSES = ['whatsapp', 'sms_offers'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const acceptNoticeRequestSchema = z.object({ version: text(40).min(1, 'is required') });

export const noticeAcceptanceSchema = z.object({ version: z.string(), accepted_at: z.string() });

export const consentStateSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  opted_in: z.boolean(),
  /** When the latest choice was made and under which notice version; null when never chosen. */
  at: z.string().nullable(),
  notice_version: z.string().nullable(),
});

export const privacySummarySchema = z.object({
  notice: z.object({
    current_version: z.string(),
    effective: z.string(),
    /** The latest acceptance; null when never accepted. */
    accepted: noticeAcceptanceSchema.nullable(),
    /** The seller's accepted version is the current one. */
    up_to_date: z.boolean(),
  }),
  consents: z.array(consentStateSchema),
  rights: z.object({
    open_orders: z.number().int(),
    /** Erasure is refused while an order is open (ERASURE_ORDER_OPEN). */
    can_erase: z.boolean(),
    open_grievances: z.number().int(),
  }),
});

export const privacyResponseSchema = z.object({ success: z.literal(true), privacy: privacySummarySchema });

export const setConsentRequestSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  opted_in: z.boolean(),
  /** The exact words shown with the switch (required to turn one on). */
  text: text(500).optional(),
});

export const consentsResponseSchema = z.object({
  success: z.literal(true),
  consents: z.array(consentStateSchema),
});

export const keptRecordSchema = z.object({
  code: z.string(),
  what: z.string(),
  why: z.string(),
  source: z.string(),
  /** India day. */
  until: z.string(),
  references: z.array(z.string()),
});

/** The download: every record held, grouped by the table it is held in (secret columns left out). */
export const privacyDataResponseSchema = z.object({
  success: z.literal(true),
  generated_at: z.string(),
  notice_version: z.string(),
  /** Table name -> its rows about the seller (columns as stored, secrets such as code hashes left out). */
  held: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
  /** Who received which data: partners that picked up, the SMS, WhatsApp and payouts providers. */
  recipients: z.array(
    z.object({
      kind: z.enum(['partner', 'sms_provider', 'whatsapp_provider', 'payout_provider']),
      name: z.string(),
      data: z.array(z.string()),
      orders: z.array(z.string()),
    }),
  ),
  /** After an erasure: what is kept, why and until when. */
  kept: z.array(keptRecordSchema),
});

export const erasureRequestSchema = z.object({ otp: fields.otp() });

export const erasureResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  kept: z.array(keptRecordSchema),
});

export const GRIEVANCE_STATES = ['open', 'answered', 'closed'] as const;
export type GrievanceState = (typeof GRIEVANCE_STATES)[number];

export const createGrievanceRequestSchema = z.object({
  order_ref: fields.refNo().optional(),
  subject: fields.subject(),
  message: text(2000, { multiline: true }).trim().min(1, 'is required'),
});

/** Who raised a grievance, or wrote an update: the seller, their nominee, a partner, or the officer. */
export const GRIEVANCE_RAISERS = ['seller', 'nominee', 'partner'] as const;
export type GrievanceRaiser = (typeof GRIEVANCE_RAISERS)[number];

export const grievanceUpdateSchema = z.object({
  at: z.string(),
  by: z.enum(['seller', 'nominee', 'partner', 'officer']),
  state: z.enum(GRIEVANCE_STATES),
  message: z.string(),
});

export const grievanceSchema = z.object({
  number: z.string(),
  order_ref: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  state: z.enum(GRIEVANCE_STATES),
  created_at: z.string(),
  /** India day by which we must answer (90 days). */
  due: z.string(),
  /** The seller, their nominee on their behalf, or a partner about its own data. */
  raised_by: z.enum(GRIEVANCE_RAISERS),
  updates: z.array(grievanceUpdateSchema),
});

export const grievanceResponseSchema = z.object({ success: z.literal(true), grievance: grievanceSchema });
export const grievancesResponseSchema = z.object({
  success: z.literal(true),
  grievances: z.array(grievanceSchema),
});

/** Who raised a grievance, as the Grievance Officer sees them: a name, a masked mobile, the partner's shop. */
export const grievanceRaiserSchema = z.object({
  name: z.string(),
  /** Masked ('XXXXXX3210'): the officer replies through the console, which texts the raiser. */
  mobile: z.string(),
  /** For a nominee: the seller on whose behalf they wrote. */
  on_behalf_of: z.string().nullable(),
  /** For a partner: its id (the console's partner page). */
  partner_id: z.number().int().nullable(),
});

export const staffGrievanceSchema = grievanceSchema.extend({
  id: z.number().int(),
  /** Whole days left until `due` (negative when late). */
  days_left: z.number().int(),
  raiser: grievanceRaiserSchema,
});
export const staffGrievancesResponseSchema = z.object({
  success: z.literal(true),
  grievances: z.array(staffGrievanceSchema),
});
/**
 * The officer's reply: `answered` marks it answered, `closed` closes it, no state keeps the state it has
 * (a reply asking for more, say). Every one is audited and texted to whoever raised it.
 */
export const staffGrievanceReplyRequestSchema = z.object({
  message: text(2000, { multiline: true }).trim().min(1, 'is required'),
  state: z.enum(['answered', 'closed']).optional(),
});
export const staffGrievanceResponseSchema = z.object({
  success: z.literal(true),
  grievance: staffGrievanceSchema,
});

// Nominee (issue 24; DPDP Act 2023 section 14) ---------------------------------------------------------

/** 'pending' until the code sent to the nominee's number is entered; 'active' then. */
export const NOMINEE_STATES = ['pending', 'active'] as const;

export const nomineeSchema = z.object({
  name: z.string(),
  mobile: z.string(),
  state: z.enum(NOMINEE_STATES),
  created_at: z.string(),
  verified_at: z.string().nullable(),
});
export const nomineeResponseSchema = z.object({
  success: z.literal(true),
  nominee: nomineeSchema.nullable(),
});

/** Naming (or replacing) a nominee: the seller's own fresh code (privacyNomineeOtp) confirms the change. */
export const setNomineeRequestSchema = z.object({
  name: fields.name(),
  mobile: fields.partnerMobile(),
  otp: fields.otp(),
});
/** The code the nominee received on their number, as they read it out to the seller. */
export const verifyNomineeRequestSchema = z.object({ otp: fields.otp() });
/** Removing the nominee: the seller's own fresh code. */
export const removeNomineeRequestSchema = z.object({ otp: fields.otp() });

/** A nominee signs in with their own number and a code (nomineeOtp, then nomineeSession). */
export const nomineeOtpRequestSchema = z.object({ mobile: fields.partnerMobile() });
export const nomineeSessionRequestSchema = z.object({ mobile: fields.partnerMobile(), otp: fields.otp() });

/** A seller a nominee acts for: the nomination's id (the only id a nominee call takes), and whose. */
export const nominationSchema = z.object({
  nomination_id: z.number().int(),
  seller_name: z.string(),
  /** The seller's number, masked but its last four digits. */
  seller_mobile: z.string(),
  since: z.string(),
});
export const nomineeSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  expires_at: z.string(),
  nominations: z.array(nominationSchema),
});
export const nominationsResponseSchema = z.object({
  success: z.literal(true),
  nominations: z.array(nominationSchema),
});

// Breach register (admin; DPDP Rules 2025, rule 7) ------------------------------------------------------

export const BREACH_DATA_KINDS = [
  'mobile',
  'name',
  'email',
  'address',
  'device_answers',
  'imei',
  'id_details',
  'payout_details',
  'order_history',
  'sessions',
] as const;
export type BreachDataKind = (typeof BREACH_DATA_KINDS)[number];

/** The Board's report is due this many hours after the breach was detected (rule 7(2)). */
export const BOARD_REPORT_HOURS = 72;

/** Which sellers a breach affected: by customer id, or by a filter (or both). */
export const breachSellersSchema = z
  .object({
    customer_ids: z.array(id()).max(10_000).optional(),
    filter: z
      .object({
        /** Every seller with an account (a breach of the whole customer table). */
        all: z.literal(true).optional(),
        /** Sellers with an order booked on these India days (inclusive). */
        ordered_from: day().optional(),
        ordered_to: day().optional(),
        /** Sellers with an order picked up in these pincodes. */
        pincodes: z.array(fields.pincode()).max(500).optional(),
      })
      .strict()
      .refine(
        (filter) =>
          filter.all === true ||
          filter.ordered_from !== undefined ||
          filter.ordered_to !== undefined ||
          (filter.pincodes?.length ?? 0) > 0,
        'must name sellers: all, days or pincodes',
      )
      .optional(),
    /**
     * The number of sellers the preview (POST /api/staff/breaches/preview) showed: nothing is recorded or sent
     * until it is given and still the number these sellers match (BREACH_SELLERS_UNCONFIRMED otherwise).
     */
    confirm_count: z
      .number({ error: 'confirm_count must be a number' })
      .int()
      .min(0)
      .max(10_000_000)
      .optional(),
  })
  .strict();

/** What a breach's sellers would be, before anyone is told (issue 31). */
export const BREACH_PREVIEW_SAMPLE = 10;
export const breachSellersPreviewResponseSchema = z.object({
  success: z.literal(true),
  /** How many sellers (with an account, not erased) these sellers match: the `confirm_count` to send. */
  matched: z.number().int(),
  /** Up to BREACH_PREVIEW_SAMPLE of them, lowest id first, the mobile masked. */
  sample: z.array(z.object({ customer_id: z.number().int(), name: z.string(), mobile: z.string() })),
});
export type BreachSellersPreview = z.infer<typeof breachSellersPreviewResponseSchema>;

export const createBreachRequestSchema = z
  .object({
    description: text(2000, { multiline: true }).trim().min(1, 'is required'),
    /** ISO time with its offset. */
    detected_at: moment(),
    data_kinds: z.array(z.enum(BREACH_DATA_KINDS)).min(1, 'name at least one kind of data'),
    consequences: text(2000, { multiline: true }).trim().min(1, 'is required'),
    measures: text(2000, { multiline: true }).trim().min(1, 'is required'),
    seller_steps: text(2000, { multiline: true }).trim().min(1, 'is required'),
    sellers: breachSellersSchema.optional(),
  })
  .strict();

export const breachBoardReportRequestSchema = z
  .object({
    reference: text(200).trim().min(1, 'is required'),
    reported_at: moment().optional(),
  })
  .strict();

export const breachSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  description: z.string(),
  detected_at: z.string(),
  data_kinds: z.array(z.string()),
  consequences: z.string(),
  measures: z.string(),
  seller_steps: z.string(),
  /** detected_at + 72 hours: when the Board's report is due (shown in India time). */
  board_deadline: z.string(),
  /** Whole hours left until the deadline (negative when passed); null once reported. */
  hours_left: z.number().int().nullable(),
  board_reported_at: z.string().nullable(),
  board_reference: z.string().nullable(),
  sellers_affected: z.number().int(),
  created_at: z.string(),
});
export const breachResponseSchema = z.object({ success: z.literal(true), breach: breachSchema });
export const breachesResponseSchema = z.object({ success: z.literal(true), breaches: z.array(breachSchema) });
export const breachSellersResponseSchema = z.object({
  success: z.literal(true),
  breach: breachSchema,
  /** Sellers newly added (and told) by this call. */
  added: z.number().int(),
});

/** A breach as the affected seller sees it (their own only). */
export const sellerBreachSchema = breachSchema.pick({
  number: true,
  description: true,
  detected_at: true,
  data_kinds: true,
  consequences: true,
  measures: true,
  seller_steps: true,
});
export const sellerBreachesResponseSchema = z.object({
  success: z.literal(true),
  breaches: z.array(sellerBreachSchema),
});

// Partners' own privacy (the portal) ---------------------------------------------------------------------

/** Everything held about the signed-in partner (its own data only). */
export const partnerPrivacyDataResponseSchema = z.object({
  success: z.literal(true),
  generated_at: z.string(),
  notice_version: z.string(),
  /** Table name -> its rows about the partner (secrets left out; sellers' details never included). */
  held: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export const partnerGrievanceRequestSchema = z.object({
  subject: fields.subject(),
  message: text(2000, { multiline: true }).trim().min(1, 'is required'),
});

export type PrivacySummary = z.infer<typeof privacySummarySchema>;
export type ConsentState = z.infer<typeof consentStateSchema>;
export type KeptRecord = z.infer<typeof keptRecordSchema>;
export type Grievance = z.infer<typeof grievanceSchema>;
export type StaffGrievance = z.infer<typeof staffGrievanceSchema>;
export type Nominee = z.infer<typeof nomineeSchema>;
export type Nomination = z.infer<typeof nominationSchema>;
export type Breach = z.infer<typeof breachSchema>;
export type SellerBreach = z.infer<typeof sellerBreachSchema>;
export type CreateBreachRequest = z.infer<typeof createBreachRequestSchema>;
export type BreachSellers = z.infer<typeof breachSellersSchema>;
