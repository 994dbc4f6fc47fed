// The job queue (pg-boss, apps/server/src/modules/jobs, DR 190) against the outbox worker, on PGlite and on
// PostgreSQL, in this process over the server's own database code: how many runs a second a worker gets
// through, and how long a run waits from being queued to being started. The outbox's figures are the
// measured reason it stays the sender of SMS and e-mail (ARCHITECTURE.md).
import crypto from 'node:crypto';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/db/client.ts';
import { JOB_SCHEMA, jobQueueExecutor } from '../apps/server/src/db/job-queue-schema.ts';
import { enqueue, message } from '../apps/server/src/modules/outbox/outbox.ts';
import { DEFAULT_OUTBOX_SETTINGS, OutboxWorker } from '../apps/server/src/modules/outbox/worker.ts';
import {
  partnerLanguageByMobile,
  partnerLanguageByMobileQuery,
} from '../apps/server/src/modules/partners/reads.ts';
import { usePartnerLanguage } from '../apps/server/src/modules/sms/index.ts';
import { withDatabase } from './support.ts';

const THROUGHPUT_RUNS = 1_000;
const LATENCY_RUNS = 100;
const QUEUE = 'bench-queue';
const silent = pino({ level: 'silent' });
// The outbox's claim reads each SMS's language, a partner's through the partners' query (DR 217), given at
// registration in the server (partners/register.ts): the same here, or every claim would fail.
usePartnerLanguage({ byMobile: partnerLanguageByMobile, byMobileQuery: partnerLanguageByMobileQuery });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function waitUntil(check: () => boolean, limitMs: number): Promise<void> {
  const end = performance.now() + limitMs;
  while (!check()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** pg-boss as the server runs it (its own executor over the app's pool), with one bench queue. */
async function bossOn(database: DatabaseHandle): Promise<PgBoss> {
  const boss = new PgBoss({
    db: jobQueueExecutor(database.db.$client),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error) => console.error(error));
  await boss.start();
  await boss.createQueue(QUEUE);
  return boss;
}

/**
 * Runs a second one worker gets through when it is never idle: fetch `batchSize` runs (the same statement
 * a polling worker sends) and complete them, until THROUGHPUT_RUNS queued at once are done. A real
 * worker also waits JOBS_POLL_SECONDS between fetches that found nothing.
 */
async function bossThroughput(database: DatabaseHandle, batchSize: number): Promise<number> {
  const boss = await bossOn(database);
  await boss.insert(
    Array.from({ length: THROUGHPUT_RUNS }, (_, index) => ({ name: QUEUE, data: { index } })),
  );
  const started = performance.now();
  let done = 0;
  while (done < THROUGHPUT_RUNS) {
    const jobs = await boss.fetch(QUEUE, { batchSize });
    if (jobs.length === 0) throw new Error('the queue ran dry early');
    await boss.complete(
      QUEUE,
      jobs.map((job) => job.id),
    );
    done += jobs.length;
  }
  const seconds = (performance.now() - started) / 1000;
  await boss.stop({ graceful: false, close: false, wait: true });
  return THROUGHPUT_RUNS / seconds;
}

/** Queued to started, one run at a time: the worker in this process is told at once (pg-boss's notify). */
async function bossLatency(database: DatabaseHandle): Promise<number[]> {
  const boss = await bossOn(database);
  const waits: number[] = [];
  let sentAt = 0;
  await boss.work(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
    waits.push(performance.now() - sentAt);
  });
  for (let index = 0; index < LATENCY_RUNS; index += 1) {
    sentAt = performance.now();
    await boss.send(QUEUE, { index });
    await waitUntil(() => waits.length > index, 10_000);
  }
  await boss.stop({ graceful: false, close: false, wait: true });
  return waits;
}

/** The outbox worker with drivers that answer at once: messages sent a second, and queued-to-sent waits. */
async function outbox(database: DatabaseHandle): Promise<{ perSecond: number; waits: number[] }> {
  let sent = 0;
  let sentAt = 0;
  const waits: number[] = [];
  const drivers = {
    sms: {
      send: async () => {
        sent += 1;
        waits.push(performance.now() - sentAt);
      },
    },
    email: { send: async () => {} },
  };
  const worker = new OutboxWorker(database.db, drivers, { publicOrigin: 'https://phonix.example' }, silent, {
    ...DEFAULT_OUTBOX_SETTINGS,
    pollMs: 500,
  });
  const data = {
    ref: 'PX0000000001',
    model: 'iPhone 13',
    variant: '128GB',
    value: 30_000,
    pickup_date: '2026-12-01',
    pickup_time: '10:00 AM - 12:00 PM',
    locality: 'Madhapur',
    city: 'Hyderabad',
    pincode: '500081',
  };
  const run = crypto.randomBytes(4).toString('hex');
  const batch = (count: number, offset: number) =>
    Array.from({ length: count }, (_, index) =>
      message('sms', `98${String(offset + index).padStart(8, '0')}`, 'order_booked_seller', data, {
        dedupeKey: `bench-${run}-${offset + index}`,
      }),
    );
  await enqueue(database.db, batch(THROUGHPUT_RUNS, 0));
  const started = performance.now();
  worker.start();
  await waitUntil(() => sent >= THROUGHPUT_RUNS, 300_000);
  const perSecond = THROUGHPUT_RUNS / ((performance.now() - started) / 1000);
  waits.length = 0;
  for (let index = 0; index < LATENCY_RUNS; index += 1) {
    sentAt = performance.now();
    await enqueue(database.db, batch(1, THROUGHPUT_RUNS + index));
    worker.nudge(); // what a change in this process does after its commit
    await waitUntil(() => waits.length > index, 10_000);
  }
  await worker.stop();
  return { perSecond, waits };
}

async function measure(label: string, database: DatabaseHandle): Promise<void> {
  await database.migrate();
  const one = await bossThroughput(database, 1);
  const twenty = await bossThroughput(database, 20);
  const latency = await bossLatency(database);
  const sender = await outbox(database);
  const row = (worker: string, perSecond: number, waits?: number[]) =>
    console.log(
      `| ${label} | ${worker} | ${perSecond.toFixed(0)} | ${waits ? ms(percentile(waits, 50)) : '-'} | ${waits ? ms(percentile(waits, 99)) : '-'} |`,
    );
  row("pg-boss, 1 run a fetch (as the server's jobs)", one, latency);
  row('pg-boss, 20 runs a fetch', twenty);
  row('outbox worker, 20 a claim', sender.perSecond, sender.waits);
}

export async function benchJobs(): Promise<void> {
  console.log(
    `\nJobs: ${THROUGHPUT_RUNS} runs queued at once, then ${LATENCY_RUNS} one at a time (in-process worker, drivers that answer at once)\n`,
  );
  console.log('| database | worker | runs/s | queued to started p50 | p99 |');
  console.log('|---|---|---|---|---|');
  const embedded = await openDatabase({ kind: 'pglite' });
  try {
    await measure('PGlite (embedded)', embedded);
  } finally {
    await embedded.close();
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('| PostgreSQL | skipped: set BENCH_DATABASE_URL | | | |');
    return;
  }
  await withDatabase(adminUrl, async (url) => {
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    try {
      await measure('PostgreSQL', database);
    } finally {
      await database.close();
    }
  });
}
