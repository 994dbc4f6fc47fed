import { expect, type Page, test } from '@playwright/test';
import { freshStart, stored, storedJson } from './support/browser.ts';
import {
  actAsSeparateClients,
  asCustomer,
  clientHeaders,
  logInAsSeller,
  registerCustomer,
  sharedCustomer,
  storeSession,
} from './support/customers.ts';
import {
  ALL_ACCESSORIES,
  type Answers,
  completeQuestionnaire,
  openOptions,
} from './support/questionnaire.ts';
import { randomMobile, readLatestOtp, smsCount } from './support/sms.ts';

/** SPEC 2 (Login modal, Checkout-details modal, /editprofile, header), 4, 5, 7 and 8, as a seller sees them. */

const MODEL = 'apple-iphone-13';
const SHORTEST: Answers = {
  calls: 'Yes',
  screen: 'Yes',
  body: 'Yes',
  warranty: 'No',
  faulty: [],
  accessories: [...ALL_ACCESSORIES],
};

function dialog(page: Page) {
  return page.getByRole('dialog');
}

function toastWith(page: Page, message: string) {
  return page.getByRole('status').filter({ hasText: message });
}

async function openLogin(page: Page) {
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Get started' })).toBeVisible();
}

async function enterMobile(page: Page, mobile: string) {
  await dialog(page).getByLabel('Mobile Number').fill(mobile);
  await dialog(page).getByRole('button', { name: 'Proceed' }).click();
}

function accountMenu(page: Page) {
  return page.getByRole('button', { name: /^Account menu for / });
}

