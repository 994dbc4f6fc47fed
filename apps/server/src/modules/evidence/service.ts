import crypto from 'node:crypto';
import { DOOR_PHOTO_LIMITS, type DoorPhoto, type DoorPhotoUploadRequest } from '@phonix/shared/evidence';
import { isRequoteAllowed } from '@phonix/shared/order-lifecycle';
import { PRICED_ANSWER_KEYS } from '@phonix/shared/requote';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor as AuditActor, audited } from '../audit/index.ts';
import { findOrderByRef, findPartnerOrderByRef, orderRefsByIds } from '../orders/index.ts';
import { doorPhotos } from './tables.ts';

type Executor = Database | Transaction;

/** Who a photo's link is made for: only the console reads why staff rejected one. */
export type Viewer = 'seller' | 'partner' | 'staff';

/**
 * What the evidence needs of the orders when staff reject a photo: the change it was meant to prove undone
 * in the seller's favour (orders' RequoteService.undoChange), in the rejection's transaction.
 */
export type UndoChange = (
  tx: Transaction,
  input: { refNo: string; answerKey: string; staffId: number | null; reason: string },
) => Promise<void>;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

/** The bytes of a base64 image or data URL, within the upload limit; 400 PHOTO_INVALID otherwise. */
function decodeImage(value: string): Buffer {
  const base64 = value.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new AppError('PHOTO_INVALID', { field: 'image' });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw new AppError('PHOTO_INVALID', { field: 'image' });
  if (bytes.length > DOOR_PHOTO_LIMITS.maxUploadBytes)
    throw new AppError('PHOTO_INVALID', { field: 'image', message: 'The photo must be at most 12 MB.' });
  return bytes;
}

/**
 * A photo as we keep it: turned upright, the longest side at most DOOR_PHOTO_LIMITS.longestSide, WebP, and
 * no metadata at all (sharp writes none unless asked: no EXIF, no GPS position, no camera serial).
 */
export async function reencodeDoorPhoto(
  input: Buffer,
): Promise<{ webp: Buffer; width: number; height: number }> {
  try {
    const image = sharp(input, { failOn: 'error', limitInputPixels: 60_000_000 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('PHOTO_INVALID', { field: 'image' });
    const { data, info } = await image
      .rotate()
      .resize(DOOR_PHOTO_LIMITS.longestSide, DOOR_PHOTO_LIMITS.longestSide, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PHOTO_INVALID', { field: 'image', cause: error });
  }
}

type PhotoRow = Omit<typeof doorPhotos.$inferSelect, 'webp'>;
const listed = {
  id: doorPhotos.id,
  orderId: doorPhotos.orderId,
  answerKey: doorPhotos.answerKey,
  partnerId: doorPhotos.partnerId,
  takenAt: doorPhotos.takenAt,
  width: doorPhotos.width,
  height: doorPhotos.height,
  rejectedAt: doorPhotos.rejectedAt,
  rejectedBy: doorPhotos.rejectedBy,
  rejectedReason: doorPhotos.rejectedReason,
};

/** The answers of an order that a live (not rejected) photo of this partner proves. */
export async function provedAnswerKeys(
  db: Executor,
  orderId: number,
  partnerId: number,
): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ answerKey: doorPhotos.answerKey })
    .from(doorPhotos)
    .where(
      and(
        eq(doorPhotos.orderId, orderId),
        eq(doorPhotos.partnerId, partnerId),
        isNull(doorPhotos.rejectedAt),
      ),
    );
  return new Set(rows.map((row) => row.answerKey));
}

/**
 * The door photos: taken by the partner holding an order while it is out for pickup, shown through links
 * signed with a key of their own (derived from OTP_SECRET, so every process of a deployment makes and reads
 * the same links), reviewed by staff.
 */
export class EvidenceService {
  readonly #linkKey: Buffer;
  readonly #now: () => Date;
  readonly #undoChange: UndoChange;

  constructor(
    private readonly db: Database,
    options: { secret?: string | undefined; now?: (() => Date) | undefined; undoChange: UndoChange },
  ) {
    this.#linkKey = options.secret
      ? crypto.createHmac('sha256', options.secret).update('door-photo-links').digest()
      : crypto.randomBytes(32);
    this.#now = options.now ?? (() => new Date());
    this.#undoChange = options.undoChange;
  }

  #signature(id: number, expires: number): string {
    return crypto.createHmac('sha256', this.#linkKey).update(`${id}:${expires}`).digest('hex');
  }

  /** A link to the photo that works for DOOR_PHOTO_LIMITS.linkSeconds. */
  link(id: number): string {
    const expires = Math.floor(this.#now().getTime() / 1000) + DOOR_PHOTO_LIMITS.linkSeconds;
    return `/api/door-photos/${id}?expires=${expires}&signature=${this.#signature(id, expires)}`;
  }

  #view(row: PhotoRow, viewer: Viewer): DoorPhoto {
    return {
      id: row.id,
      answer_key: row.answerKey,
      url: this.link(row.id),
      width: row.width,
      height: row.height,
      taken_at: row.takenAt.toISOString(),
      proves: row.rejectedAt === null,
      rejected_reason: viewer === 'staff' ? row.rejectedReason : null,
    };
  }

