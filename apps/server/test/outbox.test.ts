import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outboxMessages } from '../src/db/schema.ts';
import type { EmailDriver, EmailMessage } from '../src/modules/email/email-driver.ts';
import { enqueue, message } from '../src/modules/outbox/outbox.ts';
import {
  backoff,
  DEFAULT_OUTBOX_SETTINGS,
  maskRecipient,
  OutboxWorker,
} from '../src/modules/outbox/worker.ts';
import type { SmsDriver, SmsMessage } from '../src/modules/sms/sms-driver.ts';
import { freshAddress } from './support/partners.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** Fails the next `failures` sends, then delivers (and keeps) every message. */
class FlakyEmail implements EmailDriver {
  readonly sent: EmailMessage[] = [];
  failures = 0;
  tries = 0;
  async send(mail: EmailMessage): Promise<void> {
    this.tries += 1;
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('mail server unreachable');
    }
    this.sent.push(mail);
  }
}

/** Counts deliveries per idempotency key, slowly, so two workers overlap. */
class CountingSms implements SmsDriver {
  readonly byKey = new Map<string, number>();
  async send(sms: SmsMessage): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 2));
    const key = sms.idempotencyKey ?? sms.text;
    this.byKey.set(key, (this.byKey.get(key) ?? 0) + 1);
  }
}

/** Delivers at once, except to the numbers in `held`, whose sends wait until `release()`. */
class HoldingSms implements SmsDriver {
  readonly delivered: SmsMessage[] = [];
  readonly waiting: SmsMessage[] = [];
  #release: () => void = () => {};
  readonly #released = new Promise<void>((resolve) => {
    this.#release = resolve;
  });
  constructor(private readonly held: ReadonlySet<string>) {}
  async send(sms: SmsMessage): Promise<void> {
    if (this.held.has(sms.to)) {
      this.waiting.push(sms);
      await this.#released;
    }
    this.delivered.push(sms);
  }
  release(): void {
    this.#release();
  }
}

const email = new FlakyEmail();
let context: TestApp;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  context = await createTestApp({
    email,
    teamEmail: 'team@phonix.test',
    outbox: { pollMs: 20, backoffBaseMs: 40, backoffMaxMs: 200, maxAttempts: 3 },
  });
});
afterAll(async () => {
  await context.close();
});

const contact = (subject: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/contactus',
    payload: { name: 'Asha Rao', email: 'asha@example.com', subject, message: 'Hello' },
    remoteAddress: freshAddress(),
  });

async function rowFor(subject: string) {
  const [found] = await context.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(eq(contactMessages.subject, subject));
  // The outbox row first, then the message: the worker marks both in one transaction, so a row read as
  // sent means the message read after it has its notified_at (read the other way round, a commit between
  // the two reads showed a sent row beside a message not yet marked, on PostgreSQL's several connections).
  const [row] = await context.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.contactMessageId, found?.id ?? 0));
  const [stored] = await context.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, found?.id ?? 0));
  return { stored, row };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the outbox worker', () => {
  it('retries a failed e-mail with backoff and sends it once; notified_at is set when it is out', async () => {
    email.failures = 2;
    const tries = email.tries;
    expect((await contact('Retry me')).statusCode).toBe(200);
    const { stored, row } = await until(
      () => rowFor('Retry me'),
      (found) => found.row?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null, channel: 'email' });
    expect(email.tries - tries).toBe(3);
    expect(email.sent.filter((mail) => mail.subject === 'Contact form: Retry me')).toHaveLength(1);
    expect(stored?.notifiedAt).toBeInstanceOf(Date);
    expect(email.sent.find((mail) => mail.subject === 'Contact form: Retry me')?.idempotencyKey).toBe(
      `phonix-outbox-${row?.id}`,
    );
  });

  it('gives up after maxAttempts, keeps the error and leaves notified_at empty', async () => {
    email.failures = 1_000;
    try {
      expect((await contact('Never delivered')).statusCode).toBe(200);
      const { stored, row } = await until(
        () => rowFor('Never delivered'),
        (found) => found.row?.status === 'failed',
      );
      expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'mail server unreachable' });
      expect(stored?.notifiedAt).toBeNull();
    } finally {
      email.failures = 0;
    }
  });

  it('marks a message it cannot write as failed at once, and goes on with the others', async () => {
    await enqueue(context.db, [
      {
        channel: 'sms',
        to: '9876500001',
        template: 'no_such_template' as never,
        data: {},
        dedupeKey: 'broken-1',
      },
      message('sms', '9876500002', 'order_booked_seller', {} as never, { dedupeKey: 'broken-2' }),
    ]);
    const rows = await until(
      () =>
        context.db
          .select()
          .from(outboxMessages)
          .where(inArray(outboxMessages.dedupeKey, ['broken-1', 'broken-2'])),
      (found) => found.every((row) => row.status === 'failed'),
    );
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ]);
    expect((await contact('After the broken ones')).statusCode).toBe(200);
    await until(
      () => rowFor('After the broken ones'),
      (found) => found.row?.status === 'sent',
    );
  });

  it('writes one message per dedupe key however often it is written', async () => {
    const twice = [
      message('sms', '9876500003', 'order_rescheduled_seller', {} as never, { dedupeKey: 'once-only' }),
    ];
    await enqueue(context.db, twice);
    await enqueue(context.db, twice);
    const rows = await context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, 'once-only'));
    expect(rows).toHaveLength(1);
  });
});

