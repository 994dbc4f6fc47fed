import { partner_accept } from '@phonix/shared/messages/partner_accept';
import { partner_accept_failed } from '@phonix/shared/messages/partner_accept_failed';
import { partner_toast_accepted } from '@phonix/shared/messages/partner_toast_accepted';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { orderMovedOn, useAcceptPickup } from '../api/partner-orders.ts';

interface AcceptButtonProps {
  refNo: string;
  onAccepted: (order: PartnerOrder) => void;
  /** The pickup is no longer open to this partner (another partner was first): the lists are read again. */
  onGone: (refNo: string) => void;
  className?: string;
}

/** Accept an open pickup: one request however often it is tapped, one toast with the server's words. */
export function AcceptButton({ refNo, onAccepted, onGone, className = '' }: AcceptButtonProps) {
  const acceptPickup = useAcceptPickup();
  const { busy, guard } = useSingleFlight();
  const accept = guard(async () => {
    try {
      const answer = await acceptPickup.mutateAsync(refNo);
      toast.success(partner_toast_accepted());
      onAccepted(answer.order);
    } catch (error) {
      // ORDER_ALREADY_TAKEN (another partner was first), or the pickup left the pool (cancelled, moved).
      const gone = orderMovedOn(error);
      toast.error(errorMessage(error, partner_accept_failed()), {
        duration: gone ? 8000 : 4000,
      });
      // The order and the lists are read again by the mutation.
      if (gone) onGone(refNo);
    }
  });
  return (
    <Button size="lg" onClick={accept} disabled={busy} className={`min-h-14 text-lg ${className}`}>
      {busy ? (
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
      ) : (
        <CircleCheck className="size-5" aria-hidden />
      )}
      {partner_accept()}
    </Button>
  );
}
