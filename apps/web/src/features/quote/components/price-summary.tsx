import { quote_continue } from '@phonix/shared/messages/quote_continue';
import { quote_price_holds } from '@phonix/shared/messages/quote_price_holds';
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
        {quote_continue()}
      </Button>
      {quoteValidUntil ? (
        <PriceLockNote until={quoteValidUntil} className="mt-4">
          {quote_price_holds({ days: QUOTE_VALID_DAYS })}
        </PriceLockNote>
      ) : null}
    </PriceSummaryCard>
  );
}
