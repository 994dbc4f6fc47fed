import { isBlogArticleSlug } from '@phonix/shared/content/blog-slugs';
import { Suspense } from 'react';
import { useArticleSlug } from '@/features/content/hooks/use-article-slug.ts';
import { lazyUntilInteraction } from '@/lib/lazy-below-fold.ts';
import { NotFoundPage } from '../router.tsx';
import { PageFallback } from './page-fallback.tsx';

// An article is text to read and links to follow: the server's HTML shows it, and its code (its words, the
// cards of the articles to read next) loads only at the reader's first tap or key press, or at once when the
// article is reached by a link in the app. One element, made once, so the page's re-renders never reach it.
const Article = lazyUntilInteraction('article', () =>
  import('@/features/content/components/article-page.tsx').then((module) => module.ArticlePage),
);
const ARTICLE = (
  <Suspense fallback={<PageFallback />}>
    <Article />
  </Suspense>
);

export function Component() {
  if (!isBlogArticleSlug(useArticleSlug())) return <NotFoundPage />;
  return <div id="article">{ARTICLE}</div>;
}
