import type { OfferStatus, OrderStatus } from '@phonix/shared/order-lifecycle';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { models, variants } from '../catalog/tables.ts';
import { customers } from '../customers/tables.ts';
import { priceEnquiries } from '../enquiries/tables.ts';
import { partners } from '../partners/tables.ts';

/** The orders module's tables: only this module reads or writes them (docs/decisions/206). */

/**
 * Sell-now orders; the address, device and value are copies taken at booking time. `status` is a code of
 * packages/shared/src/order-lifecycle.ts and only changes through the guarded transition
 * (modules/orders/lifecycle.ts), which also writes the event; who accepted, rejected or cancelled is read
 * from the events. The columns here are the state the rules and queries need.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    refNo: text('ref_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => variants.id),
    modelName: text('model_name').notNull(),
    variantName: text('variant_name').notNull(),
    icSlug: text('ic_slug').notNull(),
    exactValue: integer('exact_value').notNull(),
    deviceInfo: jsonb('device_info').notNull(),
    quote: jsonb('quote').notNull(),
    /** The variant's Rate and the pricing rules the quote came from (a PriceBasis), for the price lock. */
    priceBasis: jsonb('price_basis').notNull(),
    /** Until then a doorstep re-quote prices on price_basis; afterwards on the prices of the day. */
    quoteValidUntil: timestamp('quote_valid_until', { withTimezone: true }).notNull(),
    /** The partner's doorstep answers (SPEC PartnerDeviceInfo), once re-quoted. */
    partnerDeviceInfo: jsonb('partner_device_info'),
    /** The re-quoted value and the seller's decision on it (an OfferStatus); null until re-quoted. */
    revisedValue: integer('revised_value'),
    offerStatus: text('offer_status').$type<OfferStatus>(),
    /** What the partner paid, once completed. */
    finalValue: integer('final_value'),
    addressId: integer('address_id').notNull(),
    addressType: text('address_type').notNull(),
    addressNo: text('address_no').notNull(),
    locality: text('locality').notNull(),
    landmark: text('landmark').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    pickupDate: text('pickup_date').notNull(),
    pickupTime: text('pickup_time').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    /** The partner holding the order (accepted it and has not handed it back); null in the pool. */
    partnerId: integer('partner_id').references(() => partners.id),
    /** Bumped by every transition. */
    version: integer('version').notNull().default(0),
    /** Makes a repeated booking request return the first order; cleared when the order is cancelled. */
    dedupeKey: text('dedupe_key'),
    /** The evaluation booked (the isInserted marker): one evaluation books at most one order, ever. */
    priceEnquiryId: bigint('price_enquiry_id', { mode: 'number' }).references(() => priceEnquiries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer').on(table.customerId),
    uniqueIndex('orders_customer_dedupe').on(table.customerId, table.dedupeKey),
    // The partners' pool: open orders by pincode.
    index('orders_status_pincode').on(table.status, table.pincode),
    index('orders_partner').on(table.partnerId),
    uniqueIndex('orders_price_enquiry').on(table.priceEnquiryId),
  ],
);

/**
 * An order's history, one row per event of the lifecycle (an OrderEventType), with who sent it (an
 * ActorType and that actor's id) and why; drawn as the timeline, and the source of SPEC's partner and
 * cancel fields. `data` holds the facts of the event (partner name and mobile, amounts, the new slot).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type').notNull(),
    actorId: integer('actor_id'),
    reason: text('reason'),
    data: jsonb('data'),
  },
  (table) => [index('order_events_order').on(table.orderId)],
);
