import crypto from 'node:crypto';
import { generate } from 'otplib';
import type { Database } from '../../src/db/client.ts';
import { createAdmin } from '../../src/modules/staff/bootstrap.ts';
import type { TestApp } from './test-app.ts';

/** The authenticator's current code, or the next step's (`ahead` steps later) for a second sign-in. */
export function totpCode(secret: string, ahead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });
}

export interface StaffSession {
  id: number;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
  totpSecret?: string;
}

const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}@phonix.test`;

/** A new admin made as the create-admin script makes one, signed in through the API with a TOTP code. */
export async function signInNewAdmin(app: TestApp['app'], db: Database, remoteAddress = '10.50.0.1') {
  const admin = await createAdmin(db, { email: uniqueEmail('admin'), name: 'Test Admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: { email: admin.email, password: admin.password },
    remoteAddress,
  });
  if (login.statusCode !== 200) throw new Error(`staff login answered ${login.body}`);
  const { challenge } = login.json().result;
  const verified = await app.inject({
    method: 'POST',
    url: '/api/staff/login/totp',
    payload: { challenge, code: await totpCode(admin.totpSecret) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`staff TOTP answered ${verified.body}`);
  const body = verified.json();
  return {
    id: body.staff.id as number,
    email: admin.email,
    password: admin.password,
    totpSecret: admin.totpSecret,
    token: body.token as string,
    auth: { authorization: `Bearer ${body.token}` },
  } satisfies StaffSession;
}

/**
 * The first sign-in of an account an admin made (or whose password an admin reset): the password issued,
 * enrolment of an authenticator (every staff member has one), then the new password it must change to.
 */
export async function firstSignIn(
  app: TestApp['app'],
  account: { email: string; password: string },
  remoteAddress: string,
): Promise<Omit<StaffSession, 'email'> & { totpSecret: string }> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/staff/login',
    payload: account,
    remoteAddress,
  });
  const result = login.json().result;
  if (result?.step !== 'enrol') throw new Error(`first staff login answered ${login.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/staff/login/totp',
    payload: { challenge: result.challenge, code: await totpCode(result.secret) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`staff enrolment answered ${verified.body}`);
  const body = verified.json();
  if (body.staff.must_change_password !== true)
    throw new Error('an issued password is not marked must-change');
  const auth = { authorization: `Bearer ${body.token}` };
  const password = `changed-${crypto.randomBytes(8).toString('hex')}`;
  const changed = await app.inject({
    method: 'POST',
    url: '/api/staff/me/password',
    headers: auth,
    payload: { current_password: account.password, new_password: password, confirm_password: password },
    remoteAddress,
  });
  if (changed.statusCode !== 200) throw new Error(`staff password change answered ${changed.body}`);
  return {
    id: body.staff.id as number,
    password,
    token: body.token as string,
    auth,
    totpSecret: result.secret as string,
  };
}

/**
 * An operations user added by `admin` through the API, signed in as any staff member's first time: an
 * authenticator enrolled and the issued password changed.
 */
export async function signInNewOperations(
  app: TestApp['app'],
  admin: StaffSession,
  remoteAddress = '10.50.0.2',
): Promise<StaffSession> {
  const email = uniqueEmail('ops');
  const created = await app.inject({
    method: 'POST',
    url: '/api/staff/accounts',
    headers: admin.auth,
    payload: { email, name: 'Test Operations', role: 'operations' },
    remoteAddress,
  });
  if (created.statusCode !== 200) throw new Error(`create staff answered ${created.body}`);
  const password = created.json().temporary_password as string;
  return { email, ...(await firstSignIn(app, { email, password }, remoteAddress)) };
}
