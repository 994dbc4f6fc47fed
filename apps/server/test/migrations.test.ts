import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';

/**
 * The order-lifecycle migration (0004) keeps the orders that exist: a database at migration 0002 with an
 * open and a cancelled order is migrated, and both read as the lifecycle expects.
 */
const drizzleFolder = path.resolve(import.meta.dirname, '../drizzle');
let database: DatabaseHandle;
let drop: () => Promise<void> = async () => {};

/** The migrations folder as it was before the lifecycle: its SQL files and a journal that stops at 0002. */
function foldersUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(drizzleFolder, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[])
    fs.copyFileSync(path.join(drizzleFolder, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

beforeAll(async () => {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `phonix_migrate_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
  } else {
    database = await openDatabase({ kind: 'pglite' });
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migration 0004 (order lifecycle)', () => {
  it('turns the stored statuses into codes, keeps the events with their actor, and gives each order its price basis', async () => {
    await migrate(database.db, { migrationsFolder: foldersUpTo('0002_accounts_addresses_orders') });
    const sql = (text: string, values: unknown[] = []) => database.db.$client.query(text, values);
    await sql(
      `insert into brands (id, slug, name, color, sort_order) values (1, 'apple', 'Apple', '#000', 1)`,
    );
    await sql(
      `insert into series (id, brand_id, code, name, slug, sort_order) values (1, 1, 'S1', 'iPhone', 'iphone', 1)`,
    );
    await sql(
      `insert into models (id, brand_id, series_id, item_code, slug, name, release_year, sort_order)
       values (1, 1, 1, 'IC1', 'apple-iphone-13', 'iPhone 13', 2021, 1)`,
    );
    await sql(`insert into variants (id, model_id, name, rate, sort_order) values (1, 1, '128GB', 30000, 1)`);
    await sql(`insert into price_deductions (code, percent) values ('D2', 12.5), ('no_Box', 2)`);
    await sql(`insert into pricing_settings (id, minimum_offer, rounding_step) values (1, 500, 100)`);
    await sql(`insert into customers (id, mobile, name) values (5, '9876543210', 'Ravi')`);
    await sql(
      `insert into addresses (id, customer_id, address_type, address_no, locality, city, state, pincode)
       values (1, 5, 'Home', 'Flat 1', 'Madhapur', 'Hyderabad', 'Telangana', '500081')`,
    );
    const order = (id: number, status: string) =>
      sql(
        `insert into orders (id, ref_no, customer_id, model_id, variant_id, model_name, variant_name, ic_slug,
           exact_value, device_info, quote, address_id, address_type, address_no, locality, landmark, city, state,
           pincode, pickup_date, pickup_time, status, cancel_by_customer, cancel_at, created_at)
         values ($1, $2, 5, 1, 1, 'iPhone 13', '128GB', 'apple-iphone-13', 27000, '{}', '{"basePrice": 30000}', 1,
           'Home', 'Flat 1', 'Madhapur', '', 'Hyderabad', 'Telangana', '500081', '2026-03-07',
           '10:00 AM - 12:00 PM', $3, $4, $5, '2026-03-05T09:00:00Z')`,
        [
          id,
          `PX00000000${id}`,
          status,
          status === 'Cancelled' ? 1 : 0,
          status === 'Cancelled' ? '2026-03-05T10:00:00Z' : null,
        ],
      );
    await order(1, 'Enquiry');
    await order(2, 'Cancelled');
    await sql(
      `insert into order_events (order_id, type, at) values (1, 'created', '2026-03-05T09:00:00Z'),
       (2, 'created', '2026-03-05T09:00:00Z'), (2, 'cancelled', '2026-03-05T10:00:00Z')`,
    );

    await database.migrate();

    const orders = (
      await sql(
        `select id, status, partner_id, price_basis, quote_valid_until, version from orders order by id`,
      )
    ).rows;
    expect(orders.map((row) => [row.id, row.status, row.partner_id, row.version])).toEqual([
      [1, 'enquiry', null, 0],
      [2, 'cancelled', null, 0],
    ]);
    expect(orders[0]?.price_basis).toEqual({
      rate: 30000,
      rules: { deductions: { D2: 12.5, no_Box: 2 }, minimumOffer: 500, roundingStep: 100 },
    });
    expect(new Date(orders[0]?.quote_valid_until).toISOString()).toBe('2026-03-12T09:00:00.000Z');
    const events = (
      await sql(`select order_id, type, actor_type, actor_id, reason from order_events order by id`)
    ).rows;
    expect(events).toEqual([
      { order_id: 1, type: 'created', actor_type: 'customer', actor_id: 5, reason: null },
      { order_id: 2, type: 'created', actor_type: 'customer', actor_id: 5, reason: null },
      {
        order_id: 2,
        type: 'cancelled',
        actor_type: 'customer',
        actor_id: 5,
        reason: 'Cancelled by the seller',
      },
    ]);
  });
});
