import { z } from 'zod';
import { fields, text } from './validation.ts';

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

export const grievanceUpdateSchema = z.object({
  at: z.string(),
  by: z.enum(['seller', 'officer']),
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
  updates: z.array(grievanceUpdateSchema),
});

export const grievanceResponseSchema = z.object({ success: z.literal(true), grievance: grievanceSchema });
export const grievancesResponseSchema = z.object({
  success: z.literal(true),
  grievances: z.array(grievanceSchema),
});

export const staffGrievanceSchema = grievanceSchema.extend({
  id: z.number().int(),
  /** Whole days left until `due` (negative when late). */
  days_left: z.number().int(),
});
export const staffGrievancesResponseSchema = z.object({
  success: z.literal(true),
  grievances: z.array(staffGrievanceSchema),
});
export const staffGrievanceReplyRequestSchema = z.object({
  message: text(2000, { multiline: true }).trim().min(1, 'is required'),
  state: z.enum(['answered', 'closed']),
});
export const staffGrievanceResponseSchema = z.object({
  success: z.literal(true),
  grievance: staffGrievanceSchema,
});

export type PrivacySummary = z.infer<typeof privacySummarySchema>;
export type ConsentState = z.infer<typeof consentStateSchema>;
export type KeptRecord = z.infer<typeof keptRecordSchema>;
export type Grievance = z.infer<typeof grievanceSchema>;
export type StaffGrievance = z.infer<typeof staffGrievanceSchema>;
