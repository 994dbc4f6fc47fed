import { ERRORS } from '@phonix/shared/errors';
import type { PartnerHandover } from '@phonix/shared/handover-api';
import { formatINR } from '@phonix/shared/money';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { ArrowLeft, CircleCheckBig, OctagonX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { orderPath } from '../utils/order-view.ts';

/** The purchase's end: the receipt number, the payout reference and the amount, for the partner's records. */
export function HandoverDone({
  handover,
  paidFallback,
}: {
  handover: PartnerHandover;
  paidFallback: number;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached by pressing "Complete purchase" at the bottom of the page: the result is read first.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const amount = handover.final_amount ?? paidFallback;
  const paid = handover.paid;
  const referenceLabel =
    handover.payout?.method === 'upi' || handover.payout?.method === 'bank'
      ? 'Payout reference (UTR)'
      : 'Payout reference';

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="handover-done"
      className="flex flex-col gap-4 rounded-2xl border-4 border-emerald-700 bg-emerald-50 p-5"
    >
      <div className="flex items-center gap-3">
        <CircleCheckBig className="size-10 shrink-0 text-emerald-800" aria-hidden />
        <h2
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-2xl leading-tight font-extrabold text-emerald-950 focus:outline-none"
        >
          Purchase complete
        </h2>
      </div>
      {handover.receipt_number ? (
        <dl className="flex flex-col gap-3 text-base">
          <div>
            <dt className="text-sm font-semibold text-slate-700">Receipt number</dt>
            <dd data-testid="receipt-number" className="font-mono text-2xl font-extrabold text-slate-950">
              {handover.receipt_number}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">Amount paid</dt>
            <dd data-testid="amount-paid" className="text-3xl font-extrabold text-slate-950 tabular-nums">
              {formatINR(amount)}
            </dd>
          </div>
          {handover.payout ? (
            <div>
              <dt className="text-sm font-semibold text-slate-700">Paid by</dt>
              <dd className="font-bold text-slate-950">{handover.payout.description}</dd>
            </div>
          ) : null}
          {paid ? (
            <div>
              <dt className="text-sm font-semibold text-slate-700">{referenceLabel}</dt>
              <dd
                data-testid="payout-reference"
                className="font-mono text-xl font-bold break-all text-slate-950"
              >
                {paid.reference}
              </dd>
              {paid.test ? (
                <dd
                  data-testid="payout-test"
                  className="mt-2 rounded-xl bg-amber-100 px-3 py-2 text-base font-semibold text-amber-950 ring-2 ring-amber-700 ring-inset"
                >
                  Test payout (development driver): no money was moved.
                </dd>
              ) : null}
            </div>
          ) : null}
          {handover.completed_at ? (
            <div>
              <dt className="text-sm font-semibold text-slate-700">Completed</dt>
              <dd className="font-semibold text-slate-950">{formatIndiaDateTime(handover.completed_at)}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="text-base text-slate-900">
          You paid <span className="font-bold tabular-nums">{formatINR(amount)}</span>. This pickup was
          completed before the doorstep handover was recorded, so it has no purchase receipt.
        </p>
      )}
      <p className="text-base text-slate-900">
        The seller sees the receipt and the payout on their order page.
      </p>
      <Link
        to="/partner"
        data-testid="back-to-pickups"
        className={buttonClass('primary', 'lg', 'min-h-14 w-full text-lg')}
      >
        <ArrowLeft className="size-5" aria-hidden />
        Back to pickups
      </Link>
    </section>
  );
}

/**
 * A restricted IMEI: the purchase cannot go ahead. The server's message (read out to the seller) in large
 * type, the IMEI(s) concerned and what to do now.
 */
export function RestrictedStop({
  handover,
  message,
}: {
  handover: PartnerHandover;
  /** The server's words from the refused step; on a later visit, the same message from the shared list. */
  message: string | null;
}) {
  const restricted = handover.imei_checks.filter((check) => check.status === 'restricted');
  return (
    <div
      role="alert"
      data-testid="imei-restricted"
      className="flex flex-col gap-3 rounded-2xl border-4 border-red-700 bg-red-50 p-4 text-red-950"
    >
      <p className="flex items-center gap-3 text-2xl font-extrabold">
        <OctagonX className="size-9 shrink-0" aria-hidden />
        Stop: do not buy this phone
      </p>
      <p data-testid="imei-restricted-message" className="text-lg font-bold">
        {message ?? ERRORS.IMEI_RESTRICTED.message}
      </p>
      {restricted.length > 0 ? (
        <ul className="flex flex-col gap-1 text-base">
          {restricted.map((check) => (
            <li key={check.imei}>
              Restricted IMEI <span className="font-mono font-bold tabular-nums">{check.imei}</span>
              {check.driver === 'manual' ? ` (ref. ${check.reference})` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-base">
        Give the phone back to the seller and do not pay. The check is recorded with this order; Phonix
        support will follow it up.
      </p>
      <Link
        to={orderPath(handover.ref_no)}
        className={buttonClass('secondary', 'lg', 'min-h-14 w-full border-2 text-lg')}
      >
        <ArrowLeft className="size-5" aria-hidden />
        Back to the order
      </Link>
    </div>
  );
}
