import crypto from 'node:crypto';
import fs from 'node:fs';
import { messaging_whatsapp_booking_label } from '@phonix/shared/messages/messaging_whatsapp_booking_label';
import { messaging_whatsapp_profile_label } from '@phonix/shared/messages/messaging_whatsapp_profile_label';
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { seriousViolations } from './support/accessibility.ts';
import { expectNoHorizontalOverflow } from './support/browser.ts';
import {
  actAsSeparateClients,
  asCustomer,
  registerCustomer,
  storeSession,
  type TestCustomer,
} from './support/customers.ts';
import { addAddress, bookOrder, goodPhoneRecord, storeQuote } from './support/flows.ts';
import { freshImei } from './support/imei.ts';
import { partnerApiSession, partnerFor } from './support/partners.ts';
import { readLatestOtp, smsCount } from './support/sms.ts';
import { addStaff, signInToConsole } from './support/staff.ts';

/**
 * Issue 23's web parts: the seller opts in to WhatsApp order updates with an unticked box at booking (the
 * words shown recorded with source booking, docs/decisions/150) and changes it in the profile; the order
 * page follows the payout's state and UTR (docs/decisions/112), a reversal reads calmly, and the console's
 * payouts screen lists it for an admin to pay again and downloads the day's reconciliation CSV (111, 112).
 */

actAsSeparateClients(test);

