import { zodResolver } from '@hookform/resolvers/zod';
import {
  type StaffOrderDetail,
  staffRevealSellerMobileRequestSchema,
} from '@phonix/shared/console-orders-api';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useMyReveals, useRevealSellerMobile } from '../api/orders-admin.ts';
import { DialogError, ReasonField } from './reason-field.tsx';

const revealsText = (count: number) =>
  count === 0
    ? "You have not revealed a seller's number today."
    : `You have revealed ${count} seller ${count === 1 ? 'number' : 'numbers'} today.`;

/**
 * "Call seller": the seller's number stays masked until a staff member gives a reason; the reveal is in the
 * audit log, and the dialog says how many numbers they revealed today.
 */
export function CallSeller({ order }: { order: StaffOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [mobile, setMobile] = useState<string | null>(null);
  const reveals = useMyReveals(open);
  const reveal = useRevealSellerMobile(order.ref_no);
  const { busy, guard } = useSingleFlight();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(staffRevealSellerMobileRequestSchema),
    defaultValues: { reason: '' },
  });

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setServerError(null);
      setMobile(null);
    }
    setOpen(next);
  };

  const submit = guard(
    form.handleSubmit(async ({ reason }) => {
      setServerError(null);
      try {
        setMobile((await reveal.mutateAsync(reason)).mobile);
      } catch (error) {
        const message = errorMessage(error, "Could not show the seller's number. Please try again.");
        setServerError(message);
        toast.error(message);
      }
    }),
  );

  const count = reveals.data?.reveals_today;
  return (
    <>
      <Button variant="secondary" className="min-h-9 self-start px-3 py-1" onClick={() => setOpen(true)}>
        <Phone className="size-4" aria-hidden />
        Call seller
      </Button>
      <Modal
        open={open}
        onOpenChange={close}
        title={`Call ${order.seller.name || 'the seller'}`}
        description="The number is shown only for a reason, and each time it is shown is kept in the audit log."
      >
        <p className="mb-4 text-sm text-slate-700" data-testid="reveals-today">
          {count === undefined ? 'Counting your reveals today...' : revealsText(count)}
        </p>
        {mobile ? (
          <div className="flex flex-col gap-4">
            <a
              href={`tel:+91${mobile}`}
              className={`${buttonClass('primary')} self-start tabular-nums`}
              data-testid="seller-mobile"
            >
              <Phone className="size-4" aria-hidden />
              Call {mobile}
            </a>
            <div className="flex justify-end">
              <Button variant="ghost" onClick={() => close(false)}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
            <ReasonField
              error={form.formState.errors.reason?.message}
              hint="Why you call the seller, in a few words (for example: confirm the pickup address). Kept in the audit log."
              {...form.register('reason')}
            />
            <DialogError message={serverError} />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="ghost" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Showing...' : 'Show the number'}
              </Button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
