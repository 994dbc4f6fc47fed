import { DEFAULT_CITY } from '@phonix/shared/cities';
import { BLOG_ARTICLE_SLUGS } from '@phonix/shared/content/blog-slugs';
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
  about: () => import('./routes/about.tsx'),
  faq: () => import('./routes/faq.tsx'),
  blogs: () => import('./routes/blogs.tsx'),
  privacyPolicy: () => import('./routes/privacy-policy.tsx'),
  partnerForm: () => import('./routes/partner-form.tsx'),
  contact: () => import('./routes/contact.tsx'),
  blogArticle: () => import('./routes/blog-article.tsx'),
  editProfile: () => import('./routes/edit-profile.tsx'),
  response: () => import('./routes/response.tsx'),
  salesOrders: () => import('./routes/sales-orders.tsx'),
  salesOrderDetail: () => import('./routes/sales-order-detail.tsx'),
  deviceReport: () => import('./routes/device-report.tsx'),
};

const notFound: LazyPage = () => import('./routes/not-found.tsx');
// The error page is rarely needed, so it is split out too; lazy routes resolve before their loader runs.
const routeError: LazyPage = () =>
  import('./routes/route-error.tsx').then((module) => ({ ErrorBoundary: module.RouteError }));

function pageRoutes(): RouteObject[] {
  return (Object.entries(ROUTE_PATTERNS) as [RouteName, string][]).flatMap(
    ([name, pattern]): RouteObject[] => {
      // Articles live at the root (/<slug>): each slug is a static path, so '/:city' still owns other paths.
      if (name === 'blogArticle')
        return BLOG_ARTICLE_SLUGS.map((slug) => ({ path: slug, lazy: PAGES[name] }));
      return [
        pattern === '/' ? { index: true, lazy: PAGES[name] } : { path: pattern.slice(1), lazy: PAGES[name] },
      ];
    },
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
