import { addDays, indiaDayStart } from '@phonix/shared/india-time';
import { JOB_NAMES } from '@phonix/shared/jobs-api';
import { pickupDates } from '@phonix/shared/pickup';
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts';
import { orderEvents, orders, outboxMessages } from '../src/db/schema.ts';
import { DEFAULT_JOB_QUEUE_SETTINGS, JobQueue } from '../src/modules/jobs/job-queue.ts';
import { reminderDue, reminderMoments, writeDueReminders } from '../src/modules/orders/pickup-reminders.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { createPartner, outboxSettled } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, freshDatabaseTarget, type TestApp } from './support/test-app.ts';

/**
 * Scheduled jobs on pg-boss (issue 23, docs/decisions/190): the pickup reminders' rule, the reminders
 * written once per order, kind and slot (a rescheduled or cancelled order gets none of the old ones), the
 * console's failed-job list, retry and run-now, and two job queues on one database running each job once.
 */

const at = (iso: string) => new Date(iso);

describe('pickup reminder moments', () => {
  it('reminds at 8 PM India time the evening before and an hour before the slot', () => {
    const moments = reminderMoments('2026-12-03', '10:00 AM - 12:00 PM');
    expect(moments?.evening.toISOString()).toBe('2026-12-02T14:30:00.000Z'); // 20:00 IST on the 2nd
    expect(moments?.hour.toISOString()).toBe('2026-12-03T03:30:00.000Z'); // 09:00 IST
    expect(moments?.start.toISOString()).toBe('2026-12-03T04:30:00.000Z'); // 10:00 IST
    expect(reminderMoments('2026-12-03', '02:00 PM - 04:00 PM')?.start.toISOString()).toBe(
      '2026-12-03T08:30:00.000Z',
    );
    expect(reminderMoments('2026-12-03', 'whenever')).toBeNull();
  });

  it('is due from its moment to the next, only for a slot set before its moment', () => {
    const booked = at('2026-12-01T06:00:00Z');
    const due = (now: string, setAt = booked) =>
      reminderDue('2026-12-03', '10:00 AM - 12:00 PM', setAt, at(now));
    expect(due('2026-12-02T14:29:00Z')).toBeNull(); // 19:59 IST
    expect(due('2026-12-02T14:30:00Z')).toBe('evening');
    expect(due('2026-12-02T20:00:00Z')).toBe('evening'); // 01:30 IST, a server that was down at 8 PM
    expect(due('2026-12-03T03:30:00Z')).toBe('hour');
    expect(due('2026-12-03T04:29:00Z')).toBe('hour');
    expect(due('2026-12-03T04:30:00Z')).toBeNull(); // the slot has started
    // Booked at 10 PM the evening before: told at booking, so no evening reminder, only the hour one.
    const late = at('2026-12-02T16:30:00Z');
    expect(due('2026-12-02T17:00:00Z', late)).toBeNull();
    expect(due('2026-12-03T03:31:00Z', late)).toBe('hour');
  });
});

