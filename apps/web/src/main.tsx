import { localeOfPath, pathWithoutLocale } from '@phonix/shared/i18n';
import { overwriteGetLocale } from '@phonix/shared/messages';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@phonix/shared/page-render';
import { matchRoute } from '@phonix/shared/routes';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadPage } from './app/router.tsx';
import { ApiError } from './lib/api-client.ts';
import { queryClient } from './lib/query-client.ts';
import './index.css';
// This build's Hindi or Telugu @font-face rules, written at build time (vite.config.ts scriptFonts).
import 'virtual:script-fonts.css';

const root = document.getElementById('root');

/** The page's language, from its URL (DR 090): a language switch loads the page anew, so it never changes here. */
const locale = localeOfPath(window.location.pathname);
overwriteGetLocale(() => locale);
if (!root) throw new Error('index.html has no #root element');

/**
 * A public page comes rendered by the server with its data (page-data script): the data goes into the query
 * cache as fresh (it is as current as the catalog the page was rendered from) and React hydrates the
 * server's HTML at once, while the page's module arrives (its head preloads it): until it has, React keeps
 * that part of the server's HTML and replays a click on it once it is hydrated, so nothing the visitor does
 * in the meantime is lost. The console, the partner portal and a page served without a server render start
 * from an empty root.
 */
async function start(element: HTMLElement) {
  const script = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!script?.textContent) {
    createRoot(element).render(
      <StrictMode>
        <App client={queryClient} city="" locale={{ locale, offer: undefined }} router={BrowserRouter} />
      </StrictMode>,
    );
    return;
  }
  const data = JSON.parse(script.textContent) as PageData<DehydratedState>;
  const now = Date.now();
  for (const query of data.queries.queries) {
    query.state.dataUpdatedAt = now;
    if (query.state.error) {
      const error = query.state.error as Partial<ApiError>;
      // Its message is already in the page's language (entry-server.tsx).
      const message = error.message ?? error.serverMessage ?? 'Something went wrong';
      query.state.error = new ApiError(message, error.status ?? 500, {
        code: error.code,
        field: error.field,
        message: error.serverMessage,
      });
    }
  }
  hydrate(queryClient, data.queries);
  const cities = queryClient.getQueryData<{ data: { city_slug: string }[] }>(['getCities', {}])?.data ?? [];
  const match = matchRoute(pathWithoutLocale(window.location.pathname), (slug) =>
    cities.some((city) => city.city_slug === slug.toLowerCase()),
  );
  void preloadPage(match?.name ?? null).catch(() => undefined);
  // The page's largest picture (the home banner, an article's cover: fetchpriority="high") is painted before
  // hydration takes the main thread, but never waited for more than a second.
  await heroPainted();
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding the
  // main thread for the whole page: a tap during hydration is answered at once (React hydrates what was
  // tapped first), and a mid-range phone shows no long task (Total Blocking Time).
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <App
          client={queryClient}
          city={data.city}
          locale={{ locale, offer: data.offer ?? undefined }}
          router={BrowserRouter}
        />
      </StrictMode>,
    );
  });
}

/** Resolves once the page's high-priority image has loaded (or failed), or after a second at most. */
function heroPainted(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!hero || hero.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    hero.addEventListener('load', done, { once: true });
    hero.addEventListener('error', done, { once: true });
    setTimeout(done, 1_000);
  });
}

void start(root);
