import { changesWithoutPhotos } from '@phonix/shared/evidence';
import type { Locale } from '@phonix/shared/i18n';
import { partner_photos_missing } from '@phonix/shared/messages/partner_photos_missing';
import { partner_requote_change } from '@phonix/shared/messages/partner_requote_change';
import { partner_requote_pending } from '@phonix/shared/messages/partner_requote_pending';
import { partner_requote_preview_heading } from '@phonix/shared/messages/partner_requote_preview_heading';
import { partner_requote_preview_lead } from '@phonix/shared/messages/partner_requote_preview_lead';
import { partner_requote_send } from '@phonix/shared/messages/partner_requote_send';
import { partner_requote_staff_review } from '@phonix/shared/messages/partner_requote_staff_review';
import { partner_requote_stays } from '@phonix/shared/messages/partner_requote_stays';
import { formatINR } from '@phonix/shared/money';
import type { RequotePreview } from '@phonix/shared/requote';
import { LoaderCircle, Pencil, Send } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { useDoorPhotos } from '../api/door-photos.ts';
import { DoorPhotoCapture } from './door-photo-capture.tsx';
import { RequoteFigures } from './requote-result.tsx';

/** What pressing Confirm again does with this price, in a partner's words. */
function whatHappens(preview: RequotePreview, locale: Locale): string {
  switch (preview.offer_status) {
    case 'pending':
      return partner_requote_pending({ value: formatINR(preview.revised_value, locale) });
    case 'staff_review':
      return partner_requote_staff_review({ value: formatINR(preview.revised_value, locale) });
    default:
      return partner_requote_stays();
  }
}

/**
 * The first Confirm of a re-check: the new price the server worked out from the answers and each answer
 * that differs from the seller's with its cost, and under each the camera for its photo (issue 34). Nothing
 * is sent yet; the second Confirm sends it once every changed answer has a photo, or the partner goes back
 * to correct an answer.
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
  const { locale } = usePageLocale();
  const photos = useDoorPhotos(preview.ref_no);
  const proved = new Set(
    (photos.data ?? []).filter((photo) => photo.proves).map((photo) => photo.answer_key),
  );
  const missing = changesWithoutPhotos(preview.changes, proved);
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
          {partner_requote_preview_heading()}
        </h2>
        <p className="text-base text-slate-800">{partner_requote_preview_lead()}</p>
      </div>

      <RequoteFigures
        figures={preview}
        belowChange={(change) => (
          <DoorPhotoCapture
            refNo={preview.ref_no}
            answerKey={change.key}
            question={change.question}
            photos={photos.data ?? []}
          />
        )}
      />

      <p
        data-testid="requote-preview-next"
        className="rounded-xl border-2 border-sky-700 bg-sky-50 px-4 py-3 text-base font-semibold text-sky-950"
      >
        {whatHappens(preview, locale)}
      </p>

      <div className="flex flex-col gap-3">
        {missing.length > 0 ? (
          <p
            id="requote-photos-missing"
            className="text-base font-bold text-red-800"
            data-testid="photos-missing"
          >
            {partner_photos_missing()}
          </p>
        ) : null}
        <Button
          size="lg"
          onClick={onSend}
          disabled={sending || missing.length > 0 || photos.isPending}
          aria-describedby={missing.length > 0 ? 'requote-photos-missing' : undefined}
          data-testid="send-requote"
          className="min-h-14 w-full text-lg"
        >
          {sending ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <Send className="size-5" aria-hidden />
          )}
          {partner_requote_send()}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          onClick={onChange}
          disabled={sending}
          className="min-h-14 w-full border-2 text-lg"
        >
          <Pencil className="size-5" aria-hidden />
          {partner_requote_change()}
        </Button>
      </div>
    </section>
  );
}
