import { formatINR } from '@phonix/shared/money';
import { QUOTE_VALID_DAYS } from '@phonix/shared/order-lifecycle';
import type { RequotePreview, RevisedOffer } from '@phonix/shared/requote';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { orderPath } from '../utils/order-view.ts';

/** '+₹300', '−₹1,200', '₹0': what an answer changes the price by. */
const signed = (amount: number) =>
  amount === 0 ? formatINR(0) : `${amount > 0 ? '+' : '−'}${formatINR(Math.abs(amount))}`;

function differenceWords(difference: number): string {
  if (difference === 0) return 'Same as the quote';
  return difference < 0
    ? `${formatINR(-difference)} less than the quote`
    : `${formatINR(difference)} more than the quote`;
}

/** The figures a re-check's preview and its outcome share. */
type Figures = Pick<
  RevisedOffer & RequotePreview,
  'quoted_value' | 'revised_value' | 'difference' | 'price_basis' | 'changes' | 'price_change' | 'rounding'
>;

const effectClass = (amount: number) =>
  amount < 0 ? 'text-red-800' : amount > 0 ? 'text-emerald-800' : 'text-slate-900';

/**
 * The seller's quote beside the new price, what the difference comes to, and each answer the partner found
 * different from the seller's with what it costs (the server's figures, as it priced them).
 */
export function RequoteFigures({ figures }: { figures: Figures }) {
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl border-2 border-slate-300 bg-white p-4">
          <dt className="text-sm font-semibold text-slate-700">Seller’s quote</dt>
          <dd data-testid="old-price" className="text-2xl font-extrabold text-slate-800 tabular-nums">
            {formatINR(figures.quoted_value)}
          </dd>
        </div>
        <div className="rounded-2xl border-2 border-brand-800 bg-brand-50 p-4">
          <dt className="text-sm font-semibold text-brand-950">After your check</dt>
          <dd data-testid="new-price" className="text-2xl font-extrabold text-slate-950 tabular-nums">
            {formatINR(figures.revised_value)}
          </dd>
        </div>
      </dl>
      <p className="text-lg font-bold text-slate-950">{differenceWords(figures.difference)}</p>

      {figures.price_basis === 'current_prices' ? (
        <p className="rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-base text-amber-950">
          The quote is more than {QUOTE_VALID_DAYS} days old, so today’s prices were used.
        </p>
      ) : null}

      <div className="flex flex-col gap-3">
        <h3 className="text-lg font-extrabold text-slate-950">What changed</h3>
        {figures.changes.length === 0 ? (
          <p className="text-base text-slate-900">Everything matches what the seller said.</p>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="requote-changes">
            {figures.changes.map((change) => (
              <li
                key={change.key}
                data-testid="requote-change"
                className="rounded-2xl border-2 border-slate-300 bg-white p-4"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="text-base font-bold text-slate-950">{change.question}</p>
                  <p
                    data-testid="change-cost"
                    className={`shrink-0 text-lg font-extrabold tabular-nums ${effectClass(change.price_effect)}`}
                  >
                    {signed(change.price_effect)}
                  </p>
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-base">
                  <dt className="text-slate-700">Seller said</dt>
                  <dd className="font-semibold text-slate-950">{change.declared}</dd>
                  <dt className="text-slate-700">You found</dt>
                  <dd className="font-semibold text-slate-950">{change.found}</dd>
                </dl>
              </li>
            ))}
          </ul>
        )}
        {figures.price_change !== 0 || figures.rounding !== 0 ? (
          <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-2xl border-2 border-slate-200 bg-white px-4 py-3 text-base">
            {figures.price_change !== 0 ? (
              <>
                <dt className="text-slate-800">Price list change</dt>
                <dd className={`font-bold tabular-nums ${effectClass(figures.price_change)}`}>
                  {signed(figures.price_change)}
                </dd>
              </>
            ) : null}
            {figures.rounding !== 0 ? (
              <>
                <dt className="text-slate-800">Rounding</dt>
                <dd className={`font-bold tabular-nums ${effectClass(figures.rounding)}`}>
                  {signed(figures.rounding)}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
      </div>
    </>
  );
}

/**
 * The doorstep re-check's outcome: the old and new price, each answer the partner found different from the
 * seller's with what it costs, and whether the seller must decide before the handover can go on.
 */
export function RequoteResult({ offer }: { offer: RevisedOffer }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby="requote-result-title"
      data-testid="requote-result"
      className="flex flex-col gap-5"
    >
      <h2
        id="requote-result-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold text-slate-950 focus:outline-none"
      >
        New price
      </h2>

      <RequoteFigures figures={offer} />

      <p
        data-testid="requote-next"
        className={`rounded-xl border-2 px-4 py-3 text-base font-semibold ${
          offer.needs_decision || offer.offer_status === 'staff_review'
            ? 'border-amber-700 bg-amber-50 text-amber-950'
            : 'border-emerald-700 bg-emerald-50 text-emerald-950'
        }`}
      >
        {offer.needs_decision
          ? 'The seller must accept or decline the new price on their phone. You can start the handover once they accept.'
          : offer.offer_status === 'staff_review'
            ? 'The price is above the quote, so Phonix checks it before the seller sees it. You can start the handover once it is settled.'
            : 'No decision needed from the seller. You can start the handover.'}
      </p>

      <Link to={orderPath(offer.ref_no)} className={buttonClass('primary', 'lg', 'min-h-14 w-full text-lg')}>
        <ArrowLeft className="size-5" aria-hidden />
        Back to the order
      </Link>
    </section>
  );
}
