/**
 * The five blog articles that have a page, each at the root of the site (/<slug>) and under a city
 * (/<city>/<slug>), SPEC 2. Kept apart from the cards so the route matcher (in every page's first JS) does
 * not carry the blog's text.
 */
export const BLOG_ARTICLE_SLUGS = [
  'how-to-sell-old-phone-online',
  'prepare-phone-before-selling',
  'what-decides-used-phone-price',
  'why-iphones-hold-resale-value',
  'doorstep-pickup-and-payment-explained',
] as const;

export type BlogArticleSlug = (typeof BLOG_ARTICLE_SLUGS)[number];

export function isBlogArticleSlug(slug: string): slug is BlogArticleSlug {
  return (BLOG_ARTICLE_SLUGS as readonly string[]).includes(slug);
}
