import { useEffect, useState, useSyncExternalStore } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { apiBusy } from '@/lib/api-busy.ts';

const TOAST_LIMIT = 20;
/** The toasts' distance from the header above them (and from the window's top when there is none). */
const GAP = 8;

/**
 * Where the toast area starts: just under the page's header (the element marked `data-toasts-below`: the
 * site's, the console's and the portal's sticky headers), so a toast never covers the header's controls
 * (issue 32), at any width, scrolled or not, with the phone menu open or not.
 */
function useToastTop(watch: unknown): number {
  const [top, setTop] = useState(GAP * 2);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the toasts change
  useEffect(() => {
    let frame = 0;
    const header = document.querySelector('[data-toasts-below]');
    const measure = () => {
      frame = 0;
      const bottom = header?.isConnected ? header.getBoundingClientRect().bottom : 0;
      setTop(Math.max(0, Math.round(bottom)) + GAP);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (header) resized?.observe(header);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [watch]);
  return top;
}

/**
 * The toast area, top-right under the header; at most 20 toasts, the oldest dismissed first (SPEC 4, toasts). While a call
 * the server shed waits to be tried again (lib/api-client.ts), a quiet "Busy, trying again" line says why
 * nothing happened yet; it is announced politely to screen readers.
 */
export function Toasts() {
  const { toasts } = useToasterStore();
  const busy = useSyncExternalStore(apiBusy.subscribe, apiBusy.get, () => false);
  const top = useToastTop(toasts.length);
  useEffect(() => {
    // Newest first: everything past the limit is the oldest.
    for (const item of toasts.filter((entry) => entry.visible).slice(TOAST_LIMIT)) toast.dismiss(item.id);
  }, [toasts]);
  return (
    <>
      <Toaster position="top-right" containerStyle={{ top }} />
      <p
        role="status"
        aria-live="polite"
        className={
          busy
            ? 'fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg'
            : 'sr-only'
        }
      >
        {busy ? 'Busy, trying again…' : ''}
      </p>
    </>
  );
}
