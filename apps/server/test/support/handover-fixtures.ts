import crypto from 'node:crypto';
import type { PurchaseReceiptContent } from '@phonix/shared/receipt';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { addresses, customers, models, orders, variants } from '../../src/db/schema.ts';
import type { ReceiptNumber } from '../../src/modules/handover/receipt-repository.ts';
import { uniqueMobile } from './recording-sms.ts';

export interface TestOrder {
  id: number;
  refNo: string;
  customerId: number;
  mobile: string;
  modelName: string;
  variantName: string;
  exactValue: number;
}

/**
 * Orders written straight into the database (the booking API is tested elsewhere): one customer with one
 * address, and `count` orders of a seeded model at ₹12,500, out for pickup.
 */
export async function insertTestOrders(db: Database, count: number): Promise<TestOrder[]> {
  const mobile = uniqueMobile();
  const [customer] = await db.insert(customers).values({ mobile, name: 'Ravi Kumar' }).returning();
  if (!customer) throw new Error('no customer');
  const [address] = await db
    .insert(addresses)
    .values({
      customerId: customer.id,
      addressType: 'Home',
      addressNo: '12-3-45',
      locality: 'Madhapur',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500081',
    })
    .returning();
  const [device] = await db
    .select({
      modelId: models.id,
      modelName: models.name,
      variantId: variants.id,
      variantName: variants.name,
    })
    .from(variants)
    .innerJoin(models, eq(models.id, variants.modelId))
    .limit(1);
  if (!address || !device) throw new Error('no address or no seeded device');
  const rows = Array.from({ length: count }, () => ({
    refNo: `PX${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
    customerId: customer.id,
    modelId: device.modelId,
    variantId: device.variantId,
    modelName: device.modelName,
    variantName: device.variantName,
    icSlug: 'test',
    exactValue: 12_500,
    deviceInfo: {},
    quote: {},
    addressId: address.id,
    addressType: 'Home',
    addressNo: '12-3-45',
    locality: 'Madhapur',
    landmark: '',
    city: 'Hyderabad',
    state: 'Telangana',
    pincode: '500081',
    pickupDate: '2026-11-22',
    pickupTime: '10:00 AM - 12:00 PM',
    status: 'out_for_pickup' as const,
    priceBasis: { rate: 12_500, rules: {} },
    quoteValidUntil: new Date(Date.now() + 7 * 86_400_000),
  }));
  const inserted = await db.insert(orders).values(rows).returning();
  return inserted.map((row) => ({
    id: row.id,
    refNo: row.refNo,
    customerId: row.customerId,
    mobile,
    modelName: row.modelName,
    variantName: row.variantName,
    exactValue: row.exactValue,
  }));
}

/** A complete receipt for `number`, as the handover service would build it. */
export function sampleReceiptContent(
  number: ReceiptNumber,
  overrides: { orderRef?: string; issuedAt?: Date; sellerName?: string; imeis?: string[] } = {},
): PurchaseReceiptContent {
  return {
    version: 1,
    number: number.number,
    financial_year: number.financialYear,
    issued_at: (overrides.issuedAt ?? new Date()).toISOString(),
    order_ref: overrides.orderRef ?? 'PXTEST000001',
    seller: {
      name: overrides.sellerName ?? 'Ravi Kumar',
      mobile_masked: 'XXXXXX3210',
      id_type: 'aadhaar',
      id_label: 'Aadhaar',
      id_masked: 'XXXX XXXX 1234',
      name_on_id: 'Ravi Kumar',
    },
    device: {
      model: 'Apple iPhone 13',
      variant: '4 GB / 128 GB',
      imeis: overrides.imeis ?? ['490154203237518'],
    },
    imei_check: { driver: 'list', status: 'clear', reference: 'list restricted-imeis.sample.txt' },
    price: { agreed: 12_500, final: 12_500, final_in_words: 'Rupees Twelve Thousand Five Hundred Only' },
    payout: {
      method: 'upi',
      description: 'UPI XXXXXX3210@ybl',
      details: { method: 'upi', vpa: 'XXXXXX3210@ybl' },
      reference: 'TEST-UTR-0123456789AB',
      test: true,
    },
    pickup: { date: '2026-11-22', slot: '10:00 AM - 12:00 PM', city: 'Hyderabad' },
    company: {
      name: 'Phonix',
      legal_name: 'Phonix Technologies Private Limited',
      address: '4th Floor, Cyber Towers, HITEC City, Hyderabad, Telangana - 500081',
      gstin: '36AAJCP7300K1Z9',
    },
    data_wipe: {
      confirmed_at: new Date().toISOString(),
      items: [{ code: 'factory_reset', label: 'Factory reset done' }],
    },
  };
}