describe('pickup reminders written by the job', () => {
  const sms = new RecordingSms();
  let context: TestApp;
  let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;

  const remindersOf = (orderId: number) =>
    context.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.orderId, orderId), like(outboxMessages.template, 'pickup_reminder_%')))
      .orderBy(outboxMessages.id);
  const book = async (key: string) => {
    const booked = await seller.book(key);
    expect(booked.statusCode).toBe(200);
    const ref = booked.json().RefNo as string;
    const [row] = await context.db.select().from(orders).where(eq(orders.refNo, ref));
    if (!row) throw new Error(`no order ${ref}`);
    // Booked two days ago, so every reminder of its slot counts (the rule for later bookings is above).
    await context.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(orders.id, row.id));
    return row;
  };
  /** The moment a reminder of the order's current slot is due, plus a minute. */
  const momentOf = (pickupDate: string, pickupTime: string, kind: 'evening' | 'hour') => {
    const moments = reminderMoments(pickupDate, pickupTime);
    if (!moments) throw new Error('no slot');
    return new Date(moments[kind].getTime() + 60_000);
  };

  beforeAll(async () => {
    context = await createTestApp({ auth: { sms } });
    seller = await sellerReadyToBook(context.app, sms, '10.91.0.1');
  });
  afterAll(async () => {
    await context.close();
  });

  it('writes the evening and the hour reminder once each, with the shop and the order link', async () => {
    const order = await book('reminder-1');
    const evening = momentOf(order.pickupDate, order.pickupTime, 'evening');
    expect(await writeDueReminders(context.db, new Date(evening.getTime() - 120_000))).toBe(0);
    await writeDueReminders(context.db, evening);
    await writeDueReminders(context.db, evening); // a second run, another process, a retry
    let written = await remindersOf(order.id);
    expect(written.map((row) => row.template)).toEqual(['pickup_reminder_evening_seller']);
    expect(written[0]?.recipient).toBe(seller.mobile);
    // Nobody holds the order yet: we are the ones coming.
    expect(written[0]?.data).toMatchObject({ ref: order.refNo, shop: null });

    // A partner accepts; the hour reminder names the shop.
    const partner = await createPartner(context, sms, {
      pincodes: [order.pincode],
      shopName: 'Charminar Mobiles',
    });
    const accepted = await context.app.inject({
      method: 'POST',
      url: `/api/partner/orders/${order.refNo}/accept`,
      headers: partner.auth,
    });
    expect(accepted.statusCode).toBe(200);
    const hour = momentOf(order.pickupDate, order.pickupTime, 'hour');
    await writeDueReminders(context.db, hour);
    await writeDueReminders(context.db, new Date(hour.getTime() + 30 * 60_000));
    written = await remindersOf(order.id);
    expect(written.map((row) => row.template)).toEqual([
      'pickup_reminder_evening_seller',
      'pickup_reminder_hour_seller',
    ]);
    expect(written[1]?.data).toMatchObject({ shop: 'Charminar Mobiles' });

    // The outbox sends them as the registered texts, in the seller's language, with the order's page.
    await outboxSettled(context);
    const texts = sms.sent.filter(
      (entry) => entry.to === seller.mobile && entry.template.startsWith('pickup_reminder'),
    );
    expect(texts.map((entry) => entry.template)).toEqual([
      'pickup_reminder_evening_seller',
      'pickup_reminder_hour_seller',
    ]);
    expect(texts[0]?.text).toContain(
      'Phonix: reminder, Phonix will pick up your iPhone 13 tomorrow, 10:00 AM - 12:00 PM.',
    );
    expect(texts[1]?.text).toContain('Charminar Mobiles will be at your door in about an hour');
    expect(texts[1]?.text).toContain(`/sales-order-detail/${order.refNo}`);
  });

  it('reminds a rescheduled order of its new slot only, and a cancelled one of nothing', async () => {
    const order = await book('reminder-2');
    const oldEvening = momentOf(order.pickupDate, order.pickupTime, 'evening');
    const newDate = pickupDates()[1]?.value as string;
    const moved = await context.app.inject({
      method: 'POST',
      url: `/api/reschedulepickup/${order.refNo}`,
      headers: seller.auth,
      payload: { pickup_date: newDate, pickup_time: '04:00 PM - 06:00 PM' },
    });
    expect(moved.statusCode).toBe(200);
    // Rescheduled a day ago (before the old slot's evening).
    await context.db
      .update(orderEvents)
      .set({ at: new Date(Date.now() - 86_400_000) })
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, 'rescheduled')));
    // The old slot's moments pass without a reminder.
    await writeDueReminders(context.db, oldEvening);
    await writeDueReminders(context.db, momentOf(order.pickupDate, order.pickupTime, 'hour'));
    expect(await remindersOf(order.id)).toEqual([]);
    // The new slot's evening reminder comes, for the new slot.
    await writeDueReminders(context.db, momentOf(newDate, '04:00 PM - 06:00 PM', 'evening'));
    const written = await remindersOf(order.id);
    expect(written.map((row) => row.template)).toEqual(['pickup_reminder_evening_seller']);
    expect(written[0]?.data).toMatchObject({ pickup_date: newDate, pickup_time: '04:00 PM - 06:00 PM' });
    expect(written[0]?.dedupeKey).toBe(`pickup-reminder:evening:${order.id}:${newDate}:04:00 PM - 06:00 PM`);

    // Cancelled: the hour reminder never comes.
    const cancelled = await context.app.inject({
      method: 'GET',
      url: `/api/cancelorderbycustomer/${order.refNo}`,
      headers: seller.auth,
    });
    expect(cancelled.statusCode).toBe(200);
    await writeDueReminders(context.db, momentOf(newDate, '04:00 PM - 06:00 PM', 'hour'));
    expect((await remindersOf(order.id)).map((row) => row.template)).toEqual([
      'pickup_reminder_evening_seller',
    ]);
  });

  it('does not remind about a day long past (the order stays open but its slot is gone)', async () => {
    const order = await book('reminder-3');
    const later = new Date(indiaDayStart(addDays(order.pickupDate, 1)).getTime() + 20 * 3_600_000);
    expect(await writeDueReminders(context.db, later)).toBe(0);
  });
});

