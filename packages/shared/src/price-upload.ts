import { z } from 'zod';
import { PRICE_RISKS } from './price-guard.ts';
import { fields, text } from './validation.ts';

/**
 * Get Upto prices uploaded as a CSV (issue 31): one line per variant, `brand,model,variant,price` (a header
 * line of those names first). The server previews every line (the price now and the new one), the price
 * guard flags each line that moves more than its threshold (price-guard.ts), and applying the upload is one
 * audited change (`price_upload.applied`) that the price history reverts in one click.
 */
export const PRICE_UPLOAD_HEADER = ['brand', 'model', 'variant', 'price'] as const;
/** The most lines one upload holds (a whole catalog fits). */
export const PRICE_UPLOAD_MAX_LINES = 5_000;
export const PRICE_UPLOAD_MAX_CHARACTERS = 1_000_000;

export const priceUploadRequestSchema = z.object({
  csv: text(PRICE_UPLOAD_MAX_CHARACTERS, { multiline: true }).min(1, 'Choose a CSV file'),
  /** The file's name, kept in the audit entry. */
  file_name: text(200).trim().optional(),
  /** Apply even though the price guard flagged lines (the preview was seen). */
  confirm: z.boolean({ error: 'confirm must be true or false' }).optional(),
});
export type PriceUploadRequest = z.infer<typeof priceUploadRequestSchema>;

export const priceUploadLineSchema = z.object({
  /** The line's number in the file (the header is line 1). */
  line: z.number().int(),
  brand: z.string(),
  model: z.string(),
  variant: z.string(),
  variant_id: z.number().int(),
  /** 'Apple iPhone 13 (128 GB)'. */
  device: z.string(),
  old_rate: z.number().int(),
  new_rate: z.number().int(),
  /** The price guard's risks of this line (empty: it moves within the threshold). */
  risks: z.array(z.enum(PRICE_RISKS)),
});
export type PriceUploadLine = z.infer<typeof priceUploadLineSchema>;

export const priceUploadProblemSchema = z.object({ line: z.number().int(), message: z.string() });
export type PriceUploadProblem = z.infer<typeof priceUploadProblemSchema>;

export const priceUploadPreviewSchema = z.object({
  /** Lines whose price changes, in file order. */
  changes: z.array(priceUploadLineSchema),
  /** Lines whose price is already that. */
  unchanged: z.number().int(),
  /** Lines that cannot be applied: nothing is applied while there is one. */
  problems: z.array(priceUploadProblemSchema),
  /** The price guard's threshold, in percent of the Get Upto price. */
  threshold_percent: z.number(),
  /** How many changes the guard flagged (applying needs `confirm`). */
  flagged: z.number().int(),
});
export type PriceUploadPreview = z.infer<typeof priceUploadPreviewSchema>;

export const priceUploadPreviewResponseSchema = z.object({
  success: z.literal(true),
  preview: priceUploadPreviewSchema,
});

export const priceUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The audit entry: the price history reverts the whole upload with it. */
  entry_id: z.number().int(),
  changed: z.number().int(),
});

// Reassigning several orders at once ------------------------------------------------------------------------

export const BULK_REASSIGN_MAX = 50;
export const staffBulkAssignRequestSchema = z.object({
  refs: z
    .array(text(40).trim().min(1, 'is required'), { error: 'refs must be a list of references' })
    .min(1, 'Choose at least one order')
    .max(BULK_REASSIGN_MAX, `At most ${BULK_REASSIGN_MAX} orders at once`),
  partner_id: fields.id('partner_id must be a partner id'),
  reason: fields.requiredText('Please give a reason', 300, 'The reason must be at most 300 characters'),
});
export type StaffBulkAssignRequest = z.infer<typeof staffBulkAssignRequestSchema>;

export const staffBulkAssignResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Each order in the order asked: given to the partner, or why not (its error code and words). */
  results: z.array(
    z.object({
      ref_no: z.string(),
      assigned: z.boolean(),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
});
export type StaffBulkAssignResponse = z.infer<typeof staffBulkAssignResponseSchema>;
