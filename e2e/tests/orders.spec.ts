import { expect, type Page, test } from '@playwright/test';
import { freshStart, stored } from './support/browser.ts';
import {
  actAsSeparateClients,
  asCustomer,
  registerCustomer,
  storeSession,
  type TestCustomer,
} from './support/customers.ts';
import { photographChanges } from './support/door-photos.ts';
import { addAddress as addAddressByApi, bookOrder, goodPhoneRecord } from './support/flows.ts';
import { partnerApiSession, partnerFor } from './support/partners.ts';
import {
  ALL_ACCESSORIES,
  type Answers,
  completeQuestionnaire,
  openOptions,
} from './support/questionnaire.ts';
import { randomMobile, readLatestOtp, smsCount } from './support/sms.ts';

/** SPEC 2 (/sell-now, /response, /sales-orders, /sales-order-detail, device report), 4, 8 and 9. */

const MODEL = 'apple-iphone-13';
const ANSWERS: Answers = {
  calls: 'Yes',
  screen: 'No',
  body: 'Yes',
  warranty: 'No',
  screenErrors: { touch: 'Yes', spot: 'Yellow Spots', line: 'No Defect', physical: '1 or 2 Scratches' },
  faulty: ['WiFi'],
  accessories: [...ALL_ACCESSORIES],
};
const SLOTS = [
  '08:00 AM - 10:00 AM',
  '10:00 AM - 12:00 PM',
  '12:00 PM - 02:00 PM',
  '02:00 PM - 04:00 PM',
  '04:00 PM - 06:00 PM',
  '06:00 PM - 08:00 PM',
];
const DATE_TIME =
  /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}(st|nd|rd|th), \d{4}, \d{1,2}:\d{2} (AM|PM)$/;

function dialog(page: Page) {
  return page.getByRole('dialog');
}

/** The next four days from tomorrow in India time, as the radios name them. */
function expectedPickupDays(): string[] {
  const day = 24 * 60 * 60 * 1000;
  const india = (offset: number) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    })
      .formatToParts(new Date(Date.now() + offset * day))
      .map((part) => [part.type, part.value]);
  return [1, 2, 3, 4].map((offset) => {
    const parts = Object.fromEntries(india(offset));
    return `${parts.weekday}, ${parts.day} ${parts.month}`;
  });
}