describe('several workers on one database', () => {
  // An app whose own worker never starts: the rows here are claimed only by the workers the tests make.
  let idle: TestApp;
  beforeAll(async () => {
    idle = await createTestApp({ outbox: { firstPollDelayMs: 3_600_000 } });
  });
  afterAll(async () => {
    await idle.close();
  });

  it('never send a message twice: claims skip rows another worker holds', async () => {
    const facts = {
      ref: 'PX0000000001',
      model: 'iPhone 13',
      variant: '128GB',
      value: 30_000,
      pickup_date: '2026-03-07',
      pickup_time: '10:00 AM - 12:00 PM',
      locality: 'Madhapur',
      city: 'Hyderabad',
      pincode: '500081',
    };
    await enqueue(
      idle.db,
      Array.from({ length: 60 }, (_, index) =>
        message('sms', `98765${String(index).padStart(5, '0')}`, 'order_booked_seller', facts, {
          dedupeKey: `many-${index}`,
        }),
      ),
    );
    const sms = new CountingSms();
    const settings = { ...DEFAULT_OUTBOX_SETTINGS, batchSize: 7 };
    const workers = [1, 2, 3].map(
      () =>
        new OutboxWorker(idle.db, { sms, email }, { publicOrigin: 'https://phonix.test' }, silent, settings),
    );
    const drain = async (worker: OutboxWorker) => {
      while ((await worker.runOnce()) > 0) {
        // keep claiming until nothing is due
      }
    };
    await Promise.all(workers.map(drain));
    expect(sms.byKey.size).toBe(60);
    expect([...sms.byKey.values()].every((count) => count === 1)).toBe(true);
    const rows = await idle.db.select().from(outboxMessages);
    expect(rows.filter((row) => row.status === 'sent' && row.attempts === 1)).toHaveLength(60);
  });

  it('marks each message sent as soon as its own delivery returns, while a slow one in its batch is pending', async () => {
    const facts = {
      ref: 'PX0000000002',
      model: 'iPhone 13',
      variant: '128GB',
      value: 30_000,
      pickup_date: '2026-03-07',
      pickup_time: '10:00 AM - 12:00 PM',
      locality: 'Madhapur',
      city: 'Hyderabad',
      pincode: '500081',
    };
    const mobiles = Array.from({ length: 5 }, (_, index) => `98700${String(index).padStart(5, '0')}`);
    await enqueue(
      idle.db,
      mobiles.map((mobile, index) =>
        message('sms', mobile, 'order_booked_seller', facts, { dedupeKey: `one-slow-${index}` }),
      ),
    );
    const slow = mobiles[2] as string;
    const sms = new HoldingSms(new Set([slow]));
    const worker = new OutboxWorker(
      idle.db,
      { sms, email },
      { publicOrigin: 'https://phonix.test' },
      silent,
      {
        ...DEFAULT_OUTBOX_SETTINGS,
        batchSize: 10,
      },
    );
    const batch = worker.runOnce();
    const readRows = () =>
      idle.db.select().from(outboxMessages).where(inArray(outboxMessages.recipient, mobiles));
    // The slow provider answer has not come back, and the batch is still running: the four delivered
    // messages are already marked, so a crash now would repeat only the one in flight.
    const whileHeld = await until(
      readRows,
      (rows) => rows.filter((row) => row.status === 'sent').length === 4,
    );
    expect(sms.waiting.map((sms) => sms.to)).toEqual([slow]);
    expect(
      whileHeld
        .filter((row) => row.status === 'sent')
        .map((row) => row.recipient)
        .sort(),
    ).toEqual(mobiles.filter((mobile) => mobile !== slow));
    expect(whileHeld.find((row) => row.recipient === slow)).toMatchObject({
      status: 'sending',
      sentAt: null,
    });
    let batchDone = false;
    void batch.then(() => {
      batchDone = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batchDone).toBe(false);

    sms.release();
    expect(await batch).toBe(5);
    const after = await readRows();
    expect(after.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(sms.delivered.map((sms) => sms.idempotencyKey).sort()).toEqual(
      after.map((row) => `phonix-outbox-${row.id}`).sort(),
    );
  });

  it('marks the sends of a batch that come back together with one UPDATE', async () => {
    const facts = {
      ref: 'PX0000000004',
      model: 'iPhone 13',
      variant: '128GB',
      value: 30_000,
      pickup_date: '2026-03-07',
      pickup_time: '10:00 AM - 12:00 PM',
      locality: 'Madhapur',
      city: 'Hyderabad',
      pincode: '500081',
    };
    const mobiles = Array.from({ length: 5 }, (_, index) => `98710${String(index).padStart(5, '0')}`);
    await enqueue(
      idle.db,
      mobiles.map((mobile, index) =>
        message('sms', mobile, 'order_booked_seller', facts, { dedupeKey: `together-${index}` }),
      ),
    );
    // A provider that answers at once: the five answers are in before any mark is written.
    const sms = new HoldingSms(new Set());
    const worker = new OutboxWorker(
      idle.db,
      { sms, email },
      { publicOrigin: 'https://phonix.test' },
      silent,
      {
        ...DEFAULT_OUTBOX_SETTINGS,
        batchSize: 10,
      },
    );
    const pool = idle.db.$client;
    const query = pool.query;
    const statements: string[] = [];
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      const [config] = args;
      statements.push(typeof config === 'string' ? config : (config as { text: string }).text);
      return (query as (...a: unknown[]) => unknown).apply(pool, args);
    }) as typeof pool.query;
    try {
      expect(await worker.runOnce()).toBe(5);
    } finally {
      pool.query = query;
    }
    const rows = await idle.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.recipient, mobiles));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    expect(sms.delivered).toHaveLength(5);
    // Every statement that marks a message sent sets its sent_at: one for the five.
    expect(statements.filter((text) => /sent_at/.test(text))).toHaveLength(1);
  });

  it('goes on claiming while a send hangs past its lease, but never repeats that send itself', async () => {
    const facts = {
      ref: 'PX0000000005',
      model: 'iPhone 13',
      variant: '128GB',
      value: 30_000,
      pickup_date: '2026-03-07',
      pickup_time: '10:00 AM - 12:00 PM',
      locality: 'Madhapur',
      city: 'Hyderabad',
      pincode: '500081',
    };
    const hung = '9872000001';
    const later = '9872000002';
    const sms = new HoldingSms(new Set([hung]));
    const worker = new OutboxWorker(
      idle.db,
      { sms, email },
      { publicOrigin: 'https://phonix.test' },
      silent,
      {
        ...DEFAULT_OUTBOX_SETTINGS,
        pollMs: 20,
        leaseMs: 1,
      },
    );
    await enqueue(idle.db, [
      message('sms', hung, 'order_booked_seller', facts, { dedupeKey: 'hung-past-lease' }),
    ]);
    worker.start();
    try {
      await until(
        async () => sms.waiting.length,
        (count) => count > 0,
      );
      // Its lease is long gone and the worker polls every 20 ms: a message written now still goes out...
      await enqueue(idle.db, [
        message('sms', later, 'order_booked_seller', facts, { dedupeKey: 'after-hung' }),
      ]);
      await until(
        async () => sms.delivered.length,
        (count) => count > 0,
      );
      expect(sms.delivered.map((sms) => sms.to)).toEqual([later]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      // ...but the hung send is not made again by the process still waiting for its answer.
      expect(sms.waiting.map((sms) => sms.to)).toEqual([hung]);
    } finally {
      sms.release();
      await worker.stop();
    }
    const [row] = await idle.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, 'hung-past-lease'));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a send that outlived its lease does not put back a message another worker has since sent', async () => {
    const facts = {
      ref: 'PX3',
      model: 'M',
      variant: 'V',
      value: 1,
      pickup_date: '2026-03-07',
      pickup_time: '10:00 AM - 12:00 PM',
      locality: 'L',
      city: 'C',
      pincode: '500081',
    };
    await enqueue(idle.db, [
      message('sms', '9876533333', 'order_rescheduled_seller', facts, { dedupeKey: 'outlived-lease' }),
    ]);
    const where = eq(outboxMessages.dedupeKey, 'outlived-lease');
    // The first worker's try hangs past its (tiny) lease, then fails; meanwhile a second worker takes the
    // message over and delivers it.
    let failFirst: (error: Error) => void = () => {};
    const hanging: SmsDriver = {
      send: () =>
        new Promise<void>((_resolve, reject) => {
          failFirst = reject;
        }),
    };
    const first = new OutboxWorker(
      idle.db,
      { sms: hanging, email },
      { publicOrigin: 'https://phonix.test' },
      silent,
      {
        ...DEFAULT_OUTBOX_SETTINGS,
        leaseMs: 1,
      },
    );
    const firstBatch = first.runOnce();
    await until(
      () => idle.db.select().from(outboxMessages).where(where),
      (rows) => rows[0]?.status === 'sending',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const sms = new CountingSms();
    const second = new OutboxWorker(idle.db, { sms, email }, { publicOrigin: 'https://phonix.test' }, silent);
    expect(await second.runOnce()).toBe(1);
    failFirst(new Error('provider timed out'));
    expect(await firstBatch).toBe(1);
    const [row] = await idle.db.select().from(outboxMessages).where(where);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('takes over a message whose sender died mid-send once its lease ran out, and only then', async () => {
    await enqueue(idle.db, [
      message(
        'sms',
        '9876511111',
        'order_rescheduled_seller',
        {
          ref: 'PX1',
          model: 'M',
          variant: 'V',
          value: 1,
          pickup_date: '2026-03-07',
          pickup_time: '10:00 AM - 12:00 PM',
          locality: 'L',
          city: 'C',
          pincode: '500081',
        },
        { dedupeKey: 'stale-lease' },
      ),
      message(
        'sms',
        '9876522222',
        'order_rescheduled_seller',
        {
          ref: 'PX2',
          model: 'M',
          variant: 'V',
          value: 1,
          pickup_date: '2026-03-07',
          pickup_time: '10:00 AM - 12:00 PM',
          locality: 'L',
          city: 'C',
          pincode: '500081',
        },
        { dedupeKey: 'live-lease' },
      ),
    ]);
    await idle.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() - 1_000) })
      .where(eq(outboxMessages.dedupeKey, 'stale-lease'));
    await idle.db
      .update(outboxMessages)
      .set({ status: 'sending', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(outboxMessages.dedupeKey, 'live-lease'));
    const sms = new CountingSms();
    const worker = new OutboxWorker(idle.db, { sms, email }, { publicOrigin: 'https://phonix.test' }, silent);
    expect(await worker.runOnce()).toBe(1);
    const rows = await idle.db.select().from(outboxMessages);
    const by = (key: string) => rows.find((row) => row.dedupeKey === key);
    expect(by('stale-lease')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(by('live-lease')).toMatchObject({ status: 'sending', attempts: 1 });
  });
});

describe('outbox helpers', () => {
  it('backs off exponentially with jitter, up to the cap', () => {
    const settings = { backoffBaseMs: 1_000, backoffMaxMs: 10_000 };
    for (const [attempts, middle] of [
      [1, 1_000],
      [2, 2_000],
      [3, 4_000],
      [6, 10_000],
    ] as const) {
      const wait = backoff(attempts, settings);
      expect(wait).toBeGreaterThanOrEqual(middle * 0.8);
      expect(wait).toBeLessThanOrEqual(middle * 1.2);
    }
  });

  it('masks recipients in its log lines', () => {
    expect(maskRecipient('9876543210')).toBe('XXXXXX3210');
    expect(maskRecipient('asha@example.com')).toBe('a***@example.com');
  });
});
