import type { PartnerHandover } from '@phonix/shared/handover-api';
import { finalAmountProblemWords, payoutDescription, payoutMethodLabel } from '@phonix/shared/handover-words';
import { partner_call } from '@phonix/shared/messages/partner_call';
import { partner_lists_refresh } from '@phonix/shared/messages/partner_lists_refresh';
import { partner_loading } from '@phonix/shared/messages/partner_loading';
import { partner_payout_amount_hint } from '@phonix/shared/messages/partner_payout_amount_hint';
import { partner_payout_amount_label } from '@phonix/shared/messages/partner_payout_amount_label';
import { partner_payout_amount_waits } from '@phonix/shared/messages/partner_payout_amount_waits';
import { partner_payout_before_otp } from '@phonix/shared/messages/partner_payout_before_otp';
import { partner_payout_confirm_amount } from '@phonix/shared/messages/partner_payout_confirm_amount';
import { partner_payout_final_amount } from '@phonix/shared/messages/partner_payout_final_amount';
import { partner_payout_how } from '@phonix/shared/messages/partner_payout_how';
import { partner_payout_otp_explain } from '@phonix/shared/messages/partner_payout_otp_explain';
import { partner_payout_seller_otp } from '@phonix/shared/messages/partner_payout_seller_otp';
import { partner_payout_send_otp } from '@phonix/shared/messages/partner_payout_send_otp';
import { partner_payout_send_otp_wait } from '@phonix/shared/messages/partner_payout_send_otp_wait';
import { partner_payout_to_pay } from '@phonix/shared/messages/partner_payout_to_pay';
import { partner_payout_waiting } from '@phonix/shared/messages/partner_payout_waiting';
import { partner_payout_waiting_text } from '@phonix/shared/messages/partner_payout_waiting_text';
import { partner_price_paid_label } from '@phonix/shared/messages/partner_price_paid_label';
import { partner_step_payout } from '@phonix/shared/messages/partner_step_payout';
import { partner_toast_amount } from '@phonix/shared/messages/partner_toast_amount';
import { formatINR } from '@phonix/shared/money';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { LIMITS } from '@phonix/shared/validation';
import { Clock, MessageSquareText, Phone, RefreshCw } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { messageParts } from '@/lib/message-parts.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useSaveFinalAmount, useSendPayoutOtp } from '../api/partner-handover.ts';
import { clock, useCountdown } from '../hooks/use-countdown.ts';
import {
  canSendOtp,
  isHandoverLocked,
  isPurchaseComplete,
  missingBeforeOtp,
} from '../utils/handover-view.ts';
import {
  askForPayoutCode,
  Problem,
  Recorded,
  refusal,
  StepButton,
  StepCard,
  type StepState,
} from './handover-parts.tsx';

/** The form for the seller's code, loaded once a code is sent (with its words). */
const OtpForm = lazy(() =>
  import('./handover-payout-otp.tsx').then((module) => ({ default: module.OtpForm })),
);

/**
 * Step 4: the payout. The seller chooses how to be paid on their own order page (this page shows it masked,
 * or waits for it); the executive confirms the amount (the agreed price, nothing else) and sends the
 * seller an OTP; the seller reads the code out, and "Complete purchase" releases the payout, completes the
 * order and writes the receipt. The seller may also confirm on their own page: this page follows.
 */

function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-base font-extrabold tracking-wide text-slate-800 uppercase">{children}</h3>;
}

