import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffOrderDetail, staffCancelOrderRequestSchema } from '@phonix/shared/console-orders-api';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { DialogError, ReasonField } from './reason-field.tsx';
import { useOrderChangeSubmit } from './use-order-change-submit.ts';

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
  const form = useForm({
    resolver: zodResolver(staffCancelOrderRequestSchema),
    defaultValues: { reason: '' },
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
      description={`Order ${order.ref_no} ends for good: the seller is told with your reason${
        order.partner ? `, and ${order.partner.shop_name} no longer holds it` : ''
      }. It cannot be undone.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <ReasonField
          error={form.formState.errors.reason?.message}
          hint="The seller sees this reason on their order; it is also kept in the audit log."
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
