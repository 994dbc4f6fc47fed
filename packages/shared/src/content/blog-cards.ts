import type { Locale } from '../i18n.ts';
import { BLOG_POSTS, type BlogPost } from './blog-posts.ts';
import type { BlogArticleSlug } from './blog-slugs.ts';

/**
 * The cards' texts in Hindi and Telugu (blog-cards/<locale>.ts; English stays in blog-posts.ts), loaded
 * per language: the blog list and an article page download only their own language's cards (DR 140).
 */
export interface BlogCardText {
  title: string;
  description: string;
  details: string;
}
export type BlogCards = Record<BlogArticleSlug, BlogCardText>;

/** The languages besides English (the base language, whose texts are the cards' own). */
type TranslatedLocale = Exclude<Locale, 'en'>;

// Literal import() calls, so each language's cards are their own chunk.
const CARD_MODULES: Record<TranslatedLocale, () => Promise<{ blogCards: BlogCards }>> = {
  hi: () => import('./blog-cards/hi.ts'),
  te: () => import('./blog-cards/te.ts'),
};

/** The cards with their texts in a language: the English cards' covers, dates and slugs, the language's words. */
export function localizePosts(cards: BlogCards): BlogPost[] {
  return BLOG_POSTS.map((post) => ({ ...post, ...cards[post.slug] }));
}

const loaded = new Map<Locale, Promise<BlogPost[]>>();

/**
 * The 16 cards in a language. The promise is kept per language (React's use() gets the same one on every
 * render); a failed download is forgotten, so the next attempt fetches again.
 */
export function loadBlogPosts(locale: Locale): Promise<BlogPost[]> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const promise =
    locale === 'en'
      ? Promise.resolve(BLOG_POSTS)
      : CARD_MODULES[locale]().then(
          (module) => localizePosts(module.blogCards),
          (error: unknown) => {
            loaded.delete(locale);
            throw error;
          },
        );
  loaded.set(locale, promise);
  return promise;
}
