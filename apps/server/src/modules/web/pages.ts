import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Locale, localeOfPath, pathWithoutLocale } from '@phonix/shared/i18n';
import { PAGE_DATA_ELEMENT_ID, type PageReader, type RenderPage } from '@phonix/shared/page-render';
import type { FastifyBaseLogger } from 'fastify';
import { type PreparedBody, prepareBytes } from '../../lib/http.ts';
import { m } from '../../lib/messages.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { SeoService } from '../seo/index.ts';
import { escapeHtml, type HtmlTemplate, parseTemplate, renderHead, renderPage } from '../seo/index.ts';
import { TEXT_LCP_ROUTES, type WebBuild } from './page-modules.ts';

/**
 * Server-rendered public pages may be kept a minute by browsers and proxies (they hold no personal data);
 * after that a conditional request costs a 304.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=60';

/** Rendered pages kept in memory at most (bytes, plain and gzipped): beyond it the least recently used go. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The console and the partner portal are drawn by the browser; without JavaScript they say so, in the page's
 * language (the portal is served under each prefix; the console only in English).
 */
function browserAppNote(locale: Locale): string {
  const text = escapeHtml(m.noscript_note({}, { locale }));
  return (
    '<noscript><p style="max-width:36rem;margin:3rem auto;padding:1.25rem;font:16px/1.5 system-ui,sans-serif;text-align:center">' +
    `${text}</p></noscript>`
  );
}

/**
 * The <html lang> of each language's pages: English pages keep index.html's 'en-IN' as before; Hindi and
 * Telugu pages say 'hi' and 'te' (screen readers and the fonts' unicode ranges follow it).
 */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi', te: 'te' };

/**
 * A page's key in the cache: its path (which holds its language, '/hi/...') and the language its one-line
 * note offers, since that note is in the HTML (DR 090). A page thus has at most three kept versions.
 */
export function pageCacheKey(pathname: string, offer: Locale | undefined): string {
  return offer ? `${pathname}\u0000offer=${offer}` : pathname;
}

