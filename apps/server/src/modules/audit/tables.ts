import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../staff/tables.ts';

/** The audit module's tables: only this module reads or writes them (docs/decisions/206). */

/** Every change staff make (and their sign-ins), written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null when the change came from a command-line script on the server. */
    staffId: integer('staff_id').references(() => staff.id),
    /** Who, as shown at the time: the staff e-mail, or the script's name. */
    actor: text('actor').notNull(),
    /** What, as 'entity.verb': 'variant.update', 'pricing.update', 'staff.create', ... */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientIp: text('client_ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_at').on(table.at),
    index('audit_log_entity').on(table.entityType, table.entityId),
  ],
);
