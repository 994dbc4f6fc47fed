import { loadBlogArticle } from '@phonix/shared/content/blog-articles';
import { articlePost, BLOG_ARTICLE_SLUGS } from '@phonix/shared/content/blog-posts';
import { FAQ_ITEMS } from '@phonix/shared/content/faq';
import type { APIRequestContext } from '@playwright/test';
import { registerCustomer } from './customers.ts';
import { addAddress, bookOrder, goodPhoneRecord } from './flows.ts';

/** A public page the server renders: where it is, its status, its heading and text it must carry. */
export interface PublicPage {
  path: string;
  status: 200 | 404;
  heading: string;
  /** Text of the page's own content (not the frame), each found in the server's HTML. */
  text: string[];
  /** An article's slug: its intro is looked for too (pageText). */
  article?: (typeof BLOG_ARTICLE_SLUGS)[number];
}

const article = (slug: (typeof BLOG_ARTICLE_SLUGS)[number]): PublicPage => ({
  path: `/${slug}`,
  status: 200,
  heading: articlePost(slug).title,
  text: [],
  article: slug,
});

const [firstFaq] = FAQ_ITEMS;
const [firstArticle] = BLOG_ARTICLE_SLUGS;
if (!firstFaq || !firstArticle) throw new Error('The FAQ or the blog is empty');

/**
 * Every kind of public page (ROUTE_PATTERNS less the login-only ones), with and without a city where the
 * site links both: home, brand list, brand, model and questionnaire pages, search results, the blog and
 * every article, the content pages, the placeholders and the not-found page. (A device report needs an
 * order: deviceReportPage.)
 */
export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    status: 200,
    heading: 'Sell your old or used mobile phone for instant cash',
    text: ['Sell your phone by brand', 'Apple', 'How it works'],
  },
  {
    path: '/hyderabad',
    status: 200,
    heading: 'Sell your old or used mobile phone for instant cash',
    text: ['Samsung', 'Why Choose Phonix'],
  },
  {
    path: '/sell-mobile',
    status: 200,
    heading: 'Get Instant Cash for Your Mobile!',
    text: ['Choose your brand', 'OnePlus'],
  },
  {
    path: '/bengaluru/sell-mobile',
    status: 200,
    heading: 'Get Instant Cash for Your Mobile!',
    text: ['Choose your brand', 'Xiaomi'],
  },
  {
    path: '/sell-mobile/apple',
    status: 200,
    heading: 'Trade In Your Used iPhone for Cash',
    text: ['Pick Model', 'iPhone 13', 'iPhone 13 Series'],
  },
  {
    path: '/hyderabad/sell-mobile/samsung',
    status: 200,
    heading: 'Trade In Your Used Samsung Phone for Cash',
    text: ['Pick Model', 'Galaxy S24 Ultra'],
  },
  {
    path: '/sell-mobile/apple/apple-iphone-13',
    status: 200,
    heading: 'Trade Your Pre-Owned iPhone 13 for Cash',
    text: ['Choose a Variant', '128GB', 'Get Upto'],
  },
  {
    path: '/hyderabad/sell-mobile/apple/apple-iphone-13',
    status: 200,
    heading: 'Trade Your Pre-Owned iPhone 13 for Cash',
    text: ['256GB', '₹'],
  },
  {
    path: '/options/apple-iphone-13/128gb',
    status: 200,
    heading: 'iPhone 13',
    text: ['Primary Info', 'Are you able to make and receive calls?', 'Get Upto'],
  },
  {
    path: '/hyderabad/options/apple-iphone-13/256gb',
    status: 200,
    heading: 'iPhone 13',
    text: ['256GB', 'Primary Info'],
  },
  {
    path: '/search-result/iphone',
    status: 200,
    heading: 'Your search for "iphone" returned the following',
    text: ['iPhone 13'],
  },
  { path: '/blogs', status: 200, heading: 'Blogs', text: [articlePost(firstArticle).title] },
  ...BLOG_ARTICLE_SLUGS.map(article),
  { path: '/about', status: 200, heading: 'About Us', text: ['Who we are', 'What we promise every seller'] },
  {
    path: '/faq',
    status: 200,
    heading: 'Frequently Asked Questions',
    text: [firstFaq.question, firstFaq.answer],
  },
  {
    path: '/privacy-policy',
    status: 200,
    heading: 'Privacy Policy',
    text: ['What we collect, why, who receives it', 'Grievance Officer', 'Data Protection Board of India'],
  },
  { path: '/contact', status: 200, heading: 'Contact us', text: ['Get in Touch'] },
  { path: '/hyderabad/contact', status: 200, heading: 'Contact us', text: ['Get in Touch'] },
  { path: '/partner-form', status: 200, heading: 'Partner with Us', text: ['Tell us about your shop'] },
  { path: '/buy-mobile', status: 200, heading: 'Coming Soon', text: [] },
  { path: '/repair-mobile', status: 200, heading: 'Coming Soon', text: [] },
  { path: '/purchase-orders', status: 200, heading: 'Purchase Orders', text: [] },
  { path: '/no-such-page', status: 404, heading: 'Oops, page not found...', text: ['Go to Home'] },
  { path: '/sell-mobile/apple/no-such-model', status: 404, heading: 'Oops, page not found...', text: [] },
  { path: '/device-report/PX-NO-SUCH-REF', status: 404, heading: 'Oops, page not found...', text: [] },
];

/** The text of a page's own content: its list, and an article's intro. */
export async function pageText(page: PublicPage): Promise<string[]> {
  return page.article ? [...page.text, (await loadBlogArticle(page.article)).intro] : page.text;
}

/** The device report of an order booked for it (a seller, an address, an iPhone 13). */
export async function deviceReportPage(request: APIRequestContext): Promise<PublicPage> {
  const customer = await registerCustomer(request, 'Report Owner');
  const address = await addAddress(request, customer);
  const refNo = await bookOrder(request, customer, address.id, await goodPhoneRecord(request));
  return {
    path: `/device-report/${refNo}`,
    status: 200,
    heading: 'iPhone 13',
    text: ['128GB', 'Condition as described by the seller'],
  };
}

/** The text a reader of the HTML sees: tags, scripts and styles gone, entities decoded, spaces joined. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
