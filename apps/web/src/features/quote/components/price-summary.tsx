import { QUOTE_VALID_DAYS } from '@phonix/shared/order-lifecycle';
import { Button } from '@/components/ui/button.tsx';
import { PriceLockNote } from '@/components/ui/price-lock-note.tsx';
import { PriceSummaryCard } from '@/components/ui/price-summary-card.tsx';

export function PriceSummary({
  finalValue,
  quoteValidUntil,
  onContinue,
}: {
  finalValue: number;
  /** Until when this price holds if booked now (exactValue's quote_valid_until). */
  quoteValidUntil?: string | undefined;
  onContinue: () => void;
}) {
  return (
    <PriceSummaryCard finalValue={finalValue}>
      <Button size="lg" onClick={onContinue} className="w-full">
        Continue
      </Button>
      {quoteValidUntil ? (
        <PriceLockNote until={quoteValidUntil} className="mt-4">
          Book now and this price holds for {QUOTE_VALID_DAYS} days: if our partner finds your phone as you
          described it, you get this price, even if our prices change.
        </PriceLockNote>
      ) : null}
    </PriceSummaryCard>
  );
}
