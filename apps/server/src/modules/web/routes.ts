import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isConsolePath, isPartnerPath, matchRoute } from '@phonix/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sendError } from '../../plugins/error-handler.ts';
import type { CatalogService } from '../catalog/service.ts';
import { ensureSiteImage } from '../seo/og-image.ts';
import { seoRoutes } from '../seo/routes.ts';
import { SeoService } from '../seo/service.ts';
import { readPageModules } from './page-modules.ts';

export interface WebOptions {
  /** The built web app; when it has no index.html only the API and images are served. */
  webDistDir: string;
  /** Generated catalog illustrations (brands/, models/). */
  imagesDir: string;
  catalog: CatalogService;
  /** Where the public site lives, for canonical URLs and the sitemap: 'https://www.phonix.in'. */
  publicOrigin: string;
}

/** Whether a path is a page of the site: a known route whose brand, model and variant exist. */
export function isKnownPage(pathname: string, catalog: CatalogService): boolean {
  if (isConsolePath(pathname.toLowerCase()) || isPartnerPath(pathname.toLowerCase())) return true;
  const match = matchRoute(pathname, (slug) => catalog.isCity(slug));
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
 * Serves the built single-page app with each page's <head> metadata written in (so crawlers and link
 * previews, which run no JavaScript, see it), the images, the sitemap and robots.txt, and the not-found
 * page with HTTP 404 for unknown paths.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: WebOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
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

  const indexFile = path.join(options.webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const seo = new SeoService({
    catalog: options.catalog,
    origin: options.publicOrigin,
    indexHtml,
    pageModules: readPageModules(options.webDistDir),
  });
  await app.register(seoRoutes, { seo });
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.webDistDir),
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

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    const page = isPageRequest ? seo.page(pathname, isKnownPage(pathname, options.catalog)) : undefined;
    if (!page) {
      return sendError(
        reply,
        new AppError('ROUTE_NOT_FOUND', { message: `No route for ${request.method} ${pathname}` }),
      );
    }
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (request.headers['accept-encoding']?.includes('gzip')) {
      return reply.header('content-encoding', 'gzip').send(page.gzip);
    }
    return reply.send(page.plain);
  };
  app.setNotFoundHandler(notFound);
  return notFound;
}
