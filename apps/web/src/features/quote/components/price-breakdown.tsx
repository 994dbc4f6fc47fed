import { formatINR } from '@phonix/shared/money';
import type { ExactValueResponse } from '@phonix/shared/quote-api';
import { Info, Receipt } from 'lucide-react';

/** "How we got this price": the Get Upto price, each deduction and the result, line by line. */
export function PriceBreakdown({ quote }: { quote: ExactValueResponse }) {
  return (
    <section
      aria-labelledby="breakdown-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
    >
      <h2 id="breakdown-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Receipt className="size-5 text-brand-700" aria-hidden />
        How we got this price
      </h2>
      <dl className="mt-4 flex flex-col text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="font-semibold text-slate-800">Get Upto price</dt>
          <dd className="font-semibold text-slate-900">{formatINR(quote.basePrice)}</dd>
        </div>
        {quote.deductions.length === 0 ? (
          <div className="flex justify-between gap-4 border-t border-slate-100 py-2">
            <dt className="text-slate-600">No deductions: your phone is in top condition</dt>
            <dd className="text-slate-900">{formatINR(0)}</dd>
          </div>
        ) : (
          quote.deductions.map((line) => (
            <div key={line.code} className="flex justify-between gap-4 border-t border-slate-100 py-2">
              <dt className="text-slate-600">{line.label}</dt>
              <dd className="shrink-0 font-medium text-red-700">-{formatINR(line.amount)}</dd>
            </div>
          ))
        )}
        {quote.totalDeduction > 0 ? (
          <div className="flex justify-between gap-4 border-t border-slate-200 py-2">
            <dt className="text-slate-700">Total deductions</dt>
            <dd className="shrink-0 font-semibold text-red-700">-{formatINR(quote.totalDeduction)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t-2 border-slate-200 pt-3">
          <dt className="font-bold text-slate-900">Your price</dt>
          <dd className="text-base font-extrabold text-brand-800">{formatINR(quote.finalValue)}</dd>
        </div>
      </dl>
      {quote.minimumOfferApplied ? (
        <p className="mt-4 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          The deductions came to more than our minimum offer for this phone, so we pay you the minimum offer
          instead.
        </p>
      ) : quote.totalDeduction > 0 ? (
        <p className="mt-3 text-xs text-slate-500">Prices are rounded down to a convenient amount.</p>
      ) : null}
    </section>
  );
}