describe('the console sees failed jobs, retries one and runs a job now', () => {
  let context: TestApp;
  let admin: StaffSession;
  let operations: StaffSession;

  beforeAll(async () => {
    context = await createTestApp();
    admin = await signInNewAdmin(context.app, context.db, '10.92.0.1');
    operations = await signInNewOperations(context.app, admin, '10.92.0.2');
  });
  afterAll(async () => {
    await context.close();
  });

  const call = async (who: StaffSession, method: 'GET' | 'POST', url: string) => {
    const response = await context.app.inject({ method, url, headers: who.auth });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists a failed run with its error, retries it once (admin only, audited), refuses others', async () => {
    // A run that failed for good: what pg-boss leaves after the last retry.
    const id = await context.app.jobs.runSoon('queue-alerts');
    await context.db.$client.query(
      `update pgboss.job set state = 'failed', output = '{"message":"the database did not answer"}',
         started_on = now(), completed_on = now() where id = $1`,
      [id],
    );
    const failed = await call(operations, 'GET', '/api/staff/jobs');
    expect(failed.status).toBe(200);
    expect(failed.body.jobs).toEqual([
      expect.objectContaining({
        id,
        name: 'queue-alerts',
        state: 'failed',
        error: 'the database did not answer',
      }),
    ]);
    expect((await call(operations, 'POST', `/api/staff/jobs/queue-alerts/${id}/retry`)).status).toBe(403);
    const retried = await call(admin, 'POST', `/api/staff/jobs/queue-alerts/${id}/retry`);
    expect(retried).toEqual({
      status: 200,
      body: { success: true, message: 'The job will run again shortly.' },
    });
    expect((await call(admin, 'GET', '/api/staff/jobs')).body.jobs).toEqual([]);
    expect((await call(admin, 'GET', '/api/staff/jobs?state=retry')).body.jobs).toHaveLength(1);
    // Not failed any more: 409; unknown run: 404; not a job: 400.
    expect((await call(admin, 'POST', `/api/staff/jobs/queue-alerts/${id}/retry`)).body.code).toBe(
      'JOB_NOT_RETRYABLE',
    );
    const unknown = await call(admin, 'POST', `/api/staff/jobs/queue-alerts/${crypto.randomUUID()}/retry`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'JOB_NOT_FOUND']);
    expect((await call(admin, 'POST', '/api/staff/jobs/rm-rf/run')).status).toBe(400);
    expect((await call(admin, 'GET', '/api/staff/jobs?state=everything')).status).toBe(400);
    const audit = await context.db.$client.query(
      "select action, entity_id from audit_log where action like 'job.%' order by id",
    );
    expect(audit.rows).toEqual([{ action: 'job.retried', entity_id: id }]);
  });

  it('runs a job now (admin only), queued with its audit entry', async () => {
    expect((await call(operations, 'POST', '/api/staff/jobs/pickup-reminders/run')).status).toBe(403);
    const run = await call(admin, 'POST', '/api/staff/jobs/pickup-reminders/run');
    expect(run).toEqual({ status: 200, body: { success: true, message: 'The job will run shortly.' } });
    const queued = await call(admin, 'GET', '/api/staff/jobs?state=created');
    expect(queued.body.jobs.map((job: { name: string }) => job.name)).toContain('pickup-reminders');
    const audit = await context.db.$client.query("select entity_id from audit_log where action = 'job.run'");
    expect(audit.rows.map((row) => row.entity_id)).toEqual([
      queued.body.jobs.find((job: { name: string }) => job.name === 'pickup-reminders').id,
    ]);
  });
});

