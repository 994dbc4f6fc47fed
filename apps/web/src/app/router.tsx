import { DEFAULT_CITY } from '@phonix/shared/cities';
import { BLOG_ARTICLE_SLUGS } from '@phonix/shared/content/blog-slugs';
import { ROUTE_PATTERNS, type RouteName } from '@phonix/shared/routes';
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

/** Each route of ROUTE_PATTERNS and the code-split module that renders it (it exports `Component`). */
const PAGES: Record<RouteName, Page> = {
  home: page(() => import('./routes/home.tsx')),
  sellMobile: page(() => import('./routes/sell-mobile.tsx')),
  brand: page(() => import('./routes/brand.tsx')),
  model: page(() => import('./routes/model.tsx')),
  buyMobile: page(() => import('./routes/repair-coming-soon.tsx')),
  repairMobile: page(() => import('./routes/repair-coming-soon.tsx')),
  purchaseOrders: page(() => import('./routes/purchase-orders.tsx')),
  options: page(() => import('./routes/options.tsx')),
  searchResult: page(() => import('./routes/search-result.tsx')),
  exactValue: page(() => import('./routes/exact-value.tsx')),
  sellNow: page(() => import('./routes/sell-now.tsx')),
  about: page(() => import('./routes/about.tsx')),
  faq: page(() => import('./routes/faq.tsx')),
  blogs: page(() => import('./routes/blogs.tsx')),
  privacyPolicy: page(() => import('./routes/privacy-policy.tsx')),
  partnerForm: page(() => import('./routes/partner-form.tsx')),
  contact: page(() => import('./routes/contact.tsx')),
  blogArticle: page(() => import('./routes/blog-article.tsx')),
  editProfile: page(() => import('./routes/edit-profile.tsx')),
  response: page(() => import('./routes/response.tsx')),
  salesOrders: page(() => import('./routes/sales-orders.tsx')),
  salesOrderDetail: page(() => import('./routes/sales-order-detail.tsx')),
  deviceReport: page(() => import('./routes/device-report.tsx')),
  requote: page(() => import('./routes/requote.tsx')),
  reexactValue: page(() => import('./routes/reexact-value.tsx')),
};

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
