import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffOrderDetail } from '@phonix/shared/console-orders-api';
import { type DoorPhoto, doorPhotoRejectRequestSchema } from '@phonix/shared/evidence';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useOrderDoorPhotos, useRejectDoorPhoto } from '../api/door-photos.ts';
import { DialogError, ReasonField } from './reason-field.tsx';

/** Staff say a photo does not prove its change, with the reason kept in the audit log. */
function RejectPhotoDialog({
  refNo,
  photo,
  question,
  onClose,
}: {
  refNo: string;
  photo: DoorPhoto;
  question: string;
  onClose: () => void;
}) {
  const reject = useRejectDoorPhoto(refNo);
  const { busy, guard } = useSingleFlight();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(doorPhotoRejectRequestSchema),
    defaultValues: { reason: '' },
  });
  const submit = guard(
    form.handleSubmit(async ({ reason }) => {
      setServerError(null);
      try {
        await reject.mutateAsync({ id: photo.id, reason });
        onClose();
      } catch (error) {
        const message = errorMessage(error, 'Could not save. Please try again.');
        setServerError(message);
        toast.error(message);
      }
    }),
  );
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="This photo does not prove the change?"
      description={`${question}. With no other photo proving it, the partner's answer is undone: the seller's answer stands, the offer is priced again in the seller's favour and the seller is told by SMS.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <img
          src={photo.url}
          alt={`What the partner found: ${question}`}
          width={photo.width}
          height={photo.height}
          className="max-h-64 w-full rounded-lg object-contain ring-1 ring-slate-200"
        />
        <ReasonField
          error={form.formState.errors.reason?.message}
          hint="Kept in the audit log with your name."
          {...form.register('reason')}
        />
        <DialogError message={serverError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Not now
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Does not prove it'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The photos the partner took at the door, under the answer each proves (issue 34): open one full size,
 * or mark it as not proving its change while the order is at the door.
 */
export function DoorPhotosPanel({ order }: { order: StaffOrderDetail }) {
  const query = useOrderDoorPhotos(order.ref_no);
  const [rejecting, setRejecting] = useState<DoorPhoto | null>(null);
  const questionOf = (key: string) => order.answers.find((answer) => answer.key === key)?.question ?? key;
  const atDoor = order.status === 'out_for_pickup';
  return (
    <>
      <QueryState
        query={query}
        loadingLabel="Loading the door photos..."
        isEmpty={(photos) => photos.length === 0}
        empty="No photos: the partner has changed no answer at the door."
      >
        {(photos) => (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="console-door-photos">
            {photos.map((photo) => (
              <li key={photo.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
                <p className="text-sm font-semibold text-slate-900">{questionOf(photo.answer_key)}</p>
                <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={photo.url}
                    alt={`What the partner found: ${questionOf(photo.answer_key)}`}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="aspect-4/3 w-full rounded-lg object-cover ring-1 ring-slate-200"
                  />
                </a>
                <p className="text-xs text-slate-600">
                  Taken <IndiaTime value={photo.taken_at} />
                </p>
                {photo.proves ? (
                  atDoor ? (
                    <Button variant="secondary" onClick={() => setRejecting(photo)}>
                      Does not prove the change
                    </Button>
                  ) : null
                ) : (
                  <p className="rounded-lg bg-red-50 px-2 py-1 text-sm text-red-800">
                    Does not prove the change: {photo.rejected_reason}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {rejecting ? (
        <RejectPhotoDialog
          refNo={order.ref_no}
          photo={rejecting}
          question={questionOf(rejecting.answer_key)}
          onClose={() => setRejecting(null)}
        />
      ) : null}
    </>
  );
}
