import { expect, type Page, type Request, test } from '@playwright/test';
import { api, inr, variantNamed } from './support/api.ts';
import { freshStart, isRed, stored, storedJson } from './support/browser.ts';
import { actAsSeparateClients, logInAsSeller } from './support/customers.ts';
import {
  ALL_ACCESSORIES,
  type Answers,
  backButton,
  checkbox,
  choose,
  completeQuestionnaire,
  expectedRecord,
  expectStep,
  forward,
  openOptions,
  Q,
  radio,
  STEP,
  toast,
} from './support/questionnaire.ts';

const MODEL = 'apple-iphone-13';

/** Screen and body not fine, under warranty: every one of the six steps applies. */
const EVERY_STEP: Answers = {
  calls: 'Yes',
  screen: 'No',
  body: 'No',
  warranty: 'Yes',
  screenErrors: { touch: 'No', spot: 'Yellow Spots', line: 'No Defect', physical: '1 or 2 Scratches' },
  bodyErrors: {
    scratches: '1-2 Scratches',
    dents: 'No Defect',
    panel: 'No Defect',
    bend: 'Loose Gap in Screen',
  },
  faulty: ['Back Camera', 'WiFi'],
  accessories: ['Original Charger'],
  band: '3-6 Months',
};

/** A flawless boxed phone out of warranty: steps 1, 4 and 5 only. */
const SHORTEST: Answers = {
  calls: 'Yes',
  screen: 'Yes',
  body: 'Yes',
  warranty: 'No',
  faulty: [],
  accessories: [...ALL_ACCESSORIES],
};

/** The price enquiries the page records (POST /api/insertPriceEnquiry). */
function countEnquiries(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/insertPriceEnquiry') {
      sent.push(request);
    }
  });
  return sent;
}

/** The selling price shown under 'Selling Price' on the exact-value page. */
function sellingPrice(page: Page) {
  return page.getByText('Selling Price', { exact: true }).locator('xpath=..');
}

async function expectRecorded(page: Page): Promise<string> {
  await expect.poll(() => stored(page, 'isInserted'), { message: 'isInserted marker' }).toMatch(/^\d+$/);
  return (await stored(page, 'isInserted')) as string;
}

