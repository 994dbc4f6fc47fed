import { LOCALE_NAMES, localizedPath } from '@phonix/shared/i18n';
import * as m from '@phonix/shared/messages';
import { expect, type Page, test } from '@playwright/test';
import { actAsSeparateClients } from './support/customers.ts';
import { addAddress, bookOrder, goodPhoneRecord } from './support/flows.ts';
import { randomMobile, readLatestOtp, sentTo, smsCount } from './support/sms.ts';

/**
 * Issue 32's done-when: a seller signs up on /hi/ and on /te/ without the language switcher, books, and every
 * SMS they are sent (read from the record file) is in that language, from the first code on; each form (the
 * login dialog's steps, the profile, the address) submitted empty and wrong shows errors that name the field
 * and the rule in the page's language; and not one Paraglide warning reaches the console. The warnings of each
 * flow are counted and written to the report.
 */
actAsSeparateClients(test);

const SCRIPT = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ } as const;
const PARAGLIDE = /Paraglide/;

/** Every console warning of the page, by flow. */
function warningsOf(page: Page) {
  const all: { flow: string; text: string }[] = [];
  let flow = 'start';
  page.on('console', (message) => {
    if (message.type() === 'warning') all.push({ flow, text: message.text() });
  });
  return {
    set flow(name: string) {
      flow = name;
    },
    all,
    count: (name: string) => all.filter((warning) => warning.flow === name).length,
  };
}

for (const locale of ['hi', 'te'] as const) {
  const t = { locale } as const;
  const dialog = (page: Page) => page.getByRole('dialog');
  const error = (page: Page, text: string) => page.getByText(text, { exact: true });

  test(`a seller who signs up on /${locale}/ gets every SMS in ${locale}, and named form errors`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(360_000);
    const warnings = warningsOf(page);

    // The sign-up, from the home page in the language, no switcher touched.
    warnings.flow = 'login dialog';
    await page.goto(localizedPath('/', locale), { waitUntil: 'networkidle' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: m.header_login({}, t), exact: true })
      .first()
      .click();
    const proceed = dialog(page).getByRole('button', { name: m.seller_login_proceed({}, t) });
    await proceed.click();
    await expect(error(page, m.error_field_mobile_required({}, t))).toBeVisible();
    const mobileField = dialog(page).getByLabel(m.seller_login_mobile_label({}, t));
    await mobileField.fill('98765');
    await proceed.click();
    await expect(error(page, m.error_field_mobile_digits({}, t))).toBeVisible();
    const mobile = randomMobile();
    await mobileField.fill(mobile);
    await proceed.click();

    const signUp = dialog(page).getByRole('button', { name: m.seller_signup_button({}, t) });
    await signUp.click();
    await expect(error(page, m.error_field_name_required({}, t))).toBeVisible();
    await expect(error(page, m.error_field_password_required({}, t))).toBeVisible();
    await dialog(page).getByLabel(m.seller_field_full_name({}, t)).fill('Lakshmi Devi');
    const password = dialog(page).getByLabel(m.seller_field_password({}, t), { exact: true });
    await password.fill('short');
    await signUp.click();
    // The rule itself: the minimum length, in the language.
    const tooShort = m.error_field_password_too_short({}, t);
    expect(tooShort).toContain('8');
    await expect(error(page, tooShort)).toBeVisible();
    await password.fill('lakshmi-secret-1');
    const before = smsCount(mobile);
    await signUp.click();
    await dialog(page)
      .getByLabel(/OTP/)
      .fill(await readLatestOtp(mobile, before));
    await expect(dialog(page)).toBeHidden();
    const firstCode = sentTo(mobile)[0];
    expect(firstCode?.template).toBe('verification_code');
    expect(firstCode?.locale).toBe(locale);
    expect(firstCode?.text).toMatch(SCRIPT[locale]);

    // The profile: the account's language is the page's, and its forms name their errors.
    warnings.flow = 'profile';
    await page.goto(localizedPath('/editprofile', locale), { waitUntil: 'networkidle' });
    const languageCard = page.getByTestId('account-language');
    await expect(languageCard.getByRole('radio', { name: LOCALE_NAMES[locale] })).toBeChecked();
    const name = page.getByLabel(m.seller_field_name({}, t));
    await name.fill('');
    const email = page.getByLabel(m.seller_field_email({}, t));
    await email.fill('lakshmi@');
    await page.getByRole('button', { name: m.seller_save_changes({}, t) }).click();
    await expect(error(page, m.error_field_name_required({}, t))).toBeVisible();
    await expect(error(page, m.error_field_email_invalid({}, t))).toBeVisible();
    await email.fill('');
    await page.getByRole('button', { name: m.seller_save_changes({}, t) }).click();
    await expect(error(page, m.error_field_email_required({}, t))).toBeVisible();

    // The address form, empty then with a wrong pincode.
    warnings.flow = 'address';
    await page
      .getByRole('button', { name: m.seller_address_add_title({}, t) })
      .first()
      .click();
    const save = dialog(page).getByRole('button', { name: m.seller_address_save({}, t) });
    await save.click();
    for (const message of [
      m.error_field_address_no_required({}, t),
      m.error_field_locality_required({}, t),
      m.error_field_pincode_required({}, t),
    ])
      await expect(dialog(page).getByText(message, { exact: true }).first()).toBeVisible();
    await expect(dialog(page).getByText(m.error_field_invalid({}, t))).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A booking (through the API with the page's session): its SMS come in the account's language.
    warnings.flow = 'booking';
    const session = await page.evaluate(() => ({
      token: localStorage.getItem('token') ?? '',
      user: JSON.parse(localStorage.getItem('userData') ?? '{}') as { customer_id: number },
    }));
    const seller = {
      customer_id: session.user.customer_id,
      name: 'Lakshmi Devi',
      mobile,
      password: '',
      email: '',
      alternate_mobile: '',
      token: session.token,
    };
    const address = await addAddress(request, seller);
    const ref = await bookOrder(request, seller, address.id, await goodPhoneRecord(request));
    await expect
      .poll(() => sentTo(mobile).map((sms) => sms.template), { timeout: 20_000 })
      .toContain('order_booked_seller');
    // The order page in the language (its console warnings counted too).
    await page.goto(localizedPath(`/sales-order-detail/${ref}`, locale));
    await expect(page.getByText(ref).first()).toBeVisible({ timeout: 30_000 });

    const sent = sentTo(mobile);
    expect(sent.filter((sms) => sms.locale !== locale)).toEqual([]);
    for (const sms of sent) expect(sms.text, sms.template).toMatch(SCRIPT[locale]);

    const perFlow = Object.fromEntries(
      ['login dialog', 'profile', 'address', 'booking'].map((flow) => [flow, warnings.count(flow)]),
    );
    testInfo.annotations.push({
      type: 'console warnings',
      description: `${locale}: ${JSON.stringify(perFlow)}; SMS: ${sent.map((sms) => `${sms.template}/${sms.locale}`).join(', ')}`,
    });
    expect(warnings.all.filter((warning) => PARAGLIDE.test(warning.text))).toEqual([]);
  });
}
