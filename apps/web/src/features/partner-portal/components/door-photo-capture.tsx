import type { DoorPhoto } from '@phonix/shared/evidence';
import { partner_photo_alt } from '@phonix/shared/messages/partner_photo_alt';
import { partner_photo_failed } from '@phonix/shared/messages/partner_photo_failed';
import { partner_photo_needed } from '@phonix/shared/messages/partner_photo_needed';
import { partner_photo_retry } from '@phonix/shared/messages/partner_photo_retry';
import { partner_photo_sending } from '@phonix/shared/messages/partner_photo_sending';
import { partner_photo_sent } from '@phonix/shared/messages/partner_photo_sent';
import { partner_photo_take } from '@phonix/shared/messages/partner_photo_take';
import { partner_photo_take_another } from '@phonix/shared/messages/partner_photo_take_another';
import { partner_photo_unreadable } from '@phonix/shared/messages/partner_photo_unreadable';
import { Camera, LoaderCircle, RotateCcw } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { useUploadDoorPhoto } from '../api/door-photos.ts';
import { photoForUpload } from '../utils/photo-file.ts';

/** A photo on its way: being prepared and sent, or failed with the prepared image kept for a retry. */
interface Sending {
  id: number;
  image: string | null;
  failed: 'connection' | 'unreadable' | null;
}

let nextId = 0;

/**
 * The camera for one changed answer at the door (issue 34): the back camera opens at once where the browser
 * allows (`capture="environment"`; no gallery pick on Android Chrome or iOS Safari), each photo is scaled
 * down on the phone and sent as it is taken (tried again by itself on a weak connection, with a Try again
 * after that), and the photos sent show as thumbnails. Several per answer are allowed.
 */
export function DoorPhotoCapture({
  refNo,
  answerKey,
  question,
  photos,
}: {
  refNo: string;
  answerKey: string;
  question: string;
  photos: DoorPhoto[];
}) {
  const inputId = useId();
  const upload = useUploadDoorPhoto(refNo);
  const [sending, setSending] = useState<Sending[]>([]);
  const update = (id: number, change: Partial<Sending>) =>
    setSending((all) => all.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  const send = async (id: number, image: string) => {
    update(id, { failed: null });
    try {
      await upload.mutateAsync({ answerKey, image });
      setSending((all) => all.filter((entry) => entry.id !== id));
    } catch (error) {
      const unreadable = error instanceof ApiError && error.status === 400;
      update(id, { failed: unreadable ? 'unreadable' : 'connection' });
    }
  };

  const taken = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) {
      const id = nextId++;
      setSending((all) => [...all, { id, image: null, failed: null }]);
      let image: string;
      try {
        image = await photoForUpload(file);
      } catch {
        update(id, { failed: 'unreadable' });
        continue;
      }
      update(id, { image });
      await send(id, image);
    }
  };

  const mine = photos.filter((photo) => photo.answer_key === answerKey && photo.proves);
  const busy = sending.some((entry) => entry.failed === null);

  return (
    <div
      className="mt-3 flex flex-col gap-3 border-t-2 border-slate-200 pt-3"
      data-testid="door-photo-capture"
    >
      {mine.length === 0 && !busy ? (
        <p className="text-base font-bold text-red-800">{partner_photo_needed()}</p>
      ) : null}
      {mine.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-emerald-900" data-testid="door-photo-count">
            {partner_photo_sent({ count: mine.length })}
          </p>
          <ul className="flex flex-wrap gap-2">
            {mine.map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={photo.url}
                  alt={partner_photo_alt({ number: index + 1, question })}
                  width={photo.width}
                  height={photo.height}
                  className="size-20 rounded-lg border-2 border-slate-300 object-cover"
                  data-testid="door-photo-thumb"
                />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div aria-live="polite" className="flex flex-col gap-2">
        {sending.map((entry) =>
          entry.failed === null ? (
            <p key={entry.id} className="flex items-center gap-2 text-base text-slate-900">
              <LoaderCircle className="size-5 animate-spin" aria-hidden />
              {partner_photo_sending()}
            </p>
          ) : (
            <div
              key={entry.id}
              role="alert"
              className="flex flex-col gap-2 rounded-xl border-2 border-red-700 bg-red-50 px-3 py-2 text-red-950"
            >
              <p className="text-base">
                {entry.failed === 'unreadable' ? partner_photo_unreadable() : partner_photo_failed()}
              </p>
              {entry.failed === 'connection' && entry.image ? (
                <button
                  type="button"
                  onClick={() => void send(entry.id, entry.image as string)}
                  className="inline-flex min-h-12 items-center justify-center gap-2 self-start rounded-xl border-2 border-red-800 bg-white px-4 text-base font-bold text-red-900"
                >
                  <RotateCcw className="size-5" aria-hidden />
                  {partner_photo_retry()}
                </button>
              ) : null}
            </div>
          ),
        )}
      </div>
      <label
        htmlFor={inputId}
        className="inline-flex min-h-14 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-brand-800 bg-brand-50 px-4 text-lg font-bold text-brand-950 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-700"
      >
        <Camera className="size-6" aria-hidden />
        {mine.length === 0 ? partner_photo_take() : partner_photo_take_another()}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          data-testid={`door-photo-input-${answerKey}`}
          onChange={(event) => void taken(event)}
        />
      </label>
    </div>
  );
}
