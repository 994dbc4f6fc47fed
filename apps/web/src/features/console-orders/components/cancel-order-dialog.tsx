import { zodResolver } from '@hookform/resolvers/zod';
import { CANCEL_REASON_LABELS, CANCEL_REASONS } from '@phonix/shared/cancel-reasons';
import { type StaffOrderDetail, staffCancelOrderRequestSchema } from '@phonix/shared/console-orders-api';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { describedBy, FieldShell, fieldControlClass } from '@/components/ui/text-field.tsx';
import { DialogError, ReasonField } from './reason-field.tsx';
import { useOrderChangeSubmit } from './use-order-change-submit.ts';

const CODE_HINT = 'Sent to the seller and the partner in their own language (SMS and the order page).';

/** Cancels the order for good, with the reason the seller is told; asks first. */
export function CancelOrderDialog({
  order,
  open,
  onOpenChange,
}: {
  order: StaffOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { busy, guard, send, serverError, clearServerError } = useOrderChangeSubmit(
    'staffCancelOrder',
    order.ref_no,
    'Could not cancel the order. Please try again.',
  );
  const codeId = useId();
  const form = useForm({
    resolver: zodResolver(staffCancelOrderRequestSchema),
    defaultValues: { reason_code: undefined, reason: '' },
  });

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      clearServerError();
    }
    onOpenChange(next);
  };

  const submit = guard(
    form.handleSubmit(async (body) => {
      if (await send(body)) close(false);
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Cancel this order?"
      description={`Order ${order.ref_no} ends for good: the seller is told the reason you choose${
        order.partner ? `, and ${order.partner.shop_name} no longer holds it` : ''
      }. It cannot be undone.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <FieldShell
          id={codeId}
          label="What the seller is told"
          error={form.formState.errors.reason_code?.message}
          hint={CODE_HINT}
        >
          <select
            id={codeId}
            aria-invalid={form.formState.errors.reason_code ? true : undefined}
            aria-describedby={describedBy(codeId, form.formState.errors.reason_code?.message, CODE_HINT)}
            className={fieldControlClass(Boolean(form.formState.errors.reason_code))}
            data-testid="cancel-reason-code"
            {...form.register('reason_code')}
          >
            <option value="">Choose a reason...</option>
            {CANCEL_REASONS.map((code) => (
              <option key={code} value={code}>
                {CANCEL_REASON_LABELS[code]}
              </option>
            ))}
          </select>
        </FieldShell>
        <ReasonField
          error={form.formState.errors.reason?.message}
          hint="For the team only: kept with the order's history and the audit log, never shown to the seller."
          {...form.register('reason')}
        />
        <DialogError message={serverError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            Keep the order
          </Button>
          <Button
            type="submit"
            disabled={busy}
            className="bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:hover:bg-red-700"
          >
            {busy ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
