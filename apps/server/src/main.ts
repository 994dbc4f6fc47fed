import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { readEnvOrExit, startupWarnings } from './config/env.ts';
import { openDatabase, SchemaNewerError } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { stopOnSignals } from './lib/graceful-shutdown.ts';
import { loggerOptions as serverLoggerOptions } from './lib/logging.ts';
import { createEmailDriver } from './modules/email/create-email-driver.ts';
import { createImeiChecker } from './modules/handover/imei-checker.ts';
import { createPayoutDriver } from './modules/payouts/payout-driver.ts';
import { createSmsDriver } from './modules/sms/sms-driver.ts';
import { createWhatsAppDriver } from './modules/whatsapp/whatsapp-driver.ts';

// How long each step of the start took (logged once listening): `load` is the modules' import and compile
// since the process began, then opening the database, migrating, seeding, building the app and listening.
const phases: Record<string, number> = {};
let phaseStart = 0;
const phase = (name: string) => {
  const now = performance.now();
  phases[name] = Math.round(now - phaseStart);
  phaseStart = now;
};
phase('load');
const env = readEnvOrExit();
// React (which renders the public pages here) and the libraries read it: production unless told otherwise.
process.env.NODE_ENV = env.NODE_ENV;
// One set of options (serializers and redaction: lib/logging.ts) for this logger and the app's.
const loggerOptions = {
  ...serverLoggerOptions(env.LOG_LEVEL),
  ...(env.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
};
const log = pino(loggerOptions);
for (const warning of startupWarnings(env)) log.warn(warning);

// One process at a time on the embedded database's files (PostgreSQL is the way to run several).
if (!env.DATABASE_URL) lockDataDir(env.DATA_DIR, 'the Phonix server');
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
phase('open');
try {
  // Every process may migrate: one at a time under an advisory lock, the rest find nothing pending
  // (`npm run migrate` does it alone, before a rollout).
  // The job queue's schema is checked after listening (deferStartup: docs/decisions/212).
  await database.migrate({ jobQueue: false });
} catch (error) {
  if (!(error instanceof SchemaNewerError)) throw error;
  log.fatal(error.message);
  await database.close();
  process.exit(1);
}
phase('migrate');
const seeded = await seedDatabase(database.db);
phase('seed');
log.info({ database: database.kind, seeded }, 'database ready');

const imagesDir = path.join(env.DATA_DIR, 'images');
// WHATSAPP_DRIVER=off (the default): every order update goes by SMS.
const whatsAppDriver = createWhatsAppDriver(env, log);

const app = await buildApp({
  database,
  webDistDir: env.WEB_DIST_DIR,
  imagesDir,
  logger: loggerOptions,
  email: createEmailDriver(env, log),
  teamEmail: env.TEAM_EMAIL,
  ...(env.TEAM_ALERT_EMAIL ? { teamAlertEmail: env.TEAM_ALERT_EMAIL } : {}),
  doorCutReviewPercent: env.DOOR_CUT_REVIEW_PERCENT,
  publicOrigin: env.PUBLIC_ORIGIN,
  trustProxy: env.TRUST_PROXY,
  unassignedAlertMinutes: env.UNASSIGNED_ALERT_MINUTES,
  jobs: {
    pollSeconds: env.JOBS_POLL_SECONDS,
    maintenanceSeconds: env.JOBS_MAINTENANCE_SECONDS,
    cronCheckSeconds: env.JOBS_CRON_CHECK_SECONDS,
    ...(env.JOBS_EXPIRE_SECONDS ? { expireInSeconds: env.JOBS_EXPIRE_SECONDS } : {}),
  },
  outbox: {
    pollMs: env.OUTBOX_POLL_MS,
    firstPollDelayMs: env.OUTBOX_FIRST_POLL_DELAY_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    leaseMs: env.OUTBOX_LEASE_MS,
  },
  // The catalog's illustrations are drawn from the database at start-up and after catalog changes.
  drawCatalogImages: true,
  // The job queue's schema and start and the catalog's drawings run after listening (app.startup below).
  deferStartup: true,
  ...(env.REDIS_URL ? { redis: { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } } : {}),
  handover: { imeiChecker: createImeiChecker(env), payouts: createPayoutDriver(env, log) },
  metrics: {
    ...(env.METRICS_TOKEN ? { token: env.METRICS_TOKEN } : {}),
    ...(env.METRICS_PORT ? { port: env.METRICS_PORT, host: env.METRICS_HOST } : {}),
  },
  ...(env.SMS_WEBHOOK_SECRET ? { smsWebhookSecret: env.SMS_WEBHOOK_SECRET } : {}),
  whatsapp: {
    ...(whatsAppDriver ? { driver: whatsAppDriver } : {}),
    ...(env.WHATSAPP_APP_SECRET ? { appSecret: env.WHATSAPP_APP_SECRET } : {}),
    ...(env.WHATSAPP_VERIFY_TOKEN ? { verifyToken: env.WHATSAPP_VERIFY_TOKEN } : {}),
  },
  payoutTracking: {
    ...(env.PAYOUT_WEBHOOK_SECRET ? { webhookSecret: env.PAYOUT_WEBHOOK_SECRET } : {}),
    pollIntervalMinutes: env.PAYOUT_POLL_INTERVAL_MINUTES,
    pollAfterMs: env.PAYOUT_POLL_AFTER_MINUTES * 60_000,
  },
  admission: {
    maxActive: env.MAX_ACTIVE_REQUESTS,
    maxWaitMs: env.ADMISSION_WAIT_MS,
    maxEventLoopUtilization: env.MAX_EVENT_LOOP_UTILIZATION,
  },
  auth: {
    sms: createSmsDriver(env, log),
    otp: {
      ttlSeconds: env.OTP_TTL_SECONDS,
      maxAttempts: env.OTP_MAX_ATTEMPTS,
      resendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
      maxPerNumberHour: env.OTP_MAX_PER_NUMBER_HOUR,
      maxPerNumberDay: env.OTP_MAX_PER_NUMBER_DAY,
      maxPerIpHour: env.OTP_MAX_PER_IP_HOUR,
      maxPerIpDay: env.OTP_MAX_PER_IP_DAY,
      maxWrongPerNumberHour: env.OTP_MAX_WRONG_PER_NUMBER_HOUR,
    },
    otpSecret: env.OTP_SECRET,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    maxSessionsPerCustomer: env.SESSION_MAX_PER_CUSTOMER,
  },
});

phase('build');
// SIGTERM/SIGINT: readiness 503, then no new connections, running requests and sends finish, the database
// closes, exit 0; a second signal or SHUTDOWN_TIMEOUT_MS exits 1 (lib/graceful-shutdown.ts).
stopOnSignals(app, { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, delayMs: env.SHUTDOWN_DELAY_MS });

await app.listen({ port: env.PORT, host: env.HOST });
phase('listen');
log.info({ phases }, 'listening; start-up phases (ms)');
// Readiness answers 503 until this has finished; a failing task is logged and tried again.
void app.startup.run(app.log, { retryMs: 5_000 });
const metricsListener = app.metricsServer?.address();
if (metricsListener)
  log.info({ address: metricsListener.address, port: metricsListener.port }, 'metrics listening');
