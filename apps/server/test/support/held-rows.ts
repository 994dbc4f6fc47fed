import { eq, is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import * as schema from '../../src/db/schema.ts';
import { customers } from '../../src/db/schema.ts';

// ---------------------------------------------------------------------------------------------------------
// What the database holds about a seller, derived from the schema: so a new table holding seller data fails
// the download test until the download includes it.

export const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);
/** Columns holding a phone number or a message's recipient. */
const NUMBER_COLUMN = /(^|_)mobile$|^recipient$/;

function primaryKeyOf(table: PgTable): string[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0];
  if (composite) return composite.columns.map((column) => column.name);
  return config.columns.filter((column) => column.primary).map((column) => column.name);
}
const keyOf = (columns: string[], row: Record<string, unknown>) =>
  columns.map((column) => String(row[column])).join('|');

/** The table a column `<stem>_id` points to: its foreign key, else the table named after the stem. */
function targetOf(table: PgTable, column: string): string | undefined {
  for (const foreignKey of getTableConfig(table).foreignKeys) {
    const reference = foreignKey.reference();
    if (reference.columns.some((own) => own.name === column))
      return getTableConfig(reference.foreignTable).name;
  }
  const stem = column.slice(0, -3);
  const names = new Set(TABLES.map((candidate) => getTableConfig(candidate).name));
  return [`${stem}s`, `${stem.replace(/y$/, 'ies')}`, `${stem}es`].find((name) => names.has(name));
}

/**
 * Every row referencing the seller: by customer id, by their number or e-mail, and (to a fixed point) every
 * row whose `<x>_id` column points at a row already found. Erased accounts' rows are not followed.
 */
export async function rowsAbout(db: Database, customerId: number, mobile: string, email: string) {
  const found = new Map<string, Map<string, Record<string, unknown>>>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const table of TABLES) {
      const config = getTableConfig(table);
      const conditions: SQL[] = [];
      for (const column of config.columns) {
        const name = sql.identifier(column.name);
        if (config.name === 'customers' && column.name === 'id')
          conditions.push(sql`${name} = ${customerId}`);
        else if (column.name === 'customer_id') conditions.push(sql`${name} = ${customerId}`);
        else if (NUMBER_COLUMN.test(column.name) && column.dataType === 'string')
          conditions.push(sql`${name} = ${mobile}`);
        else if (column.name === 'email' && email !== '') conditions.push(sql`${name} = ${email}`);
        else if (column.name.endsWith('_id')) {
          const target = targetOf(table, column.name);
          const ids = target ? [...(found.get(target)?.keys() ?? [])] : [];
          if (ids.length > 0)
            conditions.push(
              sql`${name}::text in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            );
        }
      }
      if (conditions.length === 0) continue;
      const result = await db.execute(
        sql`select * from ${sql.identifier(config.name)} where ${sql.join(conditions, sql` or `)}`,
      );
      const keys = primaryKeyOf(table);
      const rows = found.get(config.name) ?? new Map<string, Record<string, unknown>>();
      for (const row of result.rows as Record<string, unknown>[]) {
        // An erased account (and what hangs from it) is not this seller's any more: it is what is kept.
        if (config.name === 'customers' && row.erased_at !== null && row.id !== customerId) continue;
        const key = keyOf(keys, row);
        if (!rows.has(key)) {
          rows.set(key, row);
          grew = true;
        }
      }
      found.set(config.name, rows);
    }
  }
  return found;
}

/** Every row the database holds about the seller appears in the download, by its table and key. */
export async function expectDownloadComplete(
  db: Database,
  who: { customerId: number; mobile: string },
  held: Record<string, unknown[]>,
) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, who.customerId));
  const found = await rowsAbout(db, who.customerId, who.mobile, customer?.email ?? '');
  let checked = 0;
  for (const table of TABLES) {
    const name = getTableConfig(table).name;
    const rows = found.get(name);
    if (!rows || rows.size === 0) continue;
    const keys = primaryKeyOf(table);
    const downloaded = new Set(
      ((held[name] ?? []) as Record<string, unknown>[]).map((row) => keyOf(keys, row)),
    );
    for (const key of rows.keys()) {
      expect(downloaded.has(key), `${name} row ${key} is missing from the download`).toBe(true);
      checked += 1;
    }
  }
  return { found, checked };
}
