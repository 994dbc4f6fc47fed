import type { PayoutMethod } from '@phonix/shared/handover';
import type { SellerHandover } from '@phonix/shared/handover-api';
import { formatINR } from '@phonix/shared/money';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { BadgeIndianRupee, FlaskConical } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 text-sm min-[420px]:flex-row min-[420px]:justify-between min-[420px]:gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-semibold break-words text-slate-900 min-[420px]:text-right">{children}</dd>
    </div>
  );
}

/** What the payout's reference is called: the bank's UTR, the provider's reference, the cheque's number. */
const REFERENCE_LABELS: Record<PayoutMethod, string> = {
  upi: 'Payout reference (UTR)',
  bank: 'Payout reference (UTR)',
  wallet: 'Payout reference',
  cheque: 'Cheque number',
};

/**
 * The payment once released: the amount paid, where it went (masked), its reference (a development
 * driver's marked as a test: no money moved), and the purchase receipt's number.
 */
export function PaymentSummary({
  handover,
  focusOnShow = false,
}: {
  handover: SellerHandover;
  /** Just confirmed on this page: focus moves here from the form that is gone. */
  focusOnShow?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the summary first shows
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, []);
  const { paid, payout } = handover;
  const completed = handover.order_status === 'completed';
  return (
    <section
      aria-labelledby="payment-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6"
      data-testid="payment-summary"
    >
      <h2
        id="payment-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-bold text-slate-900 focus:outline-none"
      >
        <BadgeIndianRupee className="size-5 text-brand-700" aria-hidden />
        Your payment
      </h2>
      {completed ? null : (
        <p className="mt-1 text-sm text-slate-600">Your payment is released. We are completing your order.</p>
      )}
      <dl className="mt-3 divide-y divide-slate-100">
        {handover.final_amount === null ? null : (
          <Row label="Amount paid">
            <span className="text-base font-extrabold text-brand-800" data-testid="amount-paid">
              {formatINR(handover.final_amount)}
            </span>
          </Row>
        )}
        {payout ? (
          <Row label="Paid to">
            <span data-testid="payout-destination">{payout.description}</span>
          </Row>
        ) : null}
        {paid ? (
          <Row label={payout ? REFERENCE_LABELS[payout.method] : 'Payout reference'}>
            <span className="font-mono break-all" data-testid="payout-reference">
              {paid.reference}
            </span>
            {paid.test ? (
              <span
                className="mt-1 flex items-center gap-1 font-sans text-xs font-semibold text-amber-800 min-[420px]:justify-end"
                data-testid="payout-test"
              >
                <FlaskConical className="size-3.5" aria-hidden />
                Test payout: no money was sent
              </span>
            ) : null}
          </Row>
        ) : null}
        {paid ? <Row label="Paid on">{formatIndiaDateTime(paid.released_at)}</Row> : null}
        {handover.receipt_number ? (
          <Row label="Receipt number">
            <span data-testid="receipt-number">{handover.receipt_number}</span>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}
