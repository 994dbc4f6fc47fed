import type { PartnerHandover } from '@phonix/shared/handover-api';
import { payoutDescription } from '@phonix/shared/handover-words';
import { partner_back_to_order } from '@phonix/shared/messages/partner_back_to_order';
import { partner_back_to_pickups } from '@phonix/shared/messages/partner_back_to_pickups';
import { partner_done_amount } from '@phonix/shared/messages/partner_done_amount';
import { partner_done_completed } from '@phonix/shared/messages/partner_done_completed';
import { partner_done_heading } from '@phonix/shared/messages/partner_done_heading';
import { partner_done_no_receipt } from '@phonix/shared/messages/partner_done_no_receipt';
import { partner_done_paid_by } from '@phonix/shared/messages/partner_done_paid_by';
import { partner_done_receipt } from '@phonix/shared/messages/partner_done_receipt';
import { partner_done_reference } from '@phonix/shared/messages/partner_done_reference';
import { partner_done_reference_utr } from '@phonix/shared/messages/partner_done_reference_utr';
import { partner_done_seller_sees } from '@phonix/shared/messages/partner_done_seller_sees';
import { partner_done_test } from '@phonix/shared/messages/partner_done_test';
import { partner_imei_ref } from '@phonix/shared/messages/partner_imei_ref';
import { partner_stop_heading } from '@phonix/shared/messages/partner_stop_heading';
import { partner_stop_imei } from '@phonix/shared/messages/partner_stop_imei';
import { partner_stop_message } from '@phonix/shared/messages/partner_stop_message';
import { partner_stop_what_now } from '@phonix/shared/messages/partner_stop_what_now';
import { formatINR } from '@phonix/shared/money';
import { ArrowLeft, CircleCheckBig, OctagonX } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { messageParts } from '@/lib/message-parts.tsx';
import { orderPath } from '../utils/order-view.ts';
import { partnerDateTime } from '../utils/partner-format.ts';

/** The purchase's end: the receipt number, the payout reference and the amount, for the partner's records. */
export function HandoverDone({
  handover,
  paidFallback,
}: {
  handover: PartnerHandover;
  paidFallback: number;
}) {
  const id = useId();
  const { locale } = usePageLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // Reached by pressing "Complete purchase" at the bottom of the page: the result is read first.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const amount = handover.final_amount ?? paidFallback;
  const paid = handover.paid;
  const referenceLabel =
    handover.payout?.method === 'upi' || handover.payout?.method === 'bank'
      ? partner_done_reference_utr()
      : partner_done_reference();

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
          {partner_done_heading()}
        </h2>
      </div>
      {handover.receipt_number ? (
        <dl className="flex flex-col gap-3 text-base">
          <div>
            <dt className="text-sm font-semibold text-slate-700">{partner_done_receipt()}</dt>
            <dd data-testid="receipt-number" className="font-mono text-2xl font-extrabold text-slate-950">
              {handover.receipt_number}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-700">{partner_done_amount()}</dt>
            <dd data-testid="amount-paid" className="text-3xl font-extrabold text-slate-950 tabular-nums">
              {formatINR(amount, locale)}
            </dd>
          </div>
          {handover.payout ? (
            <div>
              <dt className="text-sm font-semibold text-slate-700">{partner_done_paid_by()}</dt>
              <dd className="font-bold text-slate-950">
                {payoutDescription(handover.payout.details, locale)}
              </dd>
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
                  {partner_done_test()}
                </dd>
              ) : null}
            </div>
          ) : null}
          {handover.completed_at ? (
            <div>
              <dt className="text-sm font-semibold text-slate-700">{partner_done_completed()}</dt>
              <dd className="font-semibold text-slate-950">
                {partnerDateTime(handover.completed_at, locale)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="text-base text-slate-900">
          {messageParts((slots) => partner_done_no_receipt({ amount: slots.amount }), {
            amount: <span className="font-bold tabular-nums">{formatINR(amount, locale)}</span>,
          })}
        </p>
      )}
      <p className="text-base text-slate-900">{partner_done_seller_sees()}</p>
      <Link
        to="/partner"
        data-testid="back-to-pickups"
        className={buttonClass('primary', 'lg', 'min-h-14 w-full text-lg')}
      >
        <ArrowLeft className="size-5" aria-hidden />
        {partner_back_to_pickups()}
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
        {partner_stop_heading()}
      </p>
      <p data-testid="imei-restricted-message" className="text-lg font-bold">
        {message ?? partner_stop_message()}
      </p>
      {restricted.length > 0 ? (
        <ul className="flex flex-col gap-1 text-base">
          {restricted.map((check) => (
            <li key={check.imei}>
              {partner_stop_imei()} <span className="font-mono font-bold tabular-nums">{check.imei}</span>
              {check.driver === 'manual' ? ` ${partner_imei_ref({ reference: check.reference })}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-base">{partner_stop_what_now()}</p>
      <Link
        to={orderPath(handover.ref_no)}
        className={buttonClass('secondary', 'lg', 'min-h-14 w-full border-2 text-lg')}
      >
        <ArrowLeft className="size-5" aria-hidden />
        {partner_back_to_order()}
      </Link>
    </div>
  );
}
