import { expect, type Locator, type Page, test } from '@playwright/test';
import { HYDRATION_CHECK_PORT } from '../playwright.config.ts';
import { actAsSeparateClients, registerCustomer, storeSession } from './support/customers.ts';

/**
 * A seller who reads Telugu (issue 22) on a 360 px phone, against React's development build (it reports every
 * hydration mismatch): the questionnaire, the exact price and the device report in Telugu, with no English
 * word left in what the page shows, while the answers are still stored as codes.
 */
test.use({ baseURL: `http://127.0.0.1:${HYDRATION_CHECK_PORT}`, viewport: { width: 360, height: 740 } });
actAsSeparateClients(test);

/** Latin words a Telugu page may show: brand, model and variant names, IMEI, and the site's name. */
const ALLOWED = /^(Apple|iPhone|GB|IMEI|Phonix)$/;

async function englishWordsIn(region: Locator): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the words the seller sees (Playwright's visible text), not hidden ones
  const text = await region.innerText();
  return (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !ALLOWED.test(word));
}

function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function choose(page: Page, question: string, option: string): Promise<void> {
  const target = page
    .getByRole('radiogroup', { name: question, exact: true })
    .getByRole('radio', { name: option, exact: true });
  await expect(async () => {
    await target.click();
    await expect(target).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('the questionnaire, the exact price and the device report in Telugu', async ({ page, request }) => {
  // A seller of its own: the worker's shared seller gets a new session at every page load of the other tests,
  // and past the live-session limit its first token (the one stored here) would be ended.
  await storeSession(page, await registerCustomer(request, 'Telugu Seller'));
  const problems = problemsOf(page);
  await page.goto('/te/hyderabad/options/apple-iphone-13/128gb', { waitUntil: 'networkidle' });
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 2, name: 'ప్రాథమిక సమాచారం' })).toBeVisible();
  await expect(page).toHaveTitle('మీ ఫోన్ సరైన ధర తెలుసుకోండి | Phonix');
  expect(await englishWordsIn(main)).toEqual([]);

  // A Continue with nothing answered: the toast in Telugu.
  await page.getByRole('button', { name: 'కొనసాగించండి', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'దయచేసి అన్ని ప్రశ్నలకు సరిగ్గా జవాబు ఇవ్వండి' }),
  ).toBeVisible();

  await choose(page, 'మీరు కాల్స్ చేయగలుగుతున్నారా, రిసీవ్ చేసుకోగలుగుతున్నారా?', 'అవును');
  await choose(page, 'మీ మొబైల్ స్క్రీన్ మంచి కండిషన్‌లో ఉందా?', 'లేదు');
  await choose(page, 'మీ ఫోన్ బాడీ మంచి కండిషన్‌లో ఉందా?', 'అవును');
  await choose(page, 'మీ ఫోన్ వారంటీలో ఉందా? (సరైన బిల్ అవసరం)', 'లేదు');
  await page.getByRole('button', { name: 'కొనసాగించండి', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'స్క్రీన్ సమస్యలు' })).toBeVisible();
  await choose(page, 'టచ్ స్క్రీన్ పని చేస్తోందా?', 'అవును');
  await choose(page, 'స్క్రీన్ మీద మచ్చలు', 'పసుపు మచ్చలు');
  await choose(page, 'డిస్‌ప్లే మీద గీతలు', 'ఏ సమస్యా లేదు');
  await choose(page, 'స్క్రీన్ బయటి కండిషన్', '1 లేదా 2 స్క్రాచ్‌లు');
  expect(await englishWordsIn(main)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('te-screen-step.png'), fullPage: true });
  await page.getByRole('button', { name: 'కొనసాగించండి', exact: true }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'పార్ట్స్ లేదా ఫంక్షన్ సమస్యలు' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'బ్యాటరీ', exact: true }).click();
  await page.getByRole('button', { name: 'కొనసాగించండి', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'మీ దగ్గర ఈ యాక్సెసరీలు ఉన్నాయా?' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'ఒరిజినల్ ఛార్జర్', exact: true }).click();
  await page.getByRole('button', { name: 'కన్ఫర్మ్ చేయండి', exact: true }).click();

  // The exact price, in Telugu, each deduction in Telugu words.
  await page.waitForURL('**/te/hyderabad/exact-value');
  await expect(page.getByRole('heading', { name: 'ఈ ధర ఎలా వచ్చింది' })).toBeVisible();
  await expect(page.getByText('స్క్రీన్ మీద పసుపు మచ్చలు', { exact: true })).toBeVisible();
  await expect(page.getByText('బ్యాటరీ పని చేయడం లేదు', { exact: true })).toBeVisible();
  await expect(page.getByText('ఒరిజినల్ బాక్స్ (అదే IMEI/సీరియల్ నంబర్‌తో) లేదు', { exact: true })).toBeVisible();
  await expect(page.getByTestId('price-lock')).toContainText('వరకు లాక్ అయింది');
  await expect(page).toHaveTitle('మీ సరైన ధర | Phonix');
  expect(await englishWordsIn(main)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('te-exact-value.png'), fullPage: true });

  // The answers are stored as codes, whatever the language they were given in.
  const record = JSON.parse(
    (await page.evaluate(() => window.localStorage.getItem('selectedModel'))) ?? '{}',
  );
  expect(record).toMatchObject({
    callingerr: 'yes',
    screenspoterror: 'Sp3',
    screenlineerror: '',
    screenphysicalcondition: 'SLight',
    functionalerror: ['Battery'],
    accessories: ['Chr'],
    warranty: '',
  });

  await page.getByRole('button', { name: 'డివైస్ రిపోర్ట్ చూడండి', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'డివైస్ రిపోర్ట్' });
  await expect(report.getByText('పసుపు మచ్చలు', { exact: true })).toBeVisible();
  expect(await englishWordsIn(report)).toEqual([]);
  await report.getByRole('button', { name: 'సరే', exact: true }).click();
  await expect(report).toBeHidden();

  expect(problems).toEqual([]);
});
