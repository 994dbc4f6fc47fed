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
        render: await loadPageRenderer(options.webDistDir),
        read: createPageReader({ catalog: options.catalog, orders: options.orders }),
        log: app.log,
      })
    : undefined;
  if (builds) {
    await app.register(fastifyStatic, {
      // The public files and English chunks, then the other languages' chunks (content-hashed names: a chunk
      // without words is the same file in every build). Those folders exist only in a full build.
      root: Object.values(webBuildDirs(options.webDistDir)).filter((dir) => fs.existsSync(dir)),
      prefix: '/',
      // Pages are served below with their own <head>; only the built files are served as they are.
      index: false,
      wildcard: false,
      // apps/web's build writes .br and .gz copies; browsers that accept them get those.
      preCompressed: true,
      setHeaders(reply, filePath: string) {
        // Vite fingerprints everything under assets/, so those files never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
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
