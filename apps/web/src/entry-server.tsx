import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { DEFAULT_CITY } from '@phonix/shared/cities';
import { apiErrorText } from '@phonix/shared/error-messages';
import { BASE_LOCALE, type Locale, localeOfPath, pathWithoutLocale } from '@phonix/shared/i18n';
import { language_offer_dismiss, language_offer_link, overwriteGetLocale } from '@phonix/shared/messages';
import type {
  LanguageOfferLine,
  PageData,
  PageRenderRequest,
  RenderedPage,
} from '@phonix/shared/page-render';
import { matchRoute, ROUTE_MODULES, type RouteName } from '@phonix/shared/routes';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app.tsx';
import { isCacheablePage, pageReads } from './app/page-data.ts';
import { preloadPage } from './app/router.tsx';
import { ApiError } from './lib/api-client.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * The server's half of a public page (packages/shared/src/page-render.ts): reads the page's data through the
 * server's in-process reader, renders the app around it with React's streaming renderer and hands back the
 * HTML and the data the browser hydrates with. Built by Vite into apps/web/dist-ssr; the server imports it.
 */

/** Every page module is loaded once, when the server imports this file: renders never wait for code. */
const pagesLoaded = Promise.all(
  [null, ...(Object.keys(ROUTE_MODULES) as RouteName[])].map((name) => preloadPage(name)),
);

/**
 * The language of the render in progress: each render runs inside its own store, so two pages rendered at
 * the same time in different languages never read each other's (React's work continues in the async
 * context the render started in). Outside a render (never expected) messages are English.
 */
const renderLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => renderLocale.getStore() ?? BASE_LOCALE);

/** JSON safe inside a <script> element: no '</script>', no '<!--', no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** React's stream of the app, collected into one string once everything (lazy code included) is ready. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Everything inline, in order: no boundary is sent later with an inline script (which the site's
      // Content-Security-Policy would block, and which a page rendered whole does not need).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Crawlers, link previews and browsers without JavaScript get the whole page: wait for all of it.
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        reject(error);
      },
      onError(error) {
        // A part that failed renders its error boundary; the server log tells why.
        console.error('Error rendering a page:', error);
      },
    });
  });
}

export async function renderPage({ url, read, offer }: PageRenderRequest): Promise<RenderedPage> {
  await pagesLoaded;
  const client = createQueryClient();
  const fullPathname = new URL(url, 'http://page').pathname;
  const locale = localeOfPath(fullPathname);
  const pathname = pathWithoutLocale(fullPathname);
  const cities = await read('getCities', {});
  const served = cities.ok ? cities.data.data : [];
  const match = matchRoute(pathname, (slug) => served.some((city) => city.city_slug === slug.toLowerCase()));
  let status: 200 | 404 = 200;
  for (const { name, input } of pageReads(match)) {
    await client.prefetchQuery({
      queryKey: [name, input],
      queryFn: async () => {
        const result = await read(name, input as never);
        if (result.ok) return result.data;
        // Thrown as the browser's API client would have (pages test `isNotFound` and such), its message
        // in the page's language.
        if (result.status === 404) status = 404;
        const message = apiErrorText(result.error.code, result.error.message, locale) ?? result.error.message;
        throw new ApiError(message, result.status, result.error);
      },
      retry: false,
    });
  }
  const city = match?.city?.toLowerCase() ?? DEFAULT_CITY;
  const offerLine: LanguageOfferLine | undefined = offer
    ? {
        locale: offer,
        link: language_offer_link({}, { locale: offer }),
        dismiss: language_offer_dismiss({}, { locale: offer }),
      }
    : undefined;
  const pageLocale = { locale, offer: offerLine };
  const html = await renderLocale.run(locale, () =>
    renderToHtml(
      <App
        client={client}
        city={city}
        locale={pageLocale}
        router={({ children, basename }) => (
          <StaticRouter location={url} basename={basename}>
            {children}
          </StaticRouter>
        )}
      />,
    ),
  );
  const data: PageData = {
    city,
    locale,
    offer: offerLine ?? null,
    queries: dehydrate(client, { shouldDehydrateQuery: () => true, shouldRedactErrors: () => false }),
  };
  return { status, html, data: scriptJson(data), cacheable: isCacheablePage(match) };
}
