import { z } from 'zod';
import { content_quote_time_minutes } from './i18n/paraglide/messages/content_quote_time_minutes.js';
import { content_quote_time_minutes_seconds } from './i18n/paraglide/messages/content_quote_time_minutes_seconds.js';
import { content_quote_time_seconds } from './i18n/paraglide/messages/content_quote_time_seconds.js';
import type { Locale } from './i18n.ts';

/**
 * The home page's trust figures (GET api/sitestats): counted from the database, never written by hand. A
 * figure too small to mean anything is not shown at all (null), so a young site says nothing rather than
 * "3 phones booked".
 */
export const SITE_STATS = {
  /** Orders and quote times are counted over this many days before now. */
  periodDays: 90,
  /** The smallest figure worth showing. */
  minimum: {
    ordersBooked: 50,
    citiesServed: 3,
    pincodesCovered: 100,
    /** Quotes with a measured time, for the average to mean something. */
    quoteSamples: 30,
  },
  /** Quote times outside this range (seconds) are a tab left open or a robot, not a seller answering. */
  plausibleQuoteSeconds: { min: 10, max: 30 * 60 },
} as const;

/** What the database says, before the minimums are applied. */
export interface SiteCounts {
  ordersBooked: number;
  citiesServed: number;
  pincodesCovered: number;
  quoteSamples: number;
  /** Mean of the plausible quote times, in seconds; null without samples. */
  averageQuoteSeconds: number | null;
}

export const siteStatsResponseSchema = z.object({
  success: z.literal(true),
  /** The period ordersBooked and averageQuoteSeconds cover: the days before countedAt. */
  periodDays: z.number().int(),
  /** Pickups booked in the period and not cancelled; null when below the minimum. */
  ordersBooked: z.number().int().nullable(),
  /** Cities we pick up in today; null when below the minimum. */
  citiesServed: z.number().int().nullable(),
  /** Pincodes of those cities; null when below the minimum. */
  pincodesCovered: z.number().int().nullable(),
  /** Average seconds from the first question to the exact price, in the period; null with too few quotes. */
  averageQuoteSeconds: z.number().int().nullable(),
  /** When the figures were counted (ISO time). */
  countedAt: z.string(),
});
export type SiteStats = z.infer<typeof siteStatsResponseSchema>;

/** The answer for these counts: every figure below its minimum becomes null. */
export function siteStats(counts: SiteCounts, countedAt: Date): SiteStats {
  const { minimum } = SITE_STATS;
  const atLeast = (value: number, floor: number) => (value >= floor ? value : null);
  return {
    success: true,
    periodDays: SITE_STATS.periodDays,
    ordersBooked: atLeast(counts.ordersBooked, minimum.ordersBooked),
    citiesServed: atLeast(counts.citiesServed, minimum.citiesServed),
    pincodesCovered: atLeast(counts.pincodesCovered, minimum.pincodesCovered),
    averageQuoteSeconds:
      counts.averageQuoteSeconds !== null && counts.quoteSamples >= minimum.quoteSamples
        ? Math.round(counts.averageQuoteSeconds)
        : null,
    countedAt: countedAt.toISOString(),
  };
}

/**
 * A quote time as a seller reads it: "45 sec", "2 min", "2 min 30 sec"; in Hindi and Telugu their words
 * ("2 मिनट 30 सेकंड"). Without a language: the page's (Paraglide's getLocale).
 */
export function formatQuoteTime(seconds: number, locale?: Locale): string {
  const options = locale ? { locale } : {};
  if (seconds < 60) return content_quote_time_seconds({ seconds }, options);
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round((seconds % 60) / 10) * 10;
  if (rest === 0) return content_quote_time_minutes({ minutes }, options);
  if (rest === 60) return content_quote_time_minutes({ minutes: minutes + 1 }, options);
  return content_quote_time_minutes_seconds({ minutes, seconds: rest }, options);
}
