import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables.ts';
import { partners } from '../partners/tables.ts';
import { staff } from '../staff/tables.ts';

/** The evidence module's tables: only this module reads or writes them (docs/decisions/206). */

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Photos a partner took at the door to prove an answer they changed (issue 34): the re-encoded WebP (no
 * metadata), the order, the answer it proves, who took it and when. Kept as long as the order's receipt
 * (retention.ts), erased with the seller's account where the law allows.
 */
export const doorPhotos = pgTable(
  'door_photos',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The answer record's field it proves ('bodydent', 'functionalerror.F1'). */
    answerKey: text('answer_key').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    webp: bytea('webp').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Set when staff marked the photo as not proving the change (audited). */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    rejectedBy: integer('rejected_by').references(() => staff.id),
    rejectedReason: text('rejected_reason'),
  },
  (table) => [index('door_photos_order_idx').on(table.orderId, table.answerKey)],
);
