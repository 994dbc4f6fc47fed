import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffOrderDetail,
  staffRevisedOfferDecisionRequestSchema,
} from '@phonix/shared/console-orders-api';
import { formatINR } from '@phonix/shared/money';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { DialogError, ReasonField } from './reason-field.tsx';
import { useOrderChangeSubmit } from './use-order-change-submit.ts';

/**
 * Approves or declines a re-quote above the quote (issue 21), with the reason kept in the audit log: approved,
 * the raised price becomes the agreed one and the seller is told; declined, the order stays at its quote.
 */
export function RaisedPriceDialog({
  order,
  decision,
  open,
  onOpenChange,
}: {
  order: StaffOrderDetail;
  decision: 'approve' | 'decline';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { busy, guard, send, serverError, clearServerError } = useOrderChangeSubmit(
    decision === 'approve' ? 'staffApproveRevisedOffer' : 'staffDeclineRevisedOffer',
    order.ref_no,
    'Could not save the decision. Please try again.',
  );
  const form = useForm({
    resolver: zodResolver(staffRevisedOfferDecisionRequestSchema),
    defaultValues: { reason: '' },
  });
  const raised = order.revised_value === null ? '' : formatINR(order.revised_value);
  const quoted = formatINR(order.quoted_value);

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

  const approve = decision === 'approve';
  // A deep cut waits for staff too (issue 34): approved, it goes to the seller to accept or decline.
  const cut = order.revised_value !== null && order.revised_value < order.quoted_value;
  const title = cut
    ? approve
      ? 'Send the cut price to the seller?'
      : 'Withdraw the cut price?'
    : approve
      ? 'Approve the raised price?'
      : 'Decline the raised price?';
  const found = cut
    ? `The partner re-checked the phone at ${raised}, a cut of more than the review share from the quote of ${quoted}. Check the door photos first.`
    : `The partner re-checked the phone at ${raised}, above the quote of ${quoted}.`;
  const outcome = approve
    ? cut
      ? ` Approved, the seller sees ${raised} with the photos and accepts or declines it.`
      : ` Approved, ${raised} becomes the price paid and the seller is told.`
    : ` Declined, the order stays at ${quoted}.`;
  return (
    <Modal open={open} onOpenChange={close} title={title} description={found + outcome}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <ReasonField
          error={form.formState.errors.reason?.message}
          hint="Kept in the audit log with your name."
          {...form.register('reason')}
        />
        <DialogError message={serverError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            Not now
          </Button>
          <Button type="submit" disabled={busy}>
            {busy
              ? 'Saving...'
              : approve
                ? cut
                  ? 'Send to the seller'
                  : 'Approve raised price'
                : cut
                  ? 'Withdraw it'
                  : 'Decline raised price'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
