import { expect, type Page, test } from '@playwright/test';
import { stored } from './support/browser.ts';
import { actAsSeparateClients, clientHeaders } from './support/customers.ts';
import { ALL_ACCESSORIES, completeQuestionnaire, openOptions } from './support/questionnaire.ts';
import { randomMobile, readLatestOtp, smsCount } from './support/sms.ts';

/**
 * Issue 11: the login dialog goes to the OTP step when a code was sent a moment ago (and says when a new one
 * can be sent), speaks of what the visitor came for, and gives the focus back on Escape.
 */

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('login dialog', () => {
  actAsSeparateClients(test);

  test('an unverified number within the resend cool-down goes to the OTP step with a countdown', async ({
    page,
    request,
  }) => {
    // Signed up, never verified: the sign-up's code went out a moment ago.
    const mobile = randomMobile();
    const before = smsCount(mobile);
    const registered = await request.post('/api/registercustomer', {
      data: { mobile, name: 'Slow Verifier', password: 'slow-verifier-1', platform: 'web' },
      headers: clientHeaders(),
    });
    expect(registered.ok()).toBe(true);
    const otp = await readLatestOtp(mobile, before);

    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login', exact: true })
      .filter({ visible: true })
      .click();
    // The page's language rides along as ?language= (issue 32).
    const checked = page.waitForResponse(`**/api/checkcustomerexists/${mobile}?*`);
    await dialog(page).getByLabel('Mobile Number').fill(mobile);
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();
    const answer = await checked;
    expect(answer.status()).toBe(429);
    expect(await answer.json()).toMatchObject({ code: 'OTP_COOLDOWN', retry_after: expect.any(Number) });

    await expect(dialog(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await expect(dialog(page).getByText(/You can ask for a new one in 0:[0-3]\d\./)).toBeVisible();
    const resend = dialog(page).getByRole('button', { name: /^Resend in \d+s$/ });
    await expect(resend).toBeDisabled();
    const first = Number((await resend.textContent())?.match(/\d+/)?.[0]);
    await expect
      .poll(async () => Number((await resend.textContent())?.match(/\d+/)?.[0]), { timeout: 5_000 })
      .toBeLessThan(first);
    await expect(page.getByRole('status').filter({ hasText: /429|Please wait/ })).toHaveCount(0);

    // The code already sent logs the seller in.
    await dialog(page).getByLabel('OTP').fill(otp);
    await expect(dialog(page)).toBeHidden();
    expect(await stored(page, 'token')).not.toBeNull();
    expect(smsCount(mobile)).toBe(before + 1);
  });

  test('opened from the orders or the profile it speaks of them; Escape gives the focus back', async ({
    page,
  }) => {
    await page.goto('/sales-orders');
    await expect(dialog(page).getByRole('heading', { name: 'Get started' })).toBeVisible();
    await expect(
      dialog(page).getByText('Log in or sign up with your mobile number to see your orders.'),
    ).toBeVisible();
    await expect(dialog(page).getByText(/price/i)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    const pageLogin = page.getByRole('main').getByRole('button', { name: 'Login' });
    await expect(pageLogin).toBeFocused();
    // Opened again from the page, closed again: back to the same button.
    await pageLogin.click();
    await expect(dialog(page).getByText(/to see your orders\./)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(pageLogin).toBeFocused();

    await page.goto('/editprofile');
    await expect(
      dialog(page).getByText('Log in or sign up with your mobile number to edit your profile.'),
    ).toBeVisible();
    await expect(dialog(page).getByText(/price/i)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('main').getByRole('button', { name: 'Login' })).toBeFocused();

    // The header's Login: the account in general, and the focus back on that button.
    const headerLogin = page
      .getByRole('banner')
      .getByRole('button', { name: 'Login', exact: true })
      .filter({ visible: true });
    await headerLogin.click();
    await expect(dialog(page).getByText(/to see your orders, addresses and profile\./)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(headerLogin).toBeFocused();
  });

  // Issue 21: each step's first field has the focus, so a phone shows its keyboard and typed digits land.
  test('each step of the login dialog puts the focus on its first field: typing alone signs up', async ({
    page,
  }) => {
    const mobile = randomMobile();
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: 'Login', exact: true })
      .filter({ visible: true })
      .click();
    await expect(dialog(page).getByLabel('Mobile Number')).toBeFocused();
    await page.keyboard.type(mobile);
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('heading', { name: 'Signup' })).toBeVisible();
    await expect(dialog(page).getByLabel('Full Name')).toBeFocused();
    const before = smsCount(mobile);
    await page.keyboard.type('Focus Keeper');
    await page.keyboard.press('Tab');
    await page.keyboard.type('focus-keeper-1');
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('heading', { name: 'Enter OTP' })).toBeVisible();
    await expect(dialog(page).getByLabel('OTP')).toBeFocused();
    await page.keyboard.type(await readLatestOtp(mobile, before));
    await expect(dialog(page)).toBeHidden();
    expect(await stored(page, 'token')).not.toBeNull();
  });

  test('the checkout dialog puts the focus on its first field, then on the OTP', async ({ page }) => {
    await openOptions(page, 'apple-iphone-13', '128gb');
    await completeQuestionnaire(page, {
      calls: 'Yes',
      screen: 'Yes',
      body: 'Yes',
      warranty: 'No',
      faulty: [],
      accessories: [...ALL_ACCESSORIES],
    });
    await expect(dialog(page).getByLabel('Mobile Number')).toBeFocused();
    await dialog(page).getByRole('button', { name: 'Continue with your details' }).click();
    await expect(dialog(page).getByRole('heading', { name: "You're just 1-step away" })).toBeVisible();
    await expect(dialog(page).getByLabel('Mobile Number')).toBeFocused();
    const mobile = randomMobile();
    await page.keyboard.type(mobile);
    await dialog(page).getByLabel('Full Name').fill('Checkout Focus');
    await dialog(page).getByLabel('City').selectOption('Hyderabad');
    const pincode = dialog(page).getByRole('combobox', { name: 'Pincode' });
    await expect(pincode).toBeEnabled();
    await pincode.fill('500081');
    await pincode.press('ArrowDown');
    await pincode.press('Enter');
    const before = smsCount(mobile);
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog(page).getByLabel('OTP')).toBeFocused();
    await page.keyboard.type(await readLatestOtp(mobile, before));
    await expect(dialog(page)).toBeHidden();
  });
});
