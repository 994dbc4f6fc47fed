import { handoverStageOfView, isPayoutReleased } from '@phonix/shared/handover-stage';
import { seller_handover_code_sent } from '@phonix/shared/messages/seller_handover_code_sent';
import { seller_handover_load_failed } from '@phonix/shared/messages/seller_handover_load_failed';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { isFinal, ORDER_STATUS } from '@phonix/shared/order-lifecycle';
import type { SalesOrder } from '@phonix/shared/orders-api';
import { LIMITS } from '@phonix/shared/validation';
import { CircleAlert, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isNotFound } from '@/lib/api-client.ts';
import { useSellerHandover } from '../api/handover.ts';
import { ConfirmPayout } from './confirm-payout.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { PayoutChoice } from './payout-choice.tsx';
import type { PayoutSeller } from './payout-form.tsx';
import { WipeGuide } from './wipe-guide.tsx';

interface SellerHandoverProps {
  customerId: number;
  order: SalesOrder;
  seller: PayoutSeller;
  /** Reads the order again (the handover moved it on: completed, re-quoted). */
  reloadOrder: () => void;
}

/**
 * The seller's side of the handover on their order page (issue 13). Before pickup: the wipe guide for the
 * phone's brand and how the payout will be chosen; out for pickup: the payout choice and, once the executive
 * has sent the payout OTP, the panel that confirms it (the view is read every 10 s meanwhile); completed: the
 * amount paid, its reference and the receipt's number.
 */
export function SellerHandover({ customerId, order, seller, reloadOrder }: SellerHandoverProps) {
  const status = order.status_code;
  const view = useSellerHandover(customerId, order.RefNo, status, {
    enabled: status !== ORDER_STATUS.cancelled,
  });
  const handover = view.data;
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const problemRef = useRef<HTMLParagraphElement>(null);
  const confirmedHere = useRef(false);

  const viewStatus = handover?.order_status;
  const viewAgreed = handover?.agreed_value;
  const awaiting = handover?.awaiting_confirmation ?? false;
  const expiresAt = handover?.otp_expires_at ?? null;

  // The handover moved the order on (the executive completed it with the code read out, a re-quote changed
  // the agreed value): the order is read again. And the other way: a change seen on the order reads the view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the view says something new
  useEffect(() => {
    if (viewStatus === undefined) return;
    if (viewStatus !== order.status_code || viewAgreed !== order.agreed_value) reloadOrder();
  }, [viewStatus, viewAgreed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the order says something new
  useEffect(() => {
    if (viewStatus === undefined || status === ORDER_STATUS.cancelled) return;
    if (viewStatus !== order.status_code || viewAgreed !== order.agreed_value) void view.refetch();
  }, [order.status_code, order.agreed_value]);

  // A new code: the last one's trouble no longer applies, and the panel's arrival (seen by the polling, not
  // on opening the page) is said.
  const codeSeen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (handover === undefined) return;
    const code = awaiting ? expiresAt : null;
    const first = codeSeen.current === undefined;
    if (code === codeSeen.current) return;
    codeSeen.current = code;
    if (code === null) return;
    setProblem(null);
    if (!first) setAnnouncement(seller_handover_code_sent({ count: LIMITS.otpLength }));
  }, [handover, awaiting, expiresAt]);
  // The panel went with a trouble still to read (a code that expired or was locked): focus moves to it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel goes
  useEffect(() => {
    if (!awaiting && problem) problemRef.current?.focus();
  }, [awaiting]);

  if (status === ORDER_STATUS.cancelled) return null;
  if (view.isPending) return <Skeleton className="h-28 rounded-2xl" />;
  if (!handover) {
    // An order the handover cannot see (an older completed order shown from elsewhere): nothing to add.
    if (isNotFound(view.error)) return null;
    return (
      <div
        role="alert"
        className="flex flex-col gap-3 rounded-2xl bg-red-50/60 p-5 ring-1 ring-red-100 sm:flex-row sm:items-center"
      >
        <CircleAlert className="size-6 shrink-0 text-red-600" aria-hidden />
        <p className="flex-1 text-sm text-slate-800">{seller_handover_load_failed()}</p>
        <Button variant="secondary" onClick={() => void view.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {seller_try_again()}
        </Button>
      </div>
    );
  }

  const onStale = () => {
    void view.refetch();
    reloadOrder();
  };
  const beforePickup = !isFinal(status);
  const outForPickup = status === ORDER_STATUS.out_for_pickup;
  const confirmable =
    handover.awaiting_confirmation && handover.payout !== null && handover.final_amount !== null
      ? { ...handover, payout: handover.payout, final_amount: handover.final_amount }
      : null;

  const payoutChoice = (
    <PayoutChoice customerId={customerId} handover={handover} seller={seller} onStale={onStale} />
  );
  const showPaidOrReceipt = handover.paid !== null || handover.receipt_number !== null;
  const showBeforePickup = beforePickup && !isPayoutReleased(handoverStageOfView(handover));
  if (!showPaidOrReceipt && !showBeforePickup) return null;

  return (
    <div className="flex flex-col gap-5">
      {outForPickup ? (
        // Out of the flow (sr-only), so it takes no room in the column.
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      ) : null}
      {confirmable ? (
        <ConfirmPayout
          customerId={customerId}
          handover={confirmable}
          problem={problem}
          onConfirming={(pending) => {
            confirmedHere.current = pending;
          }}
          onProblem={setProblem}
          onStale={onStale}
        />
      ) : problem && outForPickup ? (
        <p
          ref={problemRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-400"
        >
          {problem}
        </p>
      ) : null}
      {showPaidOrReceipt ? <PaymentSummary handover={handover} focusOnShow={confirmedHere.current} /> : null}
      {showBeforePickup ? (
        outForPickup ? (
          <>
            {payoutChoice}
            <WipeGuide guide={handover.wipe_guide} />
          </>
        ) : (
          // Before the executive sets out, the wipe guide is what there is to do.
          <>
            <WipeGuide guide={handover.wipe_guide} />
            {payoutChoice}
          </>
        )
      ) : null}
    </div>
  );
}
