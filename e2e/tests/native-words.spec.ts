import fs from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type APIResponse,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { expectNoHorizontalOverflow } from './support/browser.ts';
import {
  actAsSeparateClients,
  clientHeaders,
  registerCustomer,
  storeSession,
  type TestCustomer,
} from './support/customers.ts';
import { addAddress, bookOrder, goodPhoneRecord } from './support/flows.ts';
import { freshImei } from './support/imei.ts';
import { partnerApiSession, partnerFor } from './support/partners.ts';
import { readLatestOtp, smsCount } from './support/sms.ts';

/**
 * Issue 32's money screens as a Hindi or Telugu seller reads them on a 360 px phone: the pickup slot line of
 * the order page and the heading of the payout confirm during the handover are labels, with no grammar word
 * after a value that carries its own ("UPI …@ybl पर पर", "…@yblకుకు", "4:00 మధ్యాహ్నంన" are gone); the month
 * is written in full and the part of the day comes first. The payout step promises what the flow does: the
 * payment is sent before the phone leaves the seller's hands. Screenshots are kept for a person to look at.
 */

actAsSeparateClients(test);

const SHOTS = '/work/notes/shots';
const asCustomer = (seller: TestCustomer) => ({
  ...clientHeaders(),
  Authorization: `Bearer ${seller.token}`,
});

/** A set-up call, tried again while the shared machine's server sheds load (503 with Retry-After). */
async function patiently(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await send();
    if (response.status() !== 503 || attempt >= 8) return response;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

const WORDS = {
  hi: {
    slot: /^पिकअप का समय: \d{1,2} [\u0900-\u097F]+ 20\d\d, (सुबह|दोपहर|शाम|रात) \d{1,2} - ((सुबह|दोपहर|शाम|रात) )?\d{1,2}$/,
    heading: /^₹[\d,]+ का पेमेंट कन्फ़र्म करें: UPI आईडी X+\d{4}@ybl$/,
    promise: 'फ़ोन आपके हाथ से जाने से पहले',
  },
  te: {
    slot: /^పికప్ సమయం: \d{1,2} [\u0C00-\u0C7F]+, 20\d\d, (ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి) \d{1,2} - ((ఉదయం|మధ్యాహ్నం|సాయంత్రం|రాత్రి) )?\d{1,2}$/,
    heading: /^₹[\d,]+ పేమెంట్ కన్ఫర్మ్ చేయండి: UPI ఐడీ X+\d{4}@ybl$/,
    promise: 'ఫోన్ మీ చేతి నుంచి వెళ్లే ముందే',
  },
} as const;

/** An order at 500081, accepted and out for pickup, with its IMEI, ID and wipe recorded and UPI chosen. */
async function orderAtTheDoor(request: APIRequestContext, partner: Record<string, string>, name: string) {
  const seller = await registerCustomer(request, name);
  const address = await addAddress(request, seller);
  const ref = await bookOrder(request, seller, address.id, await goodPhoneRecord(request));
  const step = async (url: string, headers: Record<string, string>, data: object = {}) => {
    const response = await patiently(() => request.post(url, { headers, data }));
    expect(response.ok(), `${url} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return response.json();
  };
  for (const move of ['accept', 'outforpickup']) await step(`/api/partner/orders/${ref}/${move}`, partner);
  const handover = `/api/partner/orders/${ref}/handover`;
  await step(`${handover}/imei`, partner, { imei_1: freshImei() });
  await step(`${handover}/seller-id`, partner, {
    id_type: 'aadhaar',
    id_last_four: '4821',
    name_on_id: name,
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
  return { seller, ref, step, handover };
}

/**
 * The page, and the part of it a reader checks, taken from the top of the page so the sticky header is
 * drawn where it belongs rather than over the part.
 */
async function shot(page: Page, name: string, part: Locator): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `native-words-${name}.png`), fullPage: true });
  const box = await part.boundingBox();
  if (box)
    await page.screenshot({
      path: path.join(SHOTS, `native-words-${name}-part.png`),
      fullPage: true,
      clip: { x: 0, y: Math.max(0, box.y - 16), width: 360, height: box.height + 32 },
    });
}

test.describe('the money screens in Hindi and Telugu', () => {
  test.skip(({ isMobile }) => !isMobile, 'read at 360 px, by the mobile project');
  test.describe.configure({ timeout: 180_000 });

  test('the pickup slot line and the payout confirm heading are labels, in words a reader trusts', async ({
    page,
    request,
  }, testInfo) => {
    const partner = await partnerApiSession(request, partnerFor(testInfo, 13));
    for (const locale of ['hi', 'te'] as const) {
      const { seller, ref, step, handover } = await orderAtTheDoor(
        request,
        partner,
        locale === 'hi' ? 'Sunita Sharma' : 'Padma Rao',
      );
      await storeSession(page, seller);
      await page.goto(`/${locale}/sales-order-detail/${ref}`);
      const slot = page.getByText(WORDS[locale].slot);
      await expect(slot).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main')).not.toContainText(/\bAM\b|\bPM\b|नव॰|నవం,/);
      await expectNoHorizontalOverflow(page, 360);
      // The order's summary: its number, dates and the slot line, read together.
      await shot(
        page,
        `slot-${locale}-360`,
        page.getByRole('main').locator('section').filter({ has: slot }).first(),
      );

      // The executive confirms the amount and sends the code: the seller's page shows the confirm panel.
      const view = await (await patiently(() => request.get(handover, { headers: partner }))).json();
      await step(`${handover}/amount`, partner, { final_amount: view.handover.agreed_value });
      const before = smsCount(seller.mobile, 'payout');
      await step(`${handover}/send-otp`, partner);
      await readLatestOtp(seller.mobile, before, 'payout');
      await page.reload();
      const panel = page.getByTestId('confirm-payout-panel');
      await expect(panel).toBeVisible({ timeout: 15_000 });
      const heading = panel.getByRole('heading', { level: 2 });
      await expect(heading).toHaveText(WORDS[locale].heading);
      // The promise the home page makes, kept by the step that releases the money.
      await expect(panel).toContainText(WORDS[locale].promise);
      await expectNoHorizontalOverflow(page, 360);
      await shot(page, `payout-confirm-${locale}-360`, panel);
    }
  });
});
