import { describe, expect, it } from 'vitest';
import { type BlogArticle, loadBlogArticle } from '../src/content/blog-articles.ts';
import { loadBlogPosts } from '../src/content/blog-cards.ts';
import { BLOG_ARTICLE_SLUGS, BLOG_POSTS, type BlogPost } from '../src/content/blog-posts.ts';
import { glossaryProblems } from '../src/glossary.ts';
import type { Locale } from '../src/i18n.ts';
import { latinWordsLeft } from '../src/latin-words.ts';
import { ROUTE_PATTERNS } from '../src/routes.ts';

const articles = new Map<string, BlogArticle>();
for (const slug of BLOG_ARTICLE_SLUGS) articles.set(slug, await loadBlogArticle(slug));

const translated = new Map<string, BlogArticle>();
const translatedPosts = new Map<Locale, BlogPost[]>();
for (const locale of ['hi', 'te'] as const) {
  translatedPosts.set(locale, await loadBlogPosts(locale));
  for (const slug of BLOG_ARTICLE_SLUGS)
    translated.set(`${locale}/${slug}`, await loadBlogArticle(slug, locale));
}

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

  it('loads each article once per language, and each language its own text', () => {
    const slug = BLOG_ARTICLE_SLUGS[0];
    expect(loadBlogArticle(slug, 'hi')).toBe(loadBlogArticle(slug, 'hi'));
    expect(loadBlogArticle(slug, 'hi')).not.toBe(loadBlogArticle(slug, 'te'));
    expect(loadBlogArticle(slug, 'en')).toBe(loadBlogArticle(slug));
    expect(loadBlogPosts('hi')).toBe(loadBlogPosts('hi'));
  });
});

/** Each translated language's script (Unicode block), which every text must be written in. */
const SCRIPTS = { hi: /[\u0900-\u097F]/, te: /[\u0C00-\u0C7F]/ } as const;
/** The Latin-letter words of a Hindi or Telugu blog text that are not names readers see so (latin-words.ts). */
const strayLatinWords = (text: string) => latinWordsLeft(text);

const texts = (article: BlogArticle) => [
  article.intro,
  ...article.sections.flatMap((section) => [
    section.heading,
    ...section.blocks.flatMap((block) => ('items' in block ? block.items : [block.text])),
  ]),
];

describe.each(['hi', 'te'] as const)('blog in %s', (locale) => {
  const script = SCRIPTS[locale];
  const expectWritten = (text: string, where: string) => {
    expect(text.trim(), where).not.toBe('');
    expect(text, `${where}: not in the language's script: ${text}`).toMatch(script);
    expect(strayLatinWords(text), `${where}: ${text}`).toEqual([]);
  };

  it.each(BLOG_ARTICLE_SLUGS)('%s: the English sections and related articles, in the language', (slug) => {
    const english = articles.get(slug) as BlogArticle;
    const article = translated.get(`${locale}/${slug}`);
    if (!article) throw new Error(`no ${locale} article ${slug}`);
    expect(article.sections.map((section) => section.id)).toEqual(
      english.sections.map((section) => section.id),
    );
    expect(article.related).toEqual(english.related);
    for (const section of article.sections) expect(section.blocks.length).toBeGreaterThan(0);
    texts(article).forEach((text, index) => {
      expectWritten(text, `${slug} text ${index}`);
    });
  });

  it('has every card, with its title, description and summary in the language', () => {
    const posts = translatedPosts.get(locale) ?? [];
    expect(posts.map((post) => post.slug)).toEqual([...BLOG_ARTICLE_SLUGS]);
    posts.forEach((post, index) => {
      const english = BLOG_POSTS[index] as BlogPost;
      // Covers and dates are the English cards'.
      expect({ image: post.image, dateTime: post.dateTime }).toEqual({
        image: english.image,
        dateTime: english.dateTime,
      });
      for (const key of ['title', 'description', 'details'] as const)
        expectWritten(post[key], `${post.slug} ${key}`);
    });
    expect(new Set(posts.map((post) => post.title)).size).toBe(16);
  });

  it("uses the glossary's word wherever a card uses a term (as the messages test checks messages)", () => {
    const pairs: [where: string, english: string, text: string][] = [];
    const posts = translatedPosts.get(locale) ?? [];
    posts.forEach((post, index) => {
      const english = BLOG_POSTS[index] as BlogPost;
      for (const key of ['title', 'description', 'details'] as const)
        pairs.push([`${post.slug} ${key}`, english[key], post[key]]);
    });
    const misses: string[] = [];
    for (const [where, english, text] of pairs)
      for (const problem of glossaryProblems(english, text, locale)) misses.push(`${where}: ${problem}`);
    expect(misses).toEqual([]);
  });

  it('keeps the software support SPEC 1 names: 5-6 years against 2-3', () => {
    for (const slug of ['why-iphones-hold-resale-value', 'iphone-vs-android-resale-value'] as const) {
      const text = texts(translated.get(`${locale}/${slug}`) as BlogArticle).join('\n');
      expect(text).toContain('5-6');
      expect(text).toContain('2-3');
    }
  });
});
