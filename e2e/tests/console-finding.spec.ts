import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './support/browser.ts';
import { actAsSeparateClients, registerCustomer } from './support/customers.ts';
import { addAddress, bookOrder, goodPhoneRecord } from './support/flows.ts';
import { partnerApiSession, partnerFor } from './support/partners.ts';
import { addStaff, signInToConsole } from './support/staff.ts';

/**
 * Issue 31 at a desk (1280 px): a staff password typed twice and not a common one; finding an order by any
 * 4 digits of the seller's mobile in a table that fits the screen, its CSV, and reassigning several orders
 * at once; Get Upto prices uploaded as a CSV, previewed, applied and put back from the price history.
 */
const SHOTS = '/work/notes/shots';
actAsSeparateClients(test);
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'the console at a desk');

function menuLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name, exact: true });
}

test('a new password is typed twice and is not a common one', async ({ page, request }) => {
  const operations = await addStaff(request, 'operations');
  await signInToConsole(page, operations);
  await menuLink(page, 'Your account').click();
  const form = page.getByRole('heading', { name: 'Change your password' }).locator('..').locator('..');
  await page.getByLabel('Current password').fill(operations.password);
  await page.getByLabel('New password', { exact: true }).fill('violet kettle harbour');
  await page.getByLabel('Confirm new password').fill('violet kettle harbor');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The two new passwords are not the same. Please type it again.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('qwerty123456');
  await page.getByLabel('Confirm new password').fill('qwerty123456');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/on a list of common passwords/)).toBeVisible();
  await expect(form).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/issue31-password-desktop.png`, fullPage: true });
});

test('finds an order by 4 digits of the mobile, exports the list and reassigns several orders', async ({
  page,
  request,
}, testInfo) => {
  const seller = await registerCustomer(request, 'Lakshmi Narayana');
  const address = await addAddress(request, seller);
  const record = await goodPhoneRecord(request);
  const refs = [
    await bookOrder(request, seller, address.id, record),
    await bookOrder(request, seller, address.id, record),
  ];
  const from = partnerFor(testInfo, 12);
  const to = partnerFor(testInfo, 13);
  const holder = await partnerApiSession(request, from);
  for (const ref of refs)
    expect((await request.post(`/api/partner/orders/${ref}/accept`, { headers: holder })).ok()).toBe(true);

  const operations = await addStaff(request, 'operations');
  await signInToConsole(page, operations);
  await menuLink(page, 'Orders').click();
  await page.getByLabel('Search', { exact: true }).fill(seller.mobile.slice(-6));
  await page.getByRole('button', { name: 'Find' }).click();
  const rows = page.getByTestId('order-row');
  await expect(rows).toHaveCount(2);
  for (const ref of refs) await expect(rows.filter({ hasText: ref })).toHaveCount(1);
  // The table fits the screen beside the menu: nothing scrolls sideways.
  const table = page.getByRole('region', { name: 'Orders' });
  const fits = await table.evaluate((element) => element.scrollWidth <= element.clientWidth);
  expect(fits).toBe(true);
  await expectNoHorizontalOverflow(page, 1280);
  await page.screenshot({ path: `${SHOTS}/issue31-order-search-desktop.png`, fullPage: true });

  const download = page.waitForEvent('download');
  // The list's own CSV (the dealer register's button is further down the page).
  await page.getByRole('button', { name: 'Download CSV' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/^Phonix-orders-\d{4}-\d\d-\d\d\.csv$/);

  for (const ref of refs) await page.getByLabel(`Select ${ref} to reassign`).check();
  await page.getByRole('button', { name: 'Reassign 2 selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reassign 2 orders' });
  await dialog.getByLabel('Partner').selectOption({ label: to.shop_name });
  await dialog.getByLabel('Reason').fill('The first shop has no executive this week');
  await dialog.getByRole('button', { name: 'Reassign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 of 2 orders given to the partner.')).toBeVisible();
  for (const ref of refs) await expect(rows.filter({ hasText: ref })).toContainText(to.shop_name);
});

test('uploads Get Upto prices as a CSV, applies them and puts them back from the price history', async ({
  page,
  request,
}) => {
  const variants = (await (await request.get('/api/variant/apple-iphone-11-pro')).json()).variants as {
    id: number;
    VariantName: string;
    Rate: number;
  }[];
  const [first, second] = variants as [(typeof variants)[number], (typeof variants)[number]];
  const csv = [
    'brand,model,variant,price',
    `Apple,iPhone 11 Pro,${first.VariantName},${first.Rate + 100}`,
    `Apple,iPhone 11 Pro,${second.VariantName},${Math.round(second.Rate * 0.6)}`,
  ].join('\n');

  const operations = await addStaff(request, 'operations');
  await signInToConsole(page, operations);
  await menuLink(page, 'Catalog').click();
  await page.getByLabel('Price file (CSV)').setInputFiles({
    name: 'iphone-11-pro.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const preview = page.getByTestId('price-upload-preview');
  await expect(preview.getByTestId('price-upload-line')).toHaveCount(2);
  await expect(preview).toContainText('1 move more than 20% and need your confirmation');
  const apply = page.getByRole('button', { name: 'Apply 2 prices' });
  await expect(apply).toBeDisabled();
  await page.getByLabel(/I checked the 1 marked line/).check();
  await expectNoHorizontalOverflow(page, 1280);
  await page.screenshot({ path: `${SHOTS}/issue31-price-upload-desktop.png`, fullPage: true });
  await apply.click();
  await expect(
    page.getByText('2 Get Upto prices changed. Price history can put them all back.'),
  ).toBeVisible();
  const now = (await (await request.get('/api/variant/apple-iphone-11-pro')).json()).variants;
  expect(now.find((entry: { id: number }) => entry.id === first.id).Rate).toBe(first.Rate + 100);

  await menuLink(page, 'Price history').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price history' })).toBeVisible();
  const entry = page
    .getByRole('listitem')
    .filter({ hasText: 'uploaded Get Upto prices: 2 variants changed' });
  await expect(entry.first()).toContainText('iphone-11-pro.csv');
  await page.screenshot({ path: `${SHOTS}/issue31-price-history-desktop.png`, fullPage: true });
  await entry
    .first()
    .getByRole('button', { name: /^Revert/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Revert this change?' })
    .getByRole('button', { name: 'Revert' })
    .click();
  await expect(entry.first()).toContainText('Reverted by entry');
  const back = (await (await request.get('/api/variant/apple-iphone-11-pro')).json()).variants;
  expect(back.find((entry: { id: number }) => entry.id === second.id).Rate).toBe(second.Rate);
});

test("a seller's number is shown for a reason of a few words, and the admin finds every reveal in the audit log", async ({
  page,
  request,
  browser,
}, testInfo) => {
  const seller = await registerCustomer(request, 'Padma Rao');
  const address = await addAddress(request, seller);
  const ref = await bookOrder(request, seller, address.id, await goodPhoneRecord(request));

  const operations = await addStaff(request, 'operations');
  await signInToConsole(page, operations);
  // The dealer register (every seller's number and address) needs a reason from operations staff.
  await menuLink(page, 'Orders').click();
  await page.getByRole('button', { name: 'Download CSV' }).last().click();
  await expect(page.getByText(/Please say why in a few words/).first()).toBeVisible();

  await page.goto(`/admin/orders/${ref}`);
  await page.getByRole('button', { name: 'Call seller' }).click();
  const call = page.getByRole('dialog', { name: 'Call Padma Rao' });
  await call.getByLabel('Reason').fill('call');
  await call.getByRole('button', { name: 'Show the number' }).click();
  await expect(call.getByText(/Please say why in a few words/)).toBeVisible();
  await expect(call.getByTestId('seller-mobile')).toHaveCount(0);
  await call.getByLabel('Reason').fill('Confirm the pickup address');
  await call.getByRole('button', { name: 'Show the number' }).click();
  await expect(call.getByTestId('seller-mobile')).toHaveAttribute('href', `tel:+91${seller.mobile}`);

  const admin = await addStaff(request, 'admin');
  const adminContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const adminPage = await adminContext.newPage();
  await signInToConsole(adminPage, admin);
  await menuLink(adminPage, 'Audit log').click();
  await adminPage.getByRole('combobox', { name: 'Show' }).selectOption({ label: "Sellers' numbers shown" });
  const reveal = adminPage.getByRole('listitem').filter({ hasText: `order ${ref}` });
  await expect(reveal.first()).toContainText(
    `was shown the seller's number (XXXXXX${seller.mobile.slice(-4)}) of order ${ref}, because “Confirm the pickup address”`,
  );
  await expectNoHorizontalOverflow(adminPage, 1280);
  await adminPage.screenshot({ path: `${SHOTS}/issue31-audit-reveals-desktop.png`, fullPage: true });
  await adminContext.close();
});
