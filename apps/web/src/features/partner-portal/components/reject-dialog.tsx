import { zodResolver } from '@hookform/resolvers/zod';
import { partner_reject_confirm } from '@phonix/shared/messages/partner_reject_confirm';
import { partner_reject_description } from '@phonix/shared/messages/partner_reject_description';
import { partner_reject_failed } from '@phonix/shared/messages/partner_reject_failed';
import { partner_reject_keep } from '@phonix/shared/messages/partner_reject_keep';
import { partner_reject_quick } from '@phonix/shared/messages/partner_reject_quick';
import { partner_reject_quick_no_answer } from '@phonix/shared/messages/partner_reject_quick_no_answer';
import { partner_reject_quick_no_one } from '@phonix/shared/messages/partner_reject_quick_no_one';
import { partner_reject_quick_too_far } from '@phonix/shared/messages/partner_reject_quick_too_far';
import { partner_reject_reason } from '@phonix/shared/messages/partner_reject_reason';
import { partner_reject_title } from '@phonix/shared/messages/partner_reject_title';
import { partner_toast_rejected } from '@phonix/shared/messages/partner_toast_rejected';
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
import { useRejectPickup } from '../api/partner-orders.ts';
import { fieldError } from '../utils/field-error.ts';

/** Reasons a shop gives most often; a tap fills the box, which can still be edited. */
const QUICK_REASONS = [
  partner_reject_quick_no_answer,
  partner_reject_quick_too_far,
  partner_reject_quick_no_one,
] as const;

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
  const rejectPickup = useRejectPickup(refNo);
  const { busy, guard } = useSingleFlight();
  const error = fieldError(form.formState.errors.reason?.message);

  const submit = guard(
    form.handleSubmit(async (body) => {
      try {
        await rejectPickup.mutateAsync(body);
        toast.success(partner_toast_rejected());
        onOpenChange(false);
        onRejected();
      } catch (caught) {
        toast.error(errorMessage(caught, partner_reject_failed()));
        onOpenChange(false);
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
      title={partner_reject_title()}
      description={partner_reject_description()}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <FieldShell id={id} label={partner_reject_reason()} error={error}>
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
          <legend className="mb-1 text-sm font-semibold text-slate-800">{partner_reject_quick()}</legend>
          <div className="flex flex-wrap gap-2">
            {QUICK_REASONS.map((words) => words()).map((reason) => (
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
            {partner_reject_keep()}
          </Button>
          <Button
            type="submit"
            size="lg"
            disabled={busy}
            className="min-h-14 bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:hover:bg-red-700"
          >
            {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
            {partner_reject_confirm()}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
