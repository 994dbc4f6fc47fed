import { z } from 'zod';
import { text } from './validation.ts';

/**
 * The signed-in seller's WhatsApp consent (issue 23, DR 150): order updates go by WhatsApp only after the
 * seller ticks an unticked box, at booking or in the profile; the exact words shown with the box are stored
 * with the time. Opting out is as easy, from the same places. The latest choice decides.
 */
/** 'privacy': the privacy page's switches (issue 24). */
export const WHATSAPP_CONSENT_SOURCES = ['booking', 'profile', 'privacy'] as const;
export type WhatsAppConsentSource = (typeof WHATSAPP_CONSENT_SOURCES)[number];

/** The words the seller saw with the box, as shown (in their language): at most 500 characters. */
const consentText = text(500);

export const whatsAppOptInRequestSchema = z.object({
  source: z.enum(WHATSAPP_CONSENT_SOURCES),
  /** Required (not blank): the exact text the seller agreed to. */
  text: consentText,
});

export const whatsAppOptOutRequestSchema = z.object({
  source: z.enum(WHATSAPP_CONSENT_SOURCES),
  /** The words shown with the opt-out, when there were any. */
  text: consentText.optional(),
});

export const whatsAppConsentSchema = z.object({
  opted_in: z.boolean(),
  /** Where and when the latest choice was made, and its words; null when the seller never chose. */
  source: z.enum(WHATSAPP_CONSENT_SOURCES).nullable(),
  text: z.string().nullable(),
  at: z.string().nullable(),
  /** The privacy notice version in force when the latest choice was made (issue 24). */
  notice_version: z.string().nullable(),
});

export const whatsAppConsentResponseSchema = z.object({
  success: z.literal(true),
  whatsapp: whatsAppConsentSchema,
});

export type WhatsAppConsent = z.infer<typeof whatsAppConsentSchema>;
