import { faqItems } from '@phonix/shared/content/faq';
import { LATIN_PHRASES, LATIN_WORDS } from '@phonix/shared/latin-words';
import { GRIEVANCE_OFFICER } from '@phonix/shared/privacy-notice';
import { expect, type Page, test } from '@playwright/test';
import { HYDRATION_CHECK_PORT } from '../playwright.config.ts';

/**
 * The content pages in Hindi and Telugu (issue 22, DR 135): rendered by the server and hydrated by React's
 * development build (which reports every mismatch) in their language, with no English word in the page's
 * own content beyond the company's facts, brand names and the allowed terms.
 */
const PAGES = [
  { path: '/hi/', heading: 'अपना पुराना या इस्तेमाल किया हुआ मोबाइल फ़ोन तुरंत कैश में बेचें', status: 200 },
  { path: '/te/about', heading: 'మా గురించి', status: 200 },
  { path: '/hi/contact', heading: 'संपर्क करें', status: 200 },
  { path: '/te/privacy-policy', heading: 'ప్రైవసీ పాలసీ', status: 200 },
  { path: '/hi/faq', heading: 'अक्सर पूछे जाने वाले सवाल', status: 200 },
  { path: '/te/sell-mobile', heading: 'మీ మొబైల్‌కి వెంటనే క్యాష్ పొందండి!', status: 200 },
  { path: '/hi/search-result/iphone', heading: '“iphone” के लिए खोज के नतीजे', status: 200 },
  { path: '/te/repair-mobile', heading: 'త్వరలో వస్తోంది', status: 200 },
  { path: '/hi/no-such-page', heading: 'ओह, पेज नहीं मिला...', status: 404 },
] as const;

/** Latin words allowed in a Hindi or Telugu page's content: brands, terms, the company's facts. */
const ALLOWED = new Set(
  (
    'Phonix Apple iPhone iPhones Samsung Google Android OnePlus Xiaomi Vivo Oppo Realme IMEI OTP OTPs UPI ' +
    'OpenStreetMap Facebook Instagram YouTube LinkedIn X support phonix in Technologies Private Limited ' +
    'Floor Cyber Towers HITEC City Hyderabad Telangana India th www ' +
    // The privacy notice: its Grievance Officer and address (facts), and the law's numbering (rule 6F(5),
    // section 44AA).
    `${GRIEVANCE_OFFICER.name} ${GRIEVANCE_OFFICER.email.replace(/\W/g, ' ')} F AA`
  )
    .toLowerCase()
    .split(/\s+/)
    // The terms read in Latin letters everywhere (latin-words.ts: SMS, WhatsApp...).
    .concat([...LATIN_WORDS].map((word) => word.toLowerCase())),
);

function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('content pages in Hindi and Telugu', () => {
  test.use({ baseURL: `http://127.0.0.1:${HYDRATION_CHECK_PORT}` });

  for (const { path, heading, status } of PAGES) {
    test(`${path} hydrates in its language, with no English word in its content`, async ({ page }) => {
      const problems = problemsOf(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      const expected = (problem: string) =>
        status === 404 &&
        problem.startsWith('Failed to load resource: the server responded with a status of 404');
      expect(problems.filter((problem) => !expected(problem))).toEqual([]);
      // Scrolled through, so the lazy sections are drawn too; then every word, label and alternative text.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const seen = await page.getByRole('main').evaluate((main) => {
        // biome-ignore lint/performance/useDomNodeTextContent: the visible text only, as a reader sees it
        const texts = [(main as HTMLElement).innerText];
        for (const element of main.querySelectorAll('[aria-label], [alt], [placeholder], [title]'))
          for (const name of ['aria-label', 'alt', 'placeholder', 'title'])
            texts.push(element.getAttribute(name) ?? '');
        // Brand and model names (the catalog's links and their images) stay as they are.
        const names = [...main.querySelectorAll('a[href*="/sell-mobile/"]')].flatMap((link) => [
          link.textContent ?? '',
          ...[...link.querySelectorAll('[alt]')].map((image) => image.getAttribute('alt') ?? ''),
          link.getAttribute('title') ?? '',
        ]);
        return { text: texts.join(' '), names: names.join(' ') };
      });
      const latin = (text: string) => text.match(/[A-Za-z][A-Za-z'’]*/g) ?? [];
      // Phrases read in Latin letters as the phone shows them ("Find My", "Apple ID") go first: their words
      // are not allowed alone.
      const words = latin(LATIN_PHRASES.reduce((text, phrase) => text.replaceAll(phrase, ' '), seen.text));
      const names = new Set(latin(seen.names));
      expect(
        [...new Set(words)].filter((word) => !ALLOWED.has(word.toLowerCase()) && !names.has(word)),
      ).toEqual([]);
    });
  }

  test('/te/faq shows the Telugu answers, the first open, each by its own question', async ({ page }) => {
    await page.goto('/te/faq');
    const [first, ...others] = faqItems('te');
    if (!first) throw new Error('The FAQ has no question');
    await expect(page.getByText(first.answer)).toBeVisible();
    for (const item of others) {
      await expect(page.getByText(item.answer)).toBeHidden();
      await page.getByRole('button', { name: item.question }).click();
      await expect(page.getByText(item.answer)).toBeVisible();
    }
  });
});
