import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** How far below the screen a part's code starts loading: a fast scroll finds it ready. */
const AHEAD = '400px 0px';

/**
 * A part of a server-rendered page below the fold (the footer, the home page's lower sections) whose code
 * loads when it scrolls near. Until then React leaves the server's HTML of that part as it is (a dehydrated
 * Suspense boundary: its links work as plain links), so the first page downloads none of its JavaScript.
 * The part's outer element carries `id`; where it is not in the document (a page reached by client-side
 * navigation), or on the server, the code loads at once. Render it inside a <Suspense>.
 */
export function lazyBelowFold<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    if (typeof document !== 'undefined') await nearScreen(document.getElementById(id));
    return { default: await load() };
  });
}

function nearScreen(element: Element | null): Promise<void> {
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
  });
}
