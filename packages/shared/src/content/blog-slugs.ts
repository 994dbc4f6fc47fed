/**
 * The 16 blog articles, one per card of /blogs, each at the root of the site (/<slug>) and under a city
 * (/<city>/<slug>), SPEC 2. Kept apart from the cards so the route matcher (in every page's first JS) does
 * not carry the blog's text. A slug must never be a route's first segment or a served city's slug.
 */
export const BLOG_ARTICLE_SLUGS = [
  'how-to-sell-old-phone-online',
  'prepare-phone-before-selling',
  'what-decides-used-phone-price',
  'why-iphones-hold-resale-value',
  'doorstep-pickup-and-payment-explained',
  'sell-phone-online-vs-local-shop',
  'exact-quote-in-a-minute',
  'best-time-to-sell-old-phone',
  'back-up-iphone-before-selling',
  'back-up-android-phone-before-selling',
  'remove-find-my-and-google-frp',
  'remove-sim-and-memory-card',
  'phone-condition-and-your-quote',
  'original-box-and-bill-resale-value',
  'iphone-vs-android-resale-value',
  'price-change-at-pickup',
] as const;

export type BlogArticleSlug = (typeof BLOG_ARTICLE_SLUGS)[number];

export function isBlogArticleSlug(slug: string): slug is BlogArticleSlug {
  return (BLOG_ARTICLE_SLUGS as readonly string[]).includes(slug);
}