test.describe('quote flow', () => {
  // /exact-value is login-only (SPEC 2): every test starts as a logged-in seller.
  actAsSeparateClients(test);
  test.beforeEach(async ({ page, request }) => {
    await logInAsSeller(page, request);
  });

  test('home to exact price through all six steps, recorded once', async ({ page, request, isMobile }) => {
    const variant = await variantNamed(request, MODEL, '256GB');
    const other = await variantNamed(request, MODEL, '128GB');
    const record = expectedRecord(EVERY_STEP, { variant: variant.id, ic_slug: MODEL });
    const quote = await api.exactValue(request, record);
    const enquiries = countEnquiries(page);

    await freshStart(page);
    await logInAsSeller(page, request);
    await page.reload();
    await page
      .getByRole('region', { name: 'Sell your phone by brand' })
      .getByRole('link', { name: 'Apple', exact: true })
      .click();
    await expect(page).toHaveURL(
      isMobile ? /^[^?#]*:\d+\/sell-mobile\/apple$/ : /\/hyderabad\/sell-mobile\/apple$/,
    );

    await page.getByRole('link', { name: 'iPhone 13', exact: true }).click();
    await expect(page).toHaveURL(/\/sell-mobile\/apple\/apple-iphone-13$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trade Your Pre-Owned iPhone 13 for Cash',
    );

    const getExactPrice = page.getByRole('button', { name: 'Get Exact Price' });
    const upto = page.getByText('Get Upto', { exact: true }).locator('xpath=..');
    await expect(getExactPrice).toBeDisabled();
    await expect(upto).toContainText('Choose a variant to see the price');

    const variants = page.getByRole('radiogroup', { name: 'Choose a Variant' });
    await variants.getByRole('radio', { name: other.VariantName, exact: true }).click();
    await expect(upto).toHaveText(`Get Upto${inr(other.Rate)}`);
    await variants.getByRole('radio', { name: '256GB', exact: true }).click();
    await expect(upto).toHaveText(`Get Upto${inr(variant.Rate)}`);
    expect(inr(24_700)).toBe('₹24,700');
    await expect(getExactPrice).toBeEnabled();
    await getExactPrice.click();

    await expect(page).toHaveURL(/\/hyderabad\/options\/apple-iphone-13\/256gb$/);
    await expect(page.getByRole('heading', { level: 1, name: 'iPhone 13' })).toBeVisible();
    const steps = await completeQuestionnaire(page, EVERY_STEP);
    expect(steps).toEqual([
      STEP.primary,
      STEP.screen,
      STEP.body,
      STEP.functional,
      STEP.accessories,
      STEP.warranty,
    ]);

    await expect(page).toHaveURL(/\/hyderabad\/exact-value$/);
    await expect(sellingPrice(page)).toHaveText(`Selling Price${inr(quote.finalValue)}`);
    expect(await storedJson(page, 'selectedModel')).toMatchObject(record);

    const summary = page.getByRole('region', { name: 'Price Summary' });
    await expect(summary.getByText('Pickup Charges').locator('xpath=..')).toHaveText('Pickup ChargesFree');
    await expect(summary.getByText('Base Price').locator('xpath=..')).toHaveText(
      `Base Price${inr(quote.finalValue)}`,
    );
    await expect(summary.getByText('Total Amount').locator('xpath=..')).toHaveText(
      `Total Amount${inr(quote.finalValue)}`,
    );
    const note = summary.getByText('The amount is subject to change upon physical device inspection.');
    await expect(note).toBeVisible();
    const noteColor = await note.evaluate((element) => getComputedStyle(element).color);
    expect(isRed(noteColor), `the inspection note is ${noteColor}, not red`).toBe(true);

    await page.getByRole('button', { name: 'See Device Report' }).click();
    const report = page.getByRole('dialog', { name: 'Device Report' });
    await expect(report).toBeVisible();
    await expect(report).toContainText('iPhone 13 (256GB)');
    await expect(report.getByText('Yellow Spots', { exact: true })).toBeVisible();
    await expect(report.getByText('Loose Gap in Screen', { exact: true })).toBeVisible();
    await expect(report.getByText('3-6 Months', { exact: true })).toBeVisible();
    await expect(report.getByText('Back Camera', { exact: true }).locator('xpath=..')).toHaveText(
      'Back CameraNot working',
    );
    await report.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(report).toBeHidden();

    const marker = await expectRecorded(page);
    expect(enquiries).toHaveLength(1);
    expect(enquiries[0]?.postDataJSON()).toMatchObject({ selectedModel: record });

    await page.reload();
    await expect(sellingPrice(page)).toHaveText(`Selling Price${inr(quote.finalValue)}`);
    await page.waitForLoadState('networkidle');
    expect(enquiries, 'a reload must not record the enquiry again').toHaveLength(1);
    expect(await stored(page, 'isInserted')).toBe(marker);
  });

  test('shortest path: steps 1, 4, 5 and the Rate less the out-of-warranty deduction', async ({
    page,
    request,
  }) => {
    const variant = await variantNamed(request, MODEL, '128GB');
    const record = expectedRecord(SHORTEST, { variant: variant.id, ic_slug: MODEL });
    const quote = await api.exactValue(request, record);
    expect(quote.deductions.map((line) => line.code)).toEqual(['out_of_warranty']);
    const deduction = quote.deductions[0]?.amount ?? Number.NaN;

    await openOptions(page, MODEL, '128gb');
    const steps = await completeQuestionnaire(page, SHORTEST);
    expect(steps).toEqual([STEP.primary, STEP.functional, STEP.accessories]);

    await expect(page).toHaveURL(/\/hyderabad\/exact-value$/);
    await expect(sellingPrice(page)).toHaveText(`Selling Price${inr(variant.Rate - deduction)}`);
    expect(await storedJson(page, 'selectedModel')).toMatchObject(record);
  });

  test('step 1 names the first unanswered question', async ({ page }) => {
    await openOptions(page, MODEL, '128gb');
    const next = forward(page, 'Continue');

    await next.click();
    await expect(toast(page, 'Please check all Properly')).toBeVisible();
    await choose(page, Q.calls, 'Yes');
    await next.click();
    await expect(toast(page, 'Please answer mobile screen condition')).toBeVisible();
    await choose(page, Q.screen, 'Yes');
    await next.click();
    await expect(toast(page, 'Please answer phone body condition')).toBeVisible();
    await choose(page, Q.body, 'Yes');
    await next.click();
    await expect(toast(page, 'Please answer phone warranty')).toBeVisible();
    await expectStep(page, STEP.primary);

    // A reload keeps the answers (the tab's draft); start over without them.
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await choose(page, Q.warranty, 'No');
    await next.click();
    await expect(toast(page, 'Please answer receive calls')).toBeVisible();
    await expectStep(page, STEP.primary);
  });

  test('screen and body steps name each unanswered question', async ({ page }) => {
    await openOptions(page, MODEL, '128gb');
    const next = forward(page, 'Continue');
    await choose(page, Q.calls, 'Yes');
    await choose(page, Q.screen, 'No');
    await choose(page, Q.body, 'No');
    await choose(page, Q.warranty, 'No');
    await next.click();
    await expectStep(page, STEP.screen);

    const screenSteps: [string, string, string][] = [
      ['Please answer touch screen', Q.touch, 'Yes'],
      ['Please answer screen spot errors', Q.spot, 'No Defect'],
      ['Please answer line errors', Q.line, 'No Defect'],
      ['Please answer screen physical condition', Q.physical, 'No Defect'],
    ];
    for (const [message, question, option] of screenSteps) {
      await next.click();
      await expect(toast(page, message)).toBeVisible();
      await expectStep(page, STEP.screen);
      await choose(page, question, option);
    }
    await next.click();
    await expectStep(page, STEP.body);

    const bodySteps: [string, string, string][] = [
      ['Please answer body scratches', Q.scratches, 'No Defect'],
      ['Please answer dent on body', Q.dents, 'No Defect'],
      ['Please answer panel errors', Q.panel, 'No Defect'],
      ['Please answer bend errors', Q.bend, 'No Defect'],
    ];
    for (const [message, question, option] of bodySteps) {
      await next.click();
      await expect(toast(page, message)).toBeVisible();
      await expectStep(page, STEP.body);
      await choose(page, question, option);
    }
    await next.click();
    await expectStep(page, STEP.functional);
  });

  test('Back walks 6 > 5 > 4 > 3 > 2 > 1 when every step applies', async ({ page }) => {
    await openOptions(page, MODEL, '128gb');
    await expect(backButton(page)).toHaveCount(0);
    await choose(page, Q.calls, 'Yes');
    await choose(page, Q.screen, 'No');
    await choose(page, Q.body, 'No');
    await choose(page, Q.warranty, 'Yes');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.screen);
    for (const question of [Q.touch, Q.spot, Q.line, Q.physical]) {
      await choose(page, question, question === Q.touch ? 'Yes' : 'No Defect');
    }
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.body);
    for (const question of [Q.scratches, Q.dents, Q.panel, Q.bend]) await choose(page, question, 'No Defect');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.functional);
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.accessories);
    await expect(forward(page, 'Continue')).toBeVisible();
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.warranty);

    for (const step of [STEP.accessories, STEP.functional, STEP.body, STEP.screen, STEP.primary]) {
      await backButton(page).click();
      await expectStep(page, step);
    }
    await expect(backButton(page)).toHaveCount(0);
    // The answers survive the way back.
    await expect(radio(page, Q.screen, 'No')).toBeChecked();
    await expect(radio(page, Q.warranty, 'Yes')).toBeChecked();
  });

  test('Back from 3 and 4 skips the screen step when the screen is fine', async ({ page }) => {
    await openOptions(page, MODEL, '128gb');
    await choose(page, Q.calls, 'Yes');
    await choose(page, Q.screen, 'Yes');
    await choose(page, Q.body, 'No');
    await choose(page, Q.warranty, 'No');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.body);
    await backButton(page).click();
    await expectStep(page, STEP.primary);

    await forward(page, 'Continue').click();
    await expectStep(page, STEP.body);
    for (const question of [Q.scratches, Q.dents, Q.panel, Q.bend]) await choose(page, question, 'No Defect');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.functional);
    await backButton(page).click();
    await expectStep(page, STEP.body);
  });

  test('Back from 4 returns to the screen step when only the screen is not fine', async ({ page }) => {
    await openOptions(page, MODEL, '128gb');
    await choose(page, Q.calls, 'No');
    await choose(page, Q.screen, 'No');
    await choose(page, Q.body, 'Yes');
    await choose(page, Q.warranty, 'No');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.screen);
    for (const question of [Q.touch, Q.spot, Q.line, Q.physical]) {
      await choose(page, question, question === Q.touch ? 'No' : 'No Defect');
    }
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.functional);
    await backButton(page).click();
    await expectStep(page, STEP.screen);
    await backButton(page).click();
    await expectStep(page, STEP.primary);
  });

  test('Back from 4 returns to step 1 when screen and body are fine', async ({ page }) => {
    await openOptions(page, MODEL, '128gb');
    await choose(page, Q.calls, 'Yes');
    await choose(page, Q.screen, 'Yes');
    await choose(page, Q.body, 'Yes');
    await choose(page, Q.warranty, 'No');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.functional);
    await backButton(page).click();
    await expectStep(page, STEP.primary);
  });

  test('a good screen means a working touch screen', async ({ page }) => {
    await openOptions(page, MODEL, '128gb');
    await choose(page, Q.calls, 'Yes');
    // Screen first fine, then not: the touch answer the 'Yes' set stays.
    await choose(page, Q.screen, 'Yes');
    await choose(page, Q.screen, 'No');
    await choose(page, Q.body, 'Yes');
    await choose(page, Q.warranty, 'No');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.screen);
    await expect(radio(page, Q.touch, 'Yes')).toBeChecked();
    await choose(page, Q.spot, 'White / Black Spots');
    await choose(page, Q.line, 'No Defect');
    await choose(page, Q.physical, 'No Defect');
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.functional);
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.accessories);
    await forward(page, 'Confirm').click();

    await expect(page).toHaveURL(/\/hyderabad\/exact-value$/);
    const record = await storedJson<Record<string, unknown>>(page, 'selectedModel');
    expect(record).toMatchObject({ toucherr: 'yes', screenspoterror: 'Sp1', callingerr: 'yes' });
  });

  test('Recalculate reopens the questionnaire with the previous answers', async ({ page }) => {
    const answers: Answers = {
      calls: 'No',
      screen: 'No',
      body: 'Yes',
      warranty: 'No',
      screenErrors: {
        touch: 'Yes',
        spot: 'Different Color Spots',
        line: 'Multi Lines on Display',
        physical: 'Chipped Cracked',
      },
      faulty: ['Battery', 'Face Sensor'],
      accessories: ['Original Box with same IMEI/Serial Number'],
    };
    const enquiries = countEnquiries(page);
    await openOptions(page, MODEL, '128gb');
    await completeQuestionnaire(page, answers);
    await expect(page).toHaveURL(/\/hyderabad\/exact-value$/);
    await expectRecorded(page);

    await page.getByRole('button', { name: 'Recalculate' }).click();
    await expect(page).toHaveURL(/\/hyderabad\/options\/apple-iphone-13\/128gb$/);
    await expectStep(page, STEP.primary);
    expect(await stored(page, 'isInserted')).toBeNull();

    await expect(radio(page, Q.calls, 'No')).toBeChecked();
    await expect(radio(page, Q.screen, 'No')).toBeChecked();
    await expect(radio(page, Q.body, 'Yes')).toBeChecked();
    await expect(radio(page, Q.warranty, 'No')).toBeChecked();
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.screen);
    await expect(radio(page, Q.touch, 'Yes')).toBeChecked();
    await expect(radio(page, Q.spot, 'Different Color Spots')).toBeChecked();
    await expect(radio(page, Q.line, 'Multi Lines on Display')).toBeChecked();
    await expect(radio(page, Q.physical, 'Chipped Cracked')).toBeChecked();
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.functional);
    await expect(checkbox(page, 'Battery')).toBeChecked();
    await expect(checkbox(page, 'Face Sensor')).toBeChecked();
    await expect(checkbox(page, 'Front Camera')).not.toBeChecked();
    await forward(page, 'Continue').click();
    await expectStep(page, STEP.accessories);
    await expect(checkbox(page, 'Original Box with same IMEI/Serial Number')).toBeChecked();
    await expect(checkbox(page, 'Original Charger')).not.toBeChecked();
    await forward(page, 'Confirm').click();

    // A new evaluation is recorded again.
    await expect(page).toHaveURL(/\/hyderabad\/exact-value$/);
    await expectRecorded(page);
    expect(enquiries).toHaveLength(2);
  });

  test('Continue clears the marker and goes to /sell-now', async ({ page }) => {
    await openOptions(page, MODEL, '128gb');
    await completeQuestionnaire(page, SHORTEST);
    await expect(page).toHaveURL(/\/hyderabad\/exact-value$/);
    await expectRecorded(page);

    await page
      .getByRole('region', { name: 'Price Summary' })
      .getByRole('button', { name: 'Continue' })
      .click();
    await expect(page).toHaveURL(/\/hyderabad\/sell-now$/);
    await expect(page.getByRole('heading', { name: "You're almost done" })).toBeVisible();
    expect(await stored(page, 'isInserted')).toBeNull();
  });
});
