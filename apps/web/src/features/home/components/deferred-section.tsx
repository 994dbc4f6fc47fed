import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders its children (usually a lazy component) only when the visitor scrolls near it, so below-the-fold
 * sections cost the first page nothing. The placeholder keeps roughly the section's height meanwhile.
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

  const placeholder = <div style={{ minHeight }} aria-hidden />;
  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
