import { handoverStageOfView, isAtDoor } from '@phonix/shared/handover-stage';
import { partner_agreed_price } from '@phonix/shared/messages/partner_agreed_price';
import { partner_back_to_order } from '@phonix/shared/messages/partner_back_to_order';
import { partner_card_order } from '@phonix/shared/messages/partner_card_order';
import { partner_check_internet } from '@phonix/shared/messages/partner_check_internet';
import { partner_check_seller_answer } from '@phonix/shared/messages/partner_check_seller_answer';
import { partner_handover_heading } from '@phonix/shared/messages/partner_handover_heading';
import { partner_handover_load_failed } from '@phonix/shared/messages/partner_handover_load_failed';
import { partner_handover_loading } from '@phonix/shared/messages/partner_handover_loading';
import { partner_handover_offer_pending } from '@phonix/shared/messages/partner_handover_offer_pending';
import { partner_loading } from '@phonix/shared/messages/partner_loading';
import { partner_not_open_text } from '@phonix/shared/messages/partner_not_open_text';
import { partner_not_open_title } from '@phonix/shared/messages/partner_not_open_title';
import { partner_open_order } from '@phonix/shared/messages/partner_open_order';
import { partner_rise_check_answer } from '@phonix/shared/messages/partner_rise_check_answer';
import { partner_step_imei } from '@phonix/shared/messages/partner_step_imei';
import { formatINR } from '@phonix/shared/money';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage, isNotFound } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { usePartnerHandover } from '../api/partner-handover.ts';
import { usePartnerOrder } from '../api/partner-orders.ts';
import { handoverNextStep, isHandoverLocked, isPurchaseComplete } from '../utils/handover-view.ts';
import { orderPath } from '../utils/order-view.ts';
import { ImeiStep } from './handover-imei-step.tsx';
import { StepCard } from './handover-parts.tsx';
import { PayoutStep } from './handover-payout-step.tsx';
import { SellerIdStep } from './handover-seller-id-step.tsx';
import { WipeStep } from './handover-wipe-step.tsx';
import { RiseWaiting } from './rise-waiting.tsx';

// The purchase's end and the restricted-IMEI stop, with their words, load only when one of them shows.
const HandoverDone = lazy(() =>
  import('./handover-done.tsx').then((module) => ({ default: module.HandoverDone })),
);
const RestrictedStop = lazy(() =>
  import('./handover-done.tsx').then((module) => ({ default: module.RestrictedStop })),
);

/**
 * /partner/orders/:ref/handover: the purchase at the door, one step under the other, each showing from the
 * server's view whether it is done: 1 IMEI, 2 seller's ID, 3 data wipe, 4 payout (the seller's choice, the
 * final amount, the seller's OTP), then the receipt. A restricted IMEI replaces the steps with a stop.
 */