test.describe('accounts', () => {
  actAsSeparateClients(test);

  test('a new seller signs up with mobile, password and the OTP from the SMS', async ({ page }) => {
    await freshStart(page);
    await page.reload();
    await openLogin(page);

    // SPEC 5, login mobile.
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog(page).getByText('Mobile number is required')).toBeVisible();
    await enterMobile(page, '98765');
    await expect(dialog(page).getByText('Mobile number must be 10 digits')).toBeVisible();

    const mobile = randomMobile();
    await enterMobile(page, mobile);
    await expect(dialog(page).getByRole('heading', { name: 'Signup' })).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page).getByText('Name is required')).toBeVisible();
    await expect(dialog(page).getByText('Password is required')).toBeVisible();
    await dialog(page).getByLabel('Full Name').fill('Asha Rao');
    await dialog(page).getByLabel('Password', { exact: true }).fill('short');
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page).getByText('Password must be at least 8 characters')).toBeVisible();

    const before = smsCount(mobile);
    await dialog(page).getByLabel('Password', { exact: true }).fill('asha-secret-1');
    await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await expect(dialog(page).getByText(`+91 ${mobile}`)).toBeVisible();

    // Four digits submit the form by themselves (SPEC 4).
    await dialog(page)
      .getByLabel('OTP')
      .fill(await readLatestOtp(mobile, before));
    await expect(dialog(page)).toBeHidden();
    await expect(accountMenu(page)).toBeVisible();

    expect(await stored(page, 'token')).toMatch(/\S{16,}/);
    const user = await storedJson<Record<string, unknown>>(page, 'userData');
    expect(user).toMatchObject({ name: 'Asha Rao', mobile });
    expect(typeof user?.customer_id).toBe('number');
  });

  test('sign in with a password: a wrong one is shown as a toast and beside the field', async ({
    page,
    request,
  }) => {
    const customer = await sharedCustomer(request);
    await freshStart(page);
    await page.reload();
    await openLogin(page);
    await enterMobile(page, customer.mobile);
    await expect(dialog(page).getByRole('heading', { name: 'Sign In' })).toBeVisible();

    // Change Mobile goes back to step 1 with the number forgotten.
    await dialog(page).getByRole('button', { name: 'Change Mobile' }).click();
    await expect(dialog(page).getByLabel('Mobile Number')).toHaveValue('');
    await enterMobile(page, customer.mobile);

    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog(page).getByText('Password is required')).toBeVisible();

    await dialog(page).getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    const inline = dialog(page).locator('[id$="-error"]');
    await expect(inline).toBeVisible();
    const message = (await inline.textContent()) ?? '';
    expect(message.length).toBeGreaterThan(3);
    await expect(toastWith(page, message)).toBeVisible();
    expect(await stored(page, 'token')).toBeNull();

    await dialog(page).getByLabel('Password', { exact: true }).fill(customer.password);
    await dialog(page).getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(accountMenu(page)).toBeVisible();
    expect(await storedJson(page, 'userData')).toMatchObject({ customer_id: customer.customer_id });
  });

  test('forgot password: OTP, then a new password that logs the seller in', async ({ page, request }) => {
    test.slow();
    const customer = await registerCustomer(request, 'Forgetful Seller');
    const registeredAt = Date.now();
    await freshStart(page);
    await page.reload();
    await openLogin(page);
    await enterMobile(page, customer.mobile);
    // A number gets one text per 30 seconds; the sign-up code was the last one.
    await page.waitForTimeout(Math.max(0, 31_000 - (Date.now() - registeredAt)));
    const before = smsCount(customer.mobile);
    await dialog(page).getByRole('button', { name: 'Forgot Password?' }).click();

    // Entering step 5 asks for the OTP by itself.
    await expect(dialog(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await dialog(page)
      .getByLabel('OTP')
      .fill(await readLatestOtp(customer.mobile, before));
    await expect(dialog(page).getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog(page).getByText('Password is required', { exact: true })).toBeVisible();
    await expect(dialog(page).getByText('Confirm Password is required')).toBeVisible();
    await dialog(page).getByLabel('New Password').fill('brand-new-pass');
    await dialog(page).getByLabel('Confirm Password').fill('brand-new-typo');
    await dialog(page).getByRole('button', { name: 'Reset Password' }).click();
    await expect(dialog(page).getByText('Passwords must match')).toBeVisible();
    await dialog(page).getByLabel('Confirm Password').fill('brand-new-pass');
    await dialog(page).getByRole('button', { name: 'Reset Password' }).click();

    await expect(dialog(page)).toBeHidden();
    await expect(accountMenu(page)).toBeVisible();
    const oldLogin = await request.post('/api/customerlogin', {
      data: { mobile: customer.mobile, password: customer.password },
      headers: clientHeaders(),
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await request.post('/api/customerlogin', {
      data: { mobile: customer.mobile, password: 'brand-new-pass' },
      headers: clientHeaders(),
    });
    expect(newLogin.ok()).toBe(true);
  });

  test('OTP resend toasts say exactly what happened (SPEC 8)', async ({ page }) => {
    const mobile = randomMobile();
    // An unverified number goes straight to the OTP step.
    // The page's language rides along as ?language= (issue 32).
    await page.route(`**/api/checkcustomerexists/${mobile}?*`, (route) =>
      route.fulfill({ json: { success: true, status: 'unverified', message: 'OTP sent' } }),
    );
    const answers = [
      (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
        route.fulfill({ json: { success: true, message: 'sent' } }),
      (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
        route.fulfill({
          status: 429,
          json: { success: false, message: 'Please wait 30 seconds before asking again.' },
        }),
      (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.fulfill({ status: 500, body: 'oops' }),
      (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.fulfill({ json: { success: false } }),
      (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('internetdisconnected'),
    ];
    let call = 0;
    await page.route(`**/api/resendotp/${mobile}?*`, (route) => answers[call++]?.(route));

    // Resend counts down the cool-down from the start and after each new code (issue 32): the clock is moved
    // past it before each try.
    await page.clock.install();
    await freshStart(page);
    await page.reload();
    await openLogin(page);
    await enterMobile(page, mobile);
    await expect(dialog(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: /^Resend in \d+s$/ })).toBeDisabled();
    const resend = dialog(page).getByRole('button', { name: 'Resend' });
    for (const message of [
      'The OTP has been resent',
      'Please wait 30 seconds before asking again.',
      'OTP request failed',
      'Something went wrong',
      'Network error - please check your connection',
    ]) {
      await page.clock.fastForward(31_000);
      await expect(resend).toBeEnabled();
      await resend.click();
      await expect(toastWith(page, message)).toBeVisible();
    }
  });

  test('checkout modal: details with the pincode autocomplete, then the OTP, then the exact price', async ({
    page,
  }) => {
    await freshStart(page);
    await openOptions(page, MODEL, '128gb');
    await completeQuestionnaire(page, SHORTEST);

    // No session: the login dialog opens with the phone and its price hidden.
    await expect(dialog(page).getByRole('heading', { name: 'Get started' })).toBeVisible();
    await expect(dialog(page).getByText('iPhone 13').first()).toBeVisible();
    await expect(dialog(page).getByText(/^₹X{1,2}(,X{2})*,X{3}$|^₹X{1,3}$/)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Continue with your details' }).click();
    await expect(dialog(page).getByRole('heading', { name: "You're just 1-step away" })).toBeVisible();

    await dialog(page).getByLabel('City').selectOption('');
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog(page).getByText('Mobile number is required')).toBeVisible();
    await expect(dialog(page).getByText('Name is required')).toBeVisible();
    await expect(dialog(page).getByText('City is required')).toBeVisible();
    await expect(dialog(page).getByText('Pincode is required')).toBeVisible();

    const mobile = randomMobile();
    await dialog(page).getByLabel('Mobile Number').fill(mobile);
    await dialog(page).getByLabel('Full Name').fill('Ravi Kumar');
    await dialog(page).getByLabel('Email (optional)').fill('ravi@');
    await dialog(page).getByLabel('City').selectOption('Hyderabad');
    const pincode = dialog(page).getByRole('combobox', { name: 'Pincode' });
    await expect(pincode).toBeEnabled();
    await pincode.fill('5000');
    const options = dialog(page).getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    for (const text of await options.allTextContents()) expect(text).toContain('5000');
    // Keyboard: arrow down and Enter choose the first suggestion.
    await pincode.press('ArrowDown');
    await pincode.press('Enter');
    await expect(pincode).toHaveValue(/^5000\d\d$/);
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog(page).getByText('Email is invalid')).toBeVisible();
    await dialog(page).getByLabel('Email (optional)').fill('ravi@example.com');
    const before = smsCount(mobile);
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();

    await expect(dialog(page).getByLabel('OTP')).toBeVisible();
    await dialog(page)
      .getByLabel('OTP')
      .fill(await readLatestOtp(mobile, before));
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/hyderabad\/exact-value$/);
    await expect(page.getByText('Selling Price', { exact: true })).toBeVisible();
    expect(await storedJson(page, 'userData')).toMatchObject({ mobile, name: 'Ravi Kumar' });
  });

  test('header user menu and logout', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Menu Seller');
    await storeSession(page, customer);
    await page.goto('/about');
    await accountMenu(page).click();
    const nav = page.getByRole('navigation', { name: 'Account' });
    await expect(nav.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/sales-orders');
    await expect(nav.getByRole('link', { name: 'Purchases' })).toHaveAttribute('href', /\/purchase-orders$/);
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/editprofile');
    await expect(page.getByRole('link', { name: new RegExp(customer.name) })).toHaveAttribute(
      'href',
      '/editprofile',
    );

    // Closes on an outside click and on navigation.
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(nav).toBeHidden();
    await accountMenu(page).click();
    await nav.getByRole('link', { name: 'Sales' }).click();
    await expect(page).toHaveURL(/\/sales-orders$/);
    await expect(nav).toBeHidden();

    await accountMenu(page).click();
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The home page's part may still be loading (the orders page, signed out, offers its own Login meanwhile).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sell your old or used mobile phone for instant cash',
    );
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).filter({ visible: true }),
    ).toBeVisible();
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'userData')).toBeNull();
    // The token is revoked on the server too.
    const check = await request.get(`/api/checksession/${customer.customer_id}`, {
      headers: asCustomer(customer),
    });
    expect(check.status()).toBe(401);
  });

  test('start-up: stored user data is refreshed from the server, or dropped', async ({ page, request }) => {
    const customer = await registerCustomer(request, 'Startup Seller');
    await storeSession(page, { ...customer, name: 'Stale Name' });
    await page.reload();
    await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${customer.name}`);
    expect(await storedJson(page, 'userData')).toMatchObject({
      name: customer.name,
      mobile: customer.mobile,
    });
    expect(await stored(page, 'token')).toBeTruthy();

    await storeSession(page, { ...customer, token: 'revoked-or-made-up-token-0000000000' });
    await page.reload();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect.poll(() => stored(page, 'userData')).toBeNull();
    expect(await stored(page, 'token')).toBeNull();
  });

  test('login-only pages ask for a login and show no account data', async ({ page }) => {
    await freshStart(page);
    for (const path of ['/sales-orders', '/editprofile', '/sales-order-detail/ABC123', '/response/ABC123']) {
      await page.goto(path);
      await expect(dialog(page).getByRole('heading', { name: 'Get started' })).toBeVisible();
      // The dialog listens for Escape from its first effect, which a loaded machine may run a frame after
      // the dialog is drawn: press again until it has closed (a second press on the page does nothing).
      await expect(async () => {
        await page.keyboard.press('Escape');
        await expect(dialog(page)).toBeHidden({ timeout: 1_000 });
      }).toPass();
      await expect(page.getByRole('heading', { name: 'Please log in to continue' })).toBeVisible();
      await expect(page.getByText('My Profile')).toHaveCount(0);
    }
  });

  test('questionnaire submit with an ended session drops it and opens the login dialog', async ({ page }) => {
    await freshStart(page);
    await page.evaluate(() => {
      localStorage.setItem('token', 'ended-session-token-000000000000');
      localStorage.setItem(
        'userData',
        JSON.stringify({
          customer_id: 999999,
          name: 'Gone',
          mobile: '9000000000',
          email: '',
          alternate_mobile: '',
        }),
      );
    });
    await openOptions(page, MODEL, '128gb');
    await completeQuestionnaire(page, SHORTEST);
    await expect(dialog(page).getByRole('heading', { name: 'Get started' })).toBeVisible();
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'userData')).toBeNull();
    expect(await storedJson(page, 'selectedModel')).toMatchObject({ ic_slug: MODEL });
    await expect(page).toHaveURL(/\/options\//);
  });

  test('profile: personal details and saved addresses with the pincode autocomplete', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Profile Seller');
    await storeSession(page, customer);
    await page.goto('/editprofile');
    await expect(page.getByRole('heading', { name: 'My Profile', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue(customer.mobile);
    await expect(page.getByLabel('Mobile', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByText('No Saved Addresses')).toBeVisible();

    await page.getByLabel('Name').fill('');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Alternate Mobile (optional)').fill('12345');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByText('Alternate Mobile number must be 10 digits')).toBeVisible();
    await page.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();

    await page.getByLabel('Name').fill('Meera Iyer');
    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByLabel('Alternate Mobile (optional)').fill('9123456780');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
    await expect
      .poll(() => storedJson(page, 'userData'))
      .toMatchObject({ name: 'Meera Iyer', email: 'meera@example.com' });
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Meera Iyer');
    await expect(page.getByLabel('Alternate Mobile (optional)')).toHaveValue('9123456780');

    // Add an address: every rule of SPEC 5 on the way.
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
    await form.getByLabel('City').selectOption('');
    await form.getByRole('button', { name: 'Save Address' }).click();
    for (const message of [
      'Address Type is required',
      'Flat no./H no./Office is required',
      'Locality is required',
      'City is required',
      'State is required',
      'Pincode is required',
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await form.getByRole('radio', { name: 'Home' }).click();
    await form.getByLabel('Flat no./H no./Office').fill('Flat 402, Lake View Apartments');
    await form.getByLabel('City').selectOption('Hyderabad');
    const pincode = form.getByRole('combobox', { name: 'Pincode' });
    await pincode.fill('50008');
    await form.getByRole('listbox').getByRole('option').first().click();
    await expect(pincode).toHaveValue(/^50008\d$/);
    await expect(form.getByLabel('State')).toHaveValue('Telangana');
    await expect(form.getByLabel('State')).toHaveAttribute('readonly', '');
    const locality = await form.getByLabel('Locality').inputValue();
    expect(locality.length).toBeGreaterThan(0);

    // Changing the typed text clears pincode, state and locality.
    await pincode.fill('5000');
    await expect(form.getByLabel('State')).toHaveValue('');
    await expect(form.getByLabel('Locality')).toHaveValue('');
    await form.getByRole('listbox').getByRole('option').first().click();
    await form.getByLabel('Landmark (optional)').fill('Near the lake');
    await form.getByLabel('Make this my default address').check();
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('No Saved Addresses')).toHaveCount(0);
    await expect(page.getByText('Flat 402, Lake View Apartments')).toBeVisible();
    await expect(page.getByText('Default', { exact: true })).toBeVisible();

    // Edit it.
    await page.getByRole('button', { name: 'Edit Home address' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Edit Address' })).toBeVisible();
    await dialog(page).getByRole('radio', { name: 'Office' }).click();
    await dialog(page).getByLabel('Flat no./H no./Office').fill('Tower B, 7th Floor');
    await dialog(page).getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('Tower B, 7th Floor')).toBeVisible();

    // Delete: Cancel keeps it, Delete removes it.
    await page.getByRole('button', { name: 'Delete Office address' }).click();
    await expect(dialog(page).getByText('Are you sure you want to delete?')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Tower B, 7th Floor')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Office address' }).click();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No Saved Addresses')).toBeVisible();
  });

  test('changing the city clears the pincode and loads that city; a failed load says so', async ({
    page,
    request,
  }) => {
    await logInAsSeller(page, request);
    await page.goto('/editprofile');
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = dialog(page);
    await form.getByLabel('City').selectOption('Hyderabad');
    const pincode = form.getByRole('combobox', { name: 'Pincode' });
    await pincode.fill('500');
    await form.getByRole('listbox').getByRole('option').first().click();
    await expect(form.getByLabel('State')).toHaveValue('Telangana');

    await page.route('**/api/pincodes/Mumbai', (route) =>
      route.fulfill({ status: 500, json: { success: false } }),
    );
    await form.getByLabel('City').selectOption('Mumbai');
    await expect(pincode).toHaveValue('');
    await expect(form.getByLabel('State')).toHaveValue('');
    await expect(toastWith(page, 'Failed to fetch pin codes for the selected city.')).toBeVisible();

    await form.getByLabel('City').selectOption('Bengaluru');
    await pincode.fill('560');
    await expect(form.getByRole('listbox').getByRole('option').first()).toContainText('560');
  });
});
