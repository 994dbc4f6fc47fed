import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseReceipts, receiptCounters } from '../src/db/schema.ts';
import {
  allocateReceiptNumber,
  findReceiptByOrder,
  insertPurchaseReceipt,
  listReceipts,
  receiptContent,
} from '../src/modules/handover/receipt-repository.ts';
import { insertTestOrders, sampleReceiptContent } from './support/handover-fixtures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('purchase receipt numbers', () => {
  it('are consecutive, with no gaps and no repeats, under 30 concurrent completions some of which roll back', async () => {
    const { db } = context;
    const orders = await insertTestOrders(db, 30);
    const issuedAt = new Date('2030-06-15T10:00:00+05:30');
    const outcomes = await Promise.allSettled(
      orders.map((order, index) =>
        db.transaction(async (tx) => {
          const receipt = await insertPurchaseReceipt(tx, {
            orderId: order.id,
            issuedAt,
            build: (number) => sampleReceiptContent(number, { orderRef: order.refNo, issuedAt }),
          });
          // Hold the transaction open a little so the others pile up behind the counter.
          await sleep((index * 7) % 13);
          if (index % 4 === 3) throw new Error('the completion failed after the number was taken');
          return receipt;
        }),
      ),
    );
    const committed = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const rolledBack = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(rolledBack).toHaveLength(7);
    expect(committed).toHaveLength(23);
    const sequences = committed.map((receipt) => receipt.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 23 }, (_, index) => index + 1));
    expect(new Set(committed.map((receipt) => receipt.number)).size).toBe(23);
    expect(committed.map((receipt) => receipt.number)).toContain('PX/2030-31/000023');

    const stored = await db
      .select()
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.financialYear, '2030-31'));
    expect(stored.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(sequences);
    const [counter] = await db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.financialYear, '2030-31'));
    expect(counter?.lastSequence).toBe(23);
    // Each stored receipt carries its own number in its content.
    for (const row of stored) expect(receiptContent(row).number).toBe(row.number);
  });

  it('restart at 1 in each financial year, which turns at midnight on 1 April, India time', async () => {
    const { db } = context;
    const [march, april, april2] = await insertTestOrders(db, 3);
    if (!march || !april || !april2) throw new Error('no orders');
    const beforeMidnight = new Date('2031-03-31T23:59:59+05:30');
    const afterMidnight = new Date('2031-04-01T00:00:00+05:30');
    const receipt = (orderId: number, issuedAt: Date) =>
      db.transaction((tx) =>
        insertPurchaseReceipt(tx, {
          orderId,
          issuedAt,
          build: (number) => sampleReceiptContent(number, { issuedAt }),
        }),
      );
    expect((await receipt(march.id, beforeMidnight)).number).toBe('PX/2030-31/000024');
    expect((await receipt(april.id, afterMidnight)).number).toBe('PX/2031-32/000001');
    expect((await receipt(april2.id, afterMidnight)).number).toBe('PX/2031-32/000002');
  });

  it('refuse a second receipt for an order, and that refusal uses up no number', async () => {
    const { db } = context;
    const [order, next] = await insertTestOrders(db, 2);
    if (!order || !next) throw new Error('no orders');
    const issuedAt = new Date('2032-05-01T12:00:00+05:30');
    const write = (orderId: number) =>
      db.transaction((tx) =>
        insertPurchaseReceipt(tx, {
          orderId,
          issuedAt,
          build: (number) => sampleReceiptContent(number, { issuedAt }),
        }),
      );
    expect((await write(order.id)).number).toBe('PX/2032-33/000001');
    await expect(write(order.id)).rejects.toMatchObject({ code: 'HANDOVER_ALREADY_COMPLETED' });
    expect((await write(next.id)).number).toBe('PX/2032-33/000002');
    const [stored] = await db
      .select({ n: count() })
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.orderId, order.id));
    expect(stored?.n).toBe(1);
  });

  it('refuse content that does not match the receipt schema or its allocated number', async () => {
    const { db } = context;
    const [order] = await insertTestOrders(db, 1);
    if (!order) throw new Error('no order');
    const issuedAt = new Date('2033-05-01T12:00:00+05:30');
    await expect(
      db.transaction((tx) =>
        insertPurchaseReceipt(tx, {
          orderId: order.id,
          issuedAt,
          build: (number) => ({ ...sampleReceiptContent(number), number: 'PX/2033-34/000099' }),
        }),
      ),
    ).rejects.toThrow(/allocated number/);
    expect(await findReceiptByOrder(db, order.id)).toBeNull();
    // The failed attempt rolled its number back.
    expect(await db.transaction((tx) => allocateReceiptNumber(tx, issuedAt))).toMatchObject({ sequence: 1 });
  });

  it('list by issue date, oldest first', async () => {
    const rows = await listReceipts(context.db, {
      from: new Date('2031-03-31T00:00:00+05:30'),
      to: new Date('2031-04-02T00:00:00+05:30'),
    });
    expect(rows.map((row) => row.number)).toEqual([
      'PX/2030-31/000024',
      'PX/2031-32/000001',
      'PX/2031-32/000002',
    ]);
  });
});
