import {
  bigserial,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The catalog (SPEC 3): brands, their series, models and storage/RAM variants. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The brand colour, used for its illustrations. */
  color: text('color').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const series = pgTable(
  'series',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('series_brand_slug').on(table.brandId, table.slug)],
);

export const models = pgTable(
  'models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    seriesId: integer('series_id')
      .notNull()
      .references(() => series.id),
    itemCode: text('item_code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    releaseYear: integer('release_year').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('models_brand').on(table.brandId)],
);

export const variants = pgTable(
  'variants',
  {
    id: serial('id').primaryKey(),
    modelId: integer('model_id')
      .notNull()
      .references(() => models.id),
    name: text('name').notNull(),
    /** The "Get Upto" price in whole rupees. */
    rate: integer('rate').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [uniqueIndex('variants_model_name').on(table.modelId, table.name)],
);

/** The cities we serve (pickups happen only there). */
export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  state: text('state').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('price_enquiries_created').on(table.createdAt)],
);

/** Messages sent through the contact form; kept even when notifying the team fails. */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the team was told by e-mail; null until then. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});

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
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
});
