import { doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The pricing module's tables: only this module reads or writes them (docs/decisions/206). */

/** Percent of the Rate taken off for each condition code (see packages/shared/src/pricing.ts). */
export const priceDeductions = pgTable('price_deductions', {
  code: text('code').primaryKey(),
  percent: doublePrecision('percent').notNull(),
});

/** One row: the minimum offer and the rounding step of every quote. */
export const pricingSettings = pgTable('pricing_settings', {
  id: integer('id').primaryKey(),
  minimumOffer: integer('minimum_offer').notNull(),
  roundingStep: integer('rounding_step').notNull(),
});
