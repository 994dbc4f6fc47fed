import fs from 'node:fs';
import { amountInWords } from '@phonix/shared/amount-in-words';
import { HANDOVER_MESSAGES } from '@phonix/shared/handover';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { inr } from './support/api.ts';
import {
  actAsSeparateClients,
  registerCustomer,
  storeSession,
  type TestCustomer,
} from './support/customers.ts';
import { cameraPhoto } from './support/door-photos.ts';
import { addAddress, bookOrder, goodPhoneRecord } from './support/flows.ts';
import { freshImei } from './support/imei.ts';
import { partnerApiSession, partnerFor, signInPartner, type TestPartner } from './support/partners.ts';
import { checkbox, choose, expectStep, forward, Q, radio, STEP } from './support/questionnaire.ts';
import { readLatestOtp, smsCount, updatesTo } from './support/sms.ts';
import { addStaff, signInToConsole } from './support/staff.ts';

/**
 * The order's whole life in two browsers, the seller's and a partner's (issue 12): accept, out for pickup,
 * a doorstep re-check that finds the screen worse than declared (previewed first, then sent: issue 21), the seller's decision on the revised offer,
 * the handover at the door (IMEI, ID, wipe, the seller's UPI payout confirmed with the OTP, the receipt PDF);
 * a restricted IMEI; a partner handing an order back; and a reschedule before pickup.
 */

actAsSeparateClients(test);

/**
 * The doorstep re-check of a phone whose screen is worse than the seller said (goodPhoneRecord: everything
 * fine, the original charger in the box). The questionnaire starts from the seller's answers, so only the
 * screen is changed; the first Confirm shows the server's new price and the changed answer with its cost,
 * nothing is sent yet; the second Confirm sends it. Answers the revised value.
 */
async function recheckWorseScreen(partnerPage: Page, booked: Booked): Promise<number> {
  await expectStep(partnerPage, STEP.primary);
  await expect(radio(partnerPage, Q.calls, 'Yes')).toBeChecked();
  await expect(radio(partnerPage, Q.screen, 'Yes')).toBeChecked();
  await choose(partnerPage, Q.screen, 'No');
  await forward(partnerPage, 'Continue').click();
  await expectStep(partnerPage, STEP.screen);
  await choose(partnerPage, Q.touch, 'Yes');
  await choose(partnerPage, Q.spot, 'No Defect');
  await choose(partnerPage, Q.line, 'No Defect');
  await choose(partnerPage, Q.physical, 'Heavy Scratches');
  await forward(partnerPage, 'Continue').click();
  await expectStep(partnerPage, STEP.functional);
  await forward(partnerPage, 'Continue').click();
  await expectStep(partnerPage, STEP.accessories);
  await expect(checkbox(partnerPage, 'Original Charger')).toBeChecked();
  await forward(partnerPage, 'Confirm').click();

  const preview = partnerPage.getByTestId('requote-preview');
  await expect(preview.getByTestId('old-price')).toHaveText(inr(booked.quoted));
  const revised = Number(((await preview.getByTestId('new-price').textContent()) ?? '').replace(/\D/g, ''));
  expect(revised).toBeLessThan(booked.quoted);
  await expect(preview.getByTestId('requote-change')).toHaveCount(1);
  await expect(preview.getByTestId('requote-change')).toContainText('Heavy Scratches');
  await expect(preview.getByTestId('change-cost')).toHaveText(/^−₹[\d,]+$/);
  // Not sent yet: the seller has heard nothing.
  expect(updatesTo(booked.seller.mobile).some((text) => text.includes('after inspection'))).toBe(false);

  // The changed answer needs a photo taken there and then (issue 34): Send waits for it.
  await expect(partnerPage.getByTestId('send-requote')).toBeDisabled();
  await expect(preview.getByTestId('photos-missing')).toBeVisible();
  await partnerPage
    .getByTestId('door-photo-input-screenphysicalcondition')
    .setInputFiles(await cameraPhoto());
  await expect(preview.getByTestId('door-photo-thumb')).toHaveCount(1);
  await expect(preview.getByTestId('photos-missing')).toHaveCount(0);

  await partnerPage.getByTestId('send-requote').click();
  const result = partnerPage.getByTestId('requote-result');
  await expect(result.getByTestId('old-price')).toContainText(inr(booked.quoted));
  await expect(result.getByTestId('new-price')).toHaveText(inr(revised));
  await expect(result.getByTestId('requote-changes')).toContainText('Heavy Scratches');
  return revised;
}

