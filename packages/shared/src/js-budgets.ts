/**
 * Issue 35's budgets for the JavaScript a page loads before anyone touches it: every script the page fetches
 * until the network is idle, each file gzipped at level 9, summed (kB = 1,024 bytes). One home for the
 * numbers: `npm run bench` (bench/first-page-js.ts) prints every page against them and the browser test
 * e2e/tests/js-budget.spec.ts holds CI to them. React 19 and react-dom are in every one of them.
 */
export const FIRST_PAGE_JS_BUDGET_KB = {
  /** Every public page, in every language (no more allowance for Hindi's or Telugu's messages). */
  public: 110,
  /** The partner portal's sign-in (/partner/login): shop owners open it on a phone. */
  partnerSignIn: 130,
  /** The operations console's sign-in (/admin/sign-in), opened at a desk. */
  consoleSignIn: 150,
} as const;

export type FirstPageKind = keyof typeof FIRST_PAGE_JS_BUDGET_KB;

export interface FirstPage {
  /** What the page is, as the table prints it. */
  name: string;
  /** Its English path; the other languages' are localizedPath(path, locale). */
  path: string;
  kind: FirstPageKind;
  /** The languages it is measured in: the console speaks English only. */
  locales: readonly ('en' | 'hi' | 'te')[];
}

const EVERY_LANGUAGE = ['en', 'hi', 'te'] as const;

/** The page types held to the budgets: one page of each (issue 35's list), in every language it has. */
export const FIRST_PAGES: readonly FirstPage[] = [
  { name: 'home', path: '/', kind: 'public', locales: EVERY_LANGUAGE },
  { name: 'brand list', path: '/sell-mobile', kind: 'public', locales: EVERY_LANGUAGE },
  { name: 'brand', path: '/sell-mobile/apple', kind: 'public', locales: EVERY_LANGUAGE },
  { name: 'model', path: '/sell-mobile/apple/apple-iphone-13', kind: 'public', locales: EVERY_LANGUAGE },
  {
    name: 'questionnaire, first step',
    path: '/hyderabad/options/apple-iphone-13/128gb',
    kind: 'public',
    locales: EVERY_LANGUAGE,
  },
  { name: 'FAQ', path: '/faq', kind: 'public', locales: EVERY_LANGUAGE },
  { name: 'article', path: '/how-to-sell-old-phone-online', kind: 'public', locales: EVERY_LANGUAGE },
  { name: 'privacy notice', path: '/privacy-policy', kind: 'public', locales: EVERY_LANGUAGE },
  { name: 'partner sign-in', path: '/partner/login', kind: 'partnerSignIn', locales: EVERY_LANGUAGE },
  { name: 'console sign-in', path: '/admin/sign-in', kind: 'consoleSignIn', locales: ['en'] },
];

/** A page's budget in bytes. */
export function firstPageBudgetBytes(kind: FirstPageKind): number {
  return FIRST_PAGE_JS_BUDGET_KB[kind] * 1024;
}