async function addAddress(
  request: import('@playwright/test').APIRequestContext,
  customer: TestCustomer,
  extra: object,
) {
  const response = await request.post('/api/addaddress', {
    headers: asCustomer(customer),
    data: {
      address_type: 'Home',
      address_no: 'House 1',
      locality: 'Madhapur',
      landmark: '',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500081',
      is_default: 0,
      lat: '',
      lng: '',
      ...extra,
    },
  });
  expect(response.ok(), `addaddress answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { address: { id: number } }).address;
}

test.describe('orders', () => {
  actAsSeparateClients(test);

  test('a new seller signs up, books a pickup, finds the order, cancels it and sees it cancelled', async ({
    page,
  }) => {
    // The whole road in one test (sign-up, questionnaire, booking, details, device report, search, cancel):
    // over a minute on a slow or busy machine, where every step is within its own 10 s.
    test.slow();
    await freshStart(page);
    await openOptions(page, MODEL, '128gb');
    await completeQuestionnaire(page, ANSWERS);

    // Sign up from the dialog the questionnaire opens.
    await expect(dialog(page).getByRole('heading', { name: 'Get started' })).toBeVisible();
    const mobile = randomMobile();
    await dialog(page).getByLabel('Mobile Number').fill(mobile);
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();
    await dialog(page).getByLabel('Full Name').fill('Kiran Reddy');
    await dialog(page).getByLabel('Password', { exact: true }).fill('kiran-secret-9');
    const before = smsCount(mobile);
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await dialog(page)
      .getByLabel('OTP')
      .fill(await readLatestOtp(mobile, before));
    await expect(dialog(page)).toBeHidden();

    // Signed in with a device chosen: on to the exact value, then the pickup.
    await expect(page).toHaveURL(/\/hyderabad\/exact-value$/);
    const priceBlock = page.getByText('Selling Price', { exact: true }).locator('xpath=..');
    await expect(priceBlock).toContainText('₹');
    const price = ((await priceBlock.textContent()) ?? '').replace('Selling Price', '').trim();
    expect(price).toMatch(/^₹[\d,]+$/);
    await page
      .getByRole('region', { name: 'Price Summary' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(page.getByRole('heading', { name: "You're almost done" })).toBeVisible();

    const summary = page.getByRole('region', { name: 'Price Summary' });
    await expect(summary.getByText('Free', { exact: true })).toBeVisible();
    await expect(summary.getByText(price).first()).toBeVisible();
    const confirm = summary.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await expect(page.getByText('No Saved Addresses')).toBeVisible();

    // The pickup dates and the six slots (SPEC 9).
    const dates = page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio');
    await expect(dates).toHaveCount(4);
    const expectedDays = expectedPickupDays();
    for (const [index, name] of expectedDays.entries())
      await expect(dates.nth(index)).toHaveAccessibleName(name);
    const slots = page.getByRole('radiogroup', { name: 'Choose a time slot' }).getByRole('radio');
    await expect(slots).toHaveText(SLOTS);

    // Add the first address through the pincode autocomplete; being the only one, it is preselected.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = dialog(page);
    await form.getByRole('radio', { name: 'Home' }).click();
    await form.getByLabel('Flat no./H no./Office').fill('Plot 12, Jubilee Hills');
    await form.getByLabel('City').selectOption('Hyderabad');
    await form.getByRole('combobox', { name: 'Pincode' }).fill('500033');
    await form.getByRole('listbox').getByRole('option').first().click();
    await expect(form.getByLabel('State')).toHaveValue('Telangana');
    await form.getByLabel('Landmark (optional)').fill('Opposite the park');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog(page)).toBeHidden();
    const address = page.getByRole('radiogroup', { name: 'Pickup Address' }).getByRole('radio');
    await expect(address).toHaveCount(1);
    await expect(address).toBeChecked();
    await expect(confirm).toBeDisabled();

    await dates.nth(1).click();
    await expect(confirm).toBeDisabled();
    await page.getByRole('radio', { name: '10:00 AM - 12:00 PM' }).click();
    await expect(confirm).toBeEnabled();

    let bookings = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/generatesellnoworder')) {
        bookings += 1;
        expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
      }
    });
    await confirm.click();
    await expect(page).toHaveURL(/\/response\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
    const refNo = decodeURIComponent(page.url().split('/response/')[1] ?? '');
    await expect(page.getByTestId('order-number')).toHaveText(refNo);
    expect(bookings).toBe(1);
    // The pickup day reads like the price-lock moment beside it (SPEC's date display, without the time).
    const months = '(January|February|March|April|May|June|July|August|September|October|November|December)';
    await expect(
      page.getByText(new RegExp(`^${months} \\d{1,2}(st|nd|rd|th), \\d{4}, \\d{2}:\\d{2} (AM|PM) - `)),
    ).toBeVisible();

    // The order detail.
    await page.getByRole('link', { name: 'Order Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/sales-order-detail/${refNo}$`));
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toHaveText(/Home.*Sales.*Sales Order Detail/);
    // The status badge (SPEC 4's 'Order Initialted' is a typo of its own timeline's 'Order Initiated').
    const status = page.locator('[data-status]');
    await expect(page.locator('[data-status="enquiry"]')).toHaveText('Order Initiated');
    await expect(page.getByText(/Initialted/)).toHaveCount(0);
    await expect(page.getByText('128GB', { exact: true })).toBeVisible();
    await expect(page.getByText('Plot 12, Jubilee Hills')).toBeVisible();
    await expect(page.getByText('Opposite the park')).toBeVisible();
    await expect(page.getByText('500033')).toBeVisible();
    await expect(page.getByText(price).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download Invoice' })).toHaveCount(0);
    const tracking = page.getByRole('region', { name: 'Sales Order Tracking' });
    await expect(tracking.getByRole('heading', { level: 3 })).toHaveText(['Order Initiated']);
    await expect(tracking.getByText(DATE_TIME)).toBeVisible();

    // See Device report folds open.
    await page.getByRole('button', { name: 'See Device report' }).click();
    await expect(page.getByText('Yellow Spots')).toBeVisible();

    // In the list, found by search.
    await page.getByRole('link', { name: 'Sales', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sales Order' })).toBeVisible();
    const card = page.getByRole('article', { name: `Order ${refNo}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Sell', { exact: true })).toBeVisible();
    await expect(card.getByText('Order Initiated')).toBeVisible();
    await expect(card.getByText('128GB')).toBeVisible();
    await expect(card.getByText(price)).toBeVisible();
    const profile = page.getByRole('region', { name: 'My Profile' });
    await expect(profile.getByText('Kiran Reddy')).toBeVisible();
    await expect(profile.getByText(mobile)).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/editprofile');

    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill('enquiry');
    await expect(card).toBeVisible();
    await search.fill(refNo.toLowerCase());
    await expect(card).toBeVisible();
    await search.fill('IPHONE 13');
    await expect(card).toBeVisible();
    await search.fill('no such order');
    await expect(page.getByText('No Records Found.')).toBeVisible();
    await search.fill('');
    await card.getByRole('link', { name: 'View order details' }).click();

    // Cancel: Ignore keeps it, Yes cancels it.
    await page.getByRole('button', { name: 'Order Cancel' }).click();
    await expect(dialog(page).getByText('Are you sure you want to cancel the order?')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Ignore' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(status).toHaveText('Order Initiated');
    await page.getByRole('button', { name: 'Order Cancel' }).click();
    await dialog(page).getByRole('button', { name: 'Yes' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /cancel/i })
        .first(),
    ).toBeVisible();
    await expect(tracking.getByRole('heading', { level: 3 })).toHaveText([
      'Order Initiated',
      'Order Cancelled',
    ]);
    await expect(page.getByRole('button', { name: 'Order Cancel' })).toBeDisabled();
    await expect(page.locator('[data-status="cancelled"]')).toHaveText('Cancelled');

    // The public device report: the device and its condition, no personal data.
    await page.goto(`/hyderabad/device-report/${refNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('iPhone 13');
    await expect(page.getByText('128GB', { exact: true })).toBeVisible();
    await expect(page.getByText(DATE_TIME)).toBeVisible();
    await expect(page.getByText('Yellow Spots')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    for (const secret of ['Kiran Reddy', mobile, 'Jubilee Hills', '500033']) {
      await expect(page.getByText(secret)).toHaveCount(0);
    }
    // The seller's own answers are said to be theirs, and nothing calls them verified.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Condition as described by the seller' }),
    ).toBeVisible();
    await expect(page.getByText(/verified/i)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('device-report-seller.png'), fullPage: true });
  });

  test("the device report shows the partner's inspection at pickup as the verified condition", async ({
    page,
    request,
  }, testInfo) => {
    const seller = await registerCustomer(request, 'Inspected Phone');
    const address = await addAddressByApi(request, seller);
    const record = await goodPhoneRecord(request);
    const refNo = await bookOrder(request, seller, address.id, record);
    const partner = await partnerApiSession(request, partnerFor(testInfo, 8));
    for (const step of ['accept', 'outforpickup']) {
      const response = await request.post(`/api/partner/orders/${refNo}/${step}`, { headers: partner });
      expect(response.ok(), `${step} answered ${response.status()}`).toBe(true);
    }
    // The executive finds the front glass cracked (SPEC 2: the inspection replaces the seller's answers),
    // and photographs it (issue 34).
    const found = { ...record, screenphysicalcondition: 'Sbr1', ref_no: refNo };
    await photographChanges(request, partner, refNo, found);
    const requoted = await request.post('/api/getReExactValue', { headers: partner, data: found });
    expect(requoted.ok(), `getReExactValue answered ${requoted.status()}`).toBe(true);

    await page.goto(`/device-report/${refNo}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Condition verified at pickup' })).toBeVisible();
    await expect(page.getByText('Front Glass Broken or Cracked')).toBeVisible();
    await expect(page.getByText('Condition as described by the seller')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('device-report-partner.png'), fullPage: true });
  });

  test('sell-now preselects the default address when there are several', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Two Homes');
    await addAddress(request, customer, { address_no: 'First Street 1' });
    await addAddress(request, customer, {
      address_no: 'Default Lane 2',
      address_type: 'Office',
      is_default: 1,
    });
    await storeSession(page, customer);
    await page.evaluate(() =>
      localStorage.setItem(
        'selectedModel',
        JSON.stringify({
          callingerr: 'yes',
          toucherr: 'yes',
          screenspoterror: '',
          screenlineerror: '',
          screenphysicalcondition: '',
          bodyscratches: '',
          bodydent: '',
          panelerror: '',
          benderror: '',
          functionalerror: [],
          accessories: [],
          warranty: '',
          variant: 0,
          ic_slug: 'apple-iphone-13',
          model_name: 'Apple iPhone 13',
          variant_name: '128GB',
        }),
      ),
    );
    const variants = (await (await request.get('/api/variant/apple-iphone-13')).json()) as {
      variants: { id: number; VariantName: string }[];
    };
    const variant = variants.variants.find((item) => item.VariantName === '128GB');
    await page.evaluate((id) => {
      const record = JSON.parse(localStorage.getItem('selectedModel') ?? '{}');
      localStorage.setItem('selectedModel', JSON.stringify({ ...record, variant: id }));
    }, variant?.id);

    await page.goto('/sell-now');
    const radios = page.getByRole('radiogroup', { name: 'Pickup Address' }).getByRole('radio');
    await expect(radios).toHaveCount(2);
    await expect(page.getByRole('radio', { name: /Default Lane 2/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /First Street 1/ })).not.toBeChecked();
  });

  test('the confirmation page of an unknown order says something went wrong', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'No Orders');
    await storeSession(page, customer);
    await page.goto('/response/NOSUCHORDER');
    await expect(page.getByRole('heading', { name: 'Oops! Something Went Wrong' })).toBeVisible();
    await expect(
      page.getByText("We're sorry, but there was an error processing your order please try again later"),
    ).toBeVisible();
    // No such order in this account: said plainly, with the way to the seller's own orders.
    await expect(page.getByTestId('order-not-found')).toHaveText(
      'We could not find order NOSUCHORDER in your account.',
    );
    await expect(page.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/sales-orders');
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/sell-now$|\/sell-mobile$/);

    await page.goto('/sales-orders');
    await expect(page.getByText('No Records Found.')).toBeVisible();
    expect(await stored(page, 'token')).toBe(customer.token);
  });

  test('a completed order offers its invoice as a PDF download', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Completed Seller');
    await storeSession(page, customer);
    const order = {
      RefNo: 'PHX-TEST-1',
      Status: 'Completed',
      status_code: 'completed',
      status_label: 'Completed',
      Model: 'Apple iPhone 13',
      VariantInfo: '128gb',
      ic_slug: 'apple-iphone-13',
      TransactionDate: '2025-03-05T09:34:00.000Z',
      ExactValue: 23456,
      DeviceInfo: '{}',
      address_type: 'Home',
      Address: 'Plot 1',
      landmark: '',
      locality: 'Madhapur',
      City: 'Hyderabad',
      state: 'Telangana',
      ZipCode: '500081',
      pickup_date: '2025-03-06',
      pickup_time: '10:00 AM - 12:00 PM',
      partner_id: 7,
      partner_name: 'Quick Mobiles',
      partner_mobile: '9811111111',
      cancel_by_customer: 0,
      cancel_at: null,
      cancel_by_partner: 0,
      cancel_by_partner_at: null,
      final_status_date: '2025-03-06T06:00:00.000Z',
      cancel_reason: null,
      quote_valid_until: '2025-03-12T09:34:00.000Z',
      revised_value: null,
      offer_status: null,
      agreed_value: 23456,
      final_value: 23456,
      PartnerDeviceInfo: null,
      events: [
        { type: 'created', at: '2025-03-05T09:34:00.000Z', by: 'customer' },
        {
          type: 'accepted',
          at: '2025-03-05T10:00:00.000Z',
          by: 'partner',
          partner_id: 7,
          partner_name: 'Quick Mobiles',
          partner_mobile: '9811111111',
        },
        { type: 'completed', at: '2025-03-06T06:00:00.000Z', by: 'partner', amount: 23456 },
      ],
    };
    await page.route('**/api/getsellnowoder/PHX-TEST-1', (route) =>
      route.fulfill({ json: { success: true, order } }),
    );
    await page.route('**/api/invoice/PHX-TEST-1', (route) =>
      route.fulfill({ contentType: 'application/pdf', body: Buffer.from('%PDF-1.4\n%%EOF\n') }),
    );
    await page.goto('/sales-order-detail/PHX-TEST-1');
    await expect(page.getByRole('main').getByText('Completed', { exact: true })).toBeVisible();
    await expect(page.getByText('March 5th, 2025, 3:04 PM').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order Cancel' })).toHaveCount(0);
    const tracking = page.getByRole('region', { name: 'Sales Order Tracking' });
    await expect(tracking.getByRole('heading', { level: 3 })).toHaveText([
      'Order Initiated',
      'Partner Confirmed',
      'Order Completed',
    ]);
    await expect(tracking.getByText('Quick Mobiles, 9811111111')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Invoice' }).click();
    expect((await download).suggestedFilename()).toBe('Phonix-Receipt-PHX-TEST-1.pdf');
  });
});
