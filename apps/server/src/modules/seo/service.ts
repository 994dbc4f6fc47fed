import { blogCards as hindiCards } from '@phonix/shared/content/blog-cards/hi';
import { blogCards as teluguCards } from '@phonix/shared/content/blog-cards/te';
import { articlePost, BLOG_ARTICLE_SLUGS, isBlogArticleSlug } from '@phonix/shared/content/blog-posts';
import { faqItems } from '@phonix/shared/content/faq';
import { LOCALES, type Locale, localeOfPath, localizedPath } from '@phonix/shared/i18n';
import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { ROUTE_PATTERNS, type RouteName } from '@phonix/shared/routes';
import {
  describePage,
  hreflangAlternates,
  isIndexable,
  notFoundMetadata,
  type PageMetadata,
  robotsDisallowRules,
  type SeoArticle,
  type SeoBrand,
  type SeoModel,
  type SeoSources,
} from '@phonix/shared/seo';
import type { CatalogService } from '../catalog/index.ts';

/** The brand and model names and prices the metadata needs, rebuilt when the catalog snapshot changes. */
interface CatalogView {
  /** The catalog snapshot this view was built from (CatalogService.version). */
  version: number;
  brands: Map<string, SeoBrand>;
  /** By '<brand slug>/<model slug>'. */
  models: Map<string, SeoModel>;
}

/** The cards' texts in Hindi and Telugu (the server has every language; a browser loads only its page's). */
const TRANSLATED_CARDS = { hi: hindiCards, te: teluguCards } as const;

function articleFor(slug: string, locale: Locale): SeoArticle | undefined {
  const key = slug.toLowerCase();
  if (!isBlogArticleSlug(key)) return undefined;
  const post = articlePost(key);
  const text = locale === 'en' ? post : TRANSLATED_CARDS[locale][key];
  return {
    slug: post.slug,
    title: text.title,
    description: text.description,
    image: post.image,
    dateTime: post.dateTime,
  };
}

/**
 * Per-route <head> metadata (SPEC 2), the sitemap and robots.txt, over the current catalog snapshot (the
 * names and prices the metadata needs are rebuilt when the catalog changes).
 */
export class SeoService {
  readonly #catalog: CatalogService;
  readonly #origin: string;
  #view: CatalogView | undefined;
  #sitemap: string | undefined;

  constructor(options: { catalog: CatalogService; origin: string }) {
    this.#catalog = options.catalog;
    this.#origin = options.origin.replace(/\/+$/, '');
  }

  get origin(): string {
    return this.#origin;
  }

  /** The lookups of the metadata table, over the current catalog snapshot and the site's content. */
  sources(): SeoSources {
    const view = this.#currentView();
    return {
      origin: this.#origin,
      isCity: (slug) => this.#catalog.isCity(slug),
      brand: (slug) => view.brands.get(slug.toLowerCase()),
      model: (brandSlug, modelSlug) => view.models.get(`${brandSlug}/${modelSlug}`.toLowerCase()),
      article: articleFor,
      faq: faqItems,
    };
  }

  /** The metadata of a page the web plugin has found to exist (or the not-found page's). */
  describe(pathname: string, known: boolean): PageMetadata {
    return known
      ? describePage(pathname, this.sources())
      : notFoundMetadata({ origin: this.#origin }, '/', localeOfPath(pathname));
  }

  /**
   * Every indexable page of the metadata table at its city-less canonical address, with lastmod where a
   * date is known: each route without parameters, and each brand, model and blog article; each in English,
   * Hindi and Telugu, every one naming all three and x-default (English) as its hreflang alternates.
   */
  sitemapXml(): string {
    this.#currentView();
    if (this.#sitemap) return this.#sitemap;
    const view = this.#currentView();
    const newestArticle = BLOG_ARTICLE_SLUGS.map((slug) => articlePost(slug).dateTime)
      .sort()
      .at(-1);
    type Entry = { path: string; lastmod?: string | undefined };
    const lastmod: Partial<Record<RouteName, string | undefined>> = {
      blogs: newestArticle,
      // The privacy notice's current version (privacy-notice.ts) took effect that day.
      privacyPolicy: CURRENT_PRIVACY_NOTICE.effective,
    };
    const withParameters: Partial<Record<RouteName, () => Entry[]>> = {
      brand: () =>
        [...view.brands.values()].map((brand) => ({
          path: `/sell-mobile/${encodeURIComponent(brand.slug)}`,
        })),
      model: () =>
        [...view.models.values()].map((model) => ({
          path: `/sell-mobile/${encodeURIComponent(model.brand.slug)}/${encodeURIComponent(model.slug)}`,
        })),
      blogArticle: () =>
        BLOG_ARTICLE_SLUGS.map((slug) => ({ path: `/${slug}`, lastmod: articlePost(slug).dateTime })),
    };
    const entries = (Object.keys(ROUTE_PATTERNS) as RouteName[]).flatMap((name): Entry[] => {
      if (!isIndexable(name)) return [];
      const pattern: string = ROUTE_PATTERNS[name];
      if (!pattern.includes(':')) return [{ path: pattern, lastmod: lastmod[name] }];
      const expand = withParameters[name];
      if (!expand) throw new Error(`The sitemap does not know the pages of the indexable route ${name}`);
      return expand();
    });
    const urls = entries.flatMap((entry) => {
      const alternates = hreflangAlternates(this.#origin, entry.path)
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${xmlEscape(alternate.href)}"/>`,
        )
        .join('');
      return LOCALES.map(
        (locale) =>
          `  <url><loc>${xmlEscape(this.#origin + localizedPath(entry.path, locale))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}${alternates}</url>`,
      );
    });
    this.#sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
    return this.#sitemap;
  }

  /** Everything may be crawled but the API and the personal pages (seo.ts robotsDisallowRules). */
  robotsTxt(): string {
    const personal = robotsDisallowRules().map((rule) => `Disallow: ${rule}`);
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...personal,
      '',
      `Sitemap: ${this.#origin}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** The catalog view, rebuilt (and the sitemap with it) when the catalog snapshot has changed. */
  #currentView(): CatalogView {
    const version = this.#catalog.version;
    if (this.#view?.version === version) return this.#view;
    this.#view = buildCatalogView(this.#catalog, version);
    this.#sitemap = undefined;
    return this.#view;
  }
}

function buildCatalogView(catalog: CatalogService, version: number): CatalogView {
  const brands = new Map<string, SeoBrand>();
  const models = new Map<string, SeoModel>();
  for (const entry of catalog.brandsResponse().brands) {
    const brand = { slug: entry.slug, name: entry.CategoryGroupName };
    brands.set(brand.slug, brand);
    const response = catalog.brandModelsResponse(brand.slug);
    if (!response) continue;
    for (const model of response.models) {
      const rates = catalog.findModel(model.ic_slug)?.variants.map((variant) => variant.Rate) ?? [];
      models.set(`${brand.slug}/${model.ic_slug}`, {
        slug: model.ic_slug,
        name: model.ItemName,
        brand,
        highestPrice: rates.length > 0 ? Math.max(...rates) : null,
      });
    }
  }
  return { version, brands, models };
}

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
