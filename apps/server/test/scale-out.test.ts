import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config/env.ts';
import { openDatabase } from '../src/db/client.ts';
import { createAdmin } from '../src/modules/staff/bootstrap.ts';
import { type ServerProcess, startServerProcess, stopServerProcess } from './support/server-process.ts';
import { totpCode } from './support/staff.ts';
import { freshPostgresDatabase } from './support/test-app.ts';

/**
 * Several server processes on one PostgreSQL and one Redis (issue 14): two real servers, started as the
 * README says (node, main.ts, DATABASE_URL and REDIS_URL), on their own ports. A per-address rate limit
 * holds across both; a change made through one is served by the other within a second, also after the
 * other's listening connection was cut. Runs with the api-postgres tests; Redis at TEST_REDIS_URL or
 * 127.0.0.1:6379 (.ci/run starts it), under a key prefix of this run only.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const keyPrefix = `phonix-test-${crypto.randomBytes(6).toString('hex')}:`;

type Server = ServerProcess;

let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
let dataDir: string;
let a: Server;
let b: Server;
let staffAuth: Record<string, string>;

/** One of the two servers, started as the README says for several processes (support/server-process.ts). */
function startServer(): Promise<Server> {
  return startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      // The test is the one proxy in front of both servers: the X-Forwarded-For entry it writes names the client.
      TRUST_PROXY: '1',
      OTP_SECRET: 'scale-out-test-secret-of-at-least-32-chars',
      // Both run the scheduled jobs, looking often (docs/decisions/190).
      JOBS_POLL_SECONDS: '1',
      JOBS_CRON_CHECK_SECONDS: '1',
    },
    90_000,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: the answers are read as the API documents them, field by field
type Json = any;

/** A call to one of the servers; JSON answers are parsed, others (images) come as bytes. */
async function request(
  server: Server,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${server.origin}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    body: type.includes('json') ? await response.json() : await response.arrayBuffer(),
  };
}

