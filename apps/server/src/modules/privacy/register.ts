import type { FastifyInstance } from 'fastify';
import type { PersonalDataHook } from '../../lib/personal-data.ts';
import type { Platform } from '../../platform.ts';
import { clockOf } from '../../platform.ts';
import type { OtpService, SessionService } from '../auth/index.ts';
import type { WhatsAppConsents } from '../whatsapp/index.ts';
import { BreachService } from './breaches.ts';
import { nomineeRoutes } from './nominee-routes.ts';
import { NomineeService } from './nominees.ts';
import { partnerPrivacyRoutes } from './partner-routes.ts';
import { runAccessLogSweep, runInactiveAccountSweep } from './retention-sweeps.ts';
import { privacyRoutes } from './routes.ts';
import { PrivacyService } from './service.ts';
import { privacyStaffRoutes } from './staff-routes.ts';

/**
 * The seller's privacy rights (export, erasure, consents, grievances, nominees), the partner's own data, the
 * console's breach register, and the retention sweeps at night in India (issue 24).
 */
export async function registerPrivacy(
  app: FastifyInstance,
  platform: Platform,
  deps: {
    otp: OtpService;
    sessions: SessionService;
    whatsapp: WhatsAppConsents;
    /** Every module's part of a person's data, in erasure order (src/personal-data.ts). */
    personalData: readonly PersonalDataHook[];
  },
) {
  const { db, jobs, outbox, teamEmail } = platform;
  const clock = clockOf(platform);
  const privacy = new PrivacyService(db, { ...deps, teamEmail, outbox, ...clock });
  const nominees = new NomineeService(db, { otp: deps.otp, ...clock });
  const breaches = new BreachService(db, platform.now);
  await app.register(privacyRoutes, { privacy, nominees, breaches });
  await app.register(nomineeRoutes, { privacy, nominees });
  await app.register(partnerPrivacyRoutes, { db, privacy, personalData: deps.personalData, ...clock });
  await app.register(privacyStaffRoutes, { privacy, breaches });
  const sweepDeps = { db, sessions: deps.sessions, personalData: deps.personalData };
  jobs.define('inactive-account-sweep', {
    cron: '0 3 * * *',
    run: (now) => runInactiveAccountSweep(sweepDeps, now),
    expireInSeconds: 1800,
    retryLimit: 3,
  });
  jobs.define('access-log-sweep', {
    cron: '30 3 * * *',
    run: (now) => runAccessLogSweep(sweepDeps, now),
    expireInSeconds: 1800,
    retryLimit: 3,
  });
  return { nominees };
}
