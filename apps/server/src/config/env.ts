import net from 'node:net';
import path from 'node:path';
import { COMPANY } from '@phonix/shared/company';
import { DEFAULT_UNASSIGNED_ALERT_MINUTES } from '@phonix/shared/work-queue';
import { z } from 'zod';
import { DEFAULT_SHUTDOWN as shutdown } from '../lib/graceful-shutdown.ts';
import { DEFAULT_OTP_SETTINGS as otp } from '../modules/auth/otp-service.ts';
import { SAMPLE_RESTRICTED_IMEIS_FILE } from '../modules/handover/imei-checker.ts';
import { DEFAULT_JOB_QUEUE_SETTINGS as jobs } from '../modules/jobs/job-queue.ts';
import { DEFAULT_OUTBOX_SETTINGS as outbox } from '../modules/outbox/worker.ts';
import { dltTemplateIds } from '../modules/sms/templates.ts';

/** Every setting the server reads from the environment, parsed once at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded PGlite database and the generated images live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL connection string; when set, it is used instead of the embedded database. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app (apps/web/dist). */
  WEB_DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../../web/dist')),
  /** Where the public site lives: canonical URLs, the sitemap and share images use it (no trailing slash). */
  PUBLIC_ORIGIN: z
    .url()
    .regex(/^https?:\/\/[^/]+$/, 'must be an origin like https://www.phonix.in (no path)')
    .default(COMPANY.website),
  /** 'log' writes each e-mail as one log line (development); 'smtp' sends it through SMTP_URL. */
  EMAIL_DRIVER: z.enum(['log', 'smtp']).default('log'),
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).default(`${COMPANY.name} <${COMPANY.noReplyEmail}>`),
  /** Who is told about contact messages and partner requests. */
  TEAM_EMAIL: z.email().default(COMPANY.email),
  /** Who is e-mailed about the work queue's alerts (unassigned orders, hand-backs nobody can take); TEAM_EMAIL when unset. */
  TEAM_ALERT_EMAIL: z.email().optional(),
  /** A re-check cutting the quote by more than this percent waits for staff before the seller sees it. */
  DOOR_CUT_REVIEW_PERCENT: z.coerce.number().int().min(1).max(100).default(30),
  /**
   * 'log' writes each SMS as one log line (development); 'record' appends it as a JSON line to
   * SMS_RECORD_FILE (browser tests); 'http' posts it to an SMS provider.
   */
  SMS_DRIVER: z.enum(['log', 'record', 'http']).default('log'),
  SMS_RECORD_FILE: z.string().min(1).optional(),
  /**
   * The provider's send endpoint; it receives JSON { to, text, sender, template_id, entity_id, unicode } with
   * a Bearer token (modules/sms/sms-driver.ts).
   */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().default('PHONIX'),
  /** Our DLT principal entity id, sent with every SMS (required with SMS_DRIVER=http in production). */
  SMS_DLT_ENTITY_ID: z.string().trim().min(1).optional(),
  /**
   * The DLT template id of every SMS template in every language, as JSON
   * { "order_booked_seller": { "en": "1107...", "hi": "...", "te": "..." }, ... } (modules/sms/templates.ts);
   * required and complete with SMS_DRIVER=http in production, development ids otherwise.
   */
  SMS_DLT_TEMPLATES: z.string().optional(),
  /** The SMS provider signs its delivery reports with it (X-SMS-Signature, HMAC-SHA256). Unset: no report route. */
  SMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(600).default(otp.ttlSeconds),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(otp.maxAttempts),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(otp.resendCooldownSeconds),
  OTP_MAX_PER_NUMBER_HOUR: z.coerce.number().int().positive().default(otp.maxPerNumberHour),
  OTP_MAX_PER_NUMBER_DAY: z.coerce.number().int().positive().default(otp.maxPerNumberDay),
  OTP_MAX_PER_IP_HOUR: z.coerce.number().int().positive().default(otp.maxPerIpHour),
  OTP_MAX_PER_IP_DAY: z.coerce.number().int().positive().default(otp.maxPerIpDay),
  /** Keys the OTP hashes; set the same value on every server process behind one load balancer. */
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Which proxies may name the client in X-Forwarded-For: unset or 'false' trusts none (the socket's
   * address is the client), a number trusts that many hops in front of the server ('1': one load
   * balancer), a list trusts those addresses or ranges ('10.0.0.0/8,127.0.0.1'). 'true' is refused: it
   * takes the left-most entry, which the client writes.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        context.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How a handover checks an IMEI against the government's restricted list: 'manual' (the executive
   * records the official check's result and reference) or 'list' (a local file; development and tests).
   */
  IMEI_CHECKER: z.enum(['manual', 'list']).default('manual'),
  /** With IMEI_CHECKER=list: a text file of restricted IMEIs, one a line ('#' starts a comment). */
  IMEI_RESTRICTED_LIST_FILE: z.string().default(SAMPLE_RESTRICTED_IMEIS_FILE),
  /** 'log' records each payout as a log line with a TEST- reference (no money moves); 'http' pays for real. */
  PAYOUT_DRIVER: z.enum(['log', 'http']).default('log'),
  /** The provider's create-payout endpoint (RazorpayX style: POST with basic auth and an idempotency key). */
  PAYOUT_HTTP_URL: z.url().optional(),
  PAYOUT_KEY_ID: z.string().min(1).optional(),
  PAYOUT_KEY_SECRET: z.string().min(1).optional(),
  /** Our account at the provider that payouts are paid from. */
  PAYOUT_ACCOUNT_NUMBER: z.string().min(1).optional(),
  PAYOUT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /**
   * The secret set for the payout webhook at the provider (X-Razorpay-Signature is the HMAC-SHA256 of the
   * body under it). Unset: POST /api/webhooks/payouts does not exist and only the status check follows payouts.
   */
  PAYOUT_WEBHOOK_SECRET: z.string().min(16).optional(),
  /**
   * WhatsApp order updates (modules/whatsapp): 'off' sends every order update by SMS; 'log' writes each
   * WhatsApp message as a log line and 'record' appends it to WHATSAPP_RECORD_FILE (development, tests);
   * 'http' sends template messages through the WhatsApp Cloud API. Only sellers who opted in get WhatsApp.
   */
  WHATSAPP_DRIVER: z.enum(['off', 'log', 'record', 'http']).default('off'),
  WHATSAPP_RECORD_FILE: z.string().min(1).optional(),
  /** The Graph API with its version; messages go to {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages. */
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** The business phone number's id in WhatsApp Manager (not the number itself). */
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, 'must be the numeric phone number id')
    .optional(),
  /** A system user's access token with whatsapp_business_messaging (sent as a Bearer token). */
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  /** How long a send may take before the SMS goes instead. */
  WHATSAPP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(10_000),
  /** The Meta app's secret: X-Hub-Signature-256 of the webhook is the HMAC-SHA256 of the body under it. Unset: no POST webhook. */
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  /** The verify token typed in the app's webhook settings (the GET handshake). Unset: no GET handshake. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
  /** Minutes between the runs of the job that asks about payouts still without a final status (a GET, never a new payout). */
  PAYOUT_POLL_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(59).default(5),
  /** How long a payout waits for its webhook before the status check asks the provider. */
  PAYOUT_POLL_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Minutes an order may wait in the pool, counted in working hours, before the dashboard lists it as unassigned. */
  UNASSIGNED_ALERT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_080)
    .default(DEFAULT_UNASSIGNED_ALERT_MINUTES),
  /** How often each job worker looks for a due run (modules/jobs); a schedule fires at most once a minute anyway. */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(jobs.pollSeconds),
  /** How often runs lost with their process (past their expiry) are found and retried, in any process. */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(jobs.maintenanceSeconds),
  /** How often each process checks the cron schedules (a schedule fires once per minute across processes). */
  JOBS_CRON_CHECK_SECONDS: z.coerce.number().int().min(1).max(45).default(jobs.cronCheckSeconds),
  /** Overrides each job's own expiry (how long a run may take before it counts as lost); for fault tests. */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  /** How often the outbox worker looks for messages to send when no change in this process nudged it. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(outbox.pollMs),
  /** Wait before the worker's first look after start (tests stop the server between a change and its send). */
  OUTBOX_FIRST_POLL_DELAY_MS: z.coerce.number().int().min(0).max(3_600_000).default(outbox.firstPollDelayMs),
  /** Tries before a message is marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(outbox.maxAttempts),
  /**
   * How long a claimed message is reserved for its sender; after a crash, a message that was in flight is
   * sent again (same idempotency key) once it runs out. Keep it above the drivers' longest send (SMS 10 s,
   * e-mail about 40 s), or a live but slow send is repeated.
   */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1_000).max(3_600_000).default(outbox.leaseMs),
  /** Redis shared by several server processes for the rate limits; unset, each process counts in memory. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of the rate limits' Redis keys (several sites or test runs can share one Redis). */
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('phonix:rate-limit:'),
  /** Live sessions per customer; a new login beyond it ends the oldest. */
  SESSION_MAX_PER_CUSTOMER: z.coerce.number().int().min(1).max(100).default(10),
  /** Wrong OTPs accepted per number per hour, over all its codes and all client addresses. */
  OTP_MAX_WRONG_PER_NUMBER_HOUR: z.coerce.number().int().positive().default(otp.maxWrongPerNumberHour),
  /**
   * Requests that use the database run at most this many at a time; the rest wait, at most
   * ADMISSION_WAIT_MS, then answer 503 with Retry-After (load shedding instead of an unbounded queue).
   */
  MAX_ACTIVE_REQUESTS: z.coerce.number().int().min(1).max(10_000).default(32),
  ADMISSION_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /** Event-loop utilisation (0-1) which, held for a second, sheds those requests at once; 0 turns it off. */
  MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).default(0.98),
  /**
   * On SIGTERM or SIGINT: the longest the stop may take (running requests, the outbox's sends in flight,
   * the scheduled checks, closing the database); past it the process exits 1. Keep it below the
   * orchestrator's own limit (Kubernetes: terminationGracePeriodSeconds, 30 s by default).
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(shutdown.timeoutMs),
  /**
   * How long readiness answers 503 before the server stops taking connections (every other call is still
   * served meanwhile), so a load balancer that polls readiness stops sending first. Part of the timeout.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(300_000).default(shutdown.delayMs),
  /**
   * Prometheus metrics on a separate listener (GET /metrics, no token) at METRICS_HOST:METRICS_PORT; unset,
   * there is none. Each server process serves its own (docs/decisions/105).
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The separate metrics listener's address; keep it loopback or a private interface. */
  METRICS_HOST: z
    .string()
    .refine(
      (host) => net.isIP(host) !== 0,
      'must be an IP address (e.g. 127.0.0.1, or 10.0.0.5 for a private interface)',
    )
    .default('127.0.0.1'),
  /**
   * Serves /metrics on the main port to `Authorization: Bearer <METRICS_TOKEN>` only; unset, /metrics is the
   * not-found page there.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. openssl rand -hex 32)')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (e.g. openssl rand -hex 32)')
    .optional(),
});
export type Env = z.infer<typeof envSchema>;

/** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = false | number | string[];

/** TRUST_PROXY as Fastify's option, or the message saying why the value is refused. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return (
      'TRUST_PROXY=true would take the client address from the left-most X-Forwarded-For entry, which ' +
      'the client itself writes. Set the number of proxies in front of the server instead (TRUST_PROXY=1 ' +
      'behind one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1).'
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : 'must be a hop count from 1 to 10, or proxy addresses';
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    return `${bad.map((entry) => JSON.stringify(entry)).join(', ')} is not an IP address or CIDR range (e.g. TRUST_PROXY=1 or TRUST_PROXY=10.0.0.0/8,127.0.0.1)`;
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Settings that only make sense together. */
function checkCombinations(env: Env, issues: string[]): void {
  if (env.SMS_DRIVER === 'http' && !env.SMS_HTTP_URL)
    issues.push('  SMS_HTTP_URL: is required when SMS_DRIVER=http');
  const realSms = env.SMS_DRIVER === 'http' && env.NODE_ENV === 'production';
  if (realSms && !env.SMS_DLT_ENTITY_ID)
    issues.push('  SMS_DLT_ENTITY_ID: is required when SMS_DRIVER=http in production');
  try {
    dltTemplateIds(env.SMS_DLT_TEMPLATES, { required: realSms });
  } catch (error) {
    issues.push(`  ${error instanceof Error ? error.message : String(error)}`);
  }
  if (env.SMS_DRIVER === 'record' && !env.SMS_RECORD_FILE)
    issues.push('  SMS_RECORD_FILE: is required when SMS_DRIVER=record');
  if (env.SHUTDOWN_DELAY_MS >= env.SHUTDOWN_TIMEOUT_MS)
    issues.push('  SHUTDOWN_DELAY_MS: must be less than SHUTDOWN_TIMEOUT_MS (the delay is part of the stop)');
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
    issues.push(
      '  METRICS_PORT: must differ from PORT (set METRICS_TOKEN to serve /metrics on the main port)',
    );
  if (env.EMAIL_DRIVER === 'smtp' && !env.SMTP_URL)
    issues.push('  SMTP_URL: is required when EMAIL_DRIVER=smtp');
  if (env.WHATSAPP_DRIVER === 'record' && !env.WHATSAPP_RECORD_FILE)
    issues.push('  WHATSAPP_RECORD_FILE: is required when WHATSAPP_DRIVER=record');
  if (env.WHATSAPP_DRIVER === 'http') {
    for (const name of ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_TOKEN'] as const)
      if (!env[name]) issues.push(`  ${name}: is required when WHATSAPP_DRIVER=http`);
  }
  if (env.PAYOUT_DRIVER === 'http') {
    for (const name of [
      'PAYOUT_HTTP_URL',
      'PAYOUT_KEY_ID',
      'PAYOUT_KEY_SECRET',
      'PAYOUT_ACCOUNT_NUMBER',
    ] as const)
      if (!env[name]) issues.push(`  ${name}: is required when PAYOUT_DRIVER=http`);
  }
}

/**
 * Settings that work but should not reach production: logged as warnings at start-up (main.ts).
 */
export function startupWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === 'production' && env.SMS_DRIVER !== 'http') {
    const where = env.SMS_DRIVER === 'log' ? 'the log' : 'SMS_RECORD_FILE';
    warnings.push(
      `SMS_DRIVER=${env.SMS_DRIVER} with NODE_ENV=production: one-time codes are written to ${where} and no SMS ` +
        'is sent. Set SMS_DRIVER=http and SMS_HTTP_URL for real customers.',
    );
  }
  if (env.METRICS_PORT !== undefined && !isLoopback(env.METRICS_HOST)) {
    warnings.push(
      `METRICS_HOST=${env.METRICS_HOST}: the metrics listener (no token) answers anyone who reaches that ` +
        'address; keep it on a private network only Prometheus can reach.',
    );
  }
  return warnings;
}

function isLoopback(host: string): boolean {
  return host === '::1' || host.startsWith('127.');
}

/**
 * Parses the environment or throws one error listing every bad variable. A variable set to nothing
 * (`DATABASE_URL=`) is unset, as in most tools: its default applies.
 */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const set = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(set);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const problems: string[] = [];
  checkCombinations(result.data, problems);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return result.data;
}

/**
 * The environment for the server and the command-line scripts: on a bad one, the list of every bad variable
 * and what to set instead is printed (a stack trace would bury it) and the process exits with 1.
 */
export function readEnvOrExit(source: NodeJS.ProcessEnv = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
