import { quote_base_price } from '@phonix/shared/messages/quote_base_price';
import { quote_free } from '@phonix/shared/messages/quote_free';
import { quote_inspection_note } from '@phonix/shared/messages/quote_inspection_note';
import { quote_pickup_charges } from '@phonix/shared/messages/quote_pickup_charges';
import { quote_summary_title } from '@phonix/shared/messages/quote_summary_title';
import { quote_total_amount } from '@phonix/shared/messages/quote_total_amount';
import { formatINR } from '@phonix/shared/money';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageLocale } from '@/lib/locale.tsx';
import { Skeleton } from './skeleton.tsx';

/**
 * The Price Summary (SPEC 2): Base Price, Pickup Charges Free, Total Amount, the page's action and the red
 * inspection note. Used by the price result page (Continue) and the pickup page (Confirm).
 */
export function PriceSummaryCard({
  finalValue,
  children,
}: {
  finalValue: number | undefined;
  children: ReactNode;
}) {
  const { locale } = usePageLocale();
  const amount = (skeletonClass: string) =>
    finalValue === undefined ? <Skeleton className={skeletonClass} /> : formatINR(finalValue, locale);
  return (
    <section
      aria-labelledby="price-summary-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
    >
      <h2 id="price-summary-title" className="text-lg font-bold text-slate-900">
        {quote_summary_title()}
      </h2>
      <dl className="mt-4 flex flex-col gap-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-slate-600">{quote_base_price()}</dt>
          <dd className="font-semibold text-slate-900">{amount('h-5 w-20')}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-600">{quote_pickup_charges()}</dt>
          <dd className="font-semibold text-green-700">{quote_free()}</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-bold text-slate-900">{quote_total_amount()}</dt>
          <dd className="font-extrabold text-slate-900">{amount('h-6 w-24')}</dd>
        </div>
      </dl>
      <div className="mt-5">{children}</div>
      <p className="mt-4 flex gap-2 text-sm font-medium text-red-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
        {quote_inspection_note()}
      </p>
    </section>
  );
}
