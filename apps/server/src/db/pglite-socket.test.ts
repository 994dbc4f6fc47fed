import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';

// PGlite driven through node-postgres (client.ts + pglite-socket.ts) behaves as a PostgreSQL server would.
let database: DatabaseHandle;
let pool: pg.Pool;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  pool = database.db.$client;
  await pool.query('create table items (id serial primary key, name text not null unique)');
});
afterAll(async () => {
  await database.close();
});

describe('PGlite over node-postgres', () => {
  it('runs a named prepared statement again and again', async () => {
    const insert = { name: 'insert_item', text: 'insert into items (name) values ($1) returning id, name' };
    const first = await pool.query({ ...insert, values: ['first'] });
    const second = await pool.query({ ...insert, values: ['second'] });
    expect(first.rows).toEqual([{ id: 1, name: 'first' }]);
    expect(second.rows).toEqual([{ id: 2, name: 'second' }]);
  });

  it('reports errors with their SQLSTATE and stays usable', async () => {
    await expect(pool.query('insert into items (name) values ($1)', ['first'])).rejects.toMatchObject({
      code: '23505',
      constraint: 'items_name_key',
    });
    await expect(pool.query('select nonsense from items')).rejects.toMatchObject({ code: '42703' });
    expect((await pool.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('starts every new connection as a fresh session, so one failed query never breaks the next', async () => {
    // pg-pool drops the client after any query error and opens a new socket to the same PGlite backend.
    const named = { name: 'count_items', text: 'select count(*)::int as n from items where name <> $1' };
    await pool.query({ ...named, values: ['x'] });
    await expect(pool.query('select $1::text', ['nul \u0000 inside'])).rejects.toMatchObject({
      code: '22021',
    });
    // The new connection prepares count_items again: without the reset PGlite answers 42P05.
    expect((await pool.query({ ...named, values: ['x'] })).rows).toEqual([{ n: 2 }]);
    // A client left inside a transaction (as after a crash mid-transaction) does not leak it to the next one.
    const client = await pool.connect();
    await client.query('begin');
    await client.query("insert into items (name) values ('never committed')");
    client.release(new Error('dropped'));
    expect(
      (await pool.query("select count(*)::int as n from items where name = 'never committed'")).rows,
    ).toEqual([{ n: 0 }]);
    expect((await pool.query({ ...named, values: ['x'] })).rows).toEqual([{ n: 2 }]);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into items (name) values ('third')`);
        await tx.execute(sql`insert into items (name) values ('first')`);
      }),
    ).rejects.toMatchObject({ cause: { code: '23505' } });
    expect((await pool.query("select count(*)::int as n from items where name = 'third'")).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('runs several statements sent as one simple query', async () => {
    const results = (await pool.query(
      "insert into items (name) values ('fourth'); select name from items order by id desc limit 1",
    )) as unknown as pg.QueryResult[];
    expect(results.map((result) => result.command)).toEqual(['INSERT', 'SELECT']);
    expect(results[1]?.rows).toEqual([{ name: 'fourth' }]);
  });

  it('dumps a database that opens again with its data', async () => {
    const dump = await database.dumpDataDir?.();
    const copy = await openDatabase({ kind: 'pglite', loadDataDir: dump });
    try {
      const { rows } = await copy.db.$client.query('select name from items order by id');
      expect(rows.map((row) => row.name)).toEqual(['first', 'second', 'fourth']);
    } finally {
      await copy.close();
    }
  });
});