/** Polls until `check` holds, answering how long it took in ms; fails after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not seen within ${limitMs} ms`);
}

const onPostgres = process.env.TEST_DB === 'postgres';

describe('the scale-out settings', () => {
  it('takes REDIS_URL (optional) and a key prefix, and refuses an address that is not Redis', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    const env = parseEnv({ REDIS_URL: 'redis://cache.internal:6379', REDIS_KEY_PREFIX: 'site-a:' });
    expect(env).toMatchObject({ REDIS_URL: 'redis://cache.internal:6379', REDIS_KEY_PREFIX: 'site-a:' });
    expect(parseEnv({}).REDIS_KEY_PREFIX).toBe('phonix:rate-limit:');
    expect(() => parseEnv({ REDIS_URL: 'http://cache.internal' })).toThrow(/REDIS_URL: must be a redis:\/\//);
  });
});

describe.runIf(onPostgres)('two server processes on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    database = await freshPostgresDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-scale-out-'));
    // One machine's processes share the data folder; the first draws the catalog, the second finds it.
    a = await startServer();
    b = await startServer();

    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    const admin = await createAdmin(handle.db, { email: 'scale@phonix.test', name: 'Scale' });
    await handle.close();
    const login = await request(a, 'POST', '/api/staff/login', {
      email: admin.email,
      password: admin.password,
    });
    const session = await request(b, 'POST', '/api/staff/login/totp', {
      challenge: login.body.result.challenge,
      code: await totpCode(admin.totpSecret),
    });
    expect(session.status).toBe(200);
    staffAuth = { authorization: `Bearer ${session.body.token}` };
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopServerProcess(a), stopServerProcess(b)]);
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('runs each scheduled job once a minute between both processes, each run once', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
    try {
      // Both started within the same minute or two: every-minute jobs have run by now or do within seconds.
      const runs = async () =>
        (
          await handle.db.$client.query<{ name: string; minute: string; count: number; states: string[] }>(
            `select name, date_trunc('minute', created_on)::text as minute, count(*)::int as count,
                    array_agg(distinct state::text) as states
               from pgboss.job where name in ('pickup-reminders', 'queue-alerts')
              group by 1, 2 order by 2, 1`,
          )
        ).rows;
      const until = Date.now() + 30_000;
      while (
        (await runs()).filter((row) => row.states.includes('completed')).length < 2 &&
        Date.now() < until
      )
        await new Promise((resolve) => setTimeout(resolve, 250));
      const seen = await runs();
      expect(seen.filter((row) => row.states.includes('completed')).length).toBeGreaterThanOrEqual(2);
      // One run per job and minute, though two processes check the schedule every second.
      for (const row of seen) expect(row, `${row.name} ${row.minute}`).toMatchObject({ count: 1 });
      const retried = await handle.db.$client.query(
        "select count(*)::int as count from pgboss.job where name in ('pickup-reminders', 'queue-alerts') and retry_count > 0",
      );
      expect(retried.rows[0].count).toBe(0);
    } finally {
      await handle.close();
    }
  });

  it('holds a per-address rate limit across both processes (the count lives in Redis)', async () => {
    const visitor = { 'x-forwarded-for': '203.0.113.77' };
    const message = { name: 'Limit', email: 'limit@example.com', subject: 'Hello', message: '' };
    const statuses: number[] = [];
    // The contact form allows 5 messages per 10 minutes per address, whichever process takes them.
    for (const server of [a, b, a, b, a, b, a]) {
      statuses.push((await request(server, 'POST', '/api/contactus', message, visitor)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const redis = new Redis(redisUrl);
    expect((await redis.keys(`${keyPrefix}*`)).length).toBeGreaterThan(0);
    await redis.quit();
    // Another address is counted on its own.
    expect(
      (await request(b, 'POST', '/api/contactus', message, { 'x-forwarded-for': '203.0.113.78' })).status,
    ).toBe(200);
  });

  it('serves a price edited through one process from the other within a second', async () => {
    const variants = (await request(b, 'GET', '/api/variant/apple-iphone-15')).body.variants;
    const target = variants[0];
    const edited = await request(
      a,
      'POST',
      `/api/staff/catalog/variants/${target.id}`,
      { rate: target.Rate + 777 },
      staffAuth,
    );
    expect(edited.status).toBe(200);
    // The editing process answers only once its own catalog is refreshed.
    const onA = (await request(a, 'GET', '/api/variant/apple-iphone-15')).body.variants[0];
    expect(onA.Rate).toBe(target.Rate + 777);
    const took = await within(1_000, async () => {
      const onB = (await request(b, 'GET', '/api/variant/apple-iphone-15')).body.variants[0];
      return onB.Rate === target.Rate + 777;
    });
    expect(took).toBeLessThan(1_000);
  });

  it('follows pricing rules, hidden models and photos changed through the other process', async () => {
    const variant = (await request(a, 'GET', '/api/variant/apple-iphone-14')).body.variants[0];
    const record = {
      callingerr: 'yes',
      toucherr: 'yes',
      screenspoterror: '',
      screenlineerror: '',
      screenphysicalcondition: '',
      bodyscratches: 'B2',
      bodydent: '',
      panelerror: '',
      benderror: '',
      functionalerror: [],
      accessories: ['Box', 'Chr', 'EarPhone'],
      warranty: 'warranty03',
      variant: variant.id,
      ic_slug: 'apple-iphone-14',
    };
    const before = (await request(b, 'POST', '/api/getExactValue', record)).body.finalValue;
    const saved = await request(
      b,
      'POST',
      '/api/staff/pricing',
      { deductions: { B2: 40 }, confirm: true },
      staffAuth,
    );
    expect(saved.status).toBe(200);
    await within(
      1_000,
      async () => (await request(a, 'POST', '/api/getExactValue', record)).body.finalValue < before,
    );

    const [model] = (await request(a, 'GET', '/api/staff/catalog/brands', undefined, staffAuth)).body.brands
      .filter((brand: { slug: string }) => brand.slug === 'google')
      .map((brand: { id: number }) => brand.id);
    const googleModels = (
      await request(a, 'GET', `/api/staff/catalog/brands/${model}/models`, undefined, staffAuth)
    ).body.models;
    const pixel = googleModels[0];
    await request(a, 'POST', `/api/staff/catalog/models/${pixel.id}`, { hidden: true }, staffAuth);
    await within(1_000, async () => (await request(b, 'GET', `/api/variant/${pixel.slug}`)).status === 404);

    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#22aa55' } })
      .png()
      .toBuffer();
    await request(
      a,
      'POST',
      `/api/staff/catalog/models/${pixel.id}/photo`,
      { image: photo.toString('base64') },
      staffAuth,
    );
    const stored = await request(a, 'GET', `/images/models/${pixel.slug}.webp`);
    await within(1_000, async () => {
      const onB = await request(b, 'GET', `/images/models/${pixel.slug}.webp`);
      return Buffer.from(onB.body as ArrayBuffer).equals(Buffer.from(stored.body as ArrayBuffer));
    });
  });

  it('hears changes again after its listening connection is cut (reconnects, then refreshes everything)', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const cut = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    expect(cut.rowCount).toBe(2);
    await admin.end();

    const variant = (await request(a, 'GET', '/api/variant/apple-iphone-13')).body.variants[0];
    await request(
      a,
      'POST',
      `/api/staff/catalog/variants/${variant.id}`,
      { rate: variant.Rate + 55 },
      staffAuth,
    );
    await within(5_000, async () => {
      const onB = (await request(b, 'GET', '/api/variant/apple-iphone-13')).body.variants[0];
      return onB.Rate === variant.Rate + 55;
    });
    expect(a.output() + b.output()).toContain('change feed');
  });
});
