import { BASE_LOCALE, type Locale } from '../i18n.ts';
import type { BlogArticleSlug } from './blog-slugs.ts';

/**
 * The bodies of the 16 blog articles, one module per article and language (English under articles/, Hindi
 * and Telugu under articles/hi/ and articles/te/, same section ids and related articles), so an article page
 * downloads only its own text and the blog list and the home page download none. The card of each article
 * (title, description, cover, date) is in blog-posts.ts, its Hindi and Telugu texts in blog-cards/.
 */
export type ArticleBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  /** A highlighted practical tip. */
  | { kind: 'tip'; text: string };

export interface ArticleSection {
  /** The section's anchor on the page. */
  id: string;
  heading: string;
  blocks: ArticleBlock[];
}

export interface BlogArticle {
  intro: string;
  sections: ArticleSection[];
  /** Three other articles to read next, shown under this one. */
  related: [BlogArticleSlug, BlogArticleSlug, BlogArticleSlug];
}

type ArticleModule = Promise<{ article: BlogArticle }>;

// Literal import() calls, one per file and language, so the bundler makes each article in each language its
// own small chunk (DR 140): a page downloads only its own article in its own language.
const ARTICLE_MODULES: Record<Locale, Record<BlogArticleSlug, () => ArticleModule>> = {
  en: {
    'how-to-sell-old-phone-online': () => import('./articles/how-to-sell-old-phone-online.ts'),
    'prepare-phone-before-selling': () => import('./articles/prepare-phone-before-selling.ts'),
    'what-decides-used-phone-price': () => import('./articles/what-decides-used-phone-price.ts'),
    'why-iphones-hold-resale-value': () => import('./articles/why-iphones-hold-resale-value.ts'),
    'doorstep-pickup-and-payment-explained': () =>
      import('./articles/doorstep-pickup-and-payment-explained.ts'),
    'sell-phone-online-vs-local-shop': () => import('./articles/sell-phone-online-vs-local-shop.ts'),
    'exact-quote-in-a-minute': () => import('./articles/exact-quote-in-a-minute.ts'),
    'best-time-to-sell-old-phone': () => import('./articles/best-time-to-sell-old-phone.ts'),
    'back-up-iphone-before-selling': () => import('./articles/back-up-iphone-before-selling.ts'),
    'back-up-android-phone-before-selling': () =>
      import('./articles/back-up-android-phone-before-selling.ts'),
    'remove-find-my-and-google-frp': () => import('./articles/remove-find-my-and-google-frp.ts'),
    'remove-sim-and-memory-card': () => import('./articles/remove-sim-and-memory-card.ts'),
    'phone-condition-and-your-quote': () => import('./articles/phone-condition-and-your-quote.ts'),
    'original-box-and-bill-resale-value': () => import('./articles/original-box-and-bill-resale-value.ts'),
    'iphone-vs-android-resale-value': () => import('./articles/iphone-vs-android-resale-value.ts'),
    'price-change-at-pickup': () => import('./articles/price-change-at-pickup.ts'),
  },
  hi: {
    'how-to-sell-old-phone-online': () => import('./articles/hi/how-to-sell-old-phone-online.ts'),
    'prepare-phone-before-selling': () => import('./articles/hi/prepare-phone-before-selling.ts'),
    'what-decides-used-phone-price': () => import('./articles/hi/what-decides-used-phone-price.ts'),
    'why-iphones-hold-resale-value': () => import('./articles/hi/why-iphones-hold-resale-value.ts'),
    'doorstep-pickup-and-payment-explained': () =>
      import('./articles/hi/doorstep-pickup-and-payment-explained.ts'),
    'sell-phone-online-vs-local-shop': () => import('./articles/hi/sell-phone-online-vs-local-shop.ts'),
    'exact-quote-in-a-minute': () => import('./articles/hi/exact-quote-in-a-minute.ts'),
    'best-time-to-sell-old-phone': () => import('./articles/hi/best-time-to-sell-old-phone.ts'),
    'back-up-iphone-before-selling': () => import('./articles/hi/back-up-iphone-before-selling.ts'),
    'back-up-android-phone-before-selling': () =>
      import('./articles/hi/back-up-android-phone-before-selling.ts'),
    'remove-find-my-and-google-frp': () => import('./articles/hi/remove-find-my-and-google-frp.ts'),
    'remove-sim-and-memory-card': () => import('./articles/hi/remove-sim-and-memory-card.ts'),
    'phone-condition-and-your-quote': () => import('./articles/hi/phone-condition-and-your-quote.ts'),
    'original-box-and-bill-resale-value': () => import('./articles/hi/original-box-and-bill-resale-value.ts'),
    'iphone-vs-android-resale-value': () => import('./articles/hi/iphone-vs-android-resale-value.ts'),
    'price-change-at-pickup': () => import('./articles/hi/price-change-at-pickup.ts'),
  },
  te: {
    'how-to-sell-old-phone-online': () => import('./articles/te/how-to-sell-old-phone-online.ts'),
    'prepare-phone-before-selling': () => import('./articles/te/prepare-phone-before-selling.ts'),
    'what-decides-used-phone-price': () => import('./articles/te/what-decides-used-phone-price.ts'),
    'why-iphones-hold-resale-value': () => import('./articles/te/why-iphones-hold-resale-value.ts'),
    'doorstep-pickup-and-payment-explained': () =>
      import('./articles/te/doorstep-pickup-and-payment-explained.ts'),
    'sell-phone-online-vs-local-shop': () => import('./articles/te/sell-phone-online-vs-local-shop.ts'),
    'exact-quote-in-a-minute': () => import('./articles/te/exact-quote-in-a-minute.ts'),
    'best-time-to-sell-old-phone': () => import('./articles/te/best-time-to-sell-old-phone.ts'),
    'back-up-iphone-before-selling': () => import('./articles/te/back-up-iphone-before-selling.ts'),
    'back-up-android-phone-before-selling': () =>
      import('./articles/te/back-up-android-phone-before-selling.ts'),
    'remove-find-my-and-google-frp': () => import('./articles/te/remove-find-my-and-google-frp.ts'),
    'remove-sim-and-memory-card': () => import('./articles/te/remove-sim-and-memory-card.ts'),
    'phone-condition-and-your-quote': () => import('./articles/te/phone-condition-and-your-quote.ts'),
    'original-box-and-bill-resale-value': () => import('./articles/te/original-box-and-bill-resale-value.ts'),
    'iphone-vs-android-resale-value': () => import('./articles/te/iphone-vs-android-resale-value.ts'),
    'price-change-at-pickup': () => import('./articles/te/price-change-at-pickup.ts'),
  },
};

const loaded = new Map<string, Promise<BlogArticle>>();

/**
 * The article's body in a language (English without one). The promise is kept per article and language, so
 * callers that suspend on it (React's use()) get the same promise on every render; a failed download is
 * forgotten, so the next attempt fetches again.
 */
export function loadBlogArticle(slug: BlogArticleSlug, locale: Locale = BASE_LOCALE): Promise<BlogArticle> {
  const key = `${locale}/${slug}`;
  const cached = loaded.get(key);
  if (cached) return cached;
  const promise = ARTICLE_MODULES[locale][slug]().then(
    (module) => module.article,
    (error: unknown) => {
      loaded.delete(key);
      throw error;
    },
  );
  loaded.set(key, promise);
  return promise;
}
