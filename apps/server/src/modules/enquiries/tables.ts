import { bigserial, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { models, variants } from '../catalog/tables.ts';

/** The enquiries module's tables: only this module reads or writes them (docs/decisions/206). */

/** One row per evaluation a seller completed: what they chose, answered and were offered. */
export const priceEnquiries = pgTable(
  'price_enquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    /** The customer, when the seller was logged in. */
    customerId: integer('customer_id'),
    answers: jsonb('answers').notNull(),
    quote: jsonb('quote').notNull(),
    finalValue: integer('final_value').notNull(),
    /** Seconds from the first question to the quote, as the browser measured them (home page figures). */
    quoteSeconds: integer('quote_seconds'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_enquiries_created').on(table.createdAt)],
);
