import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * PostgreSQL ends the server's connections (pg_terminate_backend, a restart, a failover): a statement
 * that lost its connection is run again on a fresh one, a transaction that lost it before COMMIT is run
 * again from the start, and what cannot be retried answers 503 with Retry-After, never 500. Only
 * PostgreSQL has connections to end; the embedded database runs in the process.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

describe.skipIf(!onPostgres)('PostgreSQL ending the server connections', () => {
  const sms = new RecordingSms();
  let context: TestApp;
  let admin: pg.Client;
  let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;

  /** Ends every connection to the test database but the admin's own; answers how many it ended. */
  const terminate = async (): Promise<number> => {
    const result = await admin.query(
      'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [context.databaseName],
    );
    return result.rows[0].ended;
  };

  beforeAll(async () => {
    context = await createTestApp({ auth: { sms, otp: { resendCooldownSeconds: 0 } } });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    seller = await sellerReadyToBook(context.app, sms);
  });
  afterAll(async () => {
    await admin?.end();
    await context?.close();
  });

  it('answers reads, logins, OTP sends and bookings after every connection was ended', async () => {
    expect(await terminate()).toBeGreaterThan(0);
    const profile = await context.app.inject({
      method: 'GET',
      url: `/api/getcustomerprofile/${seller.customerId}`,
      headers: seller.auth,
    });
    expect(profile.statusCode).toBe(200);

    await terminate();
    const addresses = await context.app.inject({
      method: 'GET',
      url: `/api/getcustomeraddress/${seller.customerId}`,
      headers: seller.auth,
    });
    expect(addresses.statusCode).toBe(200);

    await terminate();
    // The new session is written in a transaction (the per-customer cap): retried as a whole.
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/customerlogin',
      payload: { mobile: seller.mobile, password: seller.password },
    });
    expect(login.statusCode).toBe(200);

    await terminate();
    const otp = await context.app.inject({
      method: 'POST',
      url: '/api/checkoutcustomer',
      payload: { mobile: uniqueMobile(), name: 'After Restart', city: 'Hyderabad', pincode: '500001' },
    });
    expect(otp.statusCode).toBe(200);

    await terminate();
    const booked = await seller.book('fault-key-0001');
    expect(booked.statusCode).toBe(200);
    await terminate();
    const repeated = await seller.book('fault-key-0001');
    expect(repeated.json().RefNo).toBe(booked.json().RefNo);
  });

  it('hears a connection ended as it was handed over: an error event between the pool and the caller stops nothing', async () => {
    // The pool takes its own listener off a new connection inside the socket's data handler, before the
    // caller can put one on; the server's FATAL in the same chunk of data would be an 'error' event nobody hears.
    const client = await context.db.$client.connect();
    try {
      expect(client.listenerCount('error')).toBeGreaterThan(0);
      expect(() =>
        client.emit('error', new Error('terminating connection due to administrator command')),
      ).not.toThrow();
    } finally {
      client.release(new Error('dropped by the test'));
    }
  });

  // Five rounds under a terminator ending every connection each few milliseconds take 15-20 s here (most
  // requests wait out their retries before the 503): more than the suite's 20 s default on a loaded machine.
  it('answers requests running while connections are ended with 200 or 503, never 500, and books once', async () => {
    let ended = 0;
    let running = true;
    const terminator = (async () => {
      while (running) {
        ended += await terminate();
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    })();
    const statuses: number[] = [];
    const shedKeys = new Set<string>();
    const keys: string[] = [];
    try {
      for (let round = 0; round < 5; round += 1) {
        const calls = Array.from({ length: 24 }, (_, index) => {
          if (index % 3 === 0) {
            const key = `hammer-${round}-${index}`;
            keys.push(key);
            return seller.book(key).then((answer) => {
              if (answer.statusCode === 503) shedKeys.add(key);
              return answer;
            });
          }
          return context.app.inject({
            method: 'GET',
            url:
              index % 3 === 1
                ? `/api/getsalesorders/${seller.customerId}`
                : `/api/getcustomerprofile/${seller.customerId}`,
            headers: seller.auth,
          });
        });
        for (const answer of await Promise.all(calls)) {
          statuses.push(answer.statusCode);
          if (answer.statusCode !== 200) {
            expect(answer.statusCode, answer.body).toBe(503);
            expect(answer.json().code).toBe('SERVICE_UNAVAILABLE');
            expect(answer.headers['retry-after']).toBe('1');
          }
        }
      }
    } finally {
      running = false;
      await terminator;
    }
    console.log(
      `database faults: ${ended} connections ended under ${statuses.length} requests; ` +
        `${statuses.filter((status) => status === 200).length} answered 200, ` +
        `${statuses.filter((status) => status === 503).length} answered 503, 0 answered 500`,
    );
    expect(ended).toBeGreaterThan(10);

    // The web app repeats a 503 booking with the same key; afterwards every key has booked exactly once.
    for (const key of shedKeys) expect((await seller.book(key)).statusCode).toBe(200);
    const stored = await context.db.select().from(orders).where(eq(orders.customerId, seller.customerId));
    const hammered = stored.filter((row) => row.dedupeKey?.includes('hammer-'));
    expect(hammered.length).toBe(keys.length);

    // The pool recovered: no connection was leaked by the failures.
    const after = await Promise.all(
      Array.from({ length: 20 }, () =>
        context.app.inject({
          method: 'GET',
          url: `/api/getcustomerprofile/${seller.customerId}`,
          headers: seller.auth,
        }),
      ),
    );
    expect(after.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const pool = context.db.$client;
    // Background work (the outbox worker's poll) may be waiting for a connection at any one instant; a
    // leaked connection never comes back, so nobody waiting within a few seconds means none leaked.
    await expect.poll(() => pool.waitingCount, { timeout: 5_000 }).toBe(0);
    expect(pool.totalCount).toBeLessThanOrEqual(pool.options.max);
  }, 90_000);
});
