import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { StaffAccountsService } from './accounts-service.ts';
import { StaffLoginService } from './login-service.ts';
import { staffRoutes } from './routes.ts';
import { StaffSessionService } from './session-service.ts';

/** The operations console's team: sign-in with password and TOTP, sessions, accounts. */
export async function registerStaff(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  const sessions = new StaffSessionService(db);
  await app.register(staffRoutes, {
    db,
    sessions,
    login: new StaffLoginService(db, sessions),
    accounts: new StaffAccountsService(db, sessions),
  });
  return { sessions };
}
