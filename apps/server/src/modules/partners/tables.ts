import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The partners module's tables: only this module reads or writes them (docs/decisions/206). */

/** Shop owners asking to become partners. */
export const partnerRequests = pgTable('partner_requests', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  city: text('city').notNull(),
  pincode: text('pincode').notNull(),
  shopName: text('shop_name').notNull(),
  gstin: text('gstin'),
  message: text('message'),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the team's e-mail was sent (by the outbox worker); null until then. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  /**
   * A decline in the console: when, by whom (the staff e-mail, or 'script:<name>') and why. A declined
   * request is final (the shop sends the form again); an approved one (a partner names it) cannot be declined.
   */
  declinedAt: timestamp('declined_at', { withTimezone: true }),
  declinedBy: text('declined_by'),
  declineReason: text('decline_reason'),
});

/** Shops that pick phones up: approved from a partner request, serving a set of pincodes. */
export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  shopName: text('shop_name').notNull(),
  ownerName: text('owner_name').notNull(),
  /** The partner's language for what is sent to them: 'en', 'hi' or 'te' (packages/shared/src/i18n.ts). */
  language: text('language').notNull().default('en'),
  /** Signs in with this number and an OTP; pickup alerts go to it. */
  mobile: text('mobile').notNull().unique(),
  gstin: text('gstin').notNull().default(''),
  /** 'active' or 'suspended' (a suspended partner cannot sign in, and its sessions stop working). */
  status: text('status').notNull().default('active'),
  /** When and why it was suspended (null while active). */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
  /** The partner request it was approved from. */
  partnerRequestId: integer('partner_request_id')
    .unique()
    .references(() => partnerRequests.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The pincodes each partner serves: it sees their open pickups and is told about new ones. */
export const partnerPincodes = pgTable(
  'partner_pincodes',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    pincode: text('pincode').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.pincode] }),
    index('partner_pincodes_pincode').on(table.pincode),
  ],
);

/** Partner sessions, apart from customers' (a token of one never opens a call of the other); SHA-256 only. */
export const partnerSessions = pgTable(
  'partner_sessions',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('partner_sessions_partner').on(table.partnerId)],
);
