import { isBlogArticleSlug } from './content/blog-slugs.ts';

/**
 * The site's routes (SPEC 2). Every route also works with a served city as its first path segment
 * (/hyderabad/sell-mobile, /hyderabad/about): the city modal inserts the city before whatever path is open.
 * The server answers paths that match none of these with HTTP 404 and the not-found page.
 */
export const ROUTE_PATTERNS = {
  home: '/',
  sellMobile: '/sell-mobile',
  brand: '/sell-mobile/:brand',
  model: '/sell-mobile/:brand/:model',
  buyMobile: '/buy-mobile',
  repairMobile: '/repair-mobile',
  purchaseOrders: '/purchase-orders',
  options: '/options/:model/:variant',
  searchResult: '/search-result/:search',
  exactValue: '/exact-value',
  sellNow: '/sell-now',
  about: '/about',
  faq: '/faq',
  blogs: '/blogs',
  privacyPolicy: '/privacy-policy',
  partnerForm: '/partner-form',
  contact: '/contact',
  /** Login-only pages of the seller's account (SPEC 2). */
  editProfile: '/editprofile',
  response: '/response/:ref',
  salesOrders: '/sales-orders',
  salesOrderDetail: '/sales-order-detail/:ref',
  /** The seller's privacy rights (issue 24): notice accepted, consents, their data, erasure, grievances. */
  accountPrivacy: '/account/privacy',
  /** A seller's nominee signs in with their own number and a code, and acts for the sellers who named them. */
  nomineeAccess: '/nominee',
  /** Public, shown without header and footer; reached by the order's unguessable reference. */
  deviceReport: '/device-report/:ref',
  /** The partner's executive re-checks the phone at the door (SPEC: the questionnaire, no header and footer). */
  requote: '/requote/:ref/:model/:variant',
  /** The seller's revised offer after a doorstep re-quote (login-only, no header and footer). */
  reexactValue: '/reexact-value/:ref',
  /**
   * The seller's self-check (issue 34), run on the phone being sold for one variant; with ?order=REF it was
   * opened from that order. Drawn in the browser: it reads the phone's sensors and the seller's answers.
   */
  checkMyPhone: '/check-my-phone/:variant',
  /** Only the BLOG_ARTICLE_SLUGS match (see matchRoute); the web app registers each as a static path. */
  blogArticle: '/:article',
} as const;
export type RouteName = keyof typeof ROUTE_PATTERNS;

/**
 * The module of apps/web/src/app/routes that draws each route (its file name without .tsx). The web app's
 * router loads it on the first visit; the server names its code in the page's head (modulepreload), so the
 * browser fetches the page's code with the app's instead of after it.
 */
export const ROUTE_MODULES: Record<RouteName, string> = {
  home: 'home',
  sellMobile: 'sell-mobile',
  brand: 'brand',
  model: 'model',
  buyMobile: 'repair-coming-soon',
  repairMobile: 'repair-coming-soon',
  purchaseOrders: 'purchase-orders',
  options: 'options',
  searchResult: 'search-result',
  exactValue: 'exact-value',
  sellNow: 'sell-now',
  about: 'about',
  faq: 'faq',
  blogs: 'blogs',
  privacyPolicy: 'privacy-policy',
  partnerForm: 'partner-form',
  contact: 'contact',
  editProfile: 'edit-profile',
  response: 'response',
  salesOrders: 'sales-orders',
  salesOrderDetail: 'sales-order-detail',
  accountPrivacy: 'account-privacy',
  nomineeAccess: 'nominee-access',
  deviceReport: 'device-report',
  requote: 'requote',
  reexactValue: 'reexact-value',
  checkMyPhone: 'check-my-phone',
  blogArticle: 'blog-article',
};

/**
 * Pages the server does not render beyond the site's frame: they show one signed-in seller's (or the
 * doorstep partner's) data, which never goes into server HTML or any server cache. The browser draws them.
 */
export const BROWSER_RENDERED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'exactValue',
  'sellNow',
  'editProfile',
  'response',
  'salesOrders',
  'salesOrderDetail',
  'accountPrivacy',
  'nomineeAccess',
  'requote',
  'reexactValue',
  'checkMyPhone',
]);

/**
 * The operations console's route tree (apps/web/src/app/console): every path under it is a console page,
 * served like any page but never indexed; the console itself answers unknown ones.
 */
