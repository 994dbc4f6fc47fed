import { formatINR } from '@phonix/shared/money';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

export function PriceSummary({ finalValue, onContinue }: { finalValue: number; onContinue: () => void }) {
  return (
    <section
      aria-labelledby="summary-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
    >
      <h2 id="summary-title" className="text-lg font-bold text-slate-900">
        Price Summary
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Base Price</dt>
          <dd className="font-semibold text-slate-900">{formatINR(finalValue)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Pickup Charges</dt>
          <dd className="font-semibold text-green-700">Free</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">Total Amount</dt>
          <dd className="font-extrabold text-slate-900">{formatINR(finalValue)}</dd>
        </div>
      </dl>
      <Button size="lg" onClick={onContinue} className="mt-5 w-full">
        Continue
      </Button>
      <p className="mt-4 flex gap-2 text-sm font-medium text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        The amount is subject to change upon physical device inspection.
      </p>
    </section>
  );
}
