import { noscript_note } from '@phonix/shared/messages/noscript_note';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration.ts';
import { PageContainer } from './page-container.tsx';
import { Spinner } from './spinner.tsx';

/** Said where a page needs JavaScript, to a browser that runs none (React renders <noscript> on the server only). */
export function JavaScriptNeeded() {
  return (
    <noscript>
      <PageContainer className="py-10">
        <p className="mx-auto max-w-xl rounded-2xl bg-amber-50 p-5 text-center text-amber-900 ring-1 ring-amber-200">
          {noscript_note()}
        </p>
      </PageContainer>
    </noscript>
  );
}

/**
 * Renders its children only in the browser, after hydration: pages with one visitor's data. The server (and
 * the hydrating browser) show a loading state, and, without JavaScript, a note saying it is needed.
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated) return children;
  return (
    <>
      <Spinner className="flex-1 py-24 js-only" />
      <JavaScriptNeeded />
    </>
  );
}
