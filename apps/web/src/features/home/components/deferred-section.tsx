import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children (usually a lazy component) only when the visitor scrolls near it, so below-the-fold
 * sections cost the first page nothing. The placeholder keeps roughly the section's height meanwhile.
 * Without JavaScript the section is shown as the server rendered it.
 */
export function DeferredSection({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const placeholder = <div style={{ minHeight }} aria-hidden className="js-only" />;
  return (
    <div ref={ref}>
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
      {/* The server renders the section here too, for browsers without JavaScript (and crawlers); React
          leaves a <noscript>'s content alone in the browser, so its code still loads only when needed. */}
      {near ? null : (
        <noscript>
          <Suspense fallback={null}>{children}</Suspense>
        </noscript>
      )}
    </div>
  );
}
