import { zodResolver } from '@hookform/resolvers/zod';
import { formatINR } from '@phonix/shared/money';
import { type PayoutQueueEntry, payoutActionRequestSchema } from '@phonix/shared/payouts-api';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { describedBy, FieldShell, fieldControlClass } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { type PayoutAction, usePayoutAction } from '../api/payouts-admin.ts';

/** The reason's rule (payoutActionRequestSchema: 3 to 500 characters), said as the console says it. */
const reasonSchema = payoutActionRequestSchema.pick({ reason: true });
const REASON_MIN = reasonSchema.shape.reason.minLength;
const schemaResolver = zodResolver(reasonSchema);
/** A reason too short, empty included, is said one way: the schema's own "is required" is not the console's. */
const reasonResolver: typeof schemaResolver = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  const reason = result.errors.reason;
  if (reason && String(values.reason ?? '').trim().length < (REASON_MIN ?? 0)) {
    reason.message = `Write at least ${REASON_MIN} characters`;
  }
  return result;
};

const WORDS: Record<
  PayoutAction,
  {
    title: string;
    explain: (entry: PayoutQueueEntry) => string;
    confirm: string;
    busy: string;
    failure: string;
  }
> = {
  retry: {
    title: 'Pay this payout again?',
    explain: (entry) =>
      `${formatINR(entry.amount)} for order ${entry.ref} is sent again to the same account the seller approved, under a new idempotency key. The seller gets an SMS. Its status then follows from the provider.`,
    confirm: 'Retry payout',
    busy: 'Sending...',
    failure: 'Could not send the payout again. Please try again.',
  },
  'mark-failed': {
    title: 'Mark this payout failed?',
    explain: (entry) =>
      `${formatINR(entry.amount)} for order ${entry.ref} leaves the provider's hands: it can no longer be retried here and the team pays the seller another way. The seller gets an SMS that the team will contact them.`,
    confirm: 'Mark failed',
    busy: 'Saving...',
    failure: 'Could not mark the payout failed. Please try again.',
  },
};

/** An admin's Retry or Mark failed: asks first, with the reason kept in the audit log. */
export function PayoutActionDialog({
  action,
  entry,
  onClose,
}: {
  action: PayoutAction | null;
  entry: PayoutQueueEntry;
  onClose: () => void;
}) {
  const id = useId();
  const form = useForm({
    resolver: reasonResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const [serverError, setServerError] = useState<string | null>(null);
  const payoutAction = usePayoutAction();
  const { busy, guard } = useSingleFlight();
  const words = action ? WORDS[action] : null;
  const hint = 'Kept in the audit log with the payout before and after.';

  const close = () => {
    form.reset();
    setServerError(null);
    onClose();
  };

  const submit = guard(
    form.handleSubmit(async ({ reason }) => {
      if (!action || !words) return;
      setServerError(null);
      try {
        const answer = await payoutAction.mutateAsync({ action, ref: entry.ref, reason });
        toast.success(answer.message);
        close();
      } catch (failure) {
        const message = errorMessage(failure, words.failure);
        setServerError(message);
        toast.error(message);
      }
    }),
  );

  return (
    <Modal
      open={action !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={words?.title ?? ''}
      description={words?.explain(entry)}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <FieldShell id={id} label="Reason" error={error} hint={hint}>
          <textarea
            id={id}
            rows={3}
            maxLength={reasonSchema.shape.reason.maxLength ?? undefined}
            {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            className={`${fieldControlClass(Boolean(error))} h-auto min-h-24 py-3`}
          />
        </FieldShell>
        {serverError ? (
          <p
            role="alert"
            className="rounded-xl border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {serverError}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={busy}
            className={
              action === 'mark-failed'
                ? 'bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:hover:bg-red-700'
                : undefined
            }
          >
            {busy ? words?.busy : words?.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
