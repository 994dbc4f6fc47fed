import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import { readAuditLog, staffActor } from '../audit/index.ts';
import type { StaffAccountsService } from './accounts-service.ts';
import type { StaffLoginService } from './login-service.ts';
import type { StaffSessionService } from './session-service.ts';

/** Per client address, on top of the growing delays per account (login-service.ts). */
const STAFF_LOGIN_RATE_LIMIT = { rateLimit: { max: 20, timeWindow: '15 minutes' } };

/** Staff sign-in, their own account, staff management and the audit log (admins). */
export async function staffRoutes(
  app: FastifyInstance,
  options: {
    db: Database;
    login: StaffLoginService;
    accounts: StaffAccountsService;
    sessions: StaffSessionService;
  },
) {
  const { db, login, accounts, sessions } = options;

  route(
    app,
    'staffLogin',
    async (request) => ({
      success: true as const,
      result: await login.login(request.body.email, request.body.password),
    }),
    STAFF_LOGIN_RATE_LIMIT,
  );

  route(
    app,
    'staffLoginTotp',
    async (request) => ({
      success: true as const,
      ...(await login.verifyCode(request.body.challenge, request.body.code, request.ip ?? null)),
    }),
    STAFF_LOGIN_RATE_LIMIT,
  );

  route(app, 'staffLogout', async (request) => {
    if (request.sessionToken) await sessions.revoke(request.sessionToken);
    return { success: true, message: 'Signed out' };
  });

  route(app, 'staffMe', async (request) => {
    const account = await accounts.me(request.staff.id);
    const { id, email, name, role, must_change_password, totp_enabled } = account;
    return {
      success: true as const,
      staff: { id, email, name, role, must_change_password, totp_enabled },
    };
  });

  route(app, 'staffChangePassword', async (request) => {
    await accounts.changeOwnPassword(
      staffActor(request),
      request.staff,
      request.body.current_password,
      request.body.new_password,
      request.body.confirm_password,
      request.sessionToken,
    );
    return { success: true, message: 'Your password has been changed.' };
  });

  route(app, 'staffAccounts', async () => ({ success: true as const, staff: await accounts.list() }));

  route(app, 'staffCreateAccount', async (request) => {
    const { account, password } = await accounts.create(staffActor(request), request.body);
    return { success: true as const, staff: account, temporary_password: password };
  });

  route(app, 'staffUpdateAccount', async (request) => ({
    success: true as const,
    staff: await accounts.update(staffActor(request), request.params.staffId, request.body),
  }));

  route(app, 'staffResetTotp', async (request) => ({
    success: true as const,
    staff: await accounts.resetTotp(staffActor(request), request.params.staffId),
  }));

  route(app, 'staffResetPassword', async (request) => {
    const { account, password } = await accounts.resetPassword(staffActor(request), request.params.staffId);
    return { success: true as const, staff: account, temporary_password: password };
  });

  route(app, 'staffAuditLog', async (request) => ({
    success: true as const,
    ...(await readAuditLog(db, {
      entityType: request.query.entity_type,
      entityId: request.query.entity_id,
      category: request.query.category,
      page: request.query.page,
    })),
  }));
}
