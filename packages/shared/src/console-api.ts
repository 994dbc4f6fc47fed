import { z } from 'zod';
import { consoleQueueSchema } from './console-queues.ts';
import { DEDUCTION_CODES, DEDUCTIONS, type DeductionCode } from './pricing.ts';
import {
  ACCESSORY_OPTIONS,
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  FUNCTIONAL_OPTIONS,
  type Option,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  WARRANTY_OPTIONS,
} from './questionnaire.ts';
import { answerRecordSchema } from './questionnaire-record.ts';
import { quoteLineSchema } from './quote-api.ts';
import { fields, text } from './validation.ts';
import { workQueueSchema } from './work-queue.ts';

/**
 * The operations console's screens besides accounts (staff-api.ts): the dashboard, catalog management,
 * pricing rules, contact messages and price enquiries to follow up. Every write is audited on the server.
 */

const isoDate = z.string();

/**
 * '9876543210' -> 'XXXXXX3210': lists show numbers like this; the full number is an audited lookup. One
 * masking style everywhere (issue 31): handover.ts's `maskMobile`, the receipt's.
 */
export { maskMobile } from './handover.ts';

/** Lower-case words joined by hyphens: 'Galaxy S25 Edge' -> 'galaxy-s25-edge' (new catalog slugs). */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const pageQuery = z.coerce.number({ error: 'page must be a number' }).int().min(1).max(10_000).default(1);
/** A day in India time as YYYY-MM-DD. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');

// Dashboard -------------------------------------------------------------------------------------------------

const statusCountsSchema = z.object({
  enquiry: z.number().int(),
  accepted: z.number().int(),
  out_for_pickup: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
const completedFigureSchema = z.object({ orders: z.number().int(), value: z.number().int() });
const completionTimeSchema = z.object({
  orders: z.number().int(),
  /** Hours, to one decimal. */
  median_hours: z.number().nullable(),
});

