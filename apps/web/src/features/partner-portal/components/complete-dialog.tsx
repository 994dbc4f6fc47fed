import { formatINR } from '@phonix/shared/money';
import { LoaderCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { completePickup, refreshOrder } from '../api/partner-orders.ts';

interface CompleteDialogProps {
  refNo: string;
  /** The agreed value the screen shows; the server refuses it (ORDER_CHANGED) if the order moved since. */
  amount: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Completes the pickup at the agreed value, after asking; sends once. */
export function CompleteDialog({ refNo, amount, open, onOpenChange }: CompleteDialogProps) {
  const { busy, guard } = useSingleFlight();
  const confirm = guard(async () => {
    try {
      const answer = await completePickup(refNo, amount);
      toast.success(answer.message);
    } catch (error) {
      // The price changed (a new re-check, the seller's decision) or the order moved on: show it as it is now.
      toast.error(errorMessage(error, 'Could not complete this pickup. Please try again.'), {
        duration: 6000,
      });
      await refreshOrder(refNo);
    } finally {
      onOpenChange(false);
    }
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Complete this pickup?" size="sm">
      <div className="flex flex-col gap-4">
        <p className="text-base text-slate-900">Pay the seller and take the phone.</p>
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-center">
          <span className="block text-sm font-semibold text-slate-700">Amount to pay</span>
          <span className="text-3xl font-extrabold text-slate-950 tabular-nums">{formatINR(amount)}</span>
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Button
            variant="ghost"
            size="lg"
            onClick={() => onOpenChange(false)}
            className="min-h-14 ring-2 ring-slate-400"
          >
            Not yet
          </Button>
          <Button size="lg" onClick={confirm} disabled={busy} className="min-h-14">
            {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
            Yes, complete
          </Button>
        </div>
      </div>
    </Modal>
  );
}
