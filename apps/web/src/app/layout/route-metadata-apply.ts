import { localeOfPath, pathWithoutLocale } from '@phonix/shared/i18n';
import { matchRoute } from '@phonix/shared/routes';
import type { PageMetadata, SeoArticle, SeoSources } from '@phonix/shared/seo';
import { citiesQueryOptions } from '@/features/cities/api/get-cities.ts';
import { endpointQuery } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

/**
 * The <head> metadata (title, description, canonical, open graph, twitter, JSON-LD) of a page reached by
 * client-side navigation, from the same table the server writes into the first page (packages/shared
 * seo.ts). Loaded on the first navigation (route-metadata.tsx), with the table and the blog/FAQ texts, so
 * it costs the first page nothing.
 */

/** The site's public origin, as the server wrote it into the first page's og:url. */
let origin: string | undefined;
function siteOrigin(): string {
  if (origin) return origin;
  const url = document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  try {
    origin = url ? new URL(url).origin : window.location.origin;
  } catch {
    origin = window.location.origin;
  }
  return origin;
}

let modules:
  | Promise<{
      seo: typeof import('@phonix/shared/seo');
      faq: SeoSources['faq'];
      blog: typeof import('@phonix/shared/content/blog-cards');
    }>
  | undefined;

function loadModules() {
  modules ??= Promise.all([
    import('@phonix/shared/seo'),
    import('@phonix/shared/content/faq'),
    import('@phonix/shared/content/blog-cards'),
  ]).then(([seo, faq, blog]) => ({ seo, faq: faq.faqItems, blog }));
  return modules;
}

/** The article lookup in the page's language: only that language's cards are downloaded, and only for an article. */
async function articleLookup(
  blog: typeof import('@phonix/shared/content/blog-cards'),
  pathname: string,
): Promise<(slug: string) => SeoArticle | undefined> {
  const posts = await blog.loadBlogPosts(localeOfPath(pathname));
  return (slug) => {
    const key = slug.toLowerCase();
    return posts.find((post) => post.slug === key);
  };
}

/** Same query keys as the catalog pages, so their cached (or in-flight) data is reused. */
const brandModels = (brandSlug: string) =>
  queryClient.ensureQueryData(endpointQuery('brandModels', { params: { brandSlug } }));
const modelVariants = (modelSlug: string) =>
  queryClient.ensureQueryData(endpointQuery('modelVariants', { params: { modelSlug } }));

async function describe(pathname: string): Promise<PageMetadata> {
  const { seo, faq, blog } = await loadModules();
  const cities = await queryClient
    .ensureQueryData(citiesQueryOptions)
    .then((response) => response.data)
    .catch(() => []);
  const isCity = (slug: string) => cities.some((city) => city.city_slug === slug.toLowerCase());
  const base: SeoSources = {
    origin: siteOrigin(),
    isCity,
    brand: () => undefined,
    model: () => undefined,
    article: () => undefined,
    faq,
  };
  // RootLayout (where this runs) shows the routes of ROUTE_PATTERNS; any other path is the not-found page.
  const match = matchRoute(pathWithoutLocale(pathname), isCity);
  if (!match) return seo.notFoundMetadata(base, '/', localeOfPath(pathname));
  const { params } = match;
  if (match.name === 'blogArticle') {
    return seo.describePage(pathname, { ...base, article: await articleLookup(blog, pathname) });
  }
  // The catalog pages' names and prices come from the API (an unknown brand or model is not found).
  if (match.name === 'model' && params.brand && params.model) {
    const data = await modelVariants(params.model).catch(() => undefined);
    const rates = data?.variants.map((variant) => variant.Rate) ?? [];
    const brandSlug = data?.brand.slug;
    const found = data && brandSlug === params.brand.toLowerCase();
    return seo.describePage(pathname, {
      ...base,
      model: () =>
        found
          ? {
              slug: data.model.ic_slug,
              name: data.model.ItemName,
              brand: { slug: data.brand.slug, name: data.brand.CategoryGroupName },
              highestPrice: rates.length > 0 ? Math.max(...rates) : null,
            }
          : undefined,
    });
  }
  if (match.name === 'brand' && params.brand) {
    const data = await brandModels(params.brand).catch(() => undefined);
    return seo.describePage(pathname, {
      ...base,
      brand: () => (data ? { slug: data.brand.slug, name: data.brand.CategoryGroupName } : undefined),
    });
  }
  return seo.describePage(pathname, base);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

async function apply(page: PageMetadata): Promise<void> {
  const { seo } = await loadModules();
  document.title = page.title;
  for (const tag of seo.metaTags(page)) setMeta(tag.attribute, tag.key, tag.content);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (page.notFound) canonical?.remove();
  else {
    if (!canonical) {
      canonical = document.createElement('link');
      canonical.rel = 'canonical';
      document.head.append(canonical);
    }
    canonical.href = page.canonical;
  }
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  for (const alternate of page.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    document.head.append(link);
  }
  for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  for (const data of page.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}

/** Writes the metadata of the page at `pathname` into the document's head. */
export async function applyRouteMetadata(pathname: string, isCurrent: () => boolean): Promise<void> {
  const page = await describe(pathname);
  if (isCurrent()) await apply(page);
}
