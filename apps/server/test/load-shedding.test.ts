import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.ts';
import { AdmissionGate, LoopSaturation } from '../src/plugins/admission.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A crowd must not queue without bound: a call that uses the database and cannot start within the wait
 * limit answers 503 SERVICE_UNAVAILABLE with Retry-After, having done nothing, so repeating it (with the
 * same Idempotency-Key for a booking) books once.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AdmissionGate', () => {
  it('runs a bounded number at once, admits waiters in order and sheds those that wait too long', async () => {
    const gate = new AdmissionGate({ maxActive: 2, maxWaitMs: 100, maxEventLoopUtilization: 0 });
    const first = await gate.acquire();
    const second = await gate.acquire();
    const order: string[] = [];
    const third = gate.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const fourth = gate.acquire().then((release) => {
      order.push('fourth');
      return release;
    });
    expect(gate.load).toEqual({ active: 2, waiting: 2 });
    first();
    first(); // a second release of the same slot changes nothing
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect(gate.load).toEqual({ active: 2, waiting: 1 });
    // Nobody releases again: the fourth is shed after 100 ms.
    await expect(fourth).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 1 });
    expect(gate.load).toEqual({ active: 2, waiting: 0 });
    second();
    releaseThird();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});

describe('a saturated event loop', () => {
  it('sheds new requests at once while the loop is saturated, and admits them again after', async () => {
    const loop = { saturated: false };
    const gate = new AdmissionGate({ maxActive: 8, maxWaitMs: 2_000, maxEventLoopUtilization: 0.98 }, loop);
    (await gate.acquire())();
    loop.saturated = true;
    await expect(gate.acquire()).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfter: 2 });
    loop.saturated = false;
    (await gate.acquire())();
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('counts as saturated after a second of a busy loop, not after one long task', async () => {
    const monitor = new LoopSaturation(0.9);
    monitor.start();
    try {
      const busy = (ms: number) => {
        const until = performance.now() + ms;
        while (performance.now() < until) {}
      };
      busy(700); // one long task: a single saturated sample
      await sleep(520);
      expect(monitor.saturated).toBe(false);
      const started = performance.now();
      while (!monitor.saturated && performance.now() - started < 10_000) {
        busy(200);
        await sleep(0);
      }
      expect(monitor.saturated).toBe(true);
      await sleep(1_100);
      expect(monitor.saturated).toBe(false);
    } finally {
      monitor.stop();
    }
  });
});

describe('shedding API calls', () => {
  const sms = new RecordingSms();
  let context: TestApp;
  let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
  beforeAll(async () => {
    context = await createTestApp({ auth: { sms }, admission: { maxActive: 1, maxWaitMs: 200 } });
    seller = await sellerReadyToBook(context.app, sms);
  });
  afterAll(async () => {
    await context.close();
  });
  const book = (key: string) => seller.book(key);

  it('answers 503 with Retry-After when a call cannot start in time, and the repeat books once', async () => {
    // Every connection of the pool is busy for 800 ms, as under a crowd: the one admitted booking waits
    // for a connection, the others wait for their turn and are shed after 200 ms.
    const pool = context.db.$client;
    const busy = Array.from({ length: pool.options.max }, () =>
      context.db.transaction(async (tx) => {
        await tx.execute('select 1');
        await sleep(800);
      }),
    );
    await sleep(50);
    const keys = ['shed-key-0001', 'shed-key-0002', 'shed-key-0003'];
    let bookingsAnswered = false;
    const during = Promise.all(keys.map((key) => book(key))).finally(() => {
      bookingsAnswered = true;
    });
    // The catalog is served from memory and never waits behind the database.
    const catalog = await context.app.inject({ method: 'GET', url: '/api/brands' });
    expect(catalog.statusCode).toBe(200);
    expect(bookingsAnswered).toBe(false);
    const answers = await during;
    await Promise.all(busy);

    expect(answers[0]?.statusCode).toBe(200);
    for (const shed of answers.slice(1)) {
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('1');
      expect(shed.json()).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'We are very busy right now. Please try again in a moment.',
        retry_after: 1,
      });
    }
    // The web app repeats a shed booking with the same key, after the Retry-After: each key books one order.
    // (One after the other, as the crowd has gone: at once, on a loaded machine, they could be shed again.)
    const repeats = [];
    for (const key of keys) repeats.push(await book(key));
    expect(repeats.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(repeats[0]?.json().RefNo).toBe(answers[0]?.json().RefNo);
    const stored = await context.db.select().from(orders).where(eq(orders.customerId, seller.customerId));
    expect(stored.length).toBe(3);
    expect(new Set(stored.map((row) => row.refNo))).toEqual(
      new Set(repeats.map((answer) => answer.json().RefNo)),
    );
  });
});
