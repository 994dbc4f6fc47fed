import { content_ui_loading } from '@phonix/shared/messages/content_ui_loading';
import { LoaderCircle } from '@/components/ui/frame-icons.tsx';

/**
 * Covers the page while something the visitor started is in progress (submitting the questionnaire): "Loading..."
 * in the page's language, or the caller's own `label`.
 */
export function LoadingOverlay({ label }: { label?: string }) {
  return (
    <div
      role="alert"
      aria-live="assertive"
      aria-busy="true"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/75 backdrop-blur-[1px]"
    >
      <div className="flex items-center gap-3 rounded-2xl bg-white px-6 py-4 shadow-xl ring-1 ring-slate-200">
        <LoaderCircle className="size-6 animate-spin text-brand-700" aria-hidden />
        <span className="font-semibold text-slate-800">{label ?? content_ui_loading()}</span>
      </div>
    </div>
  );
}