export const CONSOLE_BASE = '/admin';

export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_BASE || pathname.startsWith(`${CONSOLE_BASE}/`);
}

/**
 * The partner portal's route tree (apps/web/src/app/partner): shop owners sign in and handle pickups there.
 * Served like the console: every path under it is a portal page, never indexed.
 */
export const PARTNER_BASE = '/partner';

export function isPartnerPath(pathname: string): boolean {
  return pathname === PARTNER_BASE || pathname.startsWith(`${PARTNER_BASE}/`);
}

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
  /** The city segment the path started with, if any. */
  city: string | undefined;
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] as string;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment) return null;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Which route a path is, with or without a leading city; null for an unknown path. */
export function matchRoute(pathname: string, isCity: (slug: string) => boolean): RouteMatch | null {
  const segments = pathname.split('/').filter(Boolean).map(decodeSegment);
  const attempts: { city: string | undefined; rest: string[] }[] = [{ city: undefined, rest: segments }];
  if (segments[0] && isCity(segments[0])) attempts.unshift({ city: segments[0], rest: segments.slice(1) });
  for (const attempt of attempts) {
    for (const [name, pattern] of Object.entries(ROUTE_PATTERNS)) {
      const params = matchPattern(pattern, attempt.rest);
      if (params && (name !== 'blogArticle' || isBlogArticleSlug(params.article ?? ''))) {
        return { name: name as RouteName, params, city: attempt.city };
      }
    }
  }
  return null;
}

/** A path under the visitor's city: cityPath('hyderabad', '/sell-mobile') -> '/hyderabad/sell-mobile'. */
export function cityPath(city: string, path: string): string {
  return `/${city}${path === '/' ? '' : path}`;
}

const segment = (value: string) => encodeURIComponent(value);

/** The variant's path segment in /options/{model}/{variant}: its name in lower case (SPEC 2). */
export function variantSlug(variantName: string): string {
  return variantName.toLowerCase();
}

/**
 * The header's search box as a plain form, for browsers without JavaScript: GET /search-result?search=...,
 * which the server redirects to paths.searchResult(search).
 */
export const SEARCH_FORM_PATH = '/search-result';
export const SEARCH_FORM_FIELD = 'search';

/** Builders for the paths the site links to, so no page spells a route by hand. */
export const paths = {
  home: () => '/',
  sellMobile: () => '/sell-mobile',
  buyMobile: () => '/buy-mobile',
  repairMobile: () => '/repair-mobile',
  purchaseOrders: () => '/purchase-orders',
  about: () => '/about',
  faq: () => '/faq',
  blogs: () => '/blogs',
  privacyPolicy: () => '/privacy-policy',
  partnerForm: () => '/partner-form',
  contact: () => '/contact',
  brand: (brandSlug: string) => `/sell-mobile/${segment(brandSlug)}`,
  model: (brandSlug: string, modelSlug: string) => `/sell-mobile/${segment(brandSlug)}/${segment(modelSlug)}`,
  options: (modelSlug: string, variantSlug: string) =>
    `/options/${segment(modelSlug)}/${segment(variantSlug)}`,
  searchResult: (search: string) => `/search-result/${segment(search)}`,
  exactValue: () => '/exact-value',
  sellNow: () => '/sell-now',
  editProfile: () => '/editprofile',
  response: (refNo: string) => `/response/${segment(refNo)}`,
  salesOrders: () => '/sales-orders',
  salesOrderDetail: (refNo: string) => `/sales-order-detail/${segment(refNo)}`,
  /** The privacy page; with an order's reference, its grievance form opens about that order. */
  accountPrivacy: (orderRef?: string) =>
    orderRef ? `/account/privacy?order=${segment(orderRef)}#grievances` : '/account/privacy',
  nomineeAccess: () => '/nominee',
  deviceReport: (refNo: string) => `/device-report/${segment(refNo)}`,
  requote: (refNo: string, modelSlug: string, variantSlug: string) =>
    `/requote/${segment(refNo)}/${segment(modelSlug)}/${segment(variantSlug)}`,
  reexactValue: (refNo: string) => `/reexact-value/${segment(refNo)}`,
  checkMyPhone: (variantId: number, orderRef?: string) =>
    `/check-my-phone/${variantId}${orderRef ? `?order=${segment(orderRef)}` : ''}`,
  blogArticle: (slug: string) => `/${segment(slug)}`,
};
