import { DEFAULT_CITY } from '@phonix/shared/cities';
import { BLOG_ARTICLE_SLUGS } from '@phonix/shared/content/blog-slugs';
import { ROUTE_MODULES, ROUTE_PATTERNS, type RouteName } from '@phonix/shared/routes';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, Route, Routes, useParams } from 'react-router';
import { useCities } from '@/features/cities/api/get-cities.ts';
import { storage } from '@/lib/storage.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PageFallback } from './routes/page-fallback.tsx';

/**
 * The routes, in React Router's declarative mode: the app uses no loaders or actions, and the data router
 * would add about 17 kB (gzipped) to the first page. Each page is its own chunk, loaded on first visit.
 */
type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ Component: ComponentType }>): Page =>
  lazy(() => load().then((module) => ({ default: module.Component })));

/** The page modules of ./routes (one chunk each, loaded on first visit); the other files there are not pages. */
const PAGE_MODULES = import.meta.glob<{ Component: ComponentType }>([
  './routes/*.tsx',
  '!./routes/not-found.tsx',
  '!./routes/page-fallback.tsx',
  '!./routes/route-error.tsx',
]);

/** Each route of ROUTE_PATTERNS and the module ROUTE_MODULES names for it (it exports `Component`). */
const PAGES = Object.fromEntries(
  (Object.entries(ROUTE_MODULES) as [RouteName, string][]).map(([name, file]) => {
    const load = PAGE_MODULES[`./routes/${file}.tsx`];
    if (!load) throw new Error(`ROUTE_MODULES names ${file}.tsx for ${name}, which is not in app/routes`);
    return [name, page(load)];
  }),
) as Record<RouteName, Page>;

function pageRoutes(keyPrefix: string): ReactNode[] {
  return (Object.entries(ROUTE_PATTERNS) as [RouteName, string][]).flatMap(([name, pattern]) => {
    const Page = PAGES[name];
    // Articles live at the root (/<slug>): each slug is a static path, so '/:city' still owns other paths.
    if (name === 'blogArticle') {
      return BLOG_ARTICLE_SLUGS.map((slug) => (
        <Route key={keyPrefix + slug} path={slug} element={<Page />} />
      ));
    }
    return pattern === '/'
      ? [<Route key={keyPrefix + name} index element={<Page />} />]
      : [<Route key={keyPrefix + name} path={pattern.slice(1)} element={<Page />} />];
  });
}

/** A first segment that is not a route must be a served city, otherwise the page is not found. */
function CityGate() {
  const slug = (useParams().city ?? '').toLowerCase();
  const cities = useCities();
  if (cities.isPending) return <PageFallback />;
  if (cities.isError) {
    // Without the list (offline), still accept the cities this visitor can have in the address bar.
    console.error('Error fetching cities:', cities.error);
    return slug === DEFAULT_CITY || slug === storage.getSelectedCity() ? <Outlet /> : <NotFoundPage />;
  }
  return cities.data.some((city) => city.city_slug === slug) ? <Outlet /> : <NotFoundPage />;
}

/**
 * The operations console: a route tree of its own under /admin, with its own layout. Nothing of it is on
 * the storefront's pages: this import is its only way in, so its code is in its own chunks.
 */
const ConsoleApp = page(() => import('./console/console-app.tsx'));

/** The partner portal: like the console, a route tree of its own under /partner, in its own chunks. */
const PartnerApp = page(() => import('./partner/partner-app.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<PageFallback />}>
            <ConsoleApp />
          </Suspense>
        }
      />
      <Route
        path="partner/*"
        element={
          <Suspense fallback={<PageFallback />}>
            <PartnerApp />
          </Suspense>
        }
      />
      <Route element={<RootLayout />}>
        {pageRoutes('')}
        <Route path=":city" element={<CityGate />}>
          {pageRoutes('city-')}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
