import { deductionLabel } from '@phonix/shared/deduction-text';
import { quote_breakdown_base } from '@phonix/shared/messages/quote_breakdown_base';
import { quote_breakdown_title } from '@phonix/shared/messages/quote_breakdown_title';
import { quote_minimum_offer } from '@phonix/shared/messages/quote_minimum_offer';
import { quote_no_deductions } from '@phonix/shared/messages/quote_no_deductions';
import { quote_rounded } from '@phonix/shared/messages/quote_rounded';
import { quote_total_deductions } from '@phonix/shared/messages/quote_total_deductions';
import { quote_your_price } from '@phonix/shared/messages/quote_your_price';
import { formatINR } from '@phonix/shared/money';
import type { ExactValueResponse } from '@phonix/shared/quote-api';
import { Info, Receipt } from 'lucide-react';
import { usePageLocale } from '@/lib/locale.tsx';

/**
 * "How we got this price": the Get Upto price, each deduction and the result, line by line, in the page's
 * language (each line's words from its code, not the server's English).
 */
export function PriceBreakdown({ quote }: { quote: ExactValueResponse }) {
  const { locale } = usePageLocale();
  const inr = (amount: number) => formatINR(amount, locale);
  return (
    <section
      aria-labelledby="breakdown-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
    >
      <h2 id="breakdown-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Receipt className="size-5 text-brand-700" aria-hidden />
        {quote_breakdown_title()}
      </h2>
      <dl className="mt-4 flex flex-col text-sm">
        <div className="flex justify-between gap-4 py-2">
          <dt className="font-semibold text-slate-800">{quote_breakdown_base()}</dt>
          <dd className="font-semibold text-slate-900">{inr(quote.basePrice)}</dd>
        </div>
        {quote.deductions.length === 0 ? (
          <div className="flex justify-between gap-4 border-t border-slate-100 py-2">
            <dt className="text-slate-600">{quote_no_deductions()}</dt>
            <dd className="text-slate-900">{inr(0)}</dd>
          </div>
        ) : (
          quote.deductions.map((line) => (
            <div key={line.code} className="flex justify-between gap-4 border-t border-slate-100 py-2">
              <dt className="text-slate-600">{deductionLabel(line.code, locale, line.label)}</dt>
              <dd className="shrink-0 font-medium text-red-700">-{inr(line.amount)}</dd>
            </div>
          ))
        )}
        {quote.totalDeduction > 0 ? (
          <div className="flex justify-between gap-4 border-t border-slate-200 py-2">
            <dt className="text-slate-700">{quote_total_deductions()}</dt>
            <dd className="shrink-0 font-semibold text-red-700">-{inr(quote.totalDeduction)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t-2 border-slate-200 pt-3">
          <dt className="font-bold text-slate-900">{quote_your_price()}</dt>
          <dd className="text-base font-extrabold text-brand-800">{inr(quote.finalValue)}</dd>
        </div>
      </dl>
      {quote.minimumOfferApplied ? (
        <p className="mt-4 flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          {quote_minimum_offer()}
        </p>
      ) : quote.totalDeduction > 0 ? (
        <p className="mt-3 text-xs text-slate-500">{quote_rounded()}</p>
      ) : null}
    </section>
  );
}
