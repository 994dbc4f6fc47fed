import { z } from 'zod';
import type { AnswerChange } from './requote.ts';
import { fields } from './validation.ts';

/**
 * Evidence at the door (issue 34): each answer the partner changes from the seller's is proved by at least
 * one photo taken there and then. The server re-encodes each photo (no EXIF, no location, longest side at
 * most DOOR_PHOTO_LIMITS.longestSide, WebP) and keeps it with the order; it is only ever shown through a
 * signed link that expires, made for the order's seller, its partner and staff.
 */
export const DOOR_PHOTO_LIMITS = {
  /** The bytes a photo may have as sent (the web app scales a camera's photo down before sending it). */
  maxUploadBytes: 12 * 1024 * 1024,
  /** The longest side of the stored photo, in pixels. */
  longestSide: 1600,
  /** Photos one answer may have. */
  maxPerAnswer: 6,
  /** How long a signed link to a photo works. */
  linkSeconds: 10 * 60,
} as const;

/** The changed answers that have no photo proving them yet (every changed answer needs one). */
export function changesWithoutPhotos(
  changes: readonly AnswerChange[],
  provedKeys: ReadonlySet<string>,
): string[] {
  return changes.map((change) => change.key).filter((key) => !provedKeys.has(key));
}

/** An answer record's field as a re-check names it ('bodydent', 'functionalerror.F1', 'accessories.Chr'). */
export const answerKeySchema = z
  .string({ error: 'answer_key is required' })
  .regex(/^[a-z]+(\.[A-Za-z0-9]+)?$/, 'answer_key must name an answer of the questionnaire')
  .max(40, 'answer_key must name an answer of the questionnaire');

/** A photo taken at the door, as its viewers get it: the link works for DOOR_PHOTO_LIMITS.linkSeconds. */
export const doorPhotoSchema = z.object({
  id: z.number().int(),
  answer_key: z.string(),
  /** A signed, short-lived link to the WebP image. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** ISO time the partner took it. */
  taken_at: z.string(),
  /** False once staff marked it as not proving the change. */
  proves: z.boolean(),
  /** Why staff said it does not prove the change (console only; null for others and while it proves). */
  rejected_reason: z.string().nullable(),
});
export type DoorPhoto = z.infer<typeof doorPhotoSchema>;

/** The partner sends one photo as it is taken: the answer it proves and the image (base64, or a data URL). */
export const doorPhotoUploadRequestSchema = z.object({
  answer_key: answerKeySchema,
  image: z
    .string({ error: 'image is required' })
    .min(1, 'image is required')
    .max(Math.ceil((DOOR_PHOTO_LIMITS.maxUploadBytes * 4) / 3) + 100, 'The photo must be at most 12 MB'),
});
export type DoorPhotoUploadRequest = z.infer<typeof doorPhotoUploadRequestSchema>;

export const doorPhotoResponseSchema = z.object({ success: z.literal(true), photo: doorPhotoSchema });
export const doorPhotosResponseSchema = z.object({
  success: z.literal(true),
  photos: z.array(doorPhotoSchema),
});

/** Staff say a photo does not prove its change: why, in their words (kept in the audit log). */
export const doorPhotoRejectRequestSchema = z.object({
  reason: fields.requiredText('Please give a reason', 300, 'The reason must be at most 300 characters'),
});

/** The signed link's query: when it stops working (Unix seconds) and its HMAC. */
export const doorPhotoLinkQuerySchema = z.object({
  expires: z.coerce.number().int().min(0).max(99_999_999_999),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature is not valid'),
});
