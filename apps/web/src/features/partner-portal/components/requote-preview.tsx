import { formatINR } from '@phonix/shared/money';
import type { RequotePreview } from '@phonix/shared/requote';
import { LoaderCircle, Pencil, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { RequoteFigures } from './requote-result.tsx';

/** What pressing Confirm again does with this price, in a partner's words. */
function whatHappens(preview: RequotePreview): string {
  switch (preview.offer_status) {
    case 'pending':
      return `The seller will be asked on their phone to accept or decline ${formatINR(preview.revised_value)}. Nothing is paid until they accept.`;
    case 'staff_review':
      return `${formatINR(preview.revised_value)} is above the quote, so Phonix checks it before the seller sees it.`;
    default:
      return 'The price stays as the seller was quoted. No decision is needed from the seller.';
  }
}

/**
 * The first Confirm of a re-check: the new price the server worked out from the answers and each answer
 * that differs from the seller's with its cost. Nothing is sent yet; the second Confirm sends it, or the
 * partner goes back to correct an answer.
 */
export function RequotePreviewPanel({
  preview,
  sending,
  onSend,
  onChange,
}: {
  preview: RequotePreview;
  sending: boolean;
  onSend: () => void;
  onChange: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby="requote-preview-title"
      data-testid="requote-preview"
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <h2
          id="requote-preview-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-extrabold text-slate-950 focus:outline-none"
        >
          Check the new price
        </h2>
        <p className="text-base text-slate-800">Not sent yet. Go through it with the seller first.</p>
      </div>

      <RequoteFigures figures={preview} />

      <p
        data-testid="requote-preview-next"
        className="rounded-xl border-2 border-sky-700 bg-sky-50 px-4 py-3 text-base font-semibold text-sky-950"
      >
        {whatHappens(preview)}
      </p>

      <div className="flex flex-col gap-3">
        <Button
          size="lg"
          onClick={onSend}
          disabled={sending}
          data-testid="send-requote"
          className="min-h-14 w-full text-lg"
        >
          {sending ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <Send className="size-5" aria-hidden />
          )}
          Confirm and send
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onClick={onChange}
          disabled={sending}
          className="min-h-14 w-full border-2 text-lg"
        >
          <Pencil className="size-5" aria-hidden />
          Change answers
        </Button>
      </div>
    </section>
  );
}
