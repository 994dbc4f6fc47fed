import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { clientHeaders } from './customers.ts';
import { readLatestOtp, smsCount } from './sms.ts';

/**
 * The partners the e2e server starts with (apps/server/test/support/e2e-partners.ts, run by the webServer
 * command): approved partner-form requests serving 500081, where the tests book their pickups. Each browser
 * project has its own, so the 360 px and 1280 px runs never act as the same shop.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const FILE = path.resolve(import.meta.dirname, '../..', `.data-${PORT}`, 'partners.json');

export interface TestPartner {
  mobile: string;
  shop_name: string;
  owner_name: string;
}

/** Partners of one run of the project's tests; a retry uses the next as many (e2e-partners.ts makes both). */
const PARTNERS_PER_RUN = 18;

/**
 * The project's partner number `index` (0 to 17); each test that acts as a partner uses its own, and a
 * retry another eighteen (a partner's sign-in code has a resend cool-down the retry would run into).
 * 14 to 16: doorstep-exceptions.spec.ts.
 */
export function partnerFor(testInfo: TestInfo, index: number): TestPartner {
  const all = JSON.parse(fs.readFileSync(FILE, 'utf8')) as Record<string, TestPartner[]>;
  const partner = all[testInfo.project.name]?.[index + (testInfo.retry > 0 ? PARTNERS_PER_RUN : 0)];
  if (!partner) throw new Error(`No partner ${index} for the ${testInfo.project.name} project in ${FILE}`);
  return partner;
}

/** Signs a partner in through the portal's sign-in page, with the OTP from the development SMS log. */
export async function signInPartner(page: Page, partner: TestPartner): Promise<void> {
  await page.goto('/partner/login');
  const before = smsCount(partner.mobile);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(partner.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const otp = await readLatestOtp(partner.mobile, before);
  // The code field signs in by itself at its last digit.
  await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
  await expect(page.getByTestId('partner-shop-name')).toHaveText(partner.shop_name);
  await expect(page).toHaveURL(/\/partner$/);
}

/** A partner session made through the API: the Authorization header of its calls. */
export async function partnerApiSession(
  request: APIRequestContext,
  partner: TestPartner,
): Promise<Record<string, string>> {
  const before = smsCount(partner.mobile);
  const sent = await request.post('/api/partner/sendotp', {
    data: { mobile: partner.mobile },
    headers: clientHeaders(),
  });
  expect(sent.ok(), `partner/sendotp answered ${sent.status()}`).toBe(true);
  const otp = await readLatestOtp(partner.mobile, before);
  const verified = await request.post('/api/partner/verifyotp', {
    data: { mobile: partner.mobile, otp },
    headers: clientHeaders(),
  });
  expect(verified.ok(), `partner/verifyotp answered ${verified.status()}`).toBe(true);
  const { token } = (await verified.json()) as { token: string };
  return { ...clientHeaders(), Authorization: `Bearer ${token}` };
}

/** A partner session made through the API and stored in the browser, for tests about other pages. */
export async function storePartnerSession(
  page: Page,
  request: APIRequestContext,
  partner: TestPartner,
): Promise<void> {
  const token = (await partnerApiSession(request, partner)).Authorization?.replace('Bearer ', '') ?? '';
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('partnerToken', value), token);
}