describe('two job queues on one database', () => {
  let handles: DatabaseHandle[] = [];
  let drop: () => Promise<void> = async () => {};
  const log = pino({ level: 'silent' });

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop();
  });

  it('run each job once, and a schedule once a minute between them', async () => {
    const fresh = await freshDatabaseTarget();
    drop = fresh.drop;
    const first = await openDatabase(fresh.target);
    // Two processes on PostgreSQL have two pools; PGlite is one process, so the second shares its pool.
    const second = fresh.target.kind === 'postgres' ? await openDatabase(fresh.target) : first;
    handles = fresh.target.kind === 'postgres' ? [first, second] : [first];
    const runs: { by: number; at: number }[] = [];
    /** The minute each cron run started in. */
    const cronRuns: number[] = [];
    const settings = { ...DEFAULT_JOB_QUEUE_SETTINGS, pollSeconds: 0.5, cronCheckSeconds: 1 };
    const queues = [first, second].map((handle, by) => {
      const queue = new JobQueue(handle.db.$client, settings, log);
      queue.define('queue-alerts', {
        cron: '0 0 1 1 *', // never within the test: only the runs sent below
        run: async () => {
          runs.push({ by, at: Date.now() });
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
        expireInSeconds: 60,
        retryLimit: 0,
      });
      queue.define('pickup-reminders', {
        cron: '* * * * *', // fires at once on start, once between the two
        run: async () => {
          cronRuns.push(Math.floor(Date.now() / 60_000));
        },
        expireInSeconds: 60,
        retryLimit: 0,
      });
      return queue;
    });
    try {
      await Promise.all(queues.map((queue) => queue.start({ run: true })));
      const sent = 40;
      for (let index = 0; index < sent; index += 1) await queues[index % 2]?.runSoon('queue-alerts');
      const until = Date.now() + 30_000;
      while (runs.length < sent && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // time for a wrong second run to show
      expect(runs).toHaveLength(sent);
      const { rows } = await first.db.$client.query(
        "select state, count(*)::int as count from pgboss.job where name = 'queue-alerts' group by state",
      );
      expect(rows).toEqual([{ state: 'completed', count: sent }]);
      // One run a minute between the two (the test may cross into a second minute).
      expect(cronRuns.length).toBeGreaterThanOrEqual(1);
      expect(new Set(cronRuns).size).toBe(cronRuns.length);
      // On PostgreSQL both took work: two pools racing for the same rows.
      if (fresh.target.kind === 'postgres') expect(new Set(runs.map((run) => run.by)).size).toBe(2);
    } finally {
      await Promise.all(queues.map((queue) => queue.stop()));
    }
  }, 60_000);
});

describe('the server schedules every job', () => {
  it('in India time, each a queue with its own settings', async () => {
    const context = await createTestApp({ jobs: { run: true, pollSeconds: 1, cronCheckSeconds: 1 } });
    try {
      const { rows } = await context.db.$client.query(
        'select name, cron, timezone from pgboss.schedule order by name',
      );
      expect(rows).toEqual([
        { name: 'access-log-sweep', cron: '30 3 * * *', timezone: 'Asia/Kolkata' },
        { name: 'inactive-account-sweep', cron: '0 3 * * *', timezone: 'Asia/Kolkata' },
        { name: 'payout-status-check', cron: '*/5 * * * *', timezone: 'Asia/Kolkata' },
        { name: 'pickup-reminders', cron: '* * * * *', timezone: 'Asia/Kolkata' },
        { name: 'queue-alerts', cron: '* * * * *', timezone: 'Asia/Kolkata' },
      ]);
      const queues = await context.db.$client.query(
        "select name, retry_limit, expire_seconds from pgboss.queue where name not like '\\_\\_pgboss%' order by name",
      );
      expect(queues.rows.map((row) => row.name)).toEqual([...JOB_NAMES].sort());
      expect(queues.rows.every((row) => row.retry_limit >= 2 && row.expire_seconds >= 120)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
