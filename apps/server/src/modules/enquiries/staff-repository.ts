import { fullModelName } from '@phonix/shared/catalog';
import { maskMobile } from '@phonix/shared/console-api';
import { and, count, desc, eq, gte, isNotNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { brands, models, variants } from '../catalog/tables.ts';
import { customers } from '../customers/tables.ts';
import { orders } from '../orders/tables.ts';
import { priceEnquiries } from './tables.ts';

export const ENQUIRY_PAGE_SIZE = 50;

/** No order of that phone by that seller since the enquiry (anonymous enquiries never match one). */
export const notConverted = notExists(
  sql`(select 1 from ${orders} where ${orders.customerId} = ${priceEnquiries.customerId}
    and ${orders.variantId} = ${priceEnquiries.variantId} and ${orders.createdAt} >= ${priceEnquiries.createdAt})`,
);

/** Price enquiries that did not become an order, newest first; the seller's mobile masked. */
export async function listOpenEnquiries(db: Database, options: { withContact: boolean; page: number }) {
  const where = and(notConverted, options.withContact ? isNotNull(priceEnquiries.customerId) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: priceEnquiries.id,
        createdAt: priceEnquiries.createdAt,
        finalValue: priceEnquiries.finalValue,
        brand: brands.name,
        model: models.name,
        variant: variants.name,
        customerName: customers.name,
        customerMobile: customers.mobile,
      })
      .from(priceEnquiries)
      .innerJoin(models, eq(models.id, priceEnquiries.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .innerJoin(variants, eq(variants.id, priceEnquiries.variantId))
      .leftJoin(customers, eq(customers.id, priceEnquiries.customerId))
      .where(where)
      .orderBy(desc(priceEnquiries.createdAt), desc(priceEnquiries.id))
      .limit(ENQUIRY_PAGE_SIZE)
      .offset((options.page - 1) * ENQUIRY_PAGE_SIZE),
    db.select({ total: count() }).from(priceEnquiries).where(where),
  ]);
  return {
    enquiries: rows.map((row) => ({
      id: row.id,
      created_at: row.createdAt.toISOString(),
      model: fullModelName(row.brand, row.model),
      variant: row.variant,
      final_value: row.finalValue,
      customer:
        row.customerMobile === null
          ? null
          : { name: row.customerName ?? '', mobile: maskMobile(row.customerMobile) },
    })),
    total: total?.total ?? 0,
  };
}

/** The seller of an enquiry, in full; undefined when the enquiry does not exist or was anonymous. */
export async function enquiryContact(db: Database | Transaction, enquiryId: number) {
  const [row] = await db
    .select({
      customerId: customers.id,
      name: customers.name,
      mobile: customers.mobile,
      email: customers.email,
    })
    .from(priceEnquiries)
    .innerJoin(customers, eq(customers.id, priceEnquiries.customerId))
    .where(eq(priceEnquiries.id, enquiryId));
  return row;
}

/** Enquiries by signed-in sellers since `since`, and how many of them became an order of that phone. */
export async function conversionSince(db: Database, since: Date) {
  const signedIn = and(isNotNull(priceEnquiries.customerId), gte(priceEnquiries.createdAt, since));
  const [all] = await db.select({ value: count() }).from(priceEnquiries).where(signedIn);
  const [open] = await db.select({ value: count() }).from(priceEnquiries).where(and(signedIn, notConverted));
  const enquiries = all?.value ?? 0;
  return { enquiries, converted: enquiries - (open?.value ?? 0) };
}
