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

/**
 * The language of the page a request comes from (issue 32), sent by the sign-in and sign-up calls: the codes
 * they send are written in it, and the account signing up or in takes it as its language (as the switcher
 * does for a seller already signed in). Absent (an API client, an old page): codes in the account's language,
 * the account unchanged.
 */
export const pageLanguage = () => languageSchema.optional();
/** The same for a GET that sends a code (`?language=hi`). */
export const pageLanguageQuerySchema = z.object({ language: pageLanguage() });

/** GET api/customer/language: the signed-in seller's language, shown and changed on the profile page. */
export const languageResponseSchema = z.object({ success: z.literal(true), language: languageSchema });
