import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { nameAuditEntities, useAuditPeople } from '../audit/index.ts';
import { StaffAccountsService } from './accounts-service.ts';
import { StaffLoginService } from './login-service.ts';
import { staffNames } from './reads.ts';
import { staffRoutes } from './routes.ts';
import { StaffSessionService } from './session-service.ts';

/** The operations console's team: sign-in with password and TOTP, sessions, accounts. */
export async function registerStaff(app: FastifyInstance, platform: Platform) {
  const { db } = platform;
  // Who wrote an audit entry, and a staff member as its object, by their names now.
  useAuditPeople(staffNames);
  nameAuditEntities('staff', async (executor, ids) => {
    const rows = await staffNames(executor, ids);
    return new Map(rows.map((row) => [row.id, row.name]));
  });
  const sessions = new StaffSessionService(db);
  await app.register(staffRoutes, {
    db,
    sessions,
    login: new StaffLoginService(db, sessions),
    accounts: new StaffAccountsService(db, sessions),
  });
  return { sessions };
}
