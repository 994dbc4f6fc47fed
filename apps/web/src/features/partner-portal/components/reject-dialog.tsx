import { zodResolver } from '@hookform/resolvers/zod';
import { partnerRejectRequestSchema } from '@phonix/shared/partner-api';
import { LIMITS } from '@phonix/shared/validation';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { describedBy, FieldShell, fieldControlClass } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { refreshOrder, rejectPickup } from '../api/partner-orders.ts';

/** Reasons a shop gives most often; a tap fills the box, which can still be edited. */
const QUICK_REASONS = ['Seller not answering', 'Too far from my shop', 'No one free for this slot'];

interface RejectDialogProps {
  refNo: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRejected: () => void;
}

/** Hands an accepted pickup back to Phonix, with the reason; asks first, sends once. */
export function RejectDialog({ refNo, open, onOpenChange, onRejected }: RejectDialogProps) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(partnerRejectRequestSchema), defaultValues: { reason: '' } });
  const { busy, guard } = useSingleFlight();
  const error = form.formState.errors.reason?.message;

  const submit = guard(
    form.handleSubmit(async (body) => {
      try {
        const answer = await rejectPickup(refNo, body);
        toast.success(answer.message);
        onOpenChange(false);
        onRejected();
      } catch (caught) {
        toast.error(errorMessage(caught, 'Could not reject this pickup. Please try again.'));
        onOpenChange(false);
        await refreshOrder(refNo);
      }
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset();
        onOpenChange(next);
      }}
      title="Reject this pickup?"
      description="It goes back to Phonix for another partner. You cannot take it again."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FieldShell id={id} label="Reason" error={error}>
          <textarea
            id={id}
            rows={3}
            maxLength={LIMITS.messageMaximum}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, undefined)}
            className={`${fieldControlClass(Boolean(error))} h-auto min-h-24 py-3`}
            {...form.register('reason')}
          />
        </FieldShell>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800">Quick reasons</legend>
          <div className="flex flex-wrap gap-2">
            {QUICK_REASONS.map((reason) => (
              <Button
                key={reason}
                variant="secondary"
                className="min-h-11 border-2 border-slate-400 text-slate-900"
                onClick={() => form.setValue('reason', reason, { shouldValidate: true })}
              >
                {reason}
              </Button>
            ))}
          </div>
        </fieldset>
        <div className="mt-2 grid grid-cols-2 gap-3">
          <Button
            variant="ghost"
            size="lg"
            onClick={() => onOpenChange(false)}
            className="min-h-14 ring-2 ring-slate-400"
          >
            Keep it
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={busy}
            className="min-h-14 bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:hover:bg-red-700"
          >
            {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
            Yes, reject
          </Button>
        </div>
      </form>
    </Modal>
  );
}
