import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { DEFAULT_OTP_SETTINGS, OtpService } from './otp-service.ts';
import { authRoutes } from './routes.ts';
import { AuthService, type SignupNotice } from './service.ts';
import { SessionService } from './session-service.ts';

/** Sellers' sign-in by mobile number and OTP, and their sessions (the OTP service is shared with partners and nominees). */
export async function registerAuth(
  app: FastifyInstance,
  platform: Platform,
  // The privacy notice a sign-up accepts: privacy's rule, handed in (auth imports nothing of privacy).
  notice: SignupNotice,
) {
  const { db, options } = platform;
  const sessions = new SessionService(db, options.auth?.sessionTtlDays ?? 30, {
    cache: platform.database.kind === 'pglite',
    maxPerCustomer: options.auth?.maxSessionsPerCustomer ?? 10,
  });
  const otpSettings = { ...DEFAULT_OTP_SETTINGS, ...options.auth?.otp };
  const otp = new OtpService(db, platform.sms, otpSettings, options.auth?.otpSecret);
  const auth = new AuthService(db, otp, sessions, notice, platform.now);
  await app.register(authRoutes, { auth });
  return { sessions, otp, otpSettings };
}
