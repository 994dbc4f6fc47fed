import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.ts';
import { parseEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { loadCatalogSeed } from './db/seed/catalog-seed.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { createEmailDriver } from './modules/email/create-email-driver.ts';
import { ensureCatalogImages } from './modules/images/catalog-images.ts';
import { createSmsDriver } from './modules/sms/sms-driver.ts';

const env = parseEnv(process.env);
const loggerOptions = {
  level: env.LOG_LEVEL,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  ...(env.NODE_ENV === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
};
const log = pino(loggerOptions);

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'pglite') },
);
await database.migrate();
const seeded = await seedDatabase(database.db);
log.info({ database: database.kind, seeded }, 'database ready');

const imagesDir = path.join(env.DATA_DIR, 'images');
const started = performance.now();
const { written } = await ensureCatalogImages(imagesDir, loadCatalogSeed());
if (written > 0)
  log.info({ written, ms: Math.round(performance.now() - started) }, 'catalog images generated');

const app = await buildApp({
  database,
  webDistDir: env.WEB_DIST_DIR,
  imagesDir,
  logger: loggerOptions,
  email: createEmailDriver(env, log),
  teamEmail: env.TEAM_EMAIL,
  publicOrigin: env.PUBLIC_ORIGIN,
  trustProxy: env.TRUST_PROXY,
  auth: {
    sms: createSmsDriver(env, log),
    otp: {
      length: env.OTP_LENGTH,
      ttlSeconds: env.OTP_TTL_SECONDS,
      maxAttempts: env.OTP_MAX_ATTEMPTS,
      resendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
      maxPerNumberHour: env.OTP_MAX_PER_NUMBER_HOUR,
      maxPerNumberDay: env.OTP_MAX_PER_NUMBER_DAY,
      maxPerIpHour: env.OTP_MAX_PER_IP_HOUR,
      maxPerIpDay: env.OTP_MAX_PER_IP_DAY,
    },
    otpSecret: env.OTP_SECRET,
    sessionTtlDays: env.SESSION_TTL_DAYS,
  },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
