import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  LOCALES,
  type Locale,
  localeOfCookie,
  localeOfPath,
  localizedPath,
  offeredLocale,
  pathWithoutLocale,
  preferredLocale,
} from '@phonix/shared/i18n';
import type { RenderPage } from '@phonix/shared/page-render';
import {
  isConsolePath,
  isPartnerPath,
  matchRoute,
  paths,
  SEARCH_FORM_FIELD,
  SEARCH_FORM_PATH,
} from '@phonix/shared/routes';
import { text } from '@phonix/shared/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { DeferredStartup } from '../../lib/deferred-startup.ts';
import { sendPrepared, writePrepared } from '../../lib/http.ts';
import { sendError } from '../../plugins/error-handler.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { OrderService } from '../orders/index.ts';
import { ensureSiteImage, SeoService, seoRoutes } from '../seo/index.ts';
import { readWebBuilds, webBuildDirs } from './page-modules.ts';
import { createPageReader } from './page-reader.ts';
import { loadPageRenderer, PageService } from './pages.ts';

export interface WebOptions {
  /** The built web app; when it has no index.html only the API and images are served. */
  webDistDir: string;
  /** Generated catalog illustrations (brands/, models/). */
  imagesDir: string;
  catalog: CatalogService;
  /** The public device report's source (a page the server renders). */
  orders: OrderService;
  /** Where the public site lives, for canonical URLs and the sitemap: 'https://www.phonix.in'. */
  publicOrigin: string;
  /** Where the page renderer's loading is put off until the server listens (docs/decisions/212). */
  startup: DeferredStartup;
}

/**
 * Whether a path is of the console (English only, never under a language prefix) or the partner portal (in
 * each language: /partner, /hi/partner), which the browser draws (no server render).
 */
function isBrowserApp(pathname: string): boolean {
  return isConsolePath(pathname.toLowerCase()) || isPartnerPath(pathWithoutLocale(pathname).toLowerCase());
}

/**
 * Whether a path is a page of the site: a known route (in any language: '/te/sell-mobile/apple') whose
 * brand, model and variant exist.
 */
export function isKnownPage(pathname: string, catalog: CatalogService): boolean {
  if (isBrowserApp(pathname)) return true;
  const match = matchRoute(pathWithoutLocale(pathname), (slug) => catalog.isCity(slug));
  if (!match) return false;
  const { brand, model, variant } = match.params;
  switch (match.name) {
    case 'brand':
      return catalog.hasBrand(brand ?? '');
    case 'model':
      return catalog.findModel(model ?? '', brand ?? '') !== undefined;
    case 'options':
      return catalog.findVariantBySlug(model ?? '', variant ?? '') !== undefined;
    default:
      return true;
  }
}

/**
 * The server-rendering entry, imported as start-up work after listening: half a second of a restart spent
 * compiling React's server renderer and every page, which API answers do not need (docs/decisions/212).
 */
function deferredPageRenderer({ webDistDir, startup }: WebOptions): Promise<RenderPage | undefined> {
  return new Promise((resolve) => {
    startup.add('page renderer', async () => resolve(await loadPageRenderer(webDistDir)));
  });
}

