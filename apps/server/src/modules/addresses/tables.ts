import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables.ts';

/** The addresses module's tables: only this module reads or writes them (docs/decisions/206). */

/** Saved pickup addresses (SPEC 3). Deleting hides the row; orders keep their own copy. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    addressType: text('address_type').notNull(),
    addressNo: text('address_no').notNull(),
    locality: text('locality').notNull(),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    lat: text('lat').notNull().default(''),
    lng: text('lng').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('addresses_customer').on(table.customerId)],
);
