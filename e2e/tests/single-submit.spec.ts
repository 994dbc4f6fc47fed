import { expect, type Page, test } from '@playwright/test';
import { actAsSeparateClients, registerCustomer, storeSession } from './support/customers.ts';
import {
  addAddress,
  bookOrder,
  countRequests,
  goodPhoneRecord,
  holdAnswers,
  storeQuote,
} from './support/flows.ts';
import { randomMobile, readLatestOtp, smsCount } from './support/sms.ts';

/**
 * Issue 11: every button that changes data sends one request however fast it is pressed twice. The answers
 * are held back a moment, so the second click lands while the first request is still out.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const toasts = (page: Page) => page.getByRole('status');

test.describe('one click, one request', () => {
  actAsSeparateClients(test);

  test('cancel: a double click on Yes sends one request and shows one toast', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Double Cancel');
    const address = await addAddress(request, customer);
    const ref = await bookOrder(request, customer, address.id, await goodPhoneRecord(request));
    await storeSession(page, customer);
    const cancels = countRequests(page, '/api/cancelorderbycustomer/');
    await holdAnswers(page, '**/api/cancelorderbycustomer/*');
    await page.goto(`/sales-order-detail/${ref}`);
    await page.getByRole('button', { name: 'Order Cancel' }).click();
    await dialog(page).getByRole('button', { name: 'Yes' }).dblclick();
    await expect(dialog(page)).toBeHidden();
    await expect(toasts(page).filter({ hasText: 'Your order has been cancelled' })).toHaveCount(1);
    await page.waitForTimeout(600);
    expect(cancels.count).toBe(1);
    await expect(toasts(page).filter({ hasText: 'can no longer be cancelled' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Order Cancel' })).toBeDisabled();
  });

  test('addresses and profile: Save Address, Delete and Save Changes each send one request', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Double Saver');
    await storeSession(page, customer);
    const adds = countRequests(page, '/api/addaddress');
    const deletes = countRequests(page, '/api/deleteaddress');
    const profiles = countRequests(page, '/api/updatecustomerprofile');
    await holdAnswers(page, '**/api/addaddress');
    await holdAnswers(page, '**/api/deleteaddress');
    await holdAnswers(page, '**/api/updatecustomerprofile');
    await page.goto('/editprofile');

    await page.getByLabel('Name').fill('Twice Pressed');
    await page.getByLabel('Email').fill('twice@example.com');
    await page.getByRole('button', { name: 'Save Changes' }).dblclick();
    await expect(toasts(page).filter({ hasText: /./ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(profiles.count).toBe(1);

    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = dialog(page);
    await form.getByRole('radio', { name: 'Home' }).click();
    await form.getByLabel('Flat no./H no./Office').fill('Flat 9, Twin Towers');
    await form.getByLabel('City').selectOption('Hyderabad');
    await form.getByRole('combobox', { name: 'Pincode' }).fill('500081');
    await expect(form.getByLabel('State')).toHaveValue('Telangana');
    await form.getByRole('button', { name: 'Save Address' }).dblclick();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('Flat 9, Twin Towers')).toHaveCount(1);
    expect(adds.count).toBe(1);

    await page.getByRole('button', { name: 'Delete Home address' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).dblclick();
    await expect(page.getByText('No Saved Addresses')).toBeVisible();
    await page.waitForTimeout(600);
    expect(deletes.count).toBe(1);
    await expect(toasts(page).filter({ hasText: /not found/i })).toHaveCount(0);
  });

  test('booking: a double click on Confirm books one order', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Double Booker');
    await addAddress(request, customer);
    await storeSession(page, customer);
    await storeQuote(page, await goodPhoneRecord(request));
    const bookings = countRequests(page, '/api/generatesellnoworder');
    await holdAnswers(page, '**/api/generatesellnoworder');
    await page.goto('/sell-now');
    await page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio').first().click();
    await page.getByRole('radio', { name: '02:00 PM - 04:00 PM' }).click();
    await page
      .getByRole('region', { name: 'Price Summary' })
      .getByRole('button', { name: 'Confirm' })
      .dblclick();
    await expect(page).toHaveURL(/\/response\/[^/]+$/);
    expect(bookings.count).toBe(1);
    const orders = await request.get(`/api/getsalesorders/${customer.customer_id}`, {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    expect(((await orders.json()) as { salesorders: unknown[] }).salesorders).toHaveLength(1);
  });

  test('contact and partner forms: a double click on Submit sends one message', async ({ page }) => {
    const contacts = countRequests(page, '/api/contactus');
    const partners = countRequests(page, '/api/partner-request-form');
    await holdAnswers(page, '**/api/contactus');
    await holdAnswers(page, '**/api/partner-request-form');

    await page.goto('/hyderabad/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Pickup timing');
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(toasts(page).filter({ hasText: /./ }).first()).toBeVisible();
    expect(contacts.count).toBe(1);

    await page.goto('/partner-form');
    for (const [label, value] of Object.entries({
      Name: 'Suresh Babu',
      Mobile: '9876543210',
      City: 'Hyderabad',
      Pincode: '500081',
      'Shop Name': 'Sri Sai Mobiles',
    }))
      await page.getByRole('textbox', { name: label, exact: true }).fill(value);
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    await expect(toasts(page).filter({ hasText: /./ }).first()).toBeVisible();
    await page.waitForTimeout(600);
    expect(partners.count).toBe(1);
  });

  test('OTP: the code typed and Submit pressed twice verify once', async ({ page }) => {
    const verifies = countRequests(page, '/api/verifycustomerotp');
    await holdAnswers(page, '**/api/verifycustomerotp', 600);
    await page.goto('/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const mobile = randomMobile();
    await dialog(page).getByLabel('Mobile Number').fill(mobile);
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();
    await dialog(page).getByLabel('Full Name').fill('Quick Fingers');
    await dialog(page).getByLabel('Password', { exact: true }).fill('quick-fingers-1');
    const before = smsCount(mobile);
    await dialog(page).getByRole('button', { name: 'Sign Up' }).dblclick();
    const otp = await readLatestOtp(mobile, before);
    // The fourth digit submits by itself; Submit pressed twice on top of that must not send it again.
    await dialog(page).getByLabel('OTP').fill(otp);
    await dialog(page).getByRole('button', { name: 'Submit' }).dblclick({ force: true });
    await expect(dialog(page)).toBeHidden();
    expect(verifies.count).toBe(1);
    expect(smsCount(mobile)).toBe(before + 1);
  });
});