export const dashboardResponseSchema = z.object({
  success: z.literal(true),
  /** India-time days, oldest first, over the last 14 days (today included). */
  days: z.array(z.object({ date: day, enquiries: z.number().int(), orders: z.number().int() })),
  today: z.object({ enquiries: z.number().int(), orders: z.number().int() }),
  /** The last 7 India-time days, today included. */
  week: z.object({ enquiries: z.number().int(), orders: z.number().int() }),
  /** Over the last 30 days: enquiries by a signed-in seller, and how many of them became an order of that phone. */
  conversion: z.object({
    enquiries: z.number().int(),
    converted: z.number().int(),
    /** converted / enquiries, 0 to 1; null without enquiries. */
    rate: z.number().nullable(),
  }),
  /** All orders by status: how many and their agreed value in rupees. */
  by_status: z.array(z.object({ status: z.string(), orders: z.number().int(), value: z.number().int() })),
  /** Contact messages not yet handled. */
  open: z.object({ contact_messages: z.number().int() }),
  /**
   * Orders booked today and over the last 7 India days (today included), by their status now; every status
   * code is present (0 when none).
   */
  status_today: statusCountsSchema,
  status_week: statusCountsSchema,
  /** Completed orders (by when they were completed) and the rupees paid for them (final values). */
  completed: z.object({
    week: completedFigureSchema,
    last_30_days: completedFigureSchema,
    all_time: completedFigureSchema,
  }),
  /** The median time from booking to completion of the orders completed in the period; null without any. */
  completion_time: z.object({ week: completionTimeSchema, last_30_days: completionTimeSchema }),
  /**
   * Doorstep re-quotes over the last 30 days: how many, how many offered less than the quote (revised
   * offers), and the average cut of those in rupees and as a percentage of the quote (null without any).
   */
  revised_offers: z.object({
    requotes: z.number().int(),
    revised_down: z.number().int(),
    average_cut: z.number().int().nullable(),
    average_cut_percent: z.number().nullable(),
  }),
  /** What needs someone now (work-queue.ts): today's pickups, unassigned orders, partner requests, stuck payouts. */
  queue: workQueueSchema,
  /** The queues off the main road (issue 31), each with its count and oldest item (console-queues.ts). */
  queues: z.array(consoleQueueSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

// Catalog management ----------------------------------------------------------------------------------------

export const CATALOG_LIMITS = {
  /** The highest Get Upto price accepted, in rupees. */
  maxRate: 10_000_000,
  firstYear: 2000,
  /** Upload limit of a model photo (the decoded file). */
  maxPhotoBytes: 8 * 1024 * 1024,
} as const;

const catalogName = (label: string, max: number) =>
  text(max)
    .trim()
    .min(1, `${label} is required`)
    .refine((value) => slugify(value) !== '', `${label} needs at least one letter or digit`);
const colour = () =>
  z.string({ error: 'Colour is required' }).regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be like #1d1d1f');
const rate = () =>
  z
    .number({ error: 'Price must be a number' })
    .int('Price must be whole rupees')
    .min(1, 'Price must be at least ₹1')
    .max(CATALOG_LIMITS.maxRate, 'Price is too high');
const releaseYear = () =>
  z
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(CATALOG_LIMITS.firstYear, `Year must be ${CATALOG_LIMITS.firstYear} or later`)
    .max(2100, 'Year is too far ahead');
/** A variant's name is also its URL segment (lower-cased): '8GB-256GB', '1TB'. */
const variantName = () =>
  text(40)
    .trim()
    .min(1, 'Variant name is required')
    .regex(
      /^[A-Za-z0-9]+(?:[-+ ][A-Za-z0-9]+)*$/,
      'Use letters, digits and single - + or spaces, like 8GB-256GB',
    );
const hidden = () => z.boolean({ error: 'hidden must be true or false' });

export const adminSeriesSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  hidden: z.boolean(),
  models: z.number().int(),
});
export const adminBrandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
  hidden: z.boolean(),
  models: z.number().int(),
  series: z.array(adminSeriesSchema),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;
export type AdminSeries = z.infer<typeof adminSeriesSchema>;

export const adminVariantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  rate: z.number().int(),
  hidden: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

export const adminModelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  item_code: z.string(),
  name: z.string(),
  series_id: z.number().int(),
  release_year: z.number().int(),
  hidden: z.boolean(),
  /** Whether a real photo replaces the drawing. */
  has_photo: z.boolean(),
  /** The storefront image, with a version so the console shows a new photo at once. */
  image_url: z.string(),
  variants: z.array(adminVariantSchema),
});
export type AdminModel = z.infer<typeof adminModelSchema>;

export const adminBrandsResponseSchema = z.object({
  success: z.literal(true),
  brands: z.array(adminBrandSchema),
});
export const adminBrandModelsResponseSchema = z.object({
  success: z.literal(true),
  brand: adminBrandSchema,
  models: z.array(adminModelSchema),
});

export const createBrandRequestSchema = z.object({ name: catalogName('Brand name', 60), color: colour() });
export const updateBrandRequestSchema = z.object({
  name: catalogName('Brand name', 60).optional(),
  color: colour().optional(),
  hidden: hidden().optional(),
});
export const createSeriesRequestSchema = z.object({
  brand_id: fields.id(),
  name: catalogName('Series name', 80),
});
export const updateSeriesRequestSchema = z.object({
  name: catalogName('Series name', 80).optional(),
  hidden: hidden().optional(),
});
export const createModelRequestSchema = z.object({
  series_id: fields.id(),
  name: catalogName('Model name', 80),
  release_year: releaseYear(),
});
export const updateModelRequestSchema = z.object({
  name: catalogName('Model name', 80).optional(),
  release_year: releaseYear().optional(),
  /** Another series of the same brand. */
  series_id: fields.id().optional(),
  hidden: hidden().optional(),
});
export const createVariantRequestSchema = z.object({
  model_id: fields.id(),
  name: variantName(),
  rate: rate(),
});
/** `confirm: true` applies a price change the guard would refuse (PRICE_CHANGE_NEEDS_CONFIRMATION, price-guard.ts). */
const confirm = () => z.boolean({ error: 'confirm must be true or false' }).optional();
export const updateVariantRequestSchema = z.object({
  name: variantName().optional(),
  rate: rate().optional(),
  hidden: hidden().optional(),
  confirm: confirm(),
});
/** A Get Upto price to try on a variant: does saving it need confirmation, and what would it change. */
export const variantPriceCheckRequestSchema = z.object({ rate: rate() });
/** A JPEG, PNG or WebP photo as base64 (a data: URL is accepted too); the server converts it to a 300x400 webp. */
export const uploadModelPhotoRequestSchema = z.object({
  image: z
    .string({ error: 'image is required' })
    .min(1, 'image is required')
    .max(Math.ceil((CATALOG_LIMITS.maxPhotoBytes * 4) / 3) + 100, 'The photo must be at most 8 MB'),
});

