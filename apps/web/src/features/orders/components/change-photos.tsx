import type { DoorPhoto } from '@phonix/shared/evidence';
import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { seller_offer_photos } from '@phonix/shared/messages/seller_offer_photos';
import { seller_offer_photos_hint } from '@phonix/shared/messages/seller_offer_photos_hint';
import { seller_photo_alt } from '@phonix/shared/messages/seller_photo_alt';
import { seller_photo_close } from '@phonix/shared/messages/seller_photo_close';
import { seller_photo_taken } from '@phonix/shared/messages/seller_photo_taken';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { usePageLocale } from '@/lib/locale.tsx';

/**
 * The photos the partner took of one changed answer (issue 34), as thumbnails; a tap opens one large in a
 * dialog (Escape or Close shuts it). The links are signed for this seller and expire after ten minutes: the
 * revised offer is read again before then.
 */
export function ChangePhotos({ photos, question }: { photos: DoorPhoto[]; question: string }) {
  const { locale } = usePageLocale();
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState<{ photo: DoorPhoto; number: number } | null>(null);
  if (photos.length === 0) return null;

  const show = (photo: DoorPhoto, number: number) => {
    setOpen({ photo, number });
    dialog.current?.showModal();
  };

  return (
    <div className="flex flex-col gap-2" data-testid="change-photos">
      <p className="text-sm font-semibold text-slate-800">{seller_offer_photos()}</p>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={() => show(photo, index + 1)}
              className="block rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <img
                src={photo.url}
                alt={seller_photo_alt({ number: index + 1, question })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className="size-20 rounded-lg object-cover ring-1 ring-slate-300 md:size-24"
                data-testid="change-photo"
              />
            </button>
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{seller_offer_photos_hint()}</p>
      <dialog
        ref={dialog}
        onClose={() => setOpen(null)}
        aria-label={open ? seller_photo_alt({ number: open.number, question }) : seller_offer_photos()}
        className="m-auto max-h-[92vh] w-[min(92vw,56rem)] rounded-2xl bg-white p-0 backdrop:bg-slate-950/80"
      >
        {open ? (
          <figure className="flex flex-col">
            <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
              <figcaption className="text-sm text-slate-800">
                <span className="font-semibold text-slate-950">{question}</span>
                {' · '}
                {seller_photo_taken({ time: formatIndiaDateTimeIn(open.photo.taken_at, locale) })}
              </figcaption>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
                data-testid="close-photo"
              >
                <X className="size-5" aria-hidden />
                {seller_photo_close()}
              </button>
            </div>
            <img
              src={open.photo.url}
              alt={seller_photo_alt({ number: open.number, question })}
              width={open.photo.width}
              height={open.photo.height}
              className="max-h-[80vh] w-full object-contain"
              data-testid="enlarged-photo"
            />
          </figure>
        ) : null}
      </dialog>
    </div>
  );
}