interface Booked {
  seller: TestCustomer;
  ref: string;
  quoted: number;
}

/** A new seller with an order booked for tomorrow at 500081, where the test partners serve. */
async function bookedOrder(page: Page): Promise<Booked> {
  const request = page.request;
  const seller = await registerCustomer(request, 'Lakshmi Devi');
  const address = await addAddress(request, seller, {
    address_no: 'Flat 402, Lake View',
    locality: 'Madhapur',
  });
  const record = await goodPhoneRecord(request);
  const ref = await bookOrder(request, seller, address.id, record);
  await storeSession(page, seller);
  const order = await request.get(`/api/getsellnowoder/${ref}`, {
    headers: { Authorization: `Bearer ${seller.token}` },
  });
  const quoted = ((await order.json()) as { order: { ExactValue: number } }).order.ExactValue;
  return { seller, ref, quoted };
}

const part = () => Math.floor(Math.random() * 250) + 1;

/** A second browser for the partner, with the project's screen size and a client address of its own. */
async function partnerBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'X-Forwarded-For': `10.9.${part()}.${part()}` },
  });
  return context.newPage();
}

/**
 * IMEIs with a valid Luhn digit: a clear dual-SIM pair (new for each run and retry: a phone bought before is
 * refused, issue 31), and one on the sample restricted list.
 */
const CLEAR_IMEIS = [freshImei(), freshImei()] as const;
const RESTRICTED_IMEI = '001010000000016';

/** The doorstep steps before the payout: IMEIs, the seller's ID, the data wipe. */
async function recordDoorstepSteps(partnerPage: Page, imeis: readonly string[]): Promise<void> {
  await partnerPage.getByTestId('imei-1').fill(imeis[0] ?? '');
  if (imeis[1]) await partnerPage.getByTestId('imei-2').fill(imeis[1]);
  await partnerPage.getByTestId('save-imei').click();
  await expect(partnerPage.getByTestId('handover-step-imei')).toHaveAttribute('data-state', 'done');

  await partnerPage.getByLabel('ID type').selectOption({ label: 'Aadhaar' });
  await partnerPage.getByLabel('Last 4 characters of the ID').fill('4821');
  await partnerPage.getByLabel('Name on the ID').fill('Lakshmi Devi');
  await partnerPage.getByTestId('save-seller-id').click();
  await expect(partnerPage.getByTestId('handover-step-seller-id')).toHaveAttribute('data-state', 'done');
  await expect(partnerPage.getByTestId('recorded-seller-id')).toContainText('XXXX XXXX 4821');

  // A step left unticked is named, and the first such box has the focus.
  for (const item of ['backup_offered', 'account_removed', 'factory_reset'])
    await partnerPage.getByTestId(`wipe-${item}`).check();
  await partnerPage.getByTestId('save-wipe').click();
  await expect(partnerPage.getByText(HANDOVER_MESSAGES.wipeStepRequired)).toHaveCount(1);
  await expect(partnerPage.getByTestId('wipe-sim_and_card_removed')).toBeFocused();
  await partnerPage.getByTestId('wipe-sim_and_card_removed').check();
  await expect(partnerPage.getByText(HANDOVER_MESSAGES.wipeStepRequired)).toHaveCount(0);
  await partnerPage.getByTestId('save-wipe').click();
  await expect(partnerPage.getByTestId('handover-step-wipe')).toHaveAttribute('data-state', 'done');
}

const tracking = (page: Page) => page.getByRole('region', { name: 'Sales Order Tracking' });

async function openOrder(page: Page, ref: string): Promise<void> {
  await page.goto(`/sales-order-detail/${ref}`);
  await expect(tracking(page)).toBeVisible();
}

