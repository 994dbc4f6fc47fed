import { seller_booking_choose } from '@phonix/shared/messages/seller_booking_choose';
import { seller_confirm } from '@phonix/shared/messages/seller_confirm';
import { LoaderCircle, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { PriceSummaryCard } from '@/components/ui/price-summary-card.tsx';

interface BookingSummaryProps {
  finalValue: number | undefined;
  /** What is still to choose, in words; empty when Confirm can be pressed. */
  missing: string[];
  busy: boolean;
  onConfirm: () => void;
  /** Shown above Confirm: a choice made with the booking (the WhatsApp updates box). */
  beforeConfirm?: ReactNode;
}

/** Price Summary with Confirm, disabled until an address, a date and a slot are chosen (SPEC 5). */
export function BookingSummary({ finalValue, missing, busy, onConfirm, beforeConfirm }: BookingSummaryProps) {
  return (
    <PriceSummaryCard finalValue={finalValue}>
      {beforeConfirm ? <div className="mb-4">{beforeConfirm}</div> : null}
      <Button size="lg" onClick={onConfirm} disabled={missing.length > 0 || busy} className="w-full">
        {busy ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
        ) : (
          <Lock className="size-4" aria-hidden />
        )}
        {seller_confirm()}
      </Button>
      {missing.length > 0 ? (
        <p className="mt-3 text-center text-sm text-slate-600">
          {seller_booking_choose({ items: missing.join(', ') })}
        </p>
      ) : null}
    </PriceSummaryCard>
  );
}
