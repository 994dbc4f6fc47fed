import { COMPANY } from '@phonix/shared/company';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppOptions } from './app.ts';
import { ChangeFeed } from './db/change-feed.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { DeferredStartup } from './lib/deferred-startup.ts';
import { markContactMessageNotified } from './modules/contact/repository.ts';
import { LogEmailDriver } from './modules/email/log-driver.ts';
import { DEFAULT_JOB_QUEUE_SETTINGS, JobQueue } from './modules/jobs/job-queue.ts';
import { DEFAULT_OUTBOX_SETTINGS, OutboxWorker } from './modules/outbox/worker.ts';
import { markPartnerRequestNotified } from './modules/partners/repository.ts';
import { LogPayoutDriver, type PayoutDriver } from './modules/payouts/payout-driver.ts';
import { LogSmsDriver, type SmsDriver } from './modules/sms/sms-driver.ts';
import { OrderUpdateChannel } from './modules/whatsapp/channel.ts';
import { InFlightRequests } from './plugins/in-flight.ts';

/**
 * What every module is built on (docs/decisions/206): the database, the clock, the change feed, the outbox
 * that carries every SMS and e-mail, the scheduled jobs, the drivers of the services we cannot reach, and the
 * options. Each module's register(app, platform, …) takes what it needs from here.
 */
export interface Platform {
  options: AppOptions;
  database: DatabaseHandle;
  db: Database;
  log: FastifyBaseLogger;
  /** The clock tests move; undefined means the real one (each service defaults to it). */
  now: (() => Date) | undefined;
  /** Catalog and pricing caches follow changes made here or in any other process (db/change-feed.ts). */
  changes: ChangeFeed;
  outbox: OutboxWorker;
  /** Scheduled work, once per schedule across every process (modules/jobs, docs/decisions/190). */
  jobs: JobQueue;
  /** Start-up work that need not block serving: run after listening, readiness 503 until done (DR 212). */
  startup: DeferredStartup;
  sms: SmsDriver;
  payoutDriver: PayoutDriver;
  /** Calls still writing: shutdown waits for them before the database closes. */
  writes: InFlightRequests;
  teamEmail: string;
  /** Who gets the work queue's alerts (TEAM_ALERT_EMAIL); default teamEmail. */
  teamAlertEmail: string;
  publicOrigin: string;
}

/** `{ now }` when the options move the clock, else nothing: the services' own default is the real clock. */
export function clockOf(platform: Platform): { now?: () => Date } {
  return platform.now ? { now: platform.now } : {};
}

/** The platform, and the one hook that closes it in order when the app closes. */
export function startPlatform(app: FastifyInstance, options: AppOptions, redis: Redis | undefined): Platform {
  const { database } = options;
  const { db } = database;
  const teamEmail = options.teamEmail ?? COMPANY.email;
  const publicOrigin = options.publicOrigin ?? COMPANY.website;
  const sms = options.auth?.sms ?? new LogSmsDriver(app.log);
  const changes = new ChangeFeed(
    database.kind === 'postgres' ? db.$client.options.connectionString : undefined,
    app.log,
  );
  // A seller's order update goes by WhatsApp when they opted in and a driver is configured.
  const whatsAppDriver = options.whatsapp?.driver;
  const smsRouting = whatsAppDriver
    ? new OrderUpdateChannel(db, whatsAppDriver, sms, publicOrigin, app.log)
    : undefined;
  // Every SMS and e-mail that tells about a change goes through the outbox, written with the change.
  const outbox = new OutboxWorker(
    db,
    { sms, email: options.email ?? new LogEmailDriver(app.log), ...(smsRouting ? { smsRouting } : {}) },
    { publicOrigin },
    app.log,
    // PGlite answers one statement at a time: overlapped batches (DR 217) only queue behind each other and
    // behind the requests there (the order bench's p99 rose from 31-39 to 52-56 ms), so one batch at a time.
    { ...DEFAULT_OUTBOX_SETTINGS, ...(database.kind === 'pglite' ? { passes: 1 } : {}), ...options.outbox },
    async (tx, sent) => {
      if (sent.contactMessageId !== null) await markContactMessageNotified(tx, sent.contactMessageId);
      if (sent.partnerRequestId !== null) await markPartnerRequestNotified(tx, sent.partnerRequestId);
    },
  );
  // Each job's work is safe to run twice: a run lost with its process is run again after its expiry.
  const jobs = new JobQueue(
    db.$client,
    { ...DEFAULT_JOB_QUEUE_SETTINGS, ...options.jobs },
    app.log,
    options.now,
  );
  const writes = new InFlightRequests();
  const startup = new DeferredStartup();
  app.addHook('onClose', async () => {
    await startup.stop(); // start-up work still running settles before what it uses closes
    await writes.drained(); // handlers still writing finish before the database closes
    await jobs.stop(); // running jobs finish (bounded); the rest wait in the table
    await outbox.stop(); // messages being sent right now are marked sent (the rest wait in the table)
    await changes.close();
    await redis?.quit().catch(() => {});
    await database.close();
  });
  return {
    options,
    database,
    db,
    log: app.log,
    now: options.now,
    changes,
    outbox,
    jobs,
    startup,
    sms,
    payoutDriver: options.handover?.payouts ?? new LogPayoutDriver(app.log),
    writes,
    teamEmail,
    teamAlertEmail: options.teamAlertEmail ?? teamEmail,
    publicOrigin,
  };
}
