import fs from 'node:fs';
import path from 'node:path';
import { COMPANY } from '@phonix/shared/company';
import type { Locale } from '@phonix/shared/i18n';
import { localizedPath } from '@phonix/shared/i18n';
import { LATIN_PHRASES, latinWordsLeft } from '@phonix/shared/latin-words';
import { GRIEVANCE_OFFICER } from '@phonix/shared/privacy-notice';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { api } from './support/api.ts';
import {
  actAsSeparateClients,
  registerCustomer,
  storeSession,
  type TestCustomer,
} from './support/customers.ts';
import { addAddress, bookOrder, goodPhoneRecord, storeQuote } from './support/flows.ts';
import { partnerApiSession, partnerFor } from './support/partners.ts';
import { PUBLIC_PAGES } from './support/public-pages.ts';

/**
 * Issue 22's gate: every public page, the seller's pages and the partner portal, opened in Hindi and Telugu
 * on a 360 px phone, show no English word outside the allow list: brand, series, model and variant names, city
 * names, what the seller or the shop typed, the company's name and address, ₹ amounts and figures, and the
 * words Indian users read in Latin letters (UPI, IMEI, OTP...). What is checked is what a reader sees: the
 * page's text, its title, the placeholders of its fields, and the dialogs, toasts and validation messages the
 * walk opens. The screenshots of the home page, a questionnaire step, the quote, the order page and a handover
 * step in both languages are kept in /work/notes/shots for a person to look at.
 */

actAsSeparateClients(test);
test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = '/work/notes/shots';
const LANGUAGES: readonly Exclude<Locale, 'en'>[] = ['hi', 'te'];

/** Names that stay as they are: the catalog's, the cities', the company's, and what the test typed. */
async function namesOf(request: APIRequestContext, typed: string[]): Promise<string[]> {
  const names = new Set<string>([
    COMPANY.name,
    COMPANY.legalName,
    COMPANY.email,
    COMPANY.noReplyEmail,
    ...Object.values(COMPANY.address).flatMap((part) => String(part).split(', ')),
    // The Grievance Officer the privacy notice names, and where to write: facts, as they are in every language.
    GRIEVANCE_OFFICER.name,
    GRIEVANCE_OFFICER.email,
    ...GRIEVANCE_OFFICER.address.split(', '),
    ...typed,
  ]);
  for (const city of await api.cities(request)) names.add(city.city_name);
  for (const brand of await api.brands(request)) {
    names.add(brand.CategoryGroupName);
    const { series, models } = await api.brandModels(request, brand.slug);
    for (const item of series) names.add(item.CategoryName);
    for (const model of models) {
      names.add(model.ItemName);
      names.add(model.model);
    }
  }
  for (const variant of await api.variants(request, 'apple-iphone-13')) names.add(variant.VariantName);
  // Longest first, so "iPhone 13 Pro Max" goes before "iPhone 13".
  return [...names].filter((name) => name.trim().length > 0).sort((a, b) => b.length - a.length);
}

/**
 * The English words left in a text once the links, the codes (an order's reference, a word with a figure: a
 * GSTIN, a model's number), the phrases and names read in Latin letters (latin-words.ts) and the catalog's and
 * typed names are out; names in any case (a heading in capitals).
 */
