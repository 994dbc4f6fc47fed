import { fullModelName } from '@phonix/shared/catalog';
import { maskMobile } from '@phonix/shared/console-api';
import { and, avg, between, count, desc, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indiaDayOf } from '../../db/india-day.ts';
import type { Transaction } from '../../db/transaction.ts';
import { modelNames, variantNames } from '../catalog/index.ts';
import { customerContactsWithEmail } from '../customers/index.ts';
import { latestOrdersBySellerAndVariant } from '../orders/index.ts';
import { priceEnquiries } from './tables.ts';

export const ENQUIRY_PAGE_SIZE = 50;

/**
 * No order of that phone by that seller since the enquiry (anonymous enquiries never match one). The orders
 * module answers each seller's latest booking of each variant; the enquiries compare them with theirs here.
 */
function notConverted(latest: { customerId: number; variantId: number; lastAt: string }[]): SQL {
  const booked = JSON.stringify(
    latest.map((order) => ({
      customer_id: order.customerId,
      variant_id: order.variantId,
      last_at: order.lastAt,
    })),
  );
  return sql`not exists (select 1
    from jsonb_to_recordset(${booked}::jsonb) as booked(customer_id integer, variant_id integer, last_at timestamptz)
    where booked.customer_id = ${priceEnquiries.customerId} and booked.variant_id = ${priceEnquiries.variantId}
      and booked.last_at >= ${priceEnquiries.createdAt})`;
}

/** Price enquiries that did not become an order, newest first; the seller's mobile masked. */
export async function listOpenEnquiries(db: Database, options: { withContact: boolean; page: number }) {
  const where = and(
    notConverted(await latestOrdersBySellerAndVariant(db)),
    options.withContact ? isNotNull(priceEnquiries.customerId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: priceEnquiries.id,
        createdAt: priceEnquiries.createdAt,
        finalValue: priceEnquiries.finalValue,
        modelId: priceEnquiries.modelId,
        variantId: priceEnquiries.variantId,
        customerId: priceEnquiries.customerId,
      })
      .from(priceEnquiries)
      .where(where)
      .orderBy(desc(priceEnquiries.createdAt), desc(priceEnquiries.id))
      .limit(ENQUIRY_PAGE_SIZE)
      .offset((options.page - 1) * ENQUIRY_PAGE_SIZE),
    db.select({ total: count() }).from(priceEnquiries).where(where),
  ]);
  const [modelRows, variantRows, sellers] = await Promise.all([
    modelNames(
      db,
      rows.map((row) => row.modelId),
    ),
    variantNames(
      db,
      rows.map((row) => row.variantId),
    ),
    customerContactsWithEmail(
      db,
      rows.flatMap((row) => (row.customerId === null ? [] : [row.customerId])),
    ),
  ]);
  const model = new Map(modelRows.map((row) => [row.id, fullModelName(row.brand, row.model)]));
  const variant = new Map(variantRows.map((row) => [row.id, row.name]));
  return {
    enquiries: rows.flatMap((row) => {
      const modelName = model.get(row.modelId);
      const variantName = variant.get(row.variantId);
      if (modelName === undefined || variantName === undefined) return [];
      const seller = row.customerId === null ? undefined : sellers.get(row.customerId);
      return [
        {
          id: row.id,
          created_at: row.createdAt.toISOString(),
          model: modelName,
          variant: variantName,
          final_value: row.finalValue,
          customer: seller ? { name: seller.name, mobile: maskMobile(seller.mobile) } : null,
        },
      ];
    }),
    total: total?.total ?? 0,
  };
}

/** The seller of an enquiry, in full; undefined when the enquiry does not exist or was anonymous. */
export async function enquiryContact(db: Database | Transaction, enquiryId: number) {
  const [enquiry] = await db
    .select({ customerId: priceEnquiries.customerId })
    .from(priceEnquiries)
    .where(eq(priceEnquiries.id, enquiryId));
  if (!enquiry || enquiry.customerId === null) return undefined;
  const seller = (await customerContactsWithEmail(db, [enquiry.customerId])).get(enquiry.customerId);
  return seller
    ? { customerId: seller.id, name: seller.name, mobile: seller.mobile, email: seller.email }
    : undefined;
}

/** Enquiries by signed-in sellers since `since`, and how many of them became an order of that phone. */
export async function conversionSince(db: Database, since: Date) {
  const signedIn = and(isNotNull(priceEnquiries.customerId), gte(priceEnquiries.createdAt, since));
  // An order converts an enquiry only when booked after it: orders before `since` convert none of these.
  const latest = await latestOrdersBySellerAndVariant(db, since);
  const [all] = await db.select({ value: count() }).from(priceEnquiries).where(signedIn);
  const [open] = await db
    .select({ value: count() })
    .from(priceEnquiries)
    .where(and(signedIn, notConverted(latest)));
  const enquiries = all?.value ?? 0;
  return { enquiries, converted: enquiries - (open?.value ?? 0) };
}

/** Enquiries made since `since`, per day in India (YYYY-MM-DD -> count). */
export async function enquiriesPerIndiaDay(db: Database, since: Date): Promise<Map<string, number>> {
  const day = indiaDayOf(priceEnquiries.createdAt);
  const rows = await db
    .select({ day, value: count() })
    .from(priceEnquiries)
    .where(gte(priceEnquiries.createdAt, since))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.value]));
}

/**
 * Enquiries since `since` whose quote took from `min` to `max` seconds (a plausible time): how many, and
 * their mean (null for none). The home page's figure.
 */
export async function quoteTimesSince(
  db: Database,
  since: Date,
  range: { min: number; max: number },
): Promise<{ samples: number; meanSeconds: number | null }> {
  const [row] = await db
    .select({ n: count(), mean: avg(priceEnquiries.quoteSeconds) })
    .from(priceEnquiries)
    .where(
      and(gte(priceEnquiries.createdAt, since), between(priceEnquiries.quoteSeconds, range.min, range.max)),
    );
  return { samples: row?.n ?? 0, meanSeconds: row?.mean == null ? null : Number(row.mean) };
}