async function acceptFromPool(partnerPage: Page, ref: string): Promise<void> {
  await partnerPage.goto('/partner');
  const card = partnerPage.locator(`[data-testid="open-pickup"][data-ref="${ref}"]`);
  await expect(card).toBeVisible();
  // Until the partner accepts, the pickup shows the locality only: no flat number, no phone.
  await expect(card).toContainText('Madhapur');
  await expect(card).not.toContainText('Flat 402');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(partnerPage).toHaveURL(new RegExp(`/partner/orders/${ref}$`));
  await expect(partnerPage.getByTestId('pickup-address')).toContainText('Flat 402, Lake View');
}

/** Accept, out for pickup, and the doorstep re-check with a worse screen; answers the revised price shown. */
async function reQuoteWorseScreen(partnerPage: Page, booked: Booked, partner: TestPartner): Promise<void> {
  await signInPartner(partnerPage, partner);
  await acceptFromPool(partnerPage, booked.ref);
  await partnerPage.getByRole('button', { name: 'Out for pickup' }).click();
  await expect(partnerPage.getByRole('button', { name: 'Out for pickup' })).toHaveCount(0);
  await partnerPage.getByTestId('recheck-phone').click();
  await expect(partnerPage.getByRole('heading', { level: 1, name: 'Re-check the phone' })).toBeVisible();
  await recheckWorseScreen(partnerPage, booked);
}

