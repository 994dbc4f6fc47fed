import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

const TOAST_LIMIT = 20;

/** The toast area, top-right; at most 20 toasts, the oldest dismissed first (SPEC 4, toasts). */
export function Toasts() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // Newest first: everything past the limit is the oldest.
    for (const item of toasts.filter((entry) => entry.visible).slice(TOAST_LIMIT)) toast.dismiss(item.id);
  }, [toasts]);
  return <Toaster position="top-right" />;
}