export const adminBrandResponseSchema = z.object({ success: z.literal(true), brand: adminBrandSchema });
export const adminSeriesResponseSchema = z.object({ success: z.literal(true), series: adminSeriesSchema });
export const adminModelResponseSchema = z.object({ success: z.literal(true), model: adminModelSchema });
export const adminVariantResponseSchema = z.object({ success: z.literal(true), variant: adminVariantSchema });

// Pricing rules ---------------------------------------------------------------------------------------------

export const DEDUCTION_GROUPS = [
  { key: 'primary', label: 'Calls and touch' },
  { key: 'screen', label: 'Screen' },
  { key: 'body', label: 'Body' },
  { key: 'functional', label: 'Parts not working' },
  { key: 'accessories', label: 'Accessories missing' },
  { key: 'age', label: 'Age bands (from the bill)' },
] as const;
export type DeductionGroup = (typeof DEDUCTION_GROUPS)[number]['key'];

const codesOf = (...lists: (readonly Option[])[]) =>
  new Set(lists.flatMap((list) => list.map((option) => option.code)).filter(Boolean));
const SCREEN_CODES = codesOf(SCREEN_SPOT_OPTIONS, SCREEN_LINE_OPTIONS, SCREEN_PHYSICAL_OPTIONS);
const BODY_CODES = codesOf(BODY_SCRATCH_OPTIONS, BODY_DENT_OPTIONS, PANEL_OPTIONS, BEND_OPTIONS);
const FUNCTIONAL_CODES = codesOf(FUNCTIONAL_OPTIONS);
const AGE_CODES = new Set([...codesOf(WARRANTY_OPTIONS), 'out_of_warranty']);
const ACCESSORY_CODES = new Set(ACCESSORY_OPTIONS.map((option) => `no_${option.code}`));

/** Which group of the pricing screen a deduction belongs to. */
export function deductionGroup(code: DeductionCode): DeductionGroup {
  if (SCREEN_CODES.has(code)) return 'screen';
  if (BODY_CODES.has(code)) return 'body';
  if (FUNCTIONAL_CODES.has(code)) return 'functional';
  if (ACCESSORY_CODES.has(code)) return 'accessories';
  if (AGE_CODES.has(code)) return 'age';
  return 'primary';
}

export const percent = () =>
  z
    .number({ error: 'Percent must be a number' })
    .min(0, 'Percent must be 0 or more')
    .max(100, 'Percent must be at most 100')
    .refine((value) => Math.round(value * 100) === value * 100, 'Use at most two decimals');

const deductionCode = z.enum(DEDUCTION_CODES as [DeductionCode, ...DeductionCode[]], {
  error: 'Unknown deduction code',
});

/**
 * A change of the pricing rules: only the values that change (deductions by code, the minimum offer, the
 * rounding step). Two admins changing different rules at once do not undo each other's change.
 */
export const pricingChangesSchema = z
  .object({
    deductions: z.partialRecord(deductionCode, percent()).default({}),
    minimum_offer: z
      .number({ error: 'Minimum offer must be a number' })
      .int('Minimum offer must be whole rupees')
      .min(1, 'Minimum offer must be at least ₹1')
      .max(1_000_000, 'Minimum offer is too high')
      .optional(),
    rounding_step: z
      .number({ error: 'Rounding step must be a number' })
      .int('Rounding step must be whole rupees')
      .min(1, 'Rounding step must be at least ₹1')
      .max(10_000, 'Rounding step is too high')
      .optional(),
  })
  .strict();