export function PayoutStep({
  refNo,
  handover,
  seller,
  onRefresh,
  refreshing,
}: {
  refNo: string;
  handover: PartnerHandover;
  /** The seller's name and numbers, to call them while waiting for their choice. */
  seller: PartnerOrder['seller'];
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const [editingAmount, setEditingAmount] = useState(false);
  const complete = isPurchaseComplete(handover);
  const waiting = handover.payout === null || handover.offer_pending;
  const state: StepState = complete || handover.paid ? 'done' : waiting ? 'waiting' : 'todo';
  const { locale } = usePageLocale();

  return (
    <StepCard number={4} title={partner_step_payout()} state={state} testId="handover-step-payout">
      <div className="flex flex-col gap-3">
        <SubHeading>{partner_payout_how()}</SubHeading>
        {handover.payout ? (
          <Recorded
            rows={[
              {
                label: payoutMethodLabel(handover.payout.method, locale),
                value: payoutDescription(handover.payout.details, locale),
                testId: 'payout-choice',
              },
            ]}
          />
        ) : (
          <div
            data-testid="payout-waiting"
            className="flex flex-col gap-3 rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-950 ring-2 ring-amber-700 ring-inset"
          >
            <p className="flex items-start gap-2 font-bold">
              <Clock className="mt-0.5 size-5 shrink-0" aria-hidden />
              {partner_payout_waiting()}
            </p>
            <p>{partner_payout_waiting_text()}</p>
            {seller ? (
              <a
                href={`tel:+91${seller.mobile}`}
                className={buttonClass('secondary', 'lg', 'min-h-12 w-full border-2 tabular-nums')}
              >
                <Phone className="size-5" aria-hidden />
                {partner_call({ mobile: seller.mobile })}
              </a>
            ) : null}
          </div>
        )}
        {handover.payout === null && !complete ? (
          <Button
            variant="secondary"
            size="lg"
            onClick={onRefresh}
            disabled={refreshing}
            data-testid="refresh-handover"
            className="min-h-12 w-full border-2"
          >
            <RefreshCw className={`size-5 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
            {partner_lists_refresh()}
          </Button>
        ) : null}
      </div>

      <div className="flex flex-col gap-3">
        <SubHeading>{partner_payout_final_amount()}</SubHeading>
        <AmountSection
          refNo={refNo}
          handover={handover}
          editing={editingAmount}
          onEditingChange={setEditingAmount}
        />
      </div>

      {complete ? null : (
        <div className="flex flex-col gap-3">
          <SubHeading>{partner_payout_seller_otp()}</SubHeading>
          {handover.otp ? (
            <Suspense fallback={<Spinner label={partner_loading()} className="py-6" />}>
              <OtpForm
                key={handover.otp.sent_at}
                refNo={refNo}
                handover={handover}
                otp={handover.otp}
                onAmountRefused={() => setEditingAmount(true)}
              />
            </Suspense>
          ) : (
            <SendOtp refNo={refNo} handover={handover} onAmountRefused={() => setEditingAmount(true)} />
          )}
        </div>
      )}
    </StepCard>
  );
}

function AmountSection({
  refNo,
  handover,
  editing,
  onEditingChange,
}: {
  refNo: string;
  handover: PartnerHandover;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const saved = handover.final_amount;
  const locked = isHandoverLocked(handover);
  // An amount confirmed before the agreed price moved (a re-check the seller accepted) is confirmed again.
  const stale = saved !== null && saved !== handover.agreed_value;
  const { locale } = usePageLocale();
  if (saved !== null && (locked || (!editing && !stale))) {
    return (
      <Recorded
        rows={[
          {
            label: locked && handover.paid ? partner_price_paid_label() : partner_payout_to_pay(),
            value: <span className="text-2xl tabular-nums">{formatINR(saved, locale)}</span>,
            testId: 'recorded-final-amount',
          },
        ]}
      />
    );
  }
  return (
    <AmountForm refNo={refNo} handover={handover} stale={stale} onSaved={() => onEditingChange(false)} />
  );
}

/**
 * The amount paid is the agreed price (issue 21): the executive confirms it and cannot type another
 * figure. A lower price comes only from a re-check ("Re-check the phone") the seller accepts. Nothing is
 * typed here, so it is a confirmation (the amount shown, and a button), not a form.
 */
function AmountForm({
  refNo,
  handover,
  stale,
  onSaved,
}: {
  refNo: string;
  handover: PartnerHandover;
  stale: boolean;
  onSaved: () => void;
}) {
  const agreed = handover.agreed_value;
  const { locale } = usePageLocale();
  const saveFinalAmount = useSaveFinalAmount(refNo);
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(
    stale ? finalAmountProblemWords(handover.final_amount ?? 0, agreed, locale) : null,
  );

  const confirm = guard(async () => {
    setProblem(null);
    try {
      await saveFinalAmount.mutateAsync(agreed);
      toast.success(partner_toast_amount({ amount: formatINR(agreed, locale) }));
      onSaved();
    } catch (error) {
      setProblem(refusal(error));
    }
  });

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={partner_payout_amount_label()}
        data-testid="final-amount"
        value={String(agreed)}
        readOnly
        aria-readonly="true"
        hint={partner_payout_amount_hint()}
        className="h-16 text-3xl font-extrabold tabular-nums"
      />
      {handover.offer_pending ? (
        <p className="text-base font-semibold text-amber-900">{partner_payout_amount_waits()}</p>
      ) : null}
      <Problem message={problem} />
      <StepButton
        busy={busy}
        disabled={busy || handover.offer_pending}
        onClick={confirm}
        data-testid="save-amount"
        variant="secondary"
        className="border-2 text-brand-900"
      >
        {partner_payout_confirm_amount({ amount: formatINR(agreed, locale) })}
      </StepButton>
    </div>
  );
}

function SendOtp({
  refNo,
  handover,
  onAmountRefused,
}: {
  refNo: string;
  handover: PartnerHandover;
  onAmountRefused: () => void;
}) {
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const wait = useCountdown(0);
  const { locale } = usePageLocale();
  const missing = missingBeforeOtp(handover, locale);
  const ready = canSendOtp(handover);

  const sendOtp = useSendPayoutOtp(refNo);
  const send = guard(() =>
    askForPayoutCode(() => sendOtp.mutateAsync(), { wait, setProblem, onAmountRefused }),
  );

  return (
    <div className="flex flex-col gap-3">
      {ready ? (
        <p className="text-base text-slate-900">
          {messageParts(
            (slots) => partner_payout_otp_explain({ digits: LIMITS.otpLength, amount: slots.amount }),
            {
              amount: (
                <span className="font-bold tabular-nums">
                  {formatINR(handover.final_amount ?? 0, locale)}
                </span>
              ),
            },
          )}
        </p>
      ) : missing.length > 0 ? (
        <p data-testid="otp-missing" className="text-base text-slate-900">
          {messageParts((slots) => partner_payout_before_otp({ missing: slots.missing }), {
            missing: <span className="font-semibold">{missing.join(', ')}</span>,
          })}
        </p>
      ) : null}
      <Problem message={problem} />
      <StepButton
        busy={busy}
        disabled={busy || !ready || wait.left > 0}
        onClick={send}
        data-testid="send-otp"
        icon={<MessageSquareText className="size-5" aria-hidden />}
      >
        {wait.left > 0 ? partner_payout_send_otp_wait({ time: clock(wait.left) }) : partner_payout_send_otp()}
      </StepButton>
    </div>
  );
}
