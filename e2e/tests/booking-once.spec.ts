import { expect, type Page, test } from '@playwright/test';
import { freshStart, stored } from './support/browser.ts';
import { actAsSeparateClients, asCustomer, registerCustomer, storeSession } from './support/customers.ts';
import { addAddress, bookOrder, goodPhoneRecord, storeQuote } from './support/flows.ts';
import {
  ALL_ACCESSORIES,
  type Answers,
  completeQuestionnaire,
  openOptions,
} from './support/questionnaire.ts';
import { randomMobile, readLatestOtp, smsCount } from './support/sms.ts';

/**
 * Issue 11, "Flows that lose work or double it": one evaluation books one order (Back after booking, an old
 * tab), /response says what became of the order, and the checkout dialog's area becomes the first address.
 */

const dialog = (page: Page) => page.getByRole('dialog');
const summary = (page: Page) => page.getByRole('region', { name: 'Price Summary' });

/** From the exact price to a booked pickup: Continue, a date and a slot, Confirm. */
async function pickSlotAndConfirm(page: Page, slot = '10:00 AM - 12:00 PM') {
  await expect(page.getByRole('heading', { name: "You're almost done" })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Choose a date' }).getByRole('radio').nth(1).click();
  await page.getByRole('radio', { name: slot }).click();
  await summary(page).getByRole('button', { name: 'Confirm' }).click();
}

async function ordersOf(page: Page, customer: { customer_id: number; token: string }) {
  const response = await page.request.get(`/api/getsalesorders/${customer.customer_id}`, {
    headers: asCustomer(customer as never),
  });
  return ((await response.json()) as { salesorders: { RefNo: string; Status: string }[] }).salesorders;
}

test.describe('one evaluation, one order', () => {
  actAsSeparateClients(test);

  test('after booking, Back shows no quote to book, and an old tab books nothing new', async ({
    page,
    context,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Back Button');
    await addAddress(request, customer);
    await storeSession(page, customer);
    await storeQuote(page, await goodPhoneRecord(request));

    await page.goto('/hyderabad/exact-value');
    await expect(page.getByText('Selling Price', { exact: true })).toBeVisible();
    await expect.poll(() => stored(page, 'isInserted')).not.toBeNull();
    const marker = Number(await stored(page, 'isInserted'));
    await summary(page).getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/sell-now$/);

    // A second tab on the same quote, left open: its Confirm stays live.
    const oldTab = await context.newPage();
    await oldTab.goto('/hyderabad/sell-now');
    await expect(oldTab.getByRole('heading', { name: "You're almost done" })).toBeVisible();

    const booking = page.waitForRequest('**/api/generatesellnoworder');
    await pickSlotAndConfirm(page);
    expect((await booking).postDataJSON()).toMatchObject({ enquiry_id: marker });
    await expect(page).toHaveURL(/\/response\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
    const refNo = (await page.getByTestId('order-number').textContent()) ?? '';
    // The quote is spent: nothing of it is left to book.
    expect(await stored(page, 'selectedModel')).toBeNull();
    expect(await stored(page, 'bookingEnquiry')).toBeNull();

    await page.goBack();
    await expect(page).toHaveURL(/\/sell-now$/);
    await expect(page.getByRole('heading', { name: 'No quote to book' })).toBeVisible();
    await expect(summary(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/sales-orders');
    await page.getByRole('link', { name: 'Get a new quote' }).click();
    await expect(page).toHaveURL(/\/sell-mobile$/);

    // The old tab confirms the same evaluation, with another slot: the first order answers.
    await pickSlotAndConfirm(oldTab, '06:00 PM - 08:00 PM');
    await expect(oldTab).toHaveURL(new RegExp(`/response/${refNo}$`));
    expect(await ordersOf(page, customer)).toHaveLength(1);
  });

  test('/response shows a cancelled order as cancelled, with a way to the order', async ({
    page,
    request,
  }) => {
    const customer = await registerCustomer(request, 'Changed Mind');
    const address = await addAddress(request, customer);
    const refNo = await bookOrder(request, customer, address.id, await goodPhoneRecord(request));
    const cancelled = await request.get(`/api/cancelorderbycustomer/${refNo}`, {
      headers: asCustomer(customer),
    });
    expect(cancelled.ok()).toBe(true);
    await storeSession(page, customer);
    await page.goto(`/response/${refNo}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This order has been cancelled');
    await expect(page.getByText('Thank You for Your Order!')).toHaveCount(0);
    await expect(page.getByTestId('order-number')).toHaveText(refNo);
    await expect(page.getByText(/nobody will come to pick up the phone/)).toBeVisible();
    await expect(page.getByText('remove your SIM')).toHaveCount(0);
    await page.getByRole('link', { name: 'Order Details' }).click();
    await expect(page).toHaveURL(new RegExp(`/sales-order-detail/${refNo}$`));
    await expect(page.getByRole('main').getByText('Cancelled', { exact: true }).first()).toBeVisible();
  });

  test("the checkout dialog's area becomes the first address, completed with the flat number", async ({
    page,
  }) => {
    const answers: Answers = {
      calls: 'Yes',
      screen: 'Yes',
      body: 'Yes',
      warranty: 'No',
      faulty: [],
      accessories: [...ALL_ACCESSORIES],
    };
    await freshStart(page);
    await openOptions(page, 'apple-iphone-13', '128gb');
    await completeQuestionnaire(page, answers);
    await dialog(page).getByRole('button', { name: 'Continue with your details' }).click();
    const mobile = randomMobile();
    await dialog(page).getByLabel('Mobile Number').fill(mobile);
    await dialog(page).getByLabel('Full Name').fill('Lakshmi Rao');
    await dialog(page).getByLabel('City').selectOption('Hyderabad');
    // Typed in full, the pincode is taken without choosing a suggestion.
    await dialog(page).getByRole('combobox', { name: 'Pincode' }).fill('500033');
    await expect(dialog(page).getByTestId('pincode-locality')).toContainText(', Telangana');
    const before = smsCount(mobile);
    await dialog(page).getByRole('button', { name: 'Proceed' }).click();
    await dialog(page)
      .getByLabel('OTP')
      .fill(await readLatestOtp(mobile, before));
    await expect(page).toHaveURL(/\/exact-value$/);
    await summary(page).getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: "You're almost done" })).toBeVisible();
    await expect(page.getByText('No Saved Addresses')).toHaveCount(0);
    const prompt = page.getByRole('region', { name: 'Pickup Address' });
    await expect(prompt.getByText('Add your flat / house number')).toBeVisible();
    await expect(prompt.getByText(/Hyderabad - 500033$/)).toBeVisible();
    await prompt.getByRole('button', { name: 'Add flat / house number' }).click();

    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
    await expect(form.getByLabel('Flat no./H no./Office')).toBeFocused();
    await expect(form.getByRole('radio', { name: 'Home' })).toBeChecked();
    await expect(form.getByLabel('City')).toHaveValue('Hyderabad');
    await expect(form.getByRole('combobox', { name: 'Pincode' })).toHaveValue('500033');
    await expect(form.getByLabel('State')).toHaveValue('Telangana');
    await expect(form.getByLabel('Locality')).not.toHaveValue('');
    await form.getByLabel('Flat no./H no./Office').fill('Flat 12, Road No. 36');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog(page)).toBeHidden();

    const address = page.getByRole('radiogroup', { name: 'Pickup Address' }).getByRole('radio');
    await expect(address).toHaveCount(1);
    await expect(address).toBeChecked();
    await expect(address).toHaveAccessibleName(/Flat 12, Road No\. 36.*500033/);
    await pickSlotAndConfirm(page);
    await expect(page.getByRole('heading', { name: 'Thank You for Your Order!' })).toBeVisible();
    await expect(page.getByText('Add your flat / house number')).toHaveCount(0);
  });
});
