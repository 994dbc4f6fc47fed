import type { PayoutMethod } from '@phonix/shared/handover';
import type { SellerHandover } from '@phonix/shared/handover-api';
import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { messaging_payout_amount } from '@phonix/shared/messages/messaging_payout_amount';
import { messaging_payout_problem_text } from '@phonix/shared/messages/messaging_payout_problem_text';
import { messaging_payout_problem_title } from '@phonix/shared/messages/messaging_payout_problem_title';
import { messaging_payout_processing_text } from '@phonix/shared/messages/messaging_payout_processing_text';
import { messaging_payout_retrying_text } from '@phonix/shared/messages/messaging_payout_retrying_text';
import { messaging_payout_sent_on } from '@phonix/shared/messages/messaging_payout_sent_on';
import { messaging_payout_state_delayed } from '@phonix/shared/messages/messaging_payout_state_delayed';
import { messaging_payout_state_handed_over } from '@phonix/shared/messages/messaging_payout_state_handed_over';
import { messaging_payout_state_paid } from '@phonix/shared/messages/messaging_payout_state_paid';
import { messaging_payout_state_processing } from '@phonix/shared/messages/messaging_payout_state_processing';
import { messaging_payout_state_retrying } from '@phonix/shared/messages/messaging_payout_state_retrying';
import { messaging_payout_status } from '@phonix/shared/messages/messaging_payout_status';
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
import { BadgeIndianRupee, CircleCheck, Clock, FlaskConical, Info, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePageLocale } from '@/lib/locale.tsx';
import { type PayoutState, payoutStateOf } from '../utils/payout-state.ts';

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

/** The payout's state as a badge: its words, colour and icon. */
const STATES: Record<PayoutState, { label: () => string; className: string; Icon: typeof Clock }> = {
  paid: {
    label: messaging_payout_state_paid,
    className: 'bg-green-50 text-green-800 ring-green-200',
    Icon: CircleCheck,
  },
  handed_over: {
    label: messaging_payout_state_handed_over,
    className: 'bg-green-50 text-green-800 ring-green-200',
    Icon: CircleCheck,
  },
  processing: {
    label: messaging_payout_state_processing,
    className: 'bg-sky-50 text-sky-900 ring-sky-200',
    Icon: Clock,
  },
  retrying: {
    label: messaging_payout_state_retrying,
    className: 'bg-sky-50 text-sky-900 ring-sky-200',
    Icon: RotateCw,
  },
  delayed: {
    label: messaging_payout_state_delayed,
    className: 'bg-amber-50 text-amber-900 ring-amber-200',
    Icon: Clock,
  },
};

function PayoutStateBadge({ state }: { state: PayoutState }) {
  const { label, className, Icon } = STATES[state];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ${className}`}
      data-testid="payout-state"
      data-state={state}
    >
      <Icon className="size-4" aria-hidden />
      {label()}
    </span>
  );
}

/** What a payout still on its way, sent again or delayed means for the seller, calmly. */
function PayoutStateNote({ state }: { state: PayoutState }) {
  if (state === 'delayed')
    return (
      <div
        className="mt-3 flex gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-200"
        data-testid="payout-delayed"
      >
        <Info className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
        <div>
          <p className="font-semibold">{messaging_payout_problem_title()}</p>
          <p className="mt-1">{messaging_payout_problem_text()}</p>
        </div>
      </div>
    );
  if (state === 'processing' || state === 'retrying')
    return (
      <p className="mt-3 flex gap-2 text-sm text-slate-700" data-testid="payout-moving">
        <Info className="mt-0.5 size-4 shrink-0 text-sky-700" aria-hidden />
        {state === 'retrying' ? messaging_payout_retrying_text() : messaging_payout_processing_text()}
      </p>
    );
  return null;
}

/**
 * The payment once released: the amount paid, where it went (masked), its reference (a development
 * driver's marked as a test: no money moved), and the purchase receipt's number. The payout's state
 * (docs/decisions/112) shows as it arrives (the view is read while it moves, api/handover.ts), with the UTR
 * once the bank gave it; a payout that failed or came back says, calmly, that the team pays again.
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
  const state = paid ? payoutStateOf(paid.status) : null;
  // "Paid" only once the money arrived (or a payout followed before states existed); else what was sent.
  const settled = state === null || state === 'paid' || state === 'handed_over';
  // The bank's UTR once given; before it, the provider's reference (labelled as such, not as a UTR).
  const reference = paid ? (paid.utr ?? paid.reference) : '';
  const referenceLabel =
    payout?.method === 'cheque'
      ? REFERENCE_LABELS.cheque()
      : paid?.utr
        ? seller_payment_reference_utr()
        : state === null && payout
          ? REFERENCE_LABELS[payout.method]()
          : seller_payment_reference();
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
      {state ? <PayoutStateNote state={state} /> : null}
      <dl className="mt-3 divide-y divide-slate-100">
        {state ? (
          <Row label={messaging_payout_status()}>
            <PayoutStateBadge state={state} />
          </Row>
        ) : null}
        {handover.final_amount === null ? null : (
          <Row label={settled ? seller_payment_amount_paid() : messaging_payout_amount()}>
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
        {paid && reference ? (
          <Row label={referenceLabel}>
            <span className="font-mono break-all" data-testid="payout-reference">
              {reference}
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
          <Row label={settled ? seller_payment_paid_on() : messaging_payout_sent_on()}>
            {formatIndiaDateTimeIn(paid.released_at, locale)}
          </Row>
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
