import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { customers, orders, partners } from '../src/db/schema.ts';
import {
  addressLine,
  DEALER_REGISTER_HEADER,
  dealerRegisterCsv,
  exportDealerRegister,
  imeiAsText,
  NAME_DIFFERS,
  nameDiffers,
  neutralizeFormula,
} from '../src/modules/handover/dealer-register.ts';
import { insertPurchaseReceipt } from '../src/modules/handover/receipt-repository.ts';
import { registerRange } from '../src/scripts/dealer-register.ts';
import { insertTestOrders, sampleReceiptContent } from './support/handover-fixtures.ts';
import { uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let context: TestApp;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

function withoutDatabaseUrl(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

const readCsv = (csv: string): string[][] => parse(csv.replace(/^\ufeff/, ''), { relax_column_count: false });

describe('dealer register', () => {
  it('lists the receipts of the range: seller, mobile, address, IMEIs as text, the partner that bought', async () => {
    const { db } = context;
    const [first, second, outside] = await insertTestOrders(db, 3);
    if (!first || !second || !outside) throw new Error('no orders');
    const [seller] = await db.select().from(customers).where(eq(customers.id, first.customerId));
    if (!seller) throw new Error('no seller');
    const [shop] = await db
      .insert(partners)
      .values({ shopName: 'Quick Mobiles', ownerName: 'Imran Khan', mobile: uniqueMobile() })
      .returning();
    const [sly] = await db
      .insert(partners)
      .values({ shopName: '@SUM(1+1)*cmd|calc', ownerName: '-Owner', mobile: uniqueMobile() })
      .returning();
    if (!shop || !sly) throw new Error('no partners');
    await db
      .update(orders)
      .set({ partnerId: shop.id, landmark: 'Near Inorbit Mall' })
      .where(eq(orders.id, first.id));
    // A hostile address and shop: every cell that could start a formula is neutralised.
    await db.update(orders).set({ partnerId: sly.id, addressNo: '=1+1' }).where(eq(orders.id, second.id));
    const write = (orderId: number, issuedAt: Date, sellerName: string, imeis?: string[]) =>
      db.transaction((tx) =>
        insertPurchaseReceipt(tx, {
          orderId,
          issuedAt,
          build: (number) => sampleReceiptContent(number, { issuedAt, sellerName, imeis }),
        }),
      );
    await write(first.id, new Date('2026-11-22T10:00:00+05:30'), 'Kumar, Ravi "RK"');
    await write(second.id, new Date('2026-11-23T23:30:00+05:30'), '=HYPERLINK("http://x","y")', [
      '013456789012341',
      '356938035643809',
    ]);
    await write(outside.id, new Date('2026-11-24T00:00:00+05:30'), 'Next Day');

    const csv = await exportDealerRegister(db, registerRange('2026-11-22', '2026-11-23'));
    expect(csv.startsWith('\ufeff')).toBe(true);
    expect(csv).toContain('\r\n');
    expect(csv).toContain('"Kumar, Ravi ""RK"""');
    const rows = readCsv(csv);
    expect(rows[0]).toEqual([...DEALER_REGISTER_HEADER]);
    expect(rows.slice(1)).toEqual([
      [
        '22-11-2026',
        'PX/2026-27/000001',
        'Kumar, Ravi "RK"',
        seller.mobile,
        '12-3-45, Near Inorbit Mall, Madhapur, Hyderabad, Telangana 500081',
        'Aadhaar XXXX XXXX 1234',
        "'490154203237518",
        '',
        'Apple iPhone 13 (4 GB / 128 GB)',
        '12500',
        'Quick Mobiles',
        'Imran Khan',
        shop.mobile,
        'Ravi Kumar',
        // The account says 'Kumar, Ravi "RK"': a third word the ID does not carry.
        NAME_DIFFERS,
      ],
      [
        '23-11-2026',
        'PX/2026-27/000002',
        `'=HYPERLINK("http://x","y")`,
        seller.mobile,
        "'=1+1, Madhapur, Hyderabad, Telangana 500081",
        'Aadhaar XXXX XXXX 1234',
        "'013456789012341",
        "'356938035643809",
        'Apple iPhone 13 (4 GB / 128 GB)',
        '12500',
        "'@SUM(1+1)*cmd|calc",
        "'-Owner",
        sly.mobile,
        'Ravi Kumar',
        NAME_DIFFERS,
      ],
    ]);
    // A spreadsheet reads the apostrophe as "text follows": every digit of each IMEI is there, the leading
    // zero included, and no IMEI cell is a number (which would show as 4.90154E+14) or a formula.
    const imeis = rows.slice(1).flatMap((row) => [row[6], row[7]].filter(Boolean));
    for (const cell of imeis) expect(cell).toMatch(/^'\d{15}$/);
    // The raw bytes too: the IMEI is never written bare or as ="...".
    expect(csv).not.toMatch(/(^|,)490154203237518(,|\r)/m);
    expect(csv).not.toContain('="');
  });

  it("flags a name on the ID that differs from the account's, not a reordering of it", () => {
    expect(nameDiffers('Ravi Kumar', 'Ravi Kumar')).toBe(false);
    expect(nameDiffers('Ravi Kumar', 'KUMAR, Ravi')).toBe(false);
    expect(nameDiffers('Ravi Kumar', 'Ravi Kumar Reddy')).toBe(true);
    expect(nameDiffers('Ravi Kumar', 'Suresh Rao')).toBe(true);
    expect(nameDiffers('Ravi Kumar', '')).toBe(false);
  });

  it('never lets a cell start a formula, and reads back what it wrote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 30 }), { minLength: 1, maxLength: 3 }),
        (names) => {
          const entries = names.map((name, index) => ({
            receipt: sampleReceiptContent(
              {
                number: `PX/2026-27/${String(index + 1).padStart(6, '0')}`,
                financialYear: '2026-27',
                sequence: index + 1,
              },
              { sellerName: name },
            ),
            sellerMobile: '9876543210',
            address: name,
            partner: { shopName: name, ownerName: name, mobile: '9123456780' },
          }));
          const rows = readCsv(dealerRegisterCsv(entries)).slice(1);
          for (const column of [2, 4, 10, 11])
            expect(rows.map((row) => row[column])).toEqual(names.map(neutralizeFormula));
          for (const row of rows) {
            for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
            expect(row[6]).toBe("'490154203237518");
          }
        },
      ),
    );
  });

  it('writes the pickup address in one line, skipping an empty landmark', () => {
    const address = {
      addressNo: 'Flat 9',
      landmark: '',
      locality: 'Madhapur',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500081',
    };
    expect(addressLine(address)).toBe('Flat 9, Madhapur, Hyderabad, Telangana 500081');
    expect(addressLine({ ...address, landmark: ' Near Near Inorbit Mall ' })).toBe(
      'Flat 9, Near Near Inorbit Mall, Madhapur, Hyderabad, Telangana 500081',
    );
    expect(imeiAsText(undefined)).toBe('');
  });

  it('takes whole India days and refuses a bad range', () => {
    expect(registerRange('2026-04-01', '2026-04-01')).toEqual({
      from: new Date('2026-03-31T18:30:00Z'),
      to: new Date('2026-04-01T18:30:00Z'),
    });
    expect(() => registerRange('2026-4-1', undefined)).toThrow(/Not a day/);
    expect(() => registerRange('2026-02-30', undefined)).toThrow(/Not a day/);
    expect(() => registerRange(undefined, '2026-04-31')).toThrow(/Not a day/);
    expect(() => registerRange('2026-05-02', '2026-05-01')).toThrow(/must not be after/);
  });

  it('is written by the command-line script from the embedded database', { timeout: 90_000 }, async () => {
    if (process.env.TEST_DB === 'postgres') return;
    // A data directory started from the run's migrated template, holding one receipt.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-register-'));
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: fs.readFileSync(inject('pgliteTemplate')),
    });
    const [order] = await insertTestOrders(database.db, 1);
    if (!order) throw new Error('no order');
    const issuedAt = new Date('2026-12-01T11:00:00+05:30');
    await database.db.transaction((tx) =>
      insertPurchaseReceipt(tx, {
        orderId: order.id,
        issuedAt,
        build: (number) => sampleReceiptContent(number, { issuedAt }),
      }),
    );
    await database.close();
    const out = path.join(dataDir, 'register.csv');
    const script = path.resolve(import.meta.dirname, '../src/scripts/dealer-register.ts');
    const { stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', script, '--from', '2026-04-01', '--to', '2027-03-31', '--out', out],
      { env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir } },
    );
    expect(stderr).toContain(`Wrote 1 purchase(s) to ${out}`);
    const rows = readCsv(fs.readFileSync(out, 'utf8'));
    expect(rows.map((row) => row[1])).toEqual(['Receipt number', 'PX/2026-27/000001']);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
