import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@phonix/shared/routes';
import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../modules/catalog/service.ts';
import { ensureSiteImage } from '../modules/seo/og-image.ts';
import { seoRoutes } from '../modules/seo/routes.ts';
import { SeoService } from '../modules/seo/service.ts';

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
export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<void> {
  fs.mkdirSync(options.imagesDir, { recursive: true });
  await ensureSiteImage(options.imagesDir);
  await app.register(fastifyStatic, {
    root: path.resolve(options.imagesDir),
    prefix: '/images/',
    decorateReply: false,
    maxAge: '1d',
  });

  const indexFile = path.join(options.webDistDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const seo = new SeoService({ catalog: options.catalog, origin: options.publicOrigin, indexHtml });
  await app.register(seoRoutes, { seo });
  if (indexHtml) registerBuiltFiles(app, options.webDistDir);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/');
    const page = isPageRequest ? seo.page(pathname, isKnownPage(pathname, options.catalog)) : undefined;
    if (!page) {
      return reply.code(404).send({ success: false, message: `No route for ${request.method} ${pathname}` });
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
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The built files (JavaScript, CSS, SVG): held in memory with brotli and gzip encodings made once in the
// background at start-up, so phones on 4G download a third of the bytes and no request compresses anything.

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
/** Paths the server builds itself (modules/seo), whatever the web build contains. */
const SERVER_ROUTES = new Set(['robots.txt', 'sitemap.xml']);
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface BuiltFile {
  plain: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  type: string;
  cacheControl: string;
  etag: string;
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listFiles(path.join(dir, entry.name), relative);
    return entry.isFile() ? [relative] : [];
  });
}

async function compress(file: BuiltFile): Promise<void> {
  const [br, gz] = await Promise.all([
    brotli(file.plain, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.plain.length,
      },
    }),
    gzip(file.plain, { level: 9 }),
  ]);
  if (br.length < file.plain.length) file.brotli = br;
  if (gz.length < file.plain.length) file.gzip = gz;
}

/** One route per built file (not index.html: pages are served with their own head). */
function registerBuiltFiles(app: FastifyInstance, webDistDir: string): void {
  for (const relative of listFiles(webDistDir)) {
    if (relative === 'index.html') continue;
    if (SERVER_ROUTES.has(relative)) {
      app.log.warn({ file: relative }, 'the built file is ignored: the server answers this path itself');
      continue;
    }
    const extension = path.extname(relative).toLowerCase();
    const plain = fs.readFileSync(path.join(webDistDir, relative));
    const file: BuiltFile = {
      plain,
      type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      // Vite fingerprints everything under assets/, so those files never change.
      cacheControl: relative.startsWith('assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600',
      etag: `"${crypto.createHash('sha1').update(plain).digest('base64url').slice(0, 20)}"`,
    };
    if (COMPRESSIBLE.has(extension) && plain.length > 512) {
      compress(file).catch((error: unknown) =>
        app.log.warn({ err: error, file: relative }, 'compression failed'),
      );
    }
    app.get(`/${relative}`, { schema: { hide: true } }, (request, reply) => {
      reply
        .header('cache-control', file.cacheControl)
        .header('etag', file.etag)
        .header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
      reply.type(file.type);
      const accepted = request.headers['accept-encoding'] ?? '';
      if (file.brotli && /\bbr\b/.test(accepted))
        return reply.header('content-encoding', 'br').send(file.brotli);
      if (file.gzip && /\bgzip\b/.test(accepted))
        return reply.header('content-encoding', 'gzip').send(file.gzip);
      return reply.send(file.plain);
    });
  }
}
