import { DEFAULT_CITY } from '@phonix/shared/cities';
import { BLOG_ARTICLE_SLUGS } from '@phonix/shared/content/blog-slugs';
import {
  BROWSER_RENDERED_ROUTES,
  ROUTE_MODULES,
  ROUTE_PATTERNS,
  type RouteName,
} from '@phonix/shared/routes';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, Route, Routes, useParams } from 'react-router';
import { ClientOnly } from '@/components/ui/client-only.tsx';
import { useCities } from '@/features/cities/api/get-cities.ts';
import { storage } from '@/lib/storage.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { PageFallback } from './routes/page-fallback.tsx';

/**
 * The routes, in React Router's declarative mode: the app uses no loaders or actions, and the data router
 * would add about 17 kB (gzipped) to the first page. Each page is its own chunk, loaded on first visit; the
 * server renders with every page loaded, and the browser loads the first page's module before it hydrates
 * (preloadPage), so both render the page itself, never a loading state.
 */
/** A page module: its component once loaded, else a lazy one that loads it on first render. */
interface PageModule {
  loaded: ComponentType | undefined;
  lazy: ComponentType;
  preload: () => Promise<void>;
}
function pageModule(load: () => Promise<{ Component: ComponentType }>): PageModule {
  const remember = ({ Component }: { Component: ComponentType }) => {
    module.loaded = Component;
    return Component;
  };
  const module: PageModule = {
    loaded: undefined,
    lazy: lazy(() => load().then((loaded) => ({ default: remember(loaded) }))),
    preload: () => load().then((loaded) => void remember(loaded)),
  };
  return module;
}

/** Renders a page module: the component itself when its code is here, so nothing suspends. */
function PageView({ module }: { module: PageModule }) {
  const Component = module.loaded ?? module.lazy;
  return <Component />;
}

/**
 * The not-found page: its code loads only where a path is not found, or where a page finds nothing at its
 * address (an unknown brand or model): the pages render this one, so none of them carries its code.
 */
const NotFound = pageModule(() => import('./routes/not-found.tsx'));
export function NotFoundPage() {
  return <PageView module={NotFound} />;
}

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
    return [name, pageModule(load)];
  }),
) as Record<RouteName, PageModule>;

/** What each route renders: its page, or, for pages of one visitor's data, its page in the browser only. */
function RouteElement({ name }: { name: RouteName }) {
  const view = <PageView module={PAGES[name]} />;
  return BROWSER_RENDERED_ROUTES.has(name) ? <ClientOnly>{view}</ClientOnly> : view;
}

/** Loads a route's page module (null: the not-found page), so it renders at once (before hydration, on the server). */
export function preloadPage(name: RouteName | null): Promise<void> {
  return (name ? PAGES[name] : NotFound).preload();
}

function pageRoutes(keyPrefix: string): ReactNode[] {
  return (Object.entries(ROUTE_PATTERNS) as [RouteName, string][]).flatMap(([name, pattern]) => {
    // Articles live at the root (/<slug>): each slug is a static path, so '/:city' still owns other paths.
    if (name === 'blogArticle') {
      return BLOG_ARTICLE_SLUGS.map((slug) => (
        <Route key={keyPrefix + slug} path={slug} element={<RouteElement name={name} />} />
      ));
    }
    return pattern === '/'
      ? [<Route key={keyPrefix + name} index element={<RouteElement name={name} />} />]
      : [<Route key={keyPrefix + name} path={pattern.slice(1)} element={<RouteElement name={name} />} />];
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
const ConsoleApp = pageModule(() => import('./console/console-app.tsx'));

/** The partner portal: like the console, a route tree of its own under /partner, in its own chunks. */
const PartnerApp = pageModule(() => import('./partner/partner-app.tsx'));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<PageFallback />}>
            <PageView module={ConsoleApp} />
          </Suspense>
        }
      />
      <Route
        path="partner/*"
        element={
          <Suspense fallback={<PageFallback />}>
            <PageView module={PartnerApp} />
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
