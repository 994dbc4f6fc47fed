import { describe, expect, it } from 'vitest';
import { type BlogArticle, loadBlogArticle } from '../src/content/blog-articles.ts';
import { BLOG_ARTICLE_SLUGS, BLOG_POSTS } from '../src/content/blog-posts.ts';
import { ROUTE_PATTERNS } from '../src/routes.ts';

const articles = new Map<string, BlogArticle>();
for (const slug of BLOG_ARTICLE_SLUGS) articles.set(slug, await loadBlogArticle(slug));

const allText = (article: BlogArticle) =>
  [
    article.intro,
    ...article.sections.flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) => ('items' in block ? block.items : [block.text])),
    ]),
  ].join('\n');

describe('blog', () => {
  it('has 16 cards, each opening its own article at its own slug', () => {
    expect(BLOG_POSTS).toHaveLength(16);
    expect(BLOG_POSTS.map((post) => post.slug)).toEqual([...BLOG_ARTICLE_SLUGS]);
    expect(new Set(BLOG_POSTS.map((post) => post.id)).size).toBe(16);
    expect(new Set(BLOG_POSTS.map((post) => post.image)).size).toBe(16);
  });

  it('keeps article slugs clear of the routes at the root', () => {
    const rootSegments = Object.values(ROUTE_PATTERNS).map((pattern) => pattern.split('/')[1]);
    for (const slug of BLOG_ARTICLE_SLUGS) {
      expect(rootSegments).not.toContain(slug);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it.each(BLOG_ARTICLE_SLUGS)(
    '%s: an intro, at least four sections and three other articles to read next',
    (slug) => {
      const article = articles.get(slug);
      if (!article) throw new Error(`no article ${slug}`);
      expect(article.intro.length).toBeGreaterThan(150);
      expect(article.sections.length).toBeGreaterThanOrEqual(4);
      const ids = article.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const section of article.sections) {
        expect(section.heading).not.toBe('');
        expect(section.blocks.length).toBeGreaterThan(0);
      }
      expect(new Set(article.related).size).toBe(3);
      expect(article.related).not.toContain(slug);
      for (const related of article.related) expect(BLOG_ARTICLE_SLUGS).toContain(related);
    },
  );

  it('states the software support SPEC 1 names: iOS 5-6 years against 2-3 for Android', () => {
    for (const slug of ['why-iphones-hold-resale-value', 'iphone-vs-android-resale-value'] as const) {
      const text = allText(articles.get(slug) as BlogArticle);
      expect(text).toContain('5-6 years');
      expect(text).toContain('2-3 years');
    }
  });

  it('loads each article once: the same promise every time (React suspends on it)', () => {
    const slug = BLOG_ARTICLE_SLUGS[3];
    expect(loadBlogArticle(slug)).toBe(loadBlogArticle(slug));
  });
});
