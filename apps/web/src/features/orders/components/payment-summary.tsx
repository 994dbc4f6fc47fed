import type { PayoutMethod } from '@phonix/shared/handover';
import type { SellerHandover } from '@phonix/shared/handover-api';
import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { seller_payment_amount_paid } from '@phonix/shared/messages/seller_payment_amount_paid';
import { seller_payment_cheque_number } from '@phonix/shared/messages/seller_payment_cheque_number';
import { seller_payment_paid_on } from '@phonix/shared/messages/seller_payment_paid_on';
import { seller_payment_paid_to } from '@phonix/shared/messages/seller_payment_paid_to';
import { seller_payment_receipt_number } from '@phonix/shared/messages/seller_payment_receipt_number';
import { seller_payment_reference } from '@phonix/shared/messages/seller_payment_reference';
import { seller_payment_reference_utr } from '@phonix/shared/messages/seller_payment_reference_utr';
import { seller_payment_released } from '@phonix/shared/messages/seller_payment_released';
import { seller_payment_test } from '@phonix/shared/messages/seller_payment_test';
import { seller_payment_title } from '@phonix/shared/messages/seller_payment_title';
import { formatINR } from '@phonix/shared/money';
import { describePayoutIn } from '@phonix/shared/order-texts';
import { BadgeIndianRupee, FlaskConical } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePageLocale } from '@/lib/locale.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 text-sm min-[420px]:flex-row min-[420px]:justify-between min-[420px]:gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 font-semibold break-words text-slate-900 min-[420px]:text-right">{children}</dd>
    </div>
  );
}

/** What the payout's reference is called: the bank's UTR, the provider's reference, the cheque's number. */
const REFERENCE_LABELS: Record<PayoutMethod, () => string> = {
  upi: seller_payment_reference_utr,
  bank: seller_payment_reference_utr,
  wallet: seller_payment_reference,
  cheque: seller_payment_cheque_number,
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
  const { locale } = usePageLocale();
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
        {seller_payment_title()}
      </h2>
      {completed ? null : <p className="mt-1 text-sm text-slate-600">{seller_payment_released()}</p>}
      <dl className="mt-3 divide-y divide-slate-100">
        {handover.final_amount === null ? null : (
          <Row label={seller_payment_amount_paid()}>
            <span className="text-base font-extrabold text-brand-800" data-testid="amount-paid">
              {formatINR(handover.final_amount, locale)}
            </span>
          </Row>
        )}
        {payout ? (
          <Row label={seller_payment_paid_to()}>
            <span data-testid="payout-destination">{describePayoutIn(payout.details, locale)}</span>
          </Row>
        ) : null}
        {paid ? (
          <Row label={payout ? REFERENCE_LABELS[payout.method]() : seller_payment_reference()}>
            <span className="font-mono break-all" data-testid="payout-reference">
              {paid.reference}
            </span>
            {paid.test ? (
              <span
                className="mt-1 flex items-center gap-1 font-sans text-xs font-semibold text-amber-800 min-[420px]:justify-end"
                data-testid="payout-test"
              >
                <FlaskConical className="size-3.5" aria-hidden />
                {seller_payment_test()}
              </span>
            ) : null}
          </Row>
        ) : null}
        {paid ? (
          <Row label={seller_payment_paid_on()}>{formatIndiaDateTimeIn(paid.released_at, locale)}</Row>
        ) : null}
        {handover.receipt_number ? (
          <Row label={seller_payment_receipt_number()}>
            <span data-testid="receipt-number">{handover.receipt_number}</span>
          </Row>
        ) : null}
      </dl>
    </section>
  );
}
