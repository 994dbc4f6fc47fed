import { answerText } from '@phonix/shared/answer-text';
import { seller_cancel_confirm } from '@phonix/shared/messages/seller_cancel_confirm';
import { seller_cancel_ignore } from '@phonix/shared/messages/seller_cancel_ignore';
import { seller_cancel_title } from '@phonix/shared/messages/seller_cancel_title';
import { seller_order_cancelled_toast } from '@phonix/shared/messages/seller_order_cancelled_toast';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';
import { seller_yes } from '@phonix/shared/messages/seller_yes';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useCancelOrder } from '../api/orders.ts';

interface CancelOrderDialogProps {
  customerId: number;
  refNo: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Are you sure you want to cancel the order?' Yes / Ignore; a failure toasts and keeps it open (SPEC 8). */
export function CancelOrderDialog({ customerId, refNo, open, onOpenChange }: CancelOrderDialogProps) {
  const cancel = useCancelOrder(customerId);
  const { busy, guard } = useSingleFlight();
  const confirm = guard(async () => {
    try {
      const answer = await cancel.mutateAsync(refNo);
      toast.success(
        answerText(answer.message, seller_order_cancelled_toast, 'Your order has been cancelled'),
      );
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error, seller_something_went_wrong()));
    }
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={seller_cancel_title()} size="sm">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <CircleAlert className="size-7" aria-hidden />
        </span>
        <p className="text-base font-semibold text-slate-900">{seller_cancel_confirm()}</p>
        <div className="grid w-full grid-cols-2 gap-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)} className="ring-1 ring-slate-300">
            {seller_cancel_ignore()}
          </Button>
          <Button onClick={confirm} disabled={busy} className="bg-red-600 hover:bg-red-700 active:bg-red-800">
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {seller_yes()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
