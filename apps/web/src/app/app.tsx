import { localePrefix } from '@phonix/shared/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RenderedCityContext } from '@/lib/city-path.ts';
import { type PageLocale, PageLocaleContext } from '@/lib/locale.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app under a router: the browser's (main.tsx) or the server's StaticRouter (entry-server.tsx),
 * with the query client holding the page's data, the city the server put in its links and the page's
 * language, whose URL prefix ('/hi', '/te', none for English) is the router's basename: every link of the
 * app stays in the page's language.
 */
export function App({
  client,
  city,
  locale,
  router: Router,
}: {
  client: QueryClient;
  city: string;
  locale: PageLocale;
  router: (props: { children: ReactNode; basename: string }) => ReactNode;
}) {
  return (
    <AppProvider client={client}>
      <RenderedCityContext value={city}>
        <PageLocaleContext value={locale}>
          <Router basename={localePrefix(locale.locale) || '/'}>
            <AppRoutes />
          </Router>
        </PageLocaleContext>
      </RenderedCityContext>
    </AppProvider>
  );
}
