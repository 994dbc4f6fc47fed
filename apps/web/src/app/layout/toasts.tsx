import { useEffect, useSyncExternalStore } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { apiBusy } from '@/lib/api-busy.ts';

const TOAST_LIMIT = 20;

/**
 * The toast area, top-right; at most 20 toasts, the oldest dismissed first (SPEC 4, toasts). While a call
 * the server shed waits to be tried again (lib/api-client.ts), a quiet "Busy, trying again" line says why
 * nothing happened yet; it is announced politely to screen readers.
 */
export function Toasts() {
  const { toasts } = useToasterStore();
  const busy = useSyncExternalStore(apiBusy.subscribe, apiBusy.get, () => false);
  useEffect(() => {
    // Newest first: everything past the limit is the oldest.
    for (const item of toasts.filter((entry) => entry.visible).slice(TOAST_LIMIT)) toast.dismiss(item.id);
  }, [toasts]);
  return (
    <>
      <Toaster position="top-right" />
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