test.describe('the order lifecycle', () => {
  test.describe.configure({ timeout: 120_000 });

  test('accept, out for pickup, a worse screen at the door, the seller accepts the revised offer, completed', async ({
    page,
    browser,
  }, testInfo) => {
    const booked = await bookedOrder(page);
    const partner = partnerFor(testInfo, 0);
    const partnerPage = await partnerBrowser(browser, testInfo);

    await signInPartner(partnerPage, partner);
    await acceptFromPool(partnerPage, booked.ref);
    await openOrder(page, booked.ref);
    await expect(page.locator('[data-status="accepted"]')).toHaveText('Accepted');
    await expect(tracking(page).getByRole('heading', { level: 3 })).toHaveText([
      'Order Initiated',
      'Partner Confirmed',
    ]);
    await expect(tracking(page).getByText(`${partner.shop_name}, ${partner.mobile}`)).toBeVisible();

    await partnerPage.getByRole('button', { name: 'Out for pickup' }).click();
    await expect(partnerPage.getByRole('button', { name: 'Out for pickup' })).toHaveCount(0);
    await partnerPage.getByTestId('recheck-phone').click();
    await expect(partnerPage.getByRole('heading', { level: 1, name: 'Re-check the phone' })).toBeVisible();
    const revised = await recheckWorseScreen(partnerPage, booked);

    // The seller is told, and sees what changed and what it cost before deciding.
    await expect
      .poll(() => updatesTo(booked.seller.mobile).some((text) => text.includes('after inspection')))
      .toBe(true);
    await openOrder(page, booked.ref);
    await expect(page.getByTestId('revised-offer-notice')).toBeVisible();
    await page.getByRole('link', { name: 'Review revised offer' }).click();
    await expect(page).toHaveURL(new RegExp(`/reexact-value/${booked.ref}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Your revised offer' })).toBeVisible();
    await expect(page.getByTestId('revised-price')).toContainText(inr(revised));
    await expect(page.getByRole('main')).toContainText(inr(booked.quoted));
    await expect(page.getByRole('main')).toContainText('Heavy Scratches');
    // The partner's photo of the change, beside it; a tap shows it large (issue 34).
    const photo = page.getByTestId('change-photo');
    await expect(photo).toHaveCount(1);
    await expect(photo).toHaveAttribute('alt', /Physical condition of the screen/);
    await photo.click();
    const enlarged = page.getByTestId('enlarged-photo');
    await expect(enlarged).toBeVisible();
    await expect
      .poll(() => enlarged.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    fs.mkdirSync('/work/notes/shots', { recursive: true });
    await page.screenshot({
      path: `/work/notes/shots/revised-offer-photo-${page.viewportSize()?.width}.png`,
    });
    await page.keyboard.press('Escape');
    await expect(enlarged).toHaveCount(0);
    await page.getByRole('button', { name: 'Accept offer' }).click();
    await expect(page.getByRole('link', { name: 'View order details' })).toBeVisible();

    // The handover: the seller picks UPI on their own page, the executive records IMEI, ID and wipe at the
    // door and sends the payout code, the seller confirms with it, and the order is Completed with a receipt.
    await openOrder(page, booked.ref);
    await page.getByRole('radio', { name: 'UPI', exact: true }).check();
    await page.getByTestId('payout-vpa').fill('lakshmi.devi@okicici');
    await page.getByTestId('save-payout').click();
    await expect(page.getByTestId('payout-destination')).toBeVisible();
    await expect(page.getByTestId('payout-destination')).not.toContainText('lakshmi.devi@okicici');

    await partnerPage.goto(`/partner/orders/${booked.ref}`);
    await partnerPage.getByTestId('start-handover').click();
    await recordDoorstepSteps(partnerPage, CLEAR_IMEIS);
    await expect(partnerPage.getByTestId('payout-choice')).toBeVisible();
    await expect(partnerPage.getByTestId('final-amount')).toHaveValue(String(revised));
    await partnerPage.getByTestId('save-amount').click();
    const codesBefore = smsCount(booked.seller.mobile, 'payout');
    await partnerPage.getByTestId('send-otp').click();
    const payoutCode = await readLatestOtp(booked.seller.mobile, codesBefore, 'payout');

    await page.reload();
    await expect(page.getByTestId('confirm-payout-panel')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('confirm-payout-amount')).toContainText(inr(revised));
    await page.getByTestId('payout-otp').fill(payoutCode);
    await page.getByTestId('confirm-payout').click();
    const payment = page.getByTestId('payment-summary');
    await expect(payment).toBeVisible();
    const receiptNumber = ((await payment.getByTestId('receipt-number').textContent()) ?? '').trim();
    const payoutReference = ((await payment.getByTestId('payout-reference').textContent()) ?? '').trim();
    expect(receiptNumber).toMatch(/PX\/\d{4}-\d{2}\/\d{6}/);
    expect(payoutReference).toMatch(/TEST-UTR-/);

    // The executive's page follows: the purchase is complete, with the same receipt.
    await partnerPage.reload();
    await expect(partnerPage.getByTestId('handover-done')).toBeVisible({ timeout: 15_000 });
    await expect(partnerPage.getByTestId('receipt-number')).toContainText(receiptNumber);

    await openOrder(page, booked.ref);
    await expect(page.locator('[data-status="completed"]')).toHaveText('Completed');
    await expect(tracking(page).getByRole('heading', { level: 3 })).toContainText([
      'Order Initiated',
      'Partner Confirmed',
      'Out for Pick up',
      'Revised Offer',
      'Revised Offer Accepted',
      'Order Completed',
    ]);
    await expect(tracking(page).getByText(`Sold for ${inr(revised)}`)).toBeVisible();
    // A completed order says when the phone was picked up and paid, no longer "Pickup on".
    await expect(page.getByTestId('pickup-slot')).toContainText(
      /Picked up and paid on \w+ \d{1,2}\w{2}, \d{4}, \d{1,2}:\d{2} [AP]M/,
    );
    await expect(page.getByTestId('pickup-slot')).not.toContainText('Pickup on');

    // The receipt PDF is the stored record: number, IMEI, the amount in figures and words, the UPI reference.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Invoice' }).click();
    const file = await (await download).path();
    const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(file)) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain(receiptNumber);
    expect(text).toContain(CLEAR_IMEIS[0]);
    expect(text).toContain(inr(revised).replace('₹', ''));
    expect(text).toContain(amountInWords(revised));
    expect(text).toContain(payoutReference);
    await partnerPage.context().close();
  });

  test('the seller declines the revised offer: the order ends Cancelled with the reason, at no cost', async ({
    page,
    browser,
  }, testInfo) => {
    const booked = await bookedOrder(page);
    const partnerPage = await partnerBrowser(browser, testInfo);
    await reQuoteWorseScreen(partnerPage, booked, partnerFor(testInfo, 1));

    await page.goto(`/reexact-value/${booked.ref}`);
    await page.getByRole('button', { name: 'Decline offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline the revised offer?' });
    await expect(dialog).toContainText(/no cost/i);
    await dialog.getByRole('button', { name: 'Decline and cancel order' }).click();
    await expect(page.getByRole('main')).toContainText('you declined the revised offer');

    await openOrder(page, booked.ref);
    await expect(page.locator('[data-status="cancelled"]')).toHaveText('Cancelled');
    await expect(tracking(page).getByRole('heading', { level: 3 }).last()).toHaveText('Order Cancelled');
    await expect(tracking(page)).toContainText(/declined the revised offer/i);
    await expect(page.getByRole('link', { name: 'Download Invoice' })).toHaveCount(0);

    // The partner may no longer buy the phone.
    await partnerPage.goto(`/partner/orders/${booked.ref}`);
    await expect(partnerPage.getByTestId('next-step')).toBeVisible();
    await expect(partnerPage.getByTestId('start-handover')).toHaveCount(0);
    await partnerPage.context().close();
  });

  test('one partner hands the order back, another accepts it', async ({ page, browser }, testInfo) => {
    const booked = await bookedOrder(page);
    const first = partnerFor(testInfo, 2);
    const second = partnerFor(testInfo, 3);
    const firstPage = await partnerBrowser(browser, testInfo);
    await signInPartner(firstPage, first);
    await acceptFromPool(firstPage, booked.ref);

    await firstPage.getByRole('button', { name: 'Reject' }).click();
    const dialog = firstPage.getByRole('dialog', { name: 'Reject this pickup?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Executive unwell today');
    await dialog.getByRole('button', { name: 'Yes, reject' }).click();
    await expect(firstPage).toHaveURL(/\/partner$/);
    await expect(firstPage.locator(`[data-testid="my-pickup"][data-ref="${booked.ref}"]`)).toHaveCount(0);

    await openOrder(page, booked.ref);
    await expect(page.locator('[data-status="enquiry"]')).toHaveText('Order Initiated');
    await expect(tracking(page).getByRole('heading', { level: 3 })).toHaveText([
      'Order Initiated',
      'Partner Confirmed',
      'Order Rejected',
    ]);

    const secondPage = await partnerBrowser(browser, testInfo);
    await signInPartner(secondPage, second);
    await acceptFromPool(secondPage, booked.ref);
    await openOrder(page, booked.ref);
    await expect(page.locator('[data-status="accepted"]')).toHaveText('Accepted');
    await expect(tracking(page).getByRole('heading', { level: 3 }).last()).toHaveText('Partner Confirmed');
    await expect(tracking(page).getByText(`${second.shop_name}, ${second.mobile}`)).toBeVisible();
    await firstPage.context().close();
    await secondPage.context().close();
  });

  test('the seller reschedules before pickup and the partner is told', async ({
    page,
    browser,
  }, testInfo) => {
    const booked = await bookedOrder(page);
    const partner = partnerFor(testInfo, 4);
    const partnerPage = await partnerBrowser(browser, testInfo);
    await signInPartner(partnerPage, partner);
    await acceptFromPool(partnerPage, booked.ref);

    await openOrder(page, booked.ref);
    await page.getByRole('button', { name: 'Reschedule pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule pickup' });
    const days = dialog.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio');
    await days.nth(2).check();
    await dialog
      .getByRole('radiogroup', { name: 'Choose a time slot' })
      .getByRole('radio', { name: '04:00 PM - 06:00 PM' })
      .check();
    await dialog.getByRole('button', { name: 'Confirm new pickup' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('pickup-slot')).toContainText('04:00 PM - 06:00 PM');
    await expect(tracking(page).getByRole('heading', { level: 3 }).last()).toHaveText('Pickup Rescheduled');

    await expect
      .poll(() =>
        updatesTo(partner.mobile).some((text) => text.includes(`moved the pickup of order ${booked.ref}`)),
      )
      .toBe(true);
    await partnerPage.goto(`/partner/orders/${booked.ref}`);
    await expect(partnerPage.getByRole('main')).toContainText('04:00 PM - 06:00 PM');

    // Once the partner is on the way, the pickup can no longer be moved.
    await partnerPage.getByRole('button', { name: 'Out for pickup' }).click();
    await expect(partnerPage.getByRole('button', { name: 'Out for pickup' })).toHaveCount(0);
    await openOrder(page, booked.ref);
    await expect(page.getByRole('button', { name: 'Reschedule pickup' })).toHaveCount(0);
    await partnerPage.context().close();
  });

  test('a restricted IMEI stops the handover with its message', async ({ page, browser }, testInfo) => {
    const booked = await bookedOrder(page);
    const partnerPage = await partnerBrowser(browser, testInfo);
    await signInPartner(partnerPage, partnerFor(testInfo, 6));
    await acceptFromPool(partnerPage, booked.ref);
    await partnerPage.getByRole('button', { name: 'Out for pickup' }).click();
    await partnerPage.getByTestId('start-handover').click();
    await partnerPage.getByTestId('imei-1').fill(RESTRICTED_IMEI);
    await partnerPage.getByTestId('save-imei').click();
    const stop = partnerPage.getByTestId('imei-restricted');
    await expect(stop).toBeVisible();
    await expect(stop).toContainText(
      'on the government’s list of lost, stolen or blocked phones, so we cannot buy it',
    );
    await expect(partnerPage.getByTestId('send-otp')).toHaveCount(0);

    // It stays stopped: the order is not completed and no payout code was sent.
    await partnerPage.reload();
    await expect(partnerPage.getByTestId('imei-restricted')).toBeVisible();
    expect(smsCount(booked.seller.mobile, 'payout')).toBe(0);
    await openOrder(page, booked.ref);
    await expect(page.locator('[data-status="out_for_pickup"]')).toHaveText('Out for Pick up');
    await partnerPage.context().close();
  });

  test('staff give an order no partner serves to a shop; handed back, it waits in the console queue', async ({
    page,
    request,
  }, testInfo) => {
    // 500033 is served by Phonix but by none of the test partners (they serve 500081).
    const seller = await registerCustomer(request, 'Farida Begum');
    const address = await addAddress(request, seller, {
      address_no: 'Flat 12, Road No. 36',
      locality: 'Jubilee Hills',
      pincode: '500033',
    });
    const ref = await bookOrder(request, seller, address.id, await goodPhoneRecord(request));
    const shop = partnerFor(testInfo, 11);

    const staff = await addStaff(request, 'operations');
    await signInToConsole(page, staff);
    await page.goto(`/admin/orders/${ref}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${ref}` })).toBeVisible();
    await page.getByRole('button', { name: 'Assign partner' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign partner' });
    await expect(
      assign.getByText('No active partner serves 500033; all active partners are listed.'),
    ).toBeVisible();
    await assign.getByLabel('Partner').selectOption({ label: shop.shop_name });
    await assign
      .getByLabel('Reason')
      .fill('The seller asked for a pickup this week; the shop can reach Jubilee Hills');
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(assign).toBeHidden();
    await expect(page.getByTestId('order-partner')).toContainText(shop.shop_name);

    // The shop cannot go after all: nobody else serves the pincode, so the team's queue lists the order.
    const partner = await partnerApiSession(request, shop);
    const handedBack = await request.post(`/api/partner/orders/${ref}/reject`, {
      headers: partner,
      data: { reason: 'Jubilee Hills is too far for our executive today' },
    });
    expect(handedBack.ok(), `reject answered ${handedBack.status()}`).toBe(true);
    await page.goto('/admin');
    const queue = page.getByTestId('queue-handed-back');
    await expect(queue.getByRole('link', { name: ref })).toBeVisible();
    await expect(queue).toContainText('500033');
    await page.screenshot({ path: testInfo.outputPath('console-dashboard.png'), fullPage: true });
    await queue.getByRole('link', { name: ref }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${ref}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign partner' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('console-order.png'), fullPage: true });
  });
});
