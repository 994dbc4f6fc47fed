import { expect, type Page, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './support/browser.ts';
import { actAsSeparateClients, clientHeaders, registerCustomer } from './support/customers.ts';
import { partnerApiSession } from './support/partners.ts';
import { addStaff, signInToConsole } from './support/staff.ts';

/**
 * Issue 24's portal and console parts: a partner's Privacy page (the notice, its own data as JSON, its
 * grievances) and the console's breach register (admins; the Board's 72 hours). Each test makes its own
 * partner, seller and admin. Screenshots go to /work/notes/shots.
 */

actAsSeparateClients(test);

const SHOTS = '/work/notes/shots';

/** The staff token of the console signed in on this page (the console keeps its session in storage). */
async function staffAuth(page: Page): Promise<Record<string, string>> {
  const session = await page.evaluate(() => localStorage.getItem('staffSession'));
  const token = (JSON.parse(session ?? '{}') as { token?: string }).token;
  if (!token) throw new Error('no staff session in the browser');
  return { Authorization: `Bearer ${token}` };
}

test.describe('the partner portal Privacy page', () => {
  test('shows the notice link, downloads the shop data as JSON, and raises a grievance', async ({
    page,
    request,
  }, testInfo) => {
    // A shop of this test: applied through the form, approved by a new admin.
    const admin = await addStaff(request, 'admin');
    await signInToConsole(page, admin);
    const auth = await staffAuth(page);
    const mobile = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const shop = `Privacy Phones ${mobile.slice(-4)}`;
    const applied = await request.post('/api/partner-request-form', {
      headers: clientHeaders(),
      data: {
        name: 'Meena Rao',
        mobile,
        city: 'Hyderabad',
        pincode: '500081',
        shop_name: shop,
        gstin: '',
        message: '',
      },
    });
    expect(applied.ok()).toBe(true);
    const requests = await request.get('/api/staff/partner-requests', { headers: auth });
    const waiting = ((await requests.json()) as { requests: { id: number; mobile: string }[] }).requests;
    const mine = waiting.find((entry) => entry.mobile === mobile);
    if (!mine) throw new Error('the partner request is not listed');
    const approved = await request.post(`/api/staff/partner-requests/${mine.id}/approve`, {
      headers: auth,
      data: { pincodes: ['500081'] },
    });
    expect(approved.ok()).toBe(true);
    const headers = await partnerApiSession(request, { mobile, shop_name: shop, owner_name: 'Meena Rao' });
    await page.evaluate(
      (token) => localStorage.setItem('partnerToken', token),
      headers.Authorization?.replace('Bearer ', '') ?? '',
    );

    await page.goto('/partner');
    await page.getByRole('navigation').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/partner\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your data and privacy' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute(
      'href',
      /\/privacy-policy$/,
    );

    // The download: a JSON file of the shop's own data.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^phonix-partner-data-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = await file.path();
    const { readFileSync } = await import('node:fs');
    const data = JSON.parse(readFileSync(saved, 'utf8')) as { held: { partners: { mobile: string }[] } };
    expect(data.held.partners.map((row) => row.mobile)).toEqual([mobile]);

    // A grievance: empty fields are refused on the page, then it is raised and listed.
    await page.getByRole('button', { name: 'Send grievance' }).click();
    await expect(page.getByText('Please fill this in.')).toHaveCount(2);
    await page.getByRole('textbox', { name: 'Subject' }).fill('Old GSTIN');
    await page
      .getByRole('textbox', { name: 'What happened' })
      .fill('Please remove the GSTIN of my old shop.');
    await page.getByRole('button', { name: 'Send grievance' }).click();
    const item = page.getByTestId('partner-grievance');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(/GR-\d{6}/);
    await expect(item).toContainText('Open');
    await expect(item).toContainText('Answer due by');
    const width = page.viewportSize()?.width ?? 1280;
    await expectNoHorizontalOverflow(page, width);
    await page.screenshot({
      path: `${SHOTS}/privacy-srv-partner-privacy-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
});

test.describe('the breach register', () => {
  test('an admin records a breach for a seller, sees the 72-hour deadline, and marks the Board report', async ({
    page,
    request,
  }, testInfo) => {
    const seller = await registerCustomer(request, 'Kavya Iyer');
    const admin = await addStaff(request, 'admin');
    await signInToConsole(page, admin);
    await page.goto('/admin/breaches');
    await expect(page.getByRole('heading', { level: 1, name: 'Breach register' })).toBeVisible();

    const number = `${Date.now()}`;
    await page
      .getByLabel('What happened (nature, extent, timing and where)')
      .fill(`Test breach ${number}: a report was e-mailed to the wrong address.`);
    await page
      .getByLabel('Likely consequences for the sellers')
      .fill('Names and numbers seen by one person.');
    await page
      .getByLabel('What we have done to limit it')
      .fill('The recipient deleted it and confirmed in writing.');
    await page.getByLabel('What sellers can do to protect themselves').fill('Ignore calls asking for codes.');
    await page.getByLabel('Mobile numbers').check();
    await page.getByLabel('Names').check();
    await page.getByLabel('Customer ids').fill(`${seller.customer_id}`);
    await page.getByRole('button', { name: 'Record the breach' }).click();
    // Issue 31: first how many sellers it tells and who; nothing is sent until the second press.
    const confirm = page.getByRole('dialog', { name: 'Tell 1 seller?' });
    await expect(confirm.getByTestId('breach-sellers-matched')).toContainText('These sellers match 1 seller');
    await expect(confirm.getByRole('list', { name: 'Sample of the sellers' })).toContainText('Kavya Iyer');
    await confirm.getByRole('button', { name: 'Tell 1 seller' }).click();

    const card = page.getByTestId('breach').filter({ hasText: `Test breach ${number}` });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/BR-\d{6}/);
    await expect(card).toContainText('1 seller told');
    await expect(card).toContainText('72 hours after detection');
    await expect(card).toContainText(/7[01] h left for the Board report|72 h left/);
    const width = page.viewportSize()?.width ?? 1280;
    await expectNoHorizontalOverflow(page, width);
    await page.screenshot({
      path: `${SHOTS}/privacy-srv-breaches-${testInfo.project.name}.png`,
      fullPage: true,
    });

    await card.getByRole('textbox', { name: /Board report reference/ }).fill('DPB/ACK/0001');
    await card.getByRole('button', { name: 'Mark reported to the Board' }).click();
    await expect(card).toContainText('Reported to the Board');
    await expect(card).toContainText('DPB/ACK/0001');
  });
});
