import { formatINR } from '@phonix/shared/money';
import { CircleAlert, LoaderCircle, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

interface BookingSummaryProps {
  finalValue: number | undefined;
  /** What is still to choose, in words; empty when Confirm can be pressed. */
  missing: string[];
  busy: boolean;
  onConfirm: () => void;
}

/** Price Summary with Confirm, disabled until an address, a date and a slot are chosen (SPEC 5). */
export function BookingSummary({ finalValue, missing, busy, onConfirm }: BookingSummaryProps) {
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
    >
      <h2 id="booking-summary-title" className="text-lg font-bold text-slate-900">
        Price Summary
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">Base Price</dt>
          <dd className="font-semibold text-slate-900">
            {finalValue === undefined ? <Skeleton className="h-5 w-20" /> : formatINR(finalValue)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">Pickup Charges</dt>
          <dd className="font-semibold text-green-700">Free</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">Total Amount</dt>
          <dd className="font-extrabold text-slate-900">
            {finalValue === undefined ? <Skeleton className="h-6 w-24" /> : formatINR(finalValue)}
          </dd>
        </div>
      </dl>
      <Button size="lg" onClick={onConfirm} disabled={missing.length > 0 || busy} className="mt-5 w-full">
        {busy ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
        ) : (
          <Lock className="size-4" aria-hidden />
        )}
        Confirm
      </Button>
      {missing.length > 0 ? (
        <p className="mt-3 text-center text-sm text-slate-600">Choose {missing.join(', ')} to confirm.</p>
      ) : null}
      <p className="mt-4 flex gap-2 text-sm font-medium text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        The amount is subject to change upon physical device inspection.
      </p>
    </section>
  );
}
