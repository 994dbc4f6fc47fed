import fs from 'node:fs';
import { expect, test as setup } from '@playwright/test';
import { FIRST_ADMIN_FILE, FIRST_ADMIN_SESSION_FILE, totpCode } from './support/staff.ts';

/** The first admin (made by the create-admin script as the server started) signs in once, with its TOTP code. */
setup('sign the first admin in', async ({ request }) => {
  const admin = JSON.parse(fs.readFileSync(FIRST_ADMIN_FILE, 'utf8')) as {
    email: string;
    password: string;
    totp_secret: string;
  };
  const login = await request.post('/api/staff/login', {
    data: { email: admin.email, password: admin.password },
  });
  expect(login.ok(), `staff login answered ${login.status()}`).toBe(true);
  const { result } = (await login.json()) as { result: { step: string; challenge: string } };
  expect(result.step).toBe('totp');
  const verified = await request.post('/api/staff/login/totp', {
    data: { challenge: result.challenge, code: await totpCode(admin.totp_secret) },
  });
  expect(verified.ok(), `staff TOTP answered ${verified.status()}`).toBe(true);
  const { token } = (await verified.json()) as { token: string };
  fs.writeFileSync(FIRST_ADMIN_SESSION_FILE, JSON.stringify({ token }));
});