const SHOTS = '/work/notes/shots';
/** A look at the page for the notes (when the folder is there): the whole page, and the part that changed. */
const shot = async (page: Page, name: string, part?: Locator) => {
  if (!fs.existsSync(SHOTS)) return;
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/payweb-${name}-${project}.png`, fullPage: true });
  if (part) await part.screenshot({ path: `${SHOTS}/payweb-${name}-${project}-part.png` });
};

/**
 * An API call of the set-up, tried again while the server sheds load (503 with Retry-After), as the site's
 * own client does: the machine running the suite is shared.
 */
async function patiently(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send();
    if (response.status() !== 503 || attempt >= 8) return response;
    const seconds = Number(response.headers()['retry-after'] ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(seconds, 1), 5) * 1000));
  }
}

async function whatsAppConsent(request: APIRequestContext, seller: TestCustomer) {
  const response = await patiently(() =>
    request.get('/api/customer/whatsapp', { headers: asCustomer(seller) }),
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { whatsapp: { opted_in: boolean; source: string; text: string } })
    .whatsapp;
}

test('the WhatsApp box at booking is unticked, records the words shown, and the profile turns it off and on', async ({
  page,
  request,
}, testInfo) => {
  const seller = await registerCustomer(request, 'Padma Rao');
  await addAddress(request, seller);
  await storeSession(page, seller);
  await storeQuote(page, await goodPhoneRecord(request));

  await page.goto('/sell-now');
  await expect(page.getByRole('heading', { name: "You're almost done" })).toBeVisible();
  const box = page.getByRole('checkbox', { name: messaging_whatsapp_booking_label() });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio').nth(1).click();
  await page.getByRole('radio', { name: '10:00 AM - 12:00 PM' }).click();
  await expectNoHorizontalOverflow(page, testInfo.project.use.viewport?.width ?? 1280);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'booking', page.getByRole('region', { name: 'Price Summary' }));
  await page.getByRole('region', { name: 'Price Summary' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/response\/PX/);

  // Recorded after the booking, with the exact words the box showed.
  await expect.poll(async () => (await whatsAppConsent(request, seller)).source).toBe('booking');
  expect(await whatsAppConsent(request, seller)).toMatchObject({
    opted_in: true,
    text: messaging_whatsapp_booking_label(),
  });

  await page.goto('/editprofile');
  const preference = page.getByTestId('whatsapp-preference');
  const profileBox = preference.getByRole('checkbox', { name: messaging_whatsapp_profile_label() });
  await expect(profileBox).toBeChecked();
  await expect(preference.getByTestId('whatsapp-state')).toContainText('On since');
  await profileBox.uncheck();
  await expect(preference.getByTestId('whatsapp-state')).toHaveText('Off: order updates come by SMS.');
  expect(await whatsAppConsent(request, seller)).toMatchObject({ opted_in: false, source: 'profile' });
  await profileBox.check();
  await expect(preference.getByTestId('whatsapp-state')).toContainText('On since');
  expect(await whatsAppConsent(request, seller)).toMatchObject({
    opted_in: true,
    source: 'profile',
    text: messaging_whatsapp_profile_label(),
  });
  await expectNoHorizontalOverflow(page, testInfo.project.use.viewport?.width ?? 1280);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'profile', preference);

  // A seller who opted in reads so at the next booking instead of a box.
  await storeQuote(page, await goodPhoneRecord(request));
  await page.goto('/sell-now');
  await expect(page.getByTestId('booking-whatsapp-on')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: messaging_whatsapp_booking_label() })).toHaveCount(0);
});

/** An order completed at the door through the API, paid by UPI with the development payout driver. */
async function completedOrder(request: APIRequestContext, partnerIndex: number) {
  const seller = await registerCustomer(request, 'Ravi Teja');
  const address = await addAddress(request, seller);
  const ref = await bookOrder(request, seller, address.id, await goodPhoneRecord(request));
  const partner = await partnerApiSession(request, partnerFor(test.info(), partnerIndex));
  const step = async (path: string, headers: Record<string, string>, data: object = {}) => {
    const response = await patiently(() => request.post(path, { headers, data }));
    expect(response.ok(), `${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  for (const move of ['accept', 'outforpickup']) await step(`/api/partner/orders/${ref}/${move}`, partner);
  const handover = `/api/partner/orders/${ref}/handover`;
  await step(`${handover}/imei`, partner, { imei_1: freshImei(), imei_2: freshImei() });
  await step(`${handover}/seller-id`, partner, {
    id_type: 'aadhaar',
    id_last_four: '4821',
    name_on_id: 'Ravi Teja',
  });
  await step(`${handover}/wipe`, partner, {
    backup_offered: true,
    account_removed: true,
    factory_reset: true,
    sim_and_card_removed: true,
  });
  await step(`/api/handover/${ref}/payout`, asCustomer(seller), {
    method: 'upi',
    vpa: `${seller.mobile}@ybl`,
  });
  const view = await (await patiently(() => request.get(handover, { headers: partner }))).json();
  await step(`${handover}/amount`, partner, { final_amount: view.handover.agreed_value });
  const before = smsCount(seller.mobile, 'payout');
  await step(`${handover}/send-otp`, partner);
  const otp = await readLatestOtp(seller.mobile, before, 'payout');
  await step(`/api/handover/${ref}/confirm`, asCustomer(seller), { otp });
  return { seller, ref };
}

/** The e2e server's payout webhook secret (playwright.config.ts), as the provider signs its events. */
const PAYOUT_WEBHOOK_SECRET = 'e2e-payout-webhook-secret-0123456789';

async function payoutEvent(request: APIRequestContext, event: string, payoutId: string, status: string) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    contains: ['payout'],
    payload: { payout: { entity: { id: payoutId, entity: 'payout', status, utr: null, mode: 'UPI' } } },
    created_at: Math.floor(Date.now() / 1000),
  });
  // One event, the same id however often it is sent (the provider's retries).
  const eventId = `evt_${crypto.randomUUID()}`;
  const response = await patiently(() =>
    request.post('/api/webhooks/payouts', {
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': crypto.createHmac('sha256', PAYOUT_WEBHOOK_SECRET).update(body).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
      data: body,
    }),
  );
  expect(response.status(), await response.text()).toBe(200);
}

const indiaToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

