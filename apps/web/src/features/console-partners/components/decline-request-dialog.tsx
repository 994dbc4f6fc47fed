import { zodResolver } from '@hookform/resolvers/zod';
import { declinePartnerRequestRequestSchema, type StaffPartnerRequest } from '@phonix/shared/partner-api';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { describedBy, FieldShell, fieldControlClass } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useDeclinePartnerRequest } from '../api/partners-admin.ts';

const REASON_LIMIT = 500;

/** Declining a partner request, with the reason (required; kept with the request and in the audit log). */
export function DeclineRequestDialog({
  request,
  onClose,
  returnFocus,
}: {
  request: StaffPartnerRequest;
  onClose: () => void;
  returnFocus: () => Element | null;
}) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(declinePartnerRequestRequestSchema),
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const decline = useDeclinePartnerRequest(request.id);
  const { busy, guard } = useSingleFlight();

  const submit = guard(
    form.handleSubmit(async (body) => {
      try {
        await decline.mutateAsync(body);
        toast.success(`Request from ${request.shop_name} declined`);
        // The mutation read the list again first, so the focus goes back to a list without the decided row.
        onClose();
      } catch (caught) {
        const message = errorMessage(caught, 'The request could not be declined. Please try again.');
        if (caught instanceof ApiError && caught.field === 'reason') {
          form.setError('reason', { message }, { shouldFocus: true });
          return;
        }
        toast.error(message);
        // Decided meanwhile or gone: the lists were read again by the mutation.
        if (caught instanceof ApiError && (caught.status === 404 || caught.status === 409)) onClose();
      }
    }),
  );
  const reason = form.register('reason');

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Decline partner request"
      description={
        <>
          <strong>{request.shop_name}</strong> ({request.owner_name}, {request.city}) will not become a
          partner. A declined request is final; the shop can send the partner form again.
        </>
      }
      returnFocus={returnFocus}
      initialFocus={() => document.getElementById(id)}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <FieldShell id={id} label="Reason" error={error} hint="Kept with the request and in the audit log.">
          <textarea
            id={id}
            rows={3}
            maxLength={REASON_LIMIT}
            required
            {...reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, 'hint')}
            className={`${fieldControlClass(Boolean(error))} h-auto min-h-24 py-3 text-sm`}
          />
        </FieldShell>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={busy}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:hover:bg-red-700"
          >
            {busy ? 'Declining...' : 'Decline request'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
