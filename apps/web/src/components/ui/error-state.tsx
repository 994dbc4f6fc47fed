import { content_ui_error_text } from '@phonix/shared/messages/content_ui_error_text';
import { content_ui_error_title } from '@phonix/shared/messages/content_ui_error_title';
import { content_ui_try_again } from '@phonix/shared/messages/content_ui_try_again';
import { CircleAlert, RefreshCw } from '@/components/ui/frame-icons.tsx';
import { Button } from './button.tsx';

/** A failed load with a way to try again. */
export function ErrorState({
  title = content_ui_error_title(),
  message = content_ui_error_text(),
  onRetry,
  retryLabel = content_ui_try_again(),
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
  /** The retry button's words, in the page's language (English by default). */
  retryLabel?: string;
}) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-red-100 bg-red-50/60 px-6 py-10 text-center"
    >
      <CircleAlert className="size-10 text-red-600" aria-hidden />
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="text-sm text-slate-600">{message}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} className="mt-2">
          <RefreshCw className="size-4" aria-hidden />
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
