import { expect, type Page, test } from '@playwright/test';
import { stored } from './support/browser.ts';
import {
  actAsSeparateClients,
  asCustomer,
  clientHeaders,
  registerCustomer,
  storeSession,
  type TestCustomer,
} from './support/customers.ts';

/** Issue 10: "log out everywhere", and the web app's retry of a call the server shed under load. */

test.describe('robustness', () => {
  actAsSeparateClients(test);

  /** A second device of the same seller: a password login through the API. */
  async function loginElsewhere(
    request: import('@playwright/test').APIRequestContext,
    customer: TestCustomer,
  ) {
    const response = await request.post('/api/customerlogin', {
      data: { mobile: customer.mobile, password: customer.password },
      headers: clientHeaders(),
    });
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { token: string }).token;
  }

  const sessionStatus = async (
    request: import('@playwright/test').APIRequestContext,
    customer: TestCustomer,
    token: string,
  ) =>
    (
      await request.get(`/api/checksession/${customer.customer_id}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).status();

  test('log out from all devices, from the profile, after a confirmation', async ({
    page,
    request,
  }, info) => {
    const customer = await registerCustomer(request, 'Many Devices');
    const otherDevice = await loginElsewhere(request, customer);
    await storeSession(page, customer);
    await page.goto('/editprofile');

    const devices = page.getByRole('region', { name: 'Devices' });
    await devices.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath('devices-section.png') });
    await devices.getByRole('button', { name: 'Log out from all devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out from all devices?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('including this one');
    await page.screenshot({ path: info.outputPath('logout-everywhere-dialog.png') });
    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await sessionStatus(request, customer, otherDevice)).toBe(200);

    await devices.getByRole('button', { name: 'Log out from all devices' }).click();
    await dialog.getByRole('button', { name: 'Log out all' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You have been logged out from all devices.')).toBeVisible();
    // The header's Login (the profile's own "please log in" screen may show for a moment as it unmounts).
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await stored(page, 'token')).toBeNull();
    // Both devices' sessions have ended on the server.
    expect(await sessionStatus(request, customer, customer.token)).toBe(401);
    expect(await sessionStatus(request, customer, otherDevice)).toBe(401);
  });

  test('the user menu offers the same action', async ({ page, request }, info) => {
    const customer = await registerCustomer(request, 'Menu Devices');
    await storeSession(page, customer);
    await page.goto('/about');
    await page.getByRole('button', { name: `Account menu for ${customer.name}` }).click();
    await page.screenshot({ path: info.outputPath('user-menu.png') });
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Log out from all devices' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Log out from all devices?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Log out all' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await sessionStatus(request, customer, customer.token)).toBe(401);
  });

  /** Stores the device being sold, as the questionnaire leaves it, for /sell-now. */
  async function chooseDevice(page: Page, variantId: number) {
    await page.evaluate((id) => {
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
          variant: id,
          ic_slug: 'apple-iphone-13',
          model_name: 'Apple iPhone 13',
          variant_name: '128GB',
        }),
      );
    }, variantId);
  }

  test('a booking the server sheds (503, Retry-After) is sent again with the same Idempotency-Key and books once', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Busy Day');
    const address = await request.post('/api/addaddress', {
      headers: asCustomer(customer),
      data: {
        address_type: 'Home',
        address_no: 'House 9',
        locality: 'Madhapur',
        city: 'Hyderabad',
        state: 'Telangana',
        pincode: '500081',
      },
    });
    expect(address.ok()).toBe(true);
    const variants = (await (await request.get('/api/variant/apple-iphone-13')).json()) as {
      variants: { id: number; VariantName: string }[];
    };
    const variant = variants.variants.find((item) => item.VariantName === '128GB');
    await storeSession(page, customer);
    await chooseDevice(page, variant?.id ?? 0);

    // The first three attempts are answered as the server answers a request it sheds; the web app keeps
    // trying (Retry-After, for up to 30 s) with the same key, saying it is busy, and the fourth goes through.
    const keys: string[] = [];
    const attemptTimes: number[] = [];
    await page.route('**/api/generatesellnoworder', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      attemptTimes.push(Date.now());
      if (keys.length <= 3) {
        await route.fulfill({
          status: 503,
          headers: { 'Retry-After': '1', 'Cache-Control': 'no-store' },
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 'SERVICE_UNAVAILABLE',
            message: 'We are very busy right now. Please try again in a moment.',
            retry_after: 1,
          }),
        });
        return;
      }
      await route.continue();
    });

    await page.goto('/sell-now');
    await expect(page.getByRole('radiogroup', { name: 'Pickup Address' }).getByRole('radio')).toBeChecked();
    await page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio').first().click();
    await page.getByRole('radio', { name: '10:00 AM - 12:00 PM' }).click();
    await page
      .getByRole('region', { name: 'Price Summary' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Busy, trying again…' })).toBeVisible();

    await expect(page).toHaveURL(/\/response\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
    expect(keys).toHaveLength(4);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys).size).toBe(1);
    // It waited as long as Retry-After asked before trying again.
    expect((attemptTimes[1] ?? 0) - (attemptTimes[0] ?? 0)).toBeGreaterThanOrEqual(900);

    const orders = await request.get(`/api/getsalesorders/${customer.customer_id}`, {
      headers: asCustomer(customer),
    });
    const list = (await orders.json()) as { salesorders: unknown[] };
    expect(list.salesorders).toHaveLength(1);
  });
});