  /** The photos of an order, oldest first, with links made for `viewer`. */
  async photosOf(orderId: number, viewer: Viewer, db: Executor = this.db): Promise<DoorPhoto[]> {
    const rows = await db
      .select(listed)
      .from(doorPhotos)
      .where(eq(doorPhotos.orderId, orderId))
      .orderBy(asc(doorPhotos.id));
    return rows.map((row) => this.#view(row, viewer));
  }

  /** The partner's photo of a changed answer, stored re-encoded while the order waits for its re-check. */
  async upload(partnerId: number, refNo: string, body: DoorPhotoUploadRequest): Promise<DoorPhoto> {
    const order = await findPartnerOrderByRef(this.db, partnerId, refNo);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (!PRICED_ANSWER_KEYS.has(body.answer_key))
      throw new AppError('VALIDATION_FAILED', {
        field: 'answer_key',
        message: 'answer_key must name an answer of the questionnaire',
      });
    if (!isRequoteAllowed({ status: order.status, offerStatus: order.offerStatus }))
      throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
        message: 'Photos are taken during the re-check, while the pickup is under way.',
      });
    const { webp, width, height } = await reencodeDoorPhoto(decodeImage(body.image));
    const row = await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ n: count() })
        .from(doorPhotos)
        .where(and(eq(doorPhotos.orderId, order.id), eq(doorPhotos.answerKey, body.answer_key)));
      if ((taken?.n ?? 0) >= DOOR_PHOTO_LIMITS.maxPerAnswer) throw new AppError('DOOR_PHOTO_LIMIT');
      const [inserted] = await tx
        .insert(doorPhotos)
        .values({
          orderId: order.id,
          answerKey: body.answer_key,
          partnerId,
          takenAt: this.#now(),
          webp,
          width,
          height,
        })
        .returning(listed);
      return inserted as PhotoRow;
    });
    return this.#view(row, 'partner');
  }

  /** The partner's photos of an order it holds. */
  async forPartner(partnerId: number, refNo: string): Promise<DoorPhoto[]> {
    const order = await findPartnerOrderByRef(this.db, partnerId, refNo);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return this.photosOf(order.id, 'partner');
  }

  /** Every photo of an order, for the console. */
  async forStaff(refNo: string): Promise<DoorPhoto[]> {
    const order = await findOrderByRef(this.db, refNo);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return this.photosOf(order.id, 'staff');
  }

  /** The photo's WebP bytes for a link this server signed and that has not expired. */
  async image(id: number, expires: number, signature: string): Promise<Buffer> {
    const expected = Buffer.from(this.#signature(id, expires), 'hex');
    const given = Buffer.from(signature, 'hex');
    const valid = given.length === expected.length && crypto.timingSafeEqual(given, expected);
    if (!valid || expires * 1000 < this.#now().getTime()) throw new AppError('PHOTO_LINK_INVALID');
    const [row] = await this.db
      .select({ webp: doorPhotos.webp })
      .from(doorPhotos)
      .where(eq(doorPhotos.id, id));
    if (!row) throw new AppError('DOOR_PHOTO_NOT_FOUND');
    return Buffer.from(row.webp);
  }

  /**
   * Staff mark a photo as not proving its change (audited). When no other photo of that answer proves it,
   * the change is undone in the seller's favour (the offer priced again, the seller told), in the same
   * transaction.
   */
  async reject(actor: AuditActor, id: number, reason: string): Promise<DoorPhoto> {
    const row = await audited(this.db, actor, 'door_photo.rejected', async (tx) => {
      const [before] = await tx.select(listed).from(doorPhotos).where(eq(doorPhotos.id, id)).for('update');
      if (!before) throw new AppError('DOOR_PHOTO_NOT_FOUND');
      if (before.rejectedAt !== null)
        throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
          message: 'This photo is already marked as not proving the change.',
        });
      const [after] = await tx
        .update(doorPhotos)
        .set({ rejectedAt: this.#now(), rejectedBy: actor.staffId, rejectedReason: reason })
        .where(eq(doorPhotos.id, id))
        .returning(listed);
      const [left] = await tx
        .select({ n: count() })
        .from(doorPhotos)
        .where(
          and(
            eq(doorPhotos.orderId, before.orderId),
            eq(doorPhotos.answerKey, before.answerKey),
            isNull(doorPhotos.rejectedAt),
          ),
        );
      const refNo = (await orderRefsByIds(tx, [before.orderId])).get(before.orderId)?.refNo ?? '';
      if ((left?.n ?? 0) === 0)
        await this.#undoChange(tx, { refNo, answerKey: before.answerKey, staffId: actor.staffId, reason });
      return {
        entityType: 'door_photo',
        entityId: id,
        before: { answer_key: before.answerKey, order: refNo, proves: true },
        after: { answer_key: before.answerKey, order: refNo, proves: false, reason },
        result: after as PhotoRow,
      };
    });
    return this.#view(row, 'staff');
  }
}

/** The photos of these orders by id (the data download: each photo as its file). */
export async function photoFilesOfOrders(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(doorPhotos)
    .where(inArray(doorPhotos.orderId, orderIds))
    .orderBy(asc(doorPhotos.id));
}