export type PricingChanges = z.infer<typeof pricingChangesSchema>;
/** The save of a pricing change; `confirm: true` applies a change the guard would refuse. */
export const pricingUpdateRequestSchema = pricingChangesSchema.extend({ confirm: confirm() }).strict();
export type PricingUpdateRequest = z.infer<typeof pricingUpdateRequestSchema>;

export const pricingRulesResponseSchema = z.object({
  success: z.literal(true),
  deductions: z.array(
    z.object({
      code: deductionCode,
      label: z.string(),
      group: z.enum(DEDUCTION_GROUPS.map((group) => group.key) as [DeductionGroup, ...DeductionGroup[]]),
      percent: z.number(),
    }),
  ),
  minimum_offer: z.number().int(),
  rounding_step: z.number().int(),
});
export type PricingRulesResponse = z.infer<typeof pricingRulesResponseSchema>;

/** The condition answers of an answer record, without the device. */
export const sampleAnswersSchema = answerRecordSchema.omit({
  variant: true,
  ic_slug: true,
  item_name: true,
  model_name: true,
  variant_name: true,
  item_image: true,
});
export type SampleAnswers = z.infer<typeof sampleAnswersSchema>;

export const pricingPreviewRequestSchema = z.object({
  /** The changes to try, on top of the rules as they are. */
  changes: pricingChangesSchema,
  variant_id: fields.id(),
  answers: sampleAnswersSchema,
});

const previewQuoteSchema = z.object({
  finalValue: z.number().int(),
  basePrice: z.number().int(),
  deductions: z.array(quoteLineSchema),
  totalDeduction: z.number().int(),
  minimumOfferApplied: z.boolean(),
});
export const pricingPreviewResponseSchema = z.object({
  success: z.literal(true),
  device: z.string(),
  current: previewQuoteSchema,
  proposed: previewQuoteSchema,
});
export type PricingPreviewResponse = z.infer<typeof pricingPreviewResponseSchema>;

/** The label of every deduction code, for the pricing screen. */
export const DEDUCTION_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  DEDUCTIONS.map((deduction) => [deduction.code, deduction.label]),
);

// Contact messages ------------------------------------------------------------------------------------------

export const CONTACT_FILTERS = ['open', 'handled', 'all'] as const;
export const contactMessagesQuerySchema = z.object({
  status: z.enum(CONTACT_FILTERS, { error: 'status must be open, handled or all' }).default('open'),
  page: pageQuery,
});
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: isoDate,
  handled_at: isoDate.nullable(),
  handled_by: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessagesResponseSchema = z.object({
  success: z.literal(true),
  messages: z.array(contactMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export const markContactHandledRequestSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export const contactMessageResponseSchema = z.object({
  success: z.literal(true),
  message: contactMessageSchema,
});

// Price enquiries to follow up ------------------------------------------------------------------------------

export const enquiriesQuerySchema = z.object({
  /** Only enquiries by a signed-in seller (they can be called back). */
  with_contact: z
    .enum(['true', 'false'], { error: 'with_contact must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  page: pageQuery,
});
export const openEnquirySchema = z.object({
  id: z.number().int(),
  created_at: isoDate,
  model: z.string(),
  variant: z.string(),
  final_value: z.number().int(),
  /** The signed-in seller, mobile masked; null for an anonymous enquiry. */
  customer: z.object({ name: z.string(), mobile: z.string() }).nullable(),
});
export type OpenEnquiry = z.infer<typeof openEnquirySchema>;
export const enquiriesResponseSchema = z.object({
  success: z.literal(true),
  enquiries: z.array(openEnquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export const enquiryContactResponseSchema = z.object({
  success: z.literal(true),
  name: z.string(),
  mobile: z.string(),
  email: z.string(),
});
