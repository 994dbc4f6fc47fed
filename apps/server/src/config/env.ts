import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_OTP_SETTINGS as otp } from '../modules/auth/otp-service.ts';

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
    .default('https://www.phonix.in'),
  /** 'log' writes each e-mail as one log line (development); 'smtp' sends it through SMTP_URL. */
  EMAIL_DRIVER: z.enum(['log', 'smtp']).default('log'),
  /** smtp://user:pass@host:587 (STARTTLS) or smtps://user:pass@host:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  EMAIL_FROM: z.string().min(3).default('Phonix <no-reply@phonix.in>'),
  /** Who is told about contact messages and partner requests. */
  TEAM_EMAIL: z.email().default('support@phonix.in'),
  /** 'log' writes each SMS as one log line (development); 'http' posts it to an SMS provider. */
  SMS_DRIVER: z.enum(['log', 'http']).default('log'),
  /** The provider's send endpoint; it receives JSON { to, text, sender } with a Bearer token. */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().default('PHONIX'),
  OTP_LENGTH: z.coerce.number().int().min(4).max(8).default(otp.length),
  OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(600).default(otp.ttlSeconds),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(otp.maxAttempts),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(0).max(600).default(otp.resendCooldownSeconds),
  OTP_MAX_PER_NUMBER_HOUR: z.coerce.number().int().positive().default(otp.maxPerNumberHour),
  OTP_MAX_PER_NUMBER_DAY: z.coerce.number().int().positive().default(otp.maxPerNumberDay),
  OTP_MAX_PER_IP_HOUR: z.coerce.number().int().positive().default(otp.maxPerIpHour),
  OTP_MAX_PER_IP_DAY: z.coerce.number().int().positive().default(otp.maxPerIpDay),
  /** Keys the OTP hashes; set the same value on every server process behind one load balancer. */
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** 'true' when a load balancer in front forwards the client's address in X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});
export type Env = z.infer<typeof envSchema>;

/** Settings that only make sense together. */
function checkCombinations(env: Env, issues: string[]): void {
  if (env.SMS_DRIVER === 'http' && !env.SMS_HTTP_URL)
    issues.push('  SMS_HTTP_URL: is required when SMS_DRIVER=http');
  if (env.EMAIL_DRIVER === 'smtp' && !env.SMTP_URL)
    issues.push('  SMTP_URL: is required when EMAIL_DRIVER=smtp');
}

/** Parses the environment or throws one error listing every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const problems: string[] = [];
  checkCombinations(result.data, problems);
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return result.data;
}
