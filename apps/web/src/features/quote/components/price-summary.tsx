import { Button } from '@/components/ui/button.tsx';
import { PriceSummaryCard } from '@/components/ui/price-summary-card.tsx';

export function PriceSummary({ finalValue, onContinue }: { finalValue: number; onContinue: () => void }) {
  return (
    <PriceSummaryCard finalValue={finalValue}>
      <Button size="lg" onClick={onContinue} className="w-full">
        Continue
      </Button>
    </PriceSummaryCard>
  );
}
