import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The contact module's tables: only this module reads or writes them (docs/decisions/206). */

/** Messages sent through the contact form; kept even when notifying the team fails. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the team's e-mail was sent (by the outbox worker); null until then. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  /** When a staff member marked the message handled (and who); null while it is open. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by'),
});