export function HandoverChecklist({ refNo }: { refNo: string }) {
  const query = usePartnerHandover(refNo);
  const order = usePartnerOrder(refNo);
  const { locale } = usePageLocale();
  // The server's words when a step was just refused for a restricted IMEI.
  const [restrictedMessage, setRestrictedMessage] = useState<string | null>(null);

  const back = (
    <Link
      to={orderPath(refNo.toUpperCase())}
      className="inline-flex min-h-12 items-center gap-2 self-start rounded-xl px-2 text-base font-bold text-brand-900 underline underline-offset-4"
    >
      <ArrowLeft className="size-5" aria-hidden />
      {partner_back_to_order()}
    </Link>
  );

  if (query.isPending) return <Spinner label={partner_handover_loading()} className="py-24" />;
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        {isNotFound(query.error) ? (
          <ErrorState title={partner_not_open_title()} message={partner_not_open_text()} />
        ) : (
          <ErrorState
            title={partner_handover_load_failed()}
            message={errorMessage(query.error, partner_check_internet())}
            onRetry={() => void query.refetch()}
          />
        )}
      </div>
    );
  }

  const handover = query.data;
  const complete = isPurchaseComplete(handover);
  const locked = isHandoverLocked(handover);
  const atDoor = isAtDoor(handoverStageOfView(handover));
  const refresh = () => void query.refetch();
  const refreshing = query.isFetching;

  return (
    <div className="flex flex-col gap-4">
      {back}
      <header className="flex flex-col gap-1">
        <p className="text-sm text-slate-700">
          {partner_card_order()}{' '}
          <span className="font-mono font-semibold text-slate-900">{handover.ref_no}</span>
        </p>
        <h1 className="text-2xl leading-tight font-extrabold text-slate-950">{partner_handover_heading()}</h1>
        {order.data ? (
          <p className="text-lg font-semibold text-slate-800">
            {order.data.model}, {order.data.variant}
          </p>
        ) : null}
      </header>

      <div role="status" aria-live="polite">
        <p
          data-testid="handover-next"
          className={`rounded-xl border-2 px-4 py-3 text-base font-semibold ${
            complete
              ? 'border-emerald-700 bg-emerald-50 text-emerald-950'
              : handover.imei_restricted
                ? 'border-red-700 bg-red-50 text-red-950'
                : 'border-sky-700 bg-sky-50 text-sky-950'
          }`}
        >
          {handoverNextStep(handover, locale)}
        </p>
      </div>

      {complete ? (
        <Suspense fallback={<Spinner label={partner_loading()} className="py-6" />}>
          <HandoverDone handover={handover} paidFallback={order.data?.final_value ?? 0} />
        </Suspense>
      ) : null}

      {!atDoor && !complete ? (
        <Link
          to={orderPath(handover.ref_no)}
          className={buttonClass('primary', 'lg', 'min-h-14 w-full text-lg')}
        >
          {partner_open_order()}
        </Link>
      ) : null}

      {atDoor && !complete ? (
        <p
          data-testid="handover-agreed"
          className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-2xl border-2 border-slate-300 bg-white px-4 py-3"
        >
          <span className="text-base font-semibold text-slate-700">{partner_agreed_price()}</span>
          <span className="text-3xl font-extrabold text-slate-950 tabular-nums">
            {formatINR(handover.agreed_value, locale)}
          </span>
        </p>
      ) : null}

      {atDoor && handover.price_review && !complete ? (
        <RiseWaiting
          quoted={handover.price_review.quoted_value}
          revised={handover.price_review.revised_value}
        >
          <Button
            variant="secondary"
            size="lg"
            onClick={refresh}
            disabled={refreshing}
            className="min-h-12 w-full border-2"
          >
            <RefreshCw className={`size-5 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
            {partner_rise_check_answer()}
          </Button>
        </RiseWaiting>
      ) : null}

      {atDoor && handover.offer_pending && !handover.price_review && !complete ? (
        <div className="flex flex-col gap-3 rounded-xl border-2 border-amber-700 bg-amber-50 px-4 py-3 text-base text-amber-950">
          <p className="font-semibold">{partner_handover_offer_pending()}</p>
          <Button
            variant="secondary"
            size="lg"
            onClick={refresh}
            disabled={refreshing}
            className="min-h-12 w-full border-2"
          >
            <RefreshCw className={`size-5 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
            {partner_check_seller_answer()}
          </Button>
        </div>
      ) : null}

      {atDoor && handover.imei_restricted && !complete ? (
        <StepCard number={1} title={partner_step_imei()} state="stopped" testId="handover-step-imei">
          <Suspense fallback={<Spinner label={partner_loading()} className="py-6" />}>
            <RestrictedStop handover={handover} message={restrictedMessage} />
          </Suspense>
        </StepCard>
      ) : null}

      {/* The steps: to take at the door; once complete, what was recorded (none for an older purchase). */}
      {(atDoor && !handover.imei_restricted) || (complete && handover.receipt_number !== null) ? (
        <>
          <ImeiStep refNo={refNo} handover={handover} locked={locked} onRestricted={setRestrictedMessage} />
          <SellerIdStep refNo={refNo} handover={handover} locked={locked} />
          <WipeStep refNo={refNo} handover={handover} locked={locked} />
          <PayoutStep
            refNo={refNo}
            handover={handover}
            seller={order.data?.seller ?? null}
            onRefresh={refresh}
            refreshing={refreshing}
          />
        </>
      ) : null}
    </div>
  );
}
