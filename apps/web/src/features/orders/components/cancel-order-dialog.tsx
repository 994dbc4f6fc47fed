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
      toast.success(answer.message || 'Your order has been cancelled');
      onOpenChange(false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Cancel Order" size="sm">
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <CircleAlert className="size-7" aria-hidden />
        </span>
        <p className="text-base font-semibold text-slate-900">Are you sure you want to cancel the order?</p>
        <div className="grid w-full grid-cols-2 gap-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)} className="ring-1 ring-slate-300">
            Ignore
          </Button>
          <Button onClick={confirm} disabled={busy} className="bg-red-600 hover:bg-red-700 active:bg-red-800">
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            Yes
          </Button>
        </div>
      </div>
    </Modal>
  );
}
