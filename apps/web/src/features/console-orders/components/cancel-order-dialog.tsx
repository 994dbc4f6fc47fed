import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffOrderDetail, staffCancelOrderRequestSchema } from '@phonix/shared/console-orders-api';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { refreshOrder, useOrderChange } from '../api/orders-admin.ts';
import { DialogError, ReasonField } from './reason-field.tsx';

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
  const change = useOrderChange('staffCancelOrder', order.ref_no);
  const { busy, guard } = useSingleFlight();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(staffCancelOrderRequestSchema),
    defaultValues: { reason: '' },
  });

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setServerError(null);
    }
    onOpenChange(next);
  };

  const submit = guard(
    form.handleSubmit(async (body) => {
      setServerError(null);
      try {
        await change.mutateAsync({ params: { ref: order.ref_no }, body });
        close(false);
      } catch (error) {
        const message = errorMessage(error, 'Could not cancel the order. Please try again.');
        setServerError(message);
        toast.error(message);
        await refreshOrder(order.ref_no);
      }
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
