import { ENDPOINTS, type EndpointName } from '@phonix/shared/api/endpoints';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staff } from '../src/db/schema.ts';
import { createAdmin } from '../src/modules/staff/bootstrap.ts';
import { signUp } from './support/customers.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations, totpCode } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const sms = new RecordingSms();
let context: TestApp;
let admin: StaffSession;
let operations: StaffSession;
let addressCounter = 0;
/** A fresh client address, so the per-address limit of the sign-in routes never mixes tests. */
const address = () => `10.60.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

beforeAll(async () => {
  context = await createTestApp({ auth: { sms } });
  admin = await signInNewAdmin(context.app, context.db);
  operations = await signInNewOperations(context.app, admin);
});
afterAll(async () => {
  await context.close();
});

const inject = (
  method: 'GET' | 'POST',
  url: string,
  options: { headers?: Record<string, string>; payload?: unknown; remoteAddress?: string } = {},
) =>
  context.app.inject({
    method,
    url,
    headers: options.headers ?? {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: options.remoteAddress ?? address(),
  });

const login = (email: string, password: string, remoteAddress = address()) =>
  inject('POST', '/api/staff/login', { payload: { email, password }, remoteAddress });

const auditEntries = (action: string, entityId: number) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

describe('staff sign-in', () => {
  it('asks an admin for the TOTP code after the password, and opens a staff session with it', async () => {
    const created = await createAdmin(context.db, { email: 'Meera@Phonix.test', name: 'Meera' });
    expect(created.email).toBe('meera@phonix.test');
    const first = await login('MEERA@phonix.test', created.password);
    expect(first.statusCode).toBe(200);
    const { result } = first.json();
    expect(result).toEqual({ step: 'totp', challenge: expect.any(String) });

    const wrong = await inject('POST', '/api/staff/login/totp', {
      payload: { challenge: result.challenge, code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('STAFF_CODE_INVALID');

    const code = await totpCode(created.totpSecret);
    const right = await inject('POST', '/api/staff/login/totp', {
      payload: { challenge: result.challenge, code },
    });
    expect(right.statusCode).toBe(200);
    const session = right.json();
    expect(session.staff).toMatchObject({ email: 'meera@phonix.test', role: 'admin', name: 'Meera' });
    const me = await inject('GET', '/api/staff/me', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.json().staff).toMatchObject({ email: 'meera@phonix.test', totp_enabled: true });

    // The challenge is single use, and the same code is never accepted twice.
    const again = await inject('POST', '/api/staff/login/totp', {
      payload: { challenge: result.challenge, code },
    });
    expect(again.json().code).toBe('STAFF_CHALLENGE_EXPIRED');
    const second = (await login('meera@phonix.test', created.password)).json().result;
    const replay = await inject('POST', '/api/staff/login/totp', {
      payload: { challenge: second.challenge, code },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('STAFF_CODE_INVALID');
    const next = await inject('POST', '/api/staff/login/totp', {
      payload: { challenge: second.challenge, code: await totpCode(created.totpSecret, 1) },
    });
    expect(next.statusCode).toBe(200);
  });

  it('answers the same error for a wrong password and an unknown e-mail', async () => {
    const wrong = await login(admin.email, 'not the password');
    const unknown = await login('nobody@phonix.test', 'not the password');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        code: 'STAFF_WRONG_CREDENTIALS',
        message: 'Invalid email or password.',
      });
    }
  });

  it('slows guessing on one account with growing delays, even for the right password, until a sign-in', async () => {
    const target = await createAdmin(context.db, { email: 'delay@phonix.test', name: 'Delay' });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await login(target.email, `wrong ${attempt}`)).statusCode).toBe(401);
    }
    // The fourth failure started a delay: nothing is even checked until it has passed.
    const blocked = await login(target.email, target.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('STAFF_LOGIN_DELAYED');
    const firstWait = blocked.json().retry_after as number;
    expect(firstWait).toBeGreaterThanOrEqual(1);
    expect(blocked.headers['retry-after']).toBe(String(firstWait));

    await new Promise((resolve) => setTimeout(resolve, firstWait * 1000 + 100));
    expect((await login(target.email, 'wrong again')).statusCode).toBe(401);
    const longer = await login(target.email, target.password);
    expect(longer.statusCode).toBe(429);
    expect(longer.json().retry_after).toBeGreaterThan(firstWait);

    // Parallel guesses cannot slip past the count: all of them wait.
    const burst = await Promise.all(Array.from({ length: 8 }, () => login(target.email, 'guess')));
    expect(burst.every((response) => response.statusCode === 429)).toBe(true);
    const [row] = await context.db.select().from(staff).where(eq(staff.email, target.email));
    expect(row?.failedLogins).toBe(5);
  });

  it('counts parallel attempts on one account one by one', async () => {
    const target = await createAdmin(context.db, { email: 'burst@phonix.test', name: 'Burst' });
    const burst = await Promise.all(Array.from({ length: 10 }, () => login(target.email, 'guess')));
    const statuses = burst.map((response) => response.statusCode);
    // Three free failures, the fourth starts the delay, the rest wait.
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('limits sign-in attempts per client address', async () => {
    const from = '10.61.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push((await login(`unknown${attempt}@phonix.test`, 'x', from)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const limited = await login('unknown@phonix.test', 'x', from);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });

  it('has a new admin enrol an authenticator at the first sign-in, shown once as text and QR code', async () => {
    const created = await inject('POST', '/api/staff/accounts', {
      headers: admin.auth,
      payload: { email: 'new.admin@phonix.test', name: 'New Admin', role: 'admin' },
    });
    expect(created.statusCode).toBe(200);
    const { temporary_password: password, staff: account } = created.json();
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(account).toMatchObject({ role: 'admin', active: true, totp_enabled: false });

    const first = (await login('new.admin@phonix.test', password)).json().result;
    expect(first.step).toBe('enrol');
    expect(first.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(first.otpauth_url).toContain(`secret=${first.secret}`);
    expect(first.qr_svg).toMatch(/^<svg/);
    const enrolled = await inject('POST', '/api/staff/login/totp', {
      payload: { challenge: first.challenge, code: await generate({ secret: first.secret }) },
    });
    expect(enrolled.statusCode).toBe(200);
    expect(await auditEntries('staff.totp_enrol', account.id)).toHaveLength(1);

    // From now on the code of that secret is asked for, and no new secret is shown.
    const second = (await login('new.admin@phonix.test', password)).json().result;
    expect(second).toEqual({ step: 'totp', challenge: expect.any(String) });
  });

  it('has operations staff enrol an authenticator too, and asks for its code from then on', async () => {
    const me = await inject('GET', '/api/staff/me', { headers: operations.auth });
    expect(me.json().staff).toMatchObject({
      role: 'operations',
      totp_enabled: true,
      must_change_password: false,
    });
    const again = (await login(operations.email, operations.password)).json().result;
    expect(again).toEqual({ step: 'totp', challenge: expect.any(String) });
  });

  it('makes a password an admin issued be changed before any other staff call', async () => {
    const created = await inject('POST', '/api/staff/accounts', {
      headers: admin.auth,
      payload: { email: 'first.day@phonix.test', name: 'First Day', role: 'operations' },
    });
    const issued = created.json().temporary_password as string;
    expect(created.json().staff).toMatchObject({ must_change_password: true, totp_enabled: false });
    const first = (await login('first.day@phonix.test', issued)).json().result;
    expect(first.step).toBe('enrol');
    const signedIn = await inject('POST', '/api/staff/login/totp', {
      payload: { challenge: first.challenge, code: await generate({ secret: first.secret }) },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff).toMatchObject({ must_change_password: true });
    const auth = { authorization: `Bearer ${signedIn.json().token}` };

    // Everything but "who am I", the change itself and signing out is refused until the change.
    for (const url of ['/api/staff/dashboard', '/api/staff/orders', '/api/staff/catalog/brands']) {
      const refused = await inject('GET', url, { headers: auth });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('STAFF_PASSWORD_CHANGE_REQUIRED');
    }
    expect((await inject('GET', '/api/staff/me', { headers: auth })).json().staff).toMatchObject({
      must_change_password: true,
    });
    const same = await inject('POST', '/api/staff/me/password', {
      headers: auth,
      payload: { current_password: issued, new_password: issued, confirm_password: issued },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'STAFF_PASSWORD_UNCHANGED', field: 'new_password' });
    const changed = await inject('POST', '/api/staff/me/password', {
      headers: auth,
      payload: {
        current_password: issued,
        new_password: 'my own first-day passphrase',
        confirm_password: 'my own first-day passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await inject('GET', '/api/staff/dashboard', { headers: auth })).statusCode).toBe(200);
    expect((await inject('GET', '/api/staff/me', { headers: auth })).json().staff).toMatchObject({
      must_change_password: false,
    });

    // A reset by an admin marks the new password must-change again.
    const reset = await inject('POST', `/api/staff/accounts/${signedIn.json().staff.id}/reset-password`, {
      headers: admin.auth,
    });
    expect(reset.json().staff.must_change_password).toBe(true);
  });

  it('ends the session at logout', async () => {
    const session = await signInNewAdmin(context.app, context.db);
    expect((await inject('POST', '/api/staff/logout', { headers: session.auth })).statusCode).toBe(200);
    expect((await inject('GET', '/api/staff/me', { headers: session.auth })).statusCode).toBe(401);
  });
});

/** A request to a staff endpoint with placeholder parameters (the session is checked before anything else). */
function staffRequest(name: EndpointName) {
  const { method, path } = ENDPOINTS[name];
  return { method, url: path.replace(/:[A-Za-z]+/g, '1'), payload: method === 'POST' ? {} : undefined };
}

const STAFF_ENDPOINTS = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) => ENDPOINTS[name].auth === 'staff',
);
const ADMIN_ENDPOINTS = STAFF_ENDPOINTS.filter((name) => 'role' in ENDPOINTS[name]);

describe('the staff principal', () => {
  it('covers the console: every staff endpoint is in the test below', () => {
    expect(STAFF_ENDPOINTS.length).toBeGreaterThan(25);
    expect(ADMIN_ENDPOINTS).toEqual(
      expect.arrayContaining([
        'staffAccounts',
        'staffCreateAccount',
        'staffUpdateAccount',
        'staffResetTotp',
        'staffResetPassword',
        'staffAuditLog',
        'staffPricingRules',
        'staffUpdatePricingRules',
        'staffPricingPreview',
        'staffPricingCheck',
        'staffRevertAuditEntry',
      ]),
    );
    // Partner requests and partners: every staff member (the contract's note in endpoints.ts says why).
    const partnerCalls: EndpointName[] = [
      'staffPartnerRequests',
      'staffApprovePartnerRequest',
      'staffDeclinePartnerRequest',
      'staffPartners',
      'staffUpdatePartnerPincodes',
      'staffSetPartnerStatus',
    ];
    expect(STAFF_ENDPOINTS).toEqual(expect.arrayContaining(partnerCalls));
    expect(ADMIN_ENDPOINTS.filter((name) => partnerCalls.includes(name))).toEqual([]);
    // Orders and the outbox: every staff member too (console-orders.test.ts also tries partner tokens).
    const orderCalls: EndpointName[] = [
      'staffOrders',
      'staffOrder',
      'staffAssignPartner',
      'staffOrderTransition',
      'staffCancelOrder',
      'staffApproveRevisedOffer',
      'staffDeclineRevisedOffer',
      'staffOutbox',
      'staffRetryOutbox',
      'staffResendNotification',
    ];
    expect(STAFF_ENDPOINTS).toEqual(expect.arrayContaining(orderCalls));
    expect(ADMIN_ENDPOINTS.filter((name) => orderCalls.includes(name))).toEqual([]);
  });

  it('refuses anonymous callers, customers and made-up tokens on every staff call (401)', async () => {
    const customer = await signUp(context.app, sms, '10.62.0.1');
    for (const name of STAFF_ENDPOINTS) {
      const { method, url, payload } = staffRequest(name);
      for (const headers of [{}, customer.auth, { authorization: 'Bearer made-up-token-0123456789' }]) {
        const response = await inject(method, url, { headers, payload });
        expect(response.statusCode, `${method} ${url} with ${JSON.stringify(headers)}`).toBe(401);
        expect(response.json().code).toBe('STAFF_LOGIN_REQUIRED');
      }
    }
  });

  it('refuses operations staff on every admin-only call (403), and lets them use the rest', async () => {
    for (const name of ADMIN_ENDPOINTS) {
      const { method, url, payload } = staffRequest(name);
      const response = await inject(method, url, { headers: operations.auth, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'ADMIN_ONLY', message: 'Only an admin can do this.' });
    }
    expect((await inject('GET', '/api/staff/dashboard', { headers: operations.auth })).statusCode).toBe(200);
    expect((await inject('GET', '/api/staff/catalog/brands', { headers: operations.auth })).statusCode).toBe(
      200,
    );
  });

  it("never opens a customer's call with a staff token", async () => {
    const customer = await signUp(context.app, sms, '10.62.0.2');
    const response = await inject('GET', `/api/getcustomerprofile/${customer.customerId}`, {
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('LOGIN_REQUIRED');
  });
});

describe('staff management (admins)', () => {
  it('adds staff, refuses a second account with the same e-mail, and audits it with no secrets', async () => {
    const created = await inject('POST', '/api/staff/accounts', {
      headers: admin.auth,
      payload: { email: 'Ravi.Ops@Phonix.test', name: 'Ravi', role: 'operations' },
    });
    expect(created.statusCode).toBe(200);
    const account = created.json().staff;
    expect(account.email).toBe('ravi.ops@phonix.test');
    const duplicate = await inject('POST', '/api/staff/accounts', {
      headers: admin.auth,
      payload: { email: 'ravi.ops@phonix.test', name: 'Ravi again', role: 'admin' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('STAFF_EMAIL_TAKEN');

    const [entry] = await auditEntries('staff.create', account.id);
    expect(entry).toMatchObject({ staffId: admin.id, actor: admin.email, before: null });
    expect(entry?.after).toMatchObject({ email: 'ravi.ops@phonix.test', role: 'operations', active: true });
    expect(JSON.stringify(entry?.after)).not.toMatch(/argon2|password_hash|secret/i);
  });

  it('changes a role with before and after in the audit log; the new role applies at once', async () => {
    const member = await signInNewOperations(context.app, admin);
    expect((await inject('GET', '/api/staff/accounts', { headers: member.auth })).statusCode).toBe(403);
    const promoted = await inject('POST', `/api/staff/accounts/${member.id}`, {
      headers: admin.auth,
      payload: { role: 'admin', name: 'Promoted' },
    });
    expect(promoted.json().staff).toMatchObject({ role: 'admin', name: 'Promoted' });
    expect((await inject('GET', '/api/staff/accounts', { headers: member.auth })).statusCode).toBe(200);
    const [entry] = await auditEntries('staff.update', member.id);
    expect(entry?.before).toMatchObject({ role: 'operations', name: 'Test Operations' });
    expect(entry?.after).toMatchObject({ role: 'admin', name: 'Promoted' });
  });

  it('deactivates an account: its sessions end and it cannot sign in; reactivating lets it back', async () => {
    const member = await signInNewOperations(context.app, admin);
    const off = await inject('POST', `/api/staff/accounts/${member.id}`, {
      headers: admin.auth,
      payload: { active: false },
    });
    expect(off.json().staff.active).toBe(false);
    expect((await inject('GET', '/api/staff/me', { headers: member.auth })).statusCode).toBe(401);
    expect((await login(member.email, member.password)).json().code).toBe('STAFF_WRONG_CREDENTIALS');
    await inject('POST', `/api/staff/accounts/${member.id}`, {
      headers: admin.auth,
      payload: { active: true },
    });
    expect((await login(member.email, member.password)).json().result.step).toBe('totp');
  });

  it('resets an authenticator (sessions end, the next sign-in enrols) and a password', async () => {
    const other = await signInNewAdmin(context.app, context.db);
    const reset = await inject('POST', `/api/staff/accounts/${other.id}/reset-totp`, { headers: admin.auth });
    expect(reset.json().staff.totp_enabled).toBe(false);
    expect((await inject('GET', '/api/staff/me', { headers: other.auth })).statusCode).toBe(401);
    expect((await login(other.email, other.password)).json().result.step).toBe('enrol');

    const issued = await inject('POST', `/api/staff/accounts/${other.id}/reset-password`, {
      headers: admin.auth,
    });
    const password = issued.json().temporary_password;
    expect(password).not.toBe(other.password);
    expect((await login(other.email, other.password)).statusCode).toBe(401);
    expect((await login(other.email, password)).statusCode).toBe(200);
    expect(await auditEntries('staff.reset_totp', other.id)).toHaveLength(1);
    expect(await auditEntries('staff.reset_password', other.id)).toHaveLength(1);
  });

  it('answers 404 for an account that does not exist', async () => {
    const response = await inject('POST', '/api/staff/accounts/999999/reset-totp', { headers: admin.auth });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('STAFF_NOT_FOUND');
  });

  it('changes your own password: the current one is checked and your other sessions end', async () => {
    const me = await signInNewAdmin(context.app, context.db);
    const elsewhere = await login(me.email, me.password);
    expect(elsewhere.statusCode).toBe(200);
    const otherSession = await inject('POST', '/api/staff/login/totp', {
      payload: { challenge: elsewhere.json().result.challenge, code: await totpCode(me.totpSecret, 1) },
    });
    const otherAuth = { authorization: `Bearer ${otherSession.json().token}` };

    const wrong = await inject('POST', '/api/staff/me/password', {
      headers: me.auth,
      payload: {
        current_password: 'not it',
        new_password: 'a brand new passphrase',
        confirm_password: 'a brand new passphrase',
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', field: 'current_password' });
    const short = await inject('POST', '/api/staff/me/password', {
      headers: me.auth,
      payload: { current_password: me.password, new_password: 'short', confirm_password: 'short' },
    });
    expect(short.json().message).toBe('Password must be at least 12 characters');
    const changed = await inject('POST', '/api/staff/me/password', {
      headers: me.auth,
      payload: {
        current_password: me.password,
        new_password: 'a brand new passphrase',
        confirm_password: 'a brand new passphrase',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await inject('GET', '/api/staff/me', { headers: me.auth })).statusCode).toBe(200);
    expect((await inject('GET', '/api/staff/me', { headers: otherAuth })).statusCode).toBe(401);
    expect((await login(me.email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('shows the audit log to admins, newest first, filtered by entity', async () => {
    const response = await inject('GET', `/api/staff/audit?entity_type=staff&entity_id=${operations.id}`, {
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.entries.length).toBeGreaterThan(0);
    expect(
      body.entries.every((entry: { entity_id: string }) => entry.entity_id === String(operations.id)),
    ).toBe(true);
    expect(body.entries.map((entry: { action: string }) => entry.action)).toContain('staff.create');
  });
});

describe('the last admin', () => {
  it('cannot be demoted or deactivated, also not by two admins demoting each other at once', async () => {
    const fresh = await createTestApp({ auth: { sms } });
    try {
      const first = await signInNewAdmin(fresh.app, fresh.db);
      const alone = await fresh.app.inject({
        method: 'POST',
        url: `/api/staff/accounts/${first.id}`,
        headers: first.auth,
        payload: { role: 'operations' },
      });
      expect(alone.statusCode).toBe(409);
      expect(alone.json().code).toBe('LAST_ADMIN');
      expect(await fresh.db.select().from(auditLog).where(eq(auditLog.action, 'staff.update'))).toHaveLength(
        0,
      );

      const second = await signInNewAdmin(fresh.app, fresh.db, '10.63.0.2');
      const [a, b] = await Promise.all([
        fresh.app.inject({
          method: 'POST',
          url: `/api/staff/accounts/${second.id}`,
          headers: first.auth,
          payload: { active: false },
        }),
        fresh.app.inject({
          method: 'POST',
          url: `/api/staff/accounts/${first.id}`,
          headers: second.auth,
          payload: { active: false },
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const active = await fresh.db.select().from(staff).where(eq(staff.role, 'admin'));
      expect(active.filter((row) => row.deactivatedAt === null)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