export interface Web {
  /** Answers a page request (Fastify's not-found handler, also for malformed URLs). */
  answerPage: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** Answers an exact GET of a page already rendered, before Fastify routes it; false when it is not one. */
  frontDoor: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/**
 * Serves the site: every page as HTML with its <head> metadata and, for public pages, the app rendered by
 * React on the server (pages.ts), the built assets, the images, the sitemap and robots.txt, and the
 * not-found page with HTTP 404 for unknown paths.
 */
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<Web> {
  fs.mkdirSync(options.imagesDir, { recursive: true });
  await ensureSiteImage(options.imagesDir);
  await app.register(fastifyStatic, {
    root: path.resolve(options.imagesDir),
    prefix: '/images/',
    decorateReply: false,
    setHeaders(reply, filePath: string) {
      // Catalog images change when operations upload a photo or rename a model, under the same URL: the
      // browser checks its copy each time (a 304 when unchanged). The share image keeps a day.
      const catalog = /[\\/](models|brands)[\\/][^\\/]+$/.test(filePath);
      reply.header('cache-control', catalog ? 'public, no-cache' : 'public, max-age=86400');
    },
  });

  const builds = readWebBuilds(options.webDistDir);
  const seo = new SeoService({ catalog: options.catalog, origin: options.publicOrigin });
  await app.register(seoRoutes, { seo });
  const pages = builds
    ? new PageService({
        builds,
        seo,
        catalog: options.catalog,
        render: deferredPageRenderer(options),
        read: createPageReader({ catalog: options.catalog, orders: options.orders }),
        log: app.log,
      })
    : undefined;
  if (builds) {
    const roots = Object.values(webBuildDirs(options.webDistDir)).filter((dir) => fs.existsSync(dir));
    // apps/web's build writes .br and .gz copies; browsers that accept them get those.
    const shared = { decorateReply: false, index: false, preCompressed: true } as const;
    // Vite's fingerprinted chunks, styles and fonts (about 1,500 files over three builds): one wildcard route
    // looking in the English build, then the other languages' (a chunk without words is the same file in
    // every build). A route per file, as below, cost a second of every start (docs/decisions/212).
    const assetRoots = roots.map((dir) => path.join(dir, 'assets')).filter((dir) => fs.existsSync(dir));
    if (assetRoots.length > 0) {
      await app.register(fastifyStatic, {
        ...shared,
        root: assetRoots,
        prefix: '/assets/',
        // Fingerprinted names: the file under a name never changes.
        setHeaders(reply) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }
    // The public files (images, favicon): a route each, so any other path falls through to the pages below.
    await app.register(fastifyStatic, {
      ...shared,
      root: roots,
      prefix: '/',
      wildcard: false,
      globIgnore: ['assets/**'],
      setHeaders(reply) {
        reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  // The header's search sent as a plain form (no JavaScript): on to its results page, or home when empty, in
  // the language of the page it was sent from (the form's address carries its prefix).
  for (const locale of LOCALES) {
    app.get(localizedPath(SEARCH_FORM_PATH, locale), { schema: { hide: true } }, async (request, reply) => {
      const value = (request.query as Record<string, unknown>)[SEARCH_FORM_FIELD];
      // Only text the search call accepts (validation.ts), else home.
      const search = text(100).safeParse(typeof value === 'string' ? value.trim() : '');
      const target = search.success && search.data ? paths.searchResult(search.data) : paths.home();
      return reply.redirect(localizedPath(target, locale), 303);
    });
  }

  /** The language a page's note at the top offers this visitor (i18n.ts offeredLocale), if any. */
  const offerFor = (pathname: string, headers: IncomingMessage['headers']): Locale | undefined =>
    offeredLocale(
      localeOfPath(pathname),
      localeOfCookie(headers.cookie),
      preferredLocale(headers['accept-language']),
    );

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    if (!pages || !isPageRequest) {
      return sendError(
        reply,
        new AppError('ROUTE_NOT_FOUND', { message: `No route for ${request.method} ${pathname}` }),
      );
    }
    const page = await pages.page(
      pathname,
      isKnownPage(pathname, options.catalog),
      isBrowserApp(pathname),
      offerFor(pathname, request.headers),
    );
    return sendPrepared(request, reply, page);
  };
  app.setNotFoundHandler(answerPage);
  return {
    answerPage,
    frontDoor: (request, response) => {
      if (!pages || request.method !== 'GET' || !request.url || request.url.includes('?')) return false;
      const page = pages.cached(request.url, offerFor(request.url, request.headers));
      if (!page) return false;
      writePrepared(request, response, page);
      return true;
    },
  };
}
