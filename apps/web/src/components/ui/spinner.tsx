import { content_ui_loading } from '@phonix/shared/messages/content_ui_loading';
import { LoaderCircle } from '@/components/ui/frame-icons.tsx';

/** An inline loading indicator with a spoken label. */
export function Spinner({
  label = content_ui_loading(),
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 py-10 text-slate-600 ${className}`}
    >
      <LoaderCircle className="size-6 animate-spin text-brand-700" aria-hidden />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
