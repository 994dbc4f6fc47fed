import { expect, type Locator, type Page, test } from '@playwright/test';
import { actAsSeparateClients, logInAsSeller } from './support/customers.ts';
import { completeQuestionnaire, openOptions } from './support/questionnaire.ts';

/**
 * Issue 11, the pincode field of the address and checkout forms: a whole pincode typed is taken, one click
 * on a suggestion chooses it, the open list stays inside the dialog without moving the fields, and the
 * next click after choosing lands where it was aimed.
 */

const dialog = (page: Page) => page.getByRole('dialog');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** The open list and every field stay within the dialog's left and right edges and its visible height. */
async function expectInsideDialog(page: Page, locators: Locator[]) {
  const frame = await box(dialog(page));
  for (const locator of locators) {
    const inner = await box(locator);
    expect(inner.x).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(inner.x + inner.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    expect(inner.y).toBeGreaterThanOrEqual(frame.y - 0.5);
    expect(inner.y + inner.height).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
  }
}

test.describe('pincode field', () => {
  actAsSeparateClients(test);

  test('address form: typed in full it is taken; one click chooses; the next click is not lost', async ({
    page,
    request,
  }) => {
    await logInAsSeller(page, request);
    await page.goto('/editprofile');
    await page.getByRole('button', { name: 'Add New Address' }).click();
    const form = dialog(page);
    await form.getByLabel('City').selectOption('Hyderabad');
    const pincode = form.getByRole('combobox', { name: 'Pincode' });
    await expect(pincode).toBeEnabled();

    // A whole pincode of the city, typed: taken without a click.
    await pincode.pressSequentially('500081');
    await expect(form.getByLabel('State')).toHaveValue('Telangana');
    await expect(form.getByLabel('Locality')).not.toHaveValue('');
    // One not in the city fills nothing.
    await pincode.fill('110001');
    await expect(form.getByLabel('State')).toHaveValue('');
    await expect(form.getByText('Pickup is not available at this pincode yet')).toBeVisible();

    // The open list floats over the fields below: nothing moves, nothing leaves the dialog.
    await pincode.fill('');
    const locality = form.getByLabel('Locality');
    const before = await box(locality);
    await pincode.pressSequentially('5000');
    const list = form.getByRole('listbox', { name: 'Pincode suggestions' });
    await expect(list).toBeVisible();
    expect((await box(locality)).y).toBe(before.y);
    await expectInsideDialog(page, [list, pincode, form.getByLabel('City')]);

    // One click on a suggestion chooses it.
    const option = list.getByRole('option').nth(2);
    const chosen = ((await option.locator('span').first().textContent()) ?? '').trim();
    await option.click();
    await expect(pincode).toHaveValue(chosen);
    await expect(list).toBeHidden();
    await expect(form.getByLabel('State')).toHaveValue('Telangana');

    // The very next click lands: Address Type is chosen at the first try.
    await form.getByRole('radio', { name: 'Office' }).click();
    await expect(form.getByRole('radio', { name: 'Office' })).toBeChecked();
    await form.getByLabel('Flat no./H no./Office').fill('Block C, 3rd floor');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('Block C, 3rd floor')).toBeVisible();
  });

  test('checkout form: the list stays inside the dialog and a click chooses', async ({ page }) => {
    await openOptions(page, 'apple-iphone-13', '128gb');
    await completeQuestionnaire(page, {
      calls: 'Yes',
      screen: 'Yes',
      body: 'Yes',
      warranty: 'No',
      faulty: [],
      accessories: [],
    });
    await dialog(page).getByRole('button', { name: 'Continue with your details' }).click();
    await dialog(page).getByLabel('City').selectOption('Hyderabad');
    const pincode = dialog(page).getByRole('combobox', { name: 'Pincode' });
    // The field waits, disabled, for the city's pincodes; keys typed into it before then are lost.
    await expect(pincode).toBeEnabled();
    await pincode.pressSequentially('5000');
    const list = dialog(page).getByRole('listbox', { name: 'Pincode suggestions' });
    await expect(list).toBeVisible();
    await expectInsideDialog(page, [list, pincode]);
    await list.getByRole('option').first().click();
    await expect(pincode).toHaveValue(/^5000\d\d$/);
    await expect(list).toBeHidden();
    const locality = dialog(page).getByTestId('pincode-locality');
    await expect(locality).toContainText(', Telangana');

    // A whole pincode two post offices share is taken with the first, and the seller is told to pick.
    await pincode.fill('');
    await pincode.pressSequentially('500033');
    await expect(locality).toHaveText(
      'Dr.B R Ambedkar O.U, Telangana. 2 localities share this pincode: choose yours from the list.',
    );
    await list.getByRole('option', { name: /Jubilee Hills/ }).click();
    await expect(locality).toHaveText(
      'Jubilee Hills, Telangana. 2 localities share this pincode: choose yours from the list.',
    );
  });
});