test("the order page shows the payout's state and UTR, a reversal calmly, and an admin pays it again from the payouts screen", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { seller, ref } = await completedOrder(request, 11);
  const width = testInfo.project.use.viewport?.width ?? 1280;

  // The development driver pays at once: Paid, with its (test) UTR.
  await storeSession(page, seller);
  await page.goto(`/sales-order-detail/${ref}`);
  const payment = page.getByTestId('payment-summary');
  await expect(payment.getByTestId('payout-state')).toHaveText('Paid');
  const firstUtr = ((await payment.getByTestId('payout-reference').textContent()) ?? '').trim();
  expect(firstUtr).toMatch(/^TEST-UTR-/);
  await expect(payment.getByText('Payout reference (UTR)')).toBeVisible();

  // An admin downloads the day's reconciliation: our payout is in it, with the provider's id.
  const staffContext = await browser.newContext({
    ...(testInfo.project.use.viewport ? { viewport: testInfo.project.use.viewport } : {}),
    baseURL: testInfo.project.use.baseURL,
  });
  const console = await staffContext.newPage();
  await signInToConsole(console, await addStaff(request, 'admin'));
  const menu = console.getByRole('navigation', { name: 'Console' });
  await menu.getByRole('link', { name: 'Payouts', exact: true }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await console.getByLabel('Day (India time)').fill(indiaToday());
  const [download] = await Promise.all([
    console.waitForEvent('download'),
    console.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Phonix-payouts-${indiaToday()}.csv`);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFFReleased at (IST),Order,Our reference,Provider payout id,UTR,State')).toBe(
    true,
  );
  const line = csv.split('\r\n').find((row) => row.includes(`,${ref},`));
  expect(line, `no line for ${ref} in the report`).toBeTruthy();
  const cells = (line as string).split(',');
  const payoutId = cells[3] as string;
  expect([cells[4], cells[5]]).toEqual([firstUtr, 'processed']);
  expect(payoutId).toMatch(/^test_pout_/);

  // The bank sends the money back: the seller reads that it is delayed and safe, and the team pays again.
  await payoutEvent(request, 'payout.reversed', payoutId, 'reversed');
  await page.reload();
  await expect(payment.getByTestId('payout-state')).toHaveText('Delayed');
  await expect(payment.getByTestId('payout-delayed')).toContainText('Your money is safe');
  await expect(payment.getByTestId('payout-delayed')).toContainText('within 2 working days');
  await expectNoHorizontalOverflow(page, width);
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'order-delayed', payment);

  await console.reload();
  const row = console.getByTestId('payout-row').filter({ hasText: ref });
  await expect(row).toContainText('reversed');
  await expectNoHorizontalOverflow(console, width);
  expect(await seriousViolations(console)).toEqual([]);
  await shot(console, 'console-queue', console.getByRole('region', { name: 'Payouts needing attention' }));
  await row.getByRole('button', { name: `Retry payout of order ${ref}` }).click();
  const dialog = console.getByRole('dialog', { name: 'Pay this payout again?' });
  await dialog.getByRole('button', { name: 'Retry payout' }).click();
  await expect(dialog.getByText('Write at least 3 characters')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Bank returned it; seller confirmed the UPI id is active');
  await shot(console, 'console-retry');
  await dialog.getByRole('button', { name: 'Retry payout' }).click();
  await expect(dialog).toBeHidden();
  await expect(console.getByTestId('payout-row').filter({ hasText: ref })).toHaveCount(0);

  // Paid again under a new key: the seller sees Paid and the new UTR.
  await page.reload();
  await expect(payment.getByTestId('payout-state')).toHaveText('Paid');
  const secondUtr = ((await payment.getByTestId('payout-reference').textContent()) ?? '').trim();
  expect(secondUtr).toMatch(/^TEST-UTR-/);
  expect(secondUtr).not.toBe(firstUtr);
  await shot(page, 'order-paid', payment);
  await staffContext.close();
});
