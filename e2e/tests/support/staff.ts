import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * Staff for the console's tests. The first admin is made by the create-admin script when the test server
 * starts (playwright.config.ts); console.setup.ts signs it in once and keeps its session here. Each test
 * then adds its own staff through the API with that session, so parallel tests never share an
 * authenticator (a TOTP code is accepted only once).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = path.resolve(import.meta.dirname, '../..', `.data-${PORT}`);
export const FIRST_ADMIN_FILE = path.join(DATA_DIR, 'first-admin.json');
export const FIRST_ADMIN_SESSION_FILE = path.join(DATA_DIR, 'first-admin-session.json');

/** The authenticator's code now, or `ahead` 30-second steps later (a second sign-in within one step). */
export function totpCode(secret: string, ahead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });
}

function firstAdminAuth(): Record<string, string> {
  const { token } = JSON.parse(fs.readFileSync(FIRST_ADMIN_SESSION_FILE, 'utf8')) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

export interface NewStaff {
  id: number;
  email: string;
  name: string;
  password: string;
}

let counter = 0;

/**
 * A staff member of this test, added by the first admin: at the first sign-in it enrols an authenticator
 * and changes the password the admin issued (signInToConsole does both).
 */
export async function addStaff(request: APIRequestContext, role: 'admin' | 'operations'): Promise<NewStaff> {
  counter += 1;
  const email = `${role}-${Date.now().toString(36)}-${process.pid}-${counter}@phonix.test`;
  const name = role === 'admin' ? `Admin ${counter}` : `Operations ${counter}`;
  const response = await request.post('/api/staff/accounts', {
    headers: firstAdminAuth(),
    data: { email, name, role },
  });
  expect(response.ok(), `adding staff answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { staff: { id: number }; temporary_password: string };
  return { id: body.staff.id, email, name, password: body.temporary_password };
}

/**
 * Signs in through the console's page and answers the authenticator's secret. The first sign-in enrols
 * (the secret shown once) and changes the issued password: `staff.password` is the new one afterwards.
 */
export async function signInToConsole(page: Page, staff: NewStaff, secret?: string): Promise<string> {
  await page.goto('/admin/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in to the operations console' })).toBeVisible();
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  const codeField = page.getByLabel('Authentication code');
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' });
  await expect(codeField).toBeVisible();
  let used = secret;
  const shown = page.getByTestId('totp-secret');
  if (await shown.isVisible()) {
    await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
    used = ((await shown.textContent()) ?? '').replace(/\s+/g, '');
  }
  if (!used) throw new Error('A TOTP code was asked for, but the test knows no secret');
  // A code of a later step than the last one used: the same code is never accepted twice.
  await codeField.fill(await totpCode(used, secret ? 1 : 0));
  await page.getByRole('button', { name: /^(Sign in|Confirm and sign in)$/ }).click();
  const change = page.getByRole('heading', { level: 1, name: 'Choose a new password' });
  await expect(dashboard.or(change)).toBeVisible();
  if (await change.isVisible()) {
    const password = `${staff.password}-mine`;
    await page.getByLabel('Password you signed in with').fill(staff.password);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm new password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(dashboard).toBeVisible();
    staff.password = password;
  }
  return used;
}
