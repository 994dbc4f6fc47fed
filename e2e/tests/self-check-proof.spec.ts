import fs from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import { expectNoHorizontalOverflow } from './support/browser.ts';
import {
  actAsSeparateClients,
  asCustomer,
  registerCustomer,
  storeSession,
  type TestCustomer,
} from './support/customers.ts';
import { addAddress, bookOrder, goodPhoneRecord } from './support/flows.ts';
import { partnerApiSession, partnerFor } from './support/partners.ts';

/**
 * The self-check bound to the phone (issue 34), in real browsers: the seller's browser (one profile) shares
 * the report its check left in IndexedDB, signed by the key it makes there; the partner, in a browser of its
 * own, shows a door code on the order page; another browser profile of the same seller (a fresh IndexedDB,
 * so another key) is refused with the clear message, and the profile that ran the check proves the phone,
 * which the partner's page shows by itself.
 */

actAsSeparateClients(test);

const SHOTS = '/work/notes/shots/self-check-proof';
const part = () => Math.floor(Math.random() * 250) + 1;

/** A browser context with the project's screen (a separate profile: its own storage and IndexedDB). */
async function newProfile(browser: Browser): Promise<BrowserContext> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = test.info().project.use;
  return browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': `10.34.${part()}.${part()}` },
  });
}

/**
 * Leaves a self-check report in this profile's IndexedDB as the check flow does (report-store.ts
 * `saveReport`: database 'phonix-self-check', store 'reports', keyed by the variant id).
 */
