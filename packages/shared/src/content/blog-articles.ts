import type { BlogArticleSlug } from './blog-slugs.ts';

/**
 * The bodies of the 16 blog articles, one module each under articles/, so an article page downloads only
 * its own text and the blog list and the home page download none. The card of each article (title,
 * description, cover, date) is in blog-posts.ts.
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

// Literal import() calls, one per file, so the bundler makes each article its own small chunk.
const ARTICLE_MODULES: Record<BlogArticleSlug, () => ArticleModule> = {
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
  'back-up-android-phone-before-selling': () => import('./articles/back-up-android-phone-before-selling.ts'),
  'remove-find-my-and-google-frp': () => import('./articles/remove-find-my-and-google-frp.ts'),
  'remove-sim-and-memory-card': () => import('./articles/remove-sim-and-memory-card.ts'),
  'phone-condition-and-your-quote': () => import('./articles/phone-condition-and-your-quote.ts'),
  'original-box-and-bill-resale-value': () => import('./articles/original-box-and-bill-resale-value.ts'),
  'iphone-vs-android-resale-value': () => import('./articles/iphone-vs-android-resale-value.ts'),
  'price-change-at-pickup': () => import('./articles/price-change-at-pickup.ts'),
};

const loaded = new Map<BlogArticleSlug, Promise<BlogArticle>>();

/**
 * The article's body. The promise is kept per slug, so callers that suspend on it (React's use()) get the
 * same promise on every render; a failed download is forgotten, so the next attempt fetches again.
 */
export function loadBlogArticle(slug: BlogArticleSlug): Promise<BlogArticle> {
  const cached = loaded.get(slug);
  if (cached) return cached;
  const promise = ARTICLE_MODULES[slug]().then(
    (module) => module.article,
    (error: unknown) => {
      loaded.delete(slug);
      throw error;
    },
  );
  loaded.set(slug, promise);
  return promise;
}