/** The web app's server entry (apps/web/dist-ssr, built beside apps/web/dist), if the build has one. */
export async function loadPageRenderer(webDistDir: string): Promise<RenderPage | undefined> {
  const entry = path.resolve(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) return undefined;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

export interface PagesOptions {
  /** Each language's browser build (its index.html and page chunks: DR 160). */
  builds: Readonly<Record<Locale, WebBuild>>;
  seo: SeoService;
  catalog: CatalogService;
  /**
   * The page render of the web build (loadPageRenderer); without one, pages are served with an empty #root.
   * A promise: the server loads it after it listens (docs/decisions/212), and a page asked for before then
   * waits for it.
   */
  render: Promise<RenderPage | undefined>;
  read: PageReader;
  log: FastifyBaseLogger;
  maxCachedBytes?: number;
}

/** A rendered page as its answer: the status, the bytes (plain and gzipped), the ETag. */
export type PageAnswer = PreparedBody;

/**
 * Every page of the site as HTML: index.html with the page's head (seo), and in #root the app rendered by
 * React on the server (public pages) or a note for browsers without JavaScript (the console and the partner
 * portal, which the browser draws). Pages that hold only catalog and content data are kept in memory by path
 * until the catalog changes (CatalogService.version, which every process refreshes from the change feed),
 * least recently used first out past PAGE_CACHE_MAX_BYTES; one render per path runs at a time.
 */
export class PageService {
  readonly #templates: Readonly<Record<Locale, HtmlTemplate>>;
  readonly #options: PagesOptions;
  readonly #maxBytes: number;
  #version = -1;
  readonly #cache = new Map<string, PageAnswer>();
  #cachedBytes = 0;
  readonly #rendering = new Map<string, Promise<PageAnswer>>();

  constructor(options: PagesOptions) {
    this.#templates = Object.fromEntries(
      Object.entries(options.builds).map(([locale, build]) => [locale, parseTemplate(build.indexHtml)]),
    ) as Record<Locale, HtmlTemplate>;
    this.#options = options;
    this.#maxBytes = options.maxCachedBytes ?? PAGE_CACHE_MAX_BYTES;
  }

  /**
   * A page already rendered for this exact path and offered language (the front door answers it before
   * Fastify).
   */
  cached(pathname: string, offer?: Locale): PageAnswer | undefined {
    this.#checkVersion();
    const key = pageCacheKey(pathname, offer);
    const page = this.#cache.get(key);
    if (page) {
      // Most recently used last.
      this.#cache.delete(key);
      this.#cache.set(key, page);
    }
    return page;
  }

  /**
   * The page at `pathname` (its language is its prefix): `known` when it is a route whose brand, model and
   * variant exist (else 404); `offer`, the language its note at the top offers (none for the browser apps).
   */
  async page(pathname: string, known: boolean, browserApp: boolean, offer?: Locale): Promise<PageAnswer> {
    const pageOffer = browserApp ? undefined : offer;
    const cached = this.cached(pathname, pageOffer);
    if (cached) return cached;
    const key = pageCacheKey(pathname, pageOffer);
    const running = this.#rendering.get(key);
    if (running) return running;
    const version = this.#version;
    const rendering = this.#render(pathname, known, browserApp, pageOffer)
      .then(({ answer, cacheable }) => {
        if (cacheable && version === this.#version) this.#remember(key, answer);
        return answer;
      })
      .finally(() => this.#rendering.delete(key));
    this.#rendering.set(key, rendering);
    return rendering;
  }

  async #render(
    pathname: string,
    known: boolean,
    browserApp: boolean,
    offer: Locale | undefined,
  ): Promise<{ answer: PageAnswer; cacheable: boolean }> {
    const { seo, read, builds } = this.#options;
    const render = await this.#options.render;
    const metadata = seo.describe(pathname, known);
    let status: 200 | 404 = known && !metadata.notFound ? 200 : 404;
    // The page's language is its prefix; the portal's pages too (the console is never under one).
    const locale = localeOfPath(pathname);
    let body = browserAppNote(locale);
    let data = '';
    let cacheable = true;
    if (render && !browserApp) {
      try {
        const rendered = await render({ url: pathname, read, offer });
        if (rendered.status === 404) status = 404;
        body = rendered.html;
        data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${rendered.data}</script>`;
        cacheable = rendered.cacheable;
      } catch (error) {
        // A bug in a page must not take the site down: the browser draws that page itself (empty #root).
        this.#options.log.error(
          { err: error, path: pathname },
          'server render failed; sending the page unrendered',
        );
        body = '';
        cacheable = false;
      }
    } else if (!browserApp) {
      body = '';
    }
    const modules = metadata.route
      ? (builds[locale].pageModules.get(metadata.route) ?? [])
      : browserApp
        ? (builds[locale].signInModules.get(pathWithoutLocale(pathname).toLowerCase()) ?? [])
        : [];
    const faces = builds[locale].faces;
    const fonts =
      faces && metadata.route && TEXT_LCP_ROUTES.has(metadata.route) && status === 200
        ? [faces.regular, faces.bold]
        : [];
    const html = renderPage(this.#templates[locale], {
      lang: HTML_LANG[locale],
      head: renderHead(metadata),
      modules,
      fonts,
      body,
      data,
    });
    const answer = prepareBytes(Buffer.from(html), {
      contentType: 'text/html; charset=utf-8',
      cacheControl: status === 200 ? PAGE_CACHE_CONTROL : 'no-cache',
      status,
      // The note offering another language depends on these (pageCacheKey).
      varyAlso: browserApp ? [] : ['accept-language', 'cookie'],
    });
    return { answer, cacheable };
  }

  #remember(pathname: string, answer: PageAnswer): void {
    const size = answer.plain.body.length + answer.gzip.body.length;
    if (size > this.#maxBytes) return;
    this.#cache.set(pathname, answer);
    this.#cachedBytes += size;
    for (const [key, old] of this.#cache) {
      if (this.#cachedBytes <= this.#maxBytes) break;
      this.#cache.delete(key);
      this.#cachedBytes -= old.plain.body.length + old.gzip.body.length;
    }
  }

  /** A new catalog snapshot makes every kept page old. */
  #checkVersion(): void {
    const version = this.#options.catalog.version;
    if (version === this.#version) return;
    this.#version = version;
    this.#cache.clear();
    this.#cachedBytes = 0;
  }

  /** How many pages and bytes are kept (for the log and the benchmark). */
  stats(): { pages: number; bytes: number } {
    return { pages: this.#cache.size, bytes: this.#cachedBytes };
  }
}