export function englishWords(text: string, names: readonly string[]): string[] {
  let rest = text.replace(/https?:\/\/\S+|www\.\S+|[\w.+-]+@[\w-]+\.[\w.]+|(?:\/[\w-]+)+/g, ' ');
  // Longest first, phrases and names together: "Galaxy S25 Ultra" before "Galaxy S", "Apple ID" before "Apple".
  for (const name of [...LATIN_PHRASES, ...names].sort((a, b) => b.length - a.length)) {
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${escapeRegExp(name)}(?![A-Za-z])`, 'gi'), ' ');
  }
  // An order's reference is a code even when its ten random characters hold no figure ('PXSTJHXPECQR').
  rest = rest.replace(/\bPX[0-9A-HJKMNP-TV-Z]{10}\b/g, ' ');
  return latinWordsLeft(rest.replace(/\b\w*\d\w*\b/g, ' '));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a reader sees on the page now: its text, its title, its fields' placeholders and its controls' labels. */
function seenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const placeholders = [
      ...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    ]
      .filter((field) => field.offsetParent !== null)
      .map((field) => field.placeholder);
    // What a screen reader says of the controls in view (issue 32: "Account menu for ...", the social links).
    const labels = [...document.querySelectorAll<HTMLElement>('[aria-label]')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.getAttribute('aria-label') ?? '');
    // biome-ignore lint/performance/useDomNodeTextContent: what is seen (innerText leaves hidden text out), not all text
    return [document.title, document.body.innerText, ...placeholders, ...labels].join('\n');
  });
}

/** The English words of the page as it is now, each with a little of its context, for the failure message. */
async function englishOn(page: Page, names: readonly string[], where: string): Promise<string[]> {
  const text = await seenText(page);
  const words = englishWords(text, names);
  return [...new Set(words)].map((word) => {
    const at = text.indexOf(word);
    return `${where}: "${word}" in "${text.slice(Math.max(0, at - 30), at + word.length + 30).replace(/\s+/g, ' ')}"`;
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}

function shot(page: Page, name: string): Promise<Buffer> {
  fs.mkdirSync(SHOTS, { recursive: true });
  return page.screenshot({ path: path.join(SHOTS, `words-${name}.png`), fullPage: true });
}

test.describe('every word in Hindi and Telugu', () => {
  // Read at 360 px, in the mobile project only: the desktop project would read the same words again.
  test.skip(({ isMobile }) => !isMobile, 'read at 360 px, by the mobile project');

  for (const locale of LANGUAGES) {
    test(`every public page in ${locale}`, async ({ page, request }) => {
      test.setTimeout(300_000);
      // The search page's title quotes what was searched for.
      const names = await namesOf(request, ['iphone']);
      const found: string[] = [];
      for (const publicPage of PUBLIC_PAGES) {
        const at = localizedPath(publicPage.path, locale);
        await open(page, at);
        found.push(...(await englishOn(page, names, at)));
        if (publicPage.path === '/') await shot(page, `home-${locale}`);
      }
      expect(found).toEqual([]);
    });

    test(`the questionnaire, its messages and the quote in ${locale}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const seeker = await registerCustomer(request, 'Quote Seeker');
      const names = await namesOf(request, typedBy(seeker, ['iphone']));
      const found: string[] = [];
      // Signed in, so Confirm leads to the quote (else the login dialog, checked with the seller's pages).
      await open(page, localizedPath('/about', locale));
      await storeSession(page, seeker);
      await open(page, localizedPath('/hyderabad/options/apple-iphone-13/128gb', locale));
      const next = page.getByRole('main').getByRole('button').last();
      found.push(...(await englishOn(page, names, 'questionnaire, unanswered')));
      // Forward with only the last question (the warranty) answered: the toast and the questions' messages.
      const groups = page.getByRole('radiogroup');
      await chooseSecond(groups.last());
      await next.click();
      await expect(page.getByRole('status').first()).toBeVisible();
      found.push(...(await englishOn(page, names, 'questionnaire, left unanswered')));
      await shot(page, `questionnaire-${locale}`);
      // Every step: the second answer of each question (a "No" opens the screen and body steps).
      for (let step = 0; step < 8 && !page.url().includes('exact-value'); step += 1) {
        for (const group of await groups.all()) await chooseSecond(group);
        found.push(...(await englishOn(page, names, `questionnaire step ${step + 1}`)));
        // The next step, or the quote, has an address of its own: wait for it, so the loop never runs on
        // into the quote's own buttons.
        const before = page.url();
        await next.click();
        await expect(page).not.toHaveURL(before);
      }
      await expect(page).toHaveURL(/exact-value/);
      await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
      found.push(...(await englishOn(page, names, 'the quote')));
      await shot(page, `quote-${locale}`);
      expect(found).toEqual([]);
    });

    test(`the seller's sign-in, checkout, orders and profile in ${locale}`, async ({ page, request }) => {
      test.setTimeout(180_000);
      const seller = await registerCustomer(request, 'Lakshmi Devi');
      const address = await addAddress(request, seller, { address_no: 'Flat 4, Sai Residency' });
      const ref = await bookOrder(request, seller, address.id, await goodPhoneRecord(request));
      const names = await namesOf(request, typedBy(seller, ['Flat 4, Sai Residency', 'Madhapur', ref]));
      const found: string[] = [];

      // The login dialog, and its message for a number left empty.
      await open(page, localizedPath('/', locale));
      await page.getByRole('banner').getByRole('button').filter({ hasNotText: /^$/ }).last().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      found.push(...(await englishOn(page, names, 'login dialog')));
      await dialog.getByRole('button').filter({ hasText: /\S/ }).last().click();
      found.push(...(await englishOn(page, names, 'login dialog, empty number')));

      await storeSession(page, seller);
      await storeQuote(page, await goodPhoneRecord(request));
      for (const at of [
        '/sell-now',
        '/sales-orders',
        `/sales-order-detail/${ref}`,
        `/response/${ref}`,
        `/device-report/${ref}`,
        '/editprofile',
        `/account/privacy?order=${ref}`,
      ]) {
        await open(page, localizedPath(at, locale));
        found.push(...(await englishOn(page, names, localizedPath(at, locale))));
        if (at.startsWith('/sales-order-detail')) await shot(page, `order-${locale}`);
      }
      expect(found).toEqual([]);
    });
  }

  for (const locale of LANGUAGES) {
    test(`every SMS text and form message in ${locale}`, () => {
      // What reaches a seller outside a page (issue 32): the SMS (notifications' sms_ and the cancellation
      // reasons) and every form message (errors' error_field_), as the message files hold them, their
      // variables left out.
      const read = (area: string) =>
        JSON.parse(
          fs.readFileSync(
            path.resolve(import.meta.dirname, `../../packages/shared/messages/${area}/${locale}.json`),
            'utf8',
          ),
        ) as Record<string, string>;
      const texts = [
        ...Object.entries(read('notifications')).filter(([key]) => /^(sms|cancel_reason)_/.test(key)),
        ...Object.entries(read('errors')).filter(([key]) => key.startsWith('error_field_')),
      ];
      expect(texts.length).toBeGreaterThan(60);
      const found = texts.flatMap(([key, text]) =>
        englishWords(text.replace(/\{[^}]*\}/g, ' '), [COMPANY.name]).map((word) => `${key}: "${word}"`),
      );
      expect(found).toEqual([]);
    });
  }

  test('the partner portal in Hindi and Telugu', async ({ page, request }, testInfo) => {
    test.setTimeout(240_000);
    const partner = partnerFor(testInfo, 12);
    const seller = await registerCustomer(request, 'Ravi Kumar');
    const address = await addAddress(request, seller, { address_no: 'House 7, Lake View Road' });
    const ref = await bookOrder(request, seller, address.id, await goodPhoneRecord(request));
    const headers = await partnerApiSession(request, partner);
    for (const step of ['accept', 'outforpickup']) {
      const moved = await request.post(`/api/partner/orders/${ref}/${step}`, { headers });
      expect(moved.ok(), `${step} answered ${moved.status()}`).toBe(true);
    }
    const names = await namesOf(
      request,
      typedBy(seller, [
        partner.shop_name,
        partner.owner_name,
        'House 7, Lake View Road',
        'Madhapur',
        ref,
        // The Grievance Officer named on the Privacy page (a person's name).
        GRIEVANCE_OFFICER.name,
      ]),
    );
    const found: string[] = [];
    for (const locale of LANGUAGES) {
      await page.context().clearCookies();
      await open(page, localizedPath('/partner/login', locale));
      found.push(...(await englishOn(page, names, `${locale} partner sign-in`)));
    }
    await page.evaluate(
      (token) => localStorage.setItem('partnerToken', token),
      (headers.Authorization ?? '').replace('Bearer ', ''),
    );
    for (const locale of LANGUAGES) {
      for (const at of [
        '/partner',
        `/partner/orders/${ref}`,
        `/partner/orders/${ref}/handover`,
        '/partner/history',
        '/partner/privacy',
      ]) {
        await open(page, localizedPath(at, locale));
        found.push(...(await englishOn(page, names, localizedPath(at, locale))));
        if (at.endsWith('/handover')) await shot(page, `handover-${locale}`);
      }
    }
    expect(found).toEqual([]);
  });
});

/**
 * Picks the second answer of a question (a click before hydration does nothing, as a seller's early tap
 * would: repeated until chosen).
 */
async function chooseSecond(question: Locator): Promise<void> {
  const second = question.getByRole('radio').nth(1);
  await expect(async () => {
    await second.click();
    await expect(second).toBeChecked({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** What a seller typed or was given (name, e-mail, numbers, address lines): shown as it is in any language. */
function typedBy(seller: TestCustomer, more: string[]): string[] {
  // The account button shows the name's first letter.
  return [seller.name, seller.name.slice(0, 1), seller.email, seller.mobile, ...more];
}
