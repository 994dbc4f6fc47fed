import { DEFAULT_CITY } from '@phonix/shared/cities';
import { ROUTE_PATTERNS, type RouteName } from '@phonix/shared/routes';
import { createBrowserRouter, data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { citiesQueryOptions } from '@/features/cities/api/get-cities.ts';
import { queryClient } from '@/lib/query-client.ts';
import { storage } from '@/lib/storage.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { PageFallback } from './routes/page-fallback.tsx';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** Each route of ROUTE_PATTERNS and the code-split module that renders it (it exports `Component`). */
const PAGES: Record<RouteName, LazyPage> = {
  home: () => import('./routes/home.tsx'),
  sellMobile: () => import('./routes/sell-mobile.tsx'),
  brand: () => import('./routes/brand.tsx'),
  model: () => import('./routes/model.tsx'),
  buyMobile: () => import('./routes/buy-mobile.tsx'),
  repairMobile: () => import('./routes/repair-mobile.tsx'),
  purchaseOrders: () => import('./routes/purchase-orders.tsx'),
  options: () => import('./routes/options.tsx'),
  searchResult: () => import('./routes/search-result.tsx'),
  exactValue: () => import('./routes/exact-value.tsx'),
  sellNow: () => import('./routes/sell-now.tsx'),
};

const notFound: LazyPage = () => import('./routes/not-found.tsx');
// The error page is rarely needed, so it is split out too; lazy routes resolve before their loader runs.
const routeError: LazyPage = () =>
  import('./routes/route-error.tsx').then((module) => ({ ErrorBoundary: module.RouteError }));

function pageRoutes(): RouteObject[] {
  return (Object.entries(ROUTE_PATTERNS) as [RouteName, string][]).map(([name, pattern]) =>
    pattern === '/' ? { index: true, lazy: PAGES[name] } : { path: pattern.slice(1), lazy: PAGES[name] },
  );
}

/** A first segment that is not a route must be a served city, otherwise the page is not found. */
async function cityLoader({ params }: LoaderFunctionArgs) {
  const slug = (params.city ?? '').toLowerCase();
  try {
    const cities = await queryClient.ensureQueryData(citiesQueryOptions);
    if (cities.some((city) => city.city_slug === slug)) return null;
  } catch (error) {
    // Without the list (offline), still accept the cities this visitor can have in the address bar.
    console.error('Error fetching cities:', error);
    if (slug === DEFAULT_CITY || slug === storage.getSelectedCity()) return null;
  }
  throw data('Not found', { status: 404 });
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      id: 'root',
      Component: RootLayout,
      lazy: routeError,
      HydrateFallback: PageFallback,
      children: [
        ...pageRoutes(),
        {
          path: ':city',
          loader: cityLoader,
          lazy: routeError,
          HydrateFallback: PageFallback,
          children: [...pageRoutes(), { path: '*', lazy: notFound }],
        },
        { path: '*', lazy: notFound },
      ],
    },
  ]);
}
