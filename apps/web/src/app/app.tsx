import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RenderedCityContext } from '@/lib/city-path.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

/**
 * The whole app under a router: the browser's (main.tsx) or the server's StaticRouter (entry-server.tsx),
 * with the query client holding the page's data and the city the server put in its links.
 */
export function App({
  client,
  city,
  router: Router,
}: {
  client: QueryClient;
  city: string;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <AppProvider client={client}>
      <RenderedCityContext value={city}>
        <Router>
          <AppRoutes />
        </Router>
      </RenderedCityContext>
    </AppProvider>
  );
}
