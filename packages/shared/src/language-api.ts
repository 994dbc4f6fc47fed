import { z } from 'zod';
import { LOCALES } from './i18n.ts';

/**
 * A signed-in seller's or partner's language (issue 22, DR 090), kept on their account so the messages sent
 * to them (SMS, e-mail, the receipt) can follow it; the site itself takes the language from the URL.
 * Stored as its code ('en', 'hi', 'te'), never as a name.
 */
export const languageSchema = z.enum(LOCALES);

export const setLanguageRequestSchema = z.object({ language: languageSchema });
export const setLanguageResponseSchema = z.object({ success: z.literal(true), language: languageSchema });