async function leaveReport(page: Page, variantId: number): Promise<string> {
  const checkedAt = new Date(Date.now() - 15 * 60 * 1000).toISOString();
  await page.evaluate(
    ({ variantId, checkedAt }) =>
      new Promise<void>((resolve, reject) => {
        const opened = indexedDB.open('phonix-self-check', 1);
        opened.onupgradeneeded = () => opened.result.createObjectStore('reports');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const db = opened.result;
          const transaction = db.transaction('reports', 'readwrite');
          transaction.objectStore('reports').put(
            {
              version: 1,
              variant_id: variantId,
              checked_at: checkedAt,
              results: {
                touch: 'passed',
                display: 'failed',
                front_camera: 'passed',
                back_camera: 'passed',
                microphone: 'passed',
                speaker: 'passed',
                vibration: 'unsupported',
                motion: 'skipped',
                battery: 'passed',
              },
              display_finding: 'spots',
              dead_touch_cells: [],
              device: {
                model: null,
                screen_width: 360,
                screen_height: 740,
                pixel_ratio: 3,
                battery_level: 64,
              },
            },
            variantId,
          );
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { variantId, checkedAt },
  );
  return checkedAt;
}

async function post(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const response = await request.post(url, { headers, data: {} });
  expect(response.ok(), `${url} answered ${response.status()}: ${await response.text()}`).toBe(true);
}

/** The whole page, and the part this test is about at its real size (the full page is shrunk to look at). */
async function shot(page: Page, name: string, part: Locator): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  await part.screenshot({ path: path.join(SHOTS, `${name}-${width}-part.png`) });
}

async function sellerPage(
  browser: Browser,
  seller: TestCustomer,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newProfile(browser);
  const page = await context.newPage();
  await storeSession(page, seller);
  return { context, page };
}

test.describe('the self-check bound to the phone', () => {
  test.describe.configure({ timeout: 180_000 });

  test('shared and proven from the profile that ran it; refused from another profile', async ({
    request,
    browser,
  }, testInfo) => {
    const partner = await partnerApiSession(request, partnerFor(testInfo, 17));
    const seller = await registerCustomer(request, 'Lakshmi Devi');
    const address = await addAddress(request, seller);
    const { item_name, model_name, variant_name, item_image, ...record } = await goodPhoneRecord(request);
    const ref = await bookOrder(request, seller, address.id, record);
    await post(request, `/api/partner/orders/${ref}/accept`, partner);

    // The seller's phone: the check left its report here; the order page offers to share it.
    const phone = await sellerPage(browser, seller);
    await leaveReport(phone.page, record.variant);
    await phone.page.goto(`/sales-order-detail/${ref}`);
    const section = phone.page.getByTestId('order-self-check');
    await expect(section.getByRole('heading', { name: 'Your phone check' })).toBeVisible();
    await expect(section.getByTestId('self-check-local')).toContainText('Checked in this browser on');
    await section.getByRole('button', { name: 'Share my phone check' }).click();
    await expect(section.getByTestId('self-check-share-outcome')).toHaveText(
      'Your phone check is shared with this order. The executive will see what it found.',
    );
    await expect(section.getByTestId('self-check-shared')).toContainText('Shared with this order on');
    await expect(section.getByRole('button', { name: 'Share my phone check' })).toHaveCount(0);
    // Not at the door yet: nothing to prove.
    await expect(section.getByTestId('door-proof')).toHaveCount(0);

    // The partner sets out and shows the door code on the order page.
    await post(request, `/api/partner/orders/${ref}/outforpickup`, partner);
    const shop = await newProfile(browser);
    const partnerPage = await shop.newPage();
    await partnerPage.goto('/partner/login');
    await partnerPage.evaluate(
      (token) => localStorage.setItem('partnerToken', token),
      (partner.Authorization ?? '').replace('Bearer ', ''),
    );
    await partnerPage.goto(`/partner/orders/${ref}`);
    const panel = partnerPage.getByTestId('self-check-panel');
    await expect(panel.getByRole('heading', { name: "Seller's phone check" })).toBeVisible();
    await expect(panel.getByTestId('self-check-checked-at')).toContainText('Checked by the seller on');
    const results = panel.getByTestId('self-check-results');
    await expect(results.getByRole('listitem').filter({ hasText: 'Touch screen' })).toContainText('Passed');
    await expect(results.getByRole('listitem').filter({ hasText: 'Display' })).toContainText('Failed');
    await expect(panel).toContainText('The seller saw spots on the screen');
    await expect(panel.getByTestId('self-check-not-proven')).toHaveText(
      'Not yet proven on the phone at the door',
    );
    await panel.getByRole('button', { name: 'Show door code' }).click();
    const codeBox = panel.getByTestId('door-code');
    await expect(codeBox).toContainText(
      'Ask the seller to open their order on the phone being sold and enter this code',
    );
    const code = (
      (await codeBox.getByTestId('door-code-value').locator('[aria-hidden]').textContent()) ?? ''
    ).replace(/\s/g, '');
    expect(code).toMatch(/^[ACDEFHJKMNPRTUVWXY3479]{6}$/);
    await expectNoHorizontalOverflow(partnerPage, partnerPage.viewportSize()?.width ?? 0);
    await panel.scrollIntoViewIfNeeded();
    await shot(partnerPage, 'partner-door-code', panel);

    // Another browser profile of the same seller (fresh IndexedDB, so another key): refused, clearly.
    const otherProfile = await sellerPage(browser, seller);
    await otherProfile.page.goto(`/sales-order-detail/${ref}`);
    const otherProof = otherProfile.page.getByTestId('door-proof');
    await otherProof.getByRole('textbox', { name: 'Code shown by the executive' }).fill(code.toLowerCase());
    await otherProof.getByRole('button', { name: 'Prove this is the phone' }).click();
    await expect(otherProof.getByTestId('door-proof-problem')).toHaveText(
      'This browser is not the one that ran the phone check shared with this order. Please open your order on the phone being sold, in the browser you ran the check in.',
    );
    await expect(otherProfile.page.getByTestId('self-check-proven')).toHaveCount(0);
    await shot(
      otherProfile.page,
      'seller-other-profile-refused',
      otherProfile.page.getByTestId('order-self-check'),
    );

    // The phone that ran the check: a mistyped code is said at the field, then the code as read aloud.
    await phone.page.reload();
    const proof = phone.page.getByTestId('door-proof');
    const field = proof.getByRole('textbox', { name: 'Code shown by the executive' });
    await field.fill('KM4');
    await proof.getByRole('button', { name: 'Prove this is the phone' }).click();
    await expect(field).toHaveAccessibleDescription(/Please enter the 6-letter code the executive shows\./);
    await expect(field).toBeFocused();
    await shot(phone.page, 'seller-door-proof', phone.page.getByTestId('order-self-check'));
    await field.fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await proof.getByRole('button', { name: 'Prove this is the phone' }).click();
    await expect(phone.page.getByTestId('self-check-proven')).toContainText(
      'Proven: this is the phone that ran the check',
    );
    await expect(proof).toHaveCount(0);
    await expectNoHorizontalOverflow(phone.page, phone.page.viewportSize()?.width ?? 0);
    await shot(phone.page, 'seller-proven', phone.page.getByTestId('order-self-check'));

    // The partner's page shows it by itself (read every few seconds while the code waits).
    await expect(panel.getByTestId('self-check-proven')).toContainText('Proven on this phone at', {
      timeout: 15_000,
    });
    await expect(panel.getByTestId('door-code')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Show door code' })).toHaveCount(0);
    await shot(partnerPage, 'partner-proven', panel);

    // The other profile still sees no proof of its own, and the API agrees.
    const state = await request.get(`/api/self-check/${ref}`, { headers: asCustomer(seller) });
    expect((await state.json()).self_check.shared.proven_at).toEqual(expect.any(String));
    await Promise.all([phone.context.close(), otherProfile.context.close(), shop.close()]);
  });
});
