import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** How far below the screen a part's code starts loading: a fast scroll finds it ready. */
const AHEAD = '400px 0px';

/** What the visitor does first: from then on every part's code is loaded (see lazyBelowFold). */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

let interacted: Promise<void> | undefined;
function firstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const done = () => {
      for (const event of INTERACTIONS) window.removeEventListener(event, done, true);
      resolve();
    };
    for (const event of INTERACTIONS) window.addEventListener(event, done, { capture: true, passive: true });
  });
  return interacted;
}

/**
 * A part of a server-rendered page below the fold (the footer, the home page's lower sections) whose code
 * loads when it scrolls near, or once the visitor first taps or types. Until then React leaves the server's
 * HTML of that part as it is (a dehydrated Suspense boundary: its links work as plain links), so the first
 * page downloads none of its JavaScript. A navigation or an update that reaches the part before its code
 * has arrived makes React draw it afresh (its fallback, then the part): loading on the first interaction
 * keeps that moment short. The part's outer element carries `id`; where it is not in the document (a page
 * reached by client-side navigation), or on the server, the code loads at once. Render it inside a
 * <Suspense>, as an element made once (module level), so a parent's re-render does not reach it.
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

/**
 * A part of a server-rendered page that is text to read and links to follow (the privacy notice, an article,
 * the footer): like lazyBelowFold, but its code loads only once the visitor first taps or types, wherever the
 * part is on the screen, so a page opened to be read loads none of it (issue 35's first-page budget, DR 216).
 * Until then its links are plain links and its text the server's. Same rules: `id` marks an element the part
 * is in (or its own outer element), and it is rendered inside a <Suspense> made once, at module level.
 */
export function lazyUntilInteraction<P extends object>(
  id: string,
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    if (typeof document !== 'undefined' && document.getElementById(id)) await firstInteraction();
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
    void firstInteraction().then(() => {
      observer.disconnect();
      resolve();
    });
  });
}
