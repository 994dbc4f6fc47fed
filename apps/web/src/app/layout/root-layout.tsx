import { skip_to_content } from '@phonix/shared/messages/skip_to_content';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay.tsx';
import { lazyUntilInteraction } from '@/lib/lazy-below-fold.ts';
import { useAuthDialog } from '@/lib/session.ts';
import { PageFallback } from '../routes/page-fallback.tsx';
import { RouteErrorBoundary } from '../routes/route-error.tsx';
import { Header } from './header.tsx';
import { LanguageOffer } from './language-offer.tsx';
import { RouteMetadata } from './route-metadata.tsx';
import { TopBar } from './top-bar.tsx';

// The footer is links and text: its code loads at the visitor's first tap or key press (the server's HTML,
// plain links, shows meanwhile), not when it scrolls into view, which on a short page is at once.
// One element, made once: the layout's own re-renders never reach it (lib/lazy-below-fold.ts).
const Footer = lazyUntilInteraction('site-footer', () =>
  import('./footer.tsx').then((module) => module.Footer),
);
const FOOTER = (
  <Suspense fallback={null}>
    <Footer />
  </Suspense>
);

/** Pages reached from an order reference are shown bare, without header and footer (SPEC 2). */
const BARE_PATH = /device-report|requote|reexact-value/;

// Toasts follow something the visitor did, so the toast area (react-hot-toast) is loaded on the first
// interaction rather than with the page; a toast raised earlier waits in react-hot-toast's store and shows
// once the area is mounted.
const Toasts = lazy(() => import('./toasts.tsx').then((module) => ({ default: module.Toasts })));

function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;
    const done = () => setInteracted(true);
    for (const event of events) window.addEventListener(event, done, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, done);
    };
  }, []);
  return interacted;
}

// The login and checkout dialogs load on first use; anything can open them through lib/session.ts.
const AuthDialogs = lazy(() =>
  import('@/features/auth/components/auth-dialogs.tsx').then((module) => ({ default: module.AuthDialogs })),
);

function AuthDialogHost() {
  const request = useAuthDialog();
  if (!request) return null;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <AuthDialogs key={request.key} request={request} />
    </Suspense>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on every route change, by design
  useEffect(() => {
    // A block body: scrollTo returns a promise in some browsers, which React would take for a cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  const interacted = useFirstInteraction();
  const bare = BARE_PATH.test(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {skip_to_content()}
      </a>
      {bare ? null : (
        <>
          <LanguageOffer />
          <TopBar />
          <Header />
        </>
      )}
      {/* At least a screen tall: while a page or its data loads, the footer stays below the fold instead of
          jumping down when the content arrives (layout shift). */}
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-1 flex-col focus:outline-none">
        <RouteErrorBoundary pathname={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {bare ? null : FOOTER}
      {/* Marked as a live region (itself silent) so an open dialog, which hides the rest of the page from
          screen readers, still lets its toasts be heard. */}
      <div aria-live="off">
        {interacted ? (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        ) : null}
      </div>
      <AuthDialogHost />
      <ScrollToTop />
      <RouteMetadata />
    </div>
  );
}
