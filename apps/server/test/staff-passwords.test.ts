import { errorMessage } from '@phonix/shared/error-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCommonPassword } from '../src/modules/staff/common-passwords.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let context: TestApp;
let me: StaffSession;

beforeAll(async () => {
  context = await createTestApp();
  me = await signInNewAdmin(context.app, context.db);
});
afterAll(async () => {
  await context.close();
});

const change = (body: Record<string, string>) =>
  context.app.inject({
    method: 'POST',
    url: '/api/staff/me/password',
    headers: me.auth,
    payload: { current_password: me.password, ...body },
  });

describe('a staff member choosing a password (issue 31)', () => {
  it('refuses one shorter than 12 characters', async () => {
    const short = await change({ new_password: 'elevenchars', confirm_password: 'elevenchars' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'new_password' });
  });

  it('refuses one typed differently the second time, or not typed twice', async () => {
    const differs = await change({
      new_password: 'violet kettle harbour',
      confirm_password: 'violet kettle harbor',
    });
    expect(differs.statusCode).toBe(400);
    expect(differs.json()).toMatchObject({ code: 'STAFF_PASSWORD_MISMATCH', field: 'confirm_password' });
    const once = await change({ new_password: 'violet kettle harbour' });
    expect(once.statusCode).toBe(400);
    expect(once.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'confirm_password' });
  });

  it('refuses a password from the packaged common-password list, whatever its case', async () => {
    for (const common of ['qwerty123456', 'Password1234', '123456789012', 'PASSWORDPASSWORD']) {
      const refused = await change({ new_password: common, confirm_password: common });
      expect(refused.statusCode, common).toBe(400);
      expect(refused.json(), common).toMatchObject({ code: 'STAFF_PASSWORD_COMMON', field: 'new_password' });
    }
    // The old password still works: nothing was changed by a refusal.
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/staff/login',
      payload: { email: me.email, password: me.password },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('accepts an uncommon password typed the same twice', async () => {
    const accepted = await change({
      new_password: 'violet kettle harbour',
      confirm_password: 'violet kettle harbour',
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('knows the list (about 49,000 entries) and says each refusal in English, Hindi and Telugu', () => {
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('violet kettle harbour')).toBe(false);
    for (const code of ['STAFF_PASSWORD_MISMATCH', 'STAFF_PASSWORD_COMMON']) {
      const words = (['en', 'hi', 'te'] as const).map((locale) => errorMessage(code, locale));
      expect(new Set(words).size, code).toBe(3);
      expect(words[0]).not.toBe(errorMessage(undefined, 'en'));
    }
  });
});
