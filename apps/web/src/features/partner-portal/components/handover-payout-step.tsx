import { zodResolver } from '@hookform/resolvers/zod';
import { finalAmountProblem, PAYOUT_METHOD_LABELS } from '@phonix/shared/handover';
import { type PartnerHandover, releaseWithOtpRequestSchema } from '@phonix/shared/handover-api';
import { formatINR } from '@phonix/shared/money';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import { LIMITS } from '@phonix/shared/validation';
import { CircleCheck, Clock, MessageSquareText, Phone, RefreshCw } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { completePurchase, saveFinalAmount, sendPayoutOtp } from '../api/partner-handover.ts';
import { clock, useCountdown } from '../hooks/use-countdown.ts';
import {
  canSendOtp,
  isHandoverLocked,
  isPurchaseComplete,
  missingBeforeOtp,
} from '../utils/handover-view.ts';
import {
  afterRefusal,
  Problem,
  Recorded,
  refusal,
  StepButton,
  StepCard,
  type StepState,
} from './handover-parts.tsx';

/**
 * Step 4: the payout. The seller chooses how to be paid on their own order page (this page shows it masked,
 * or waits for it); the executive confirms the amount (the agreed price, nothing else) and sends the
 * seller an OTP; the seller reads the code out, and "Complete purchase" releases the payout, completes the
 * order and writes the receipt. The seller may also confirm on their own page: this page follows.
 */

function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-base font-extrabold tracking-wide text-slate-800 uppercase">{children}</h3>;
}

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000));

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

  return (
    <StepCard number={4} title="Payout" state={state} testId="handover-step-payout">
      <div className="flex flex-col gap-3">
        <SubHeading>How the seller is paid</SubHeading>
        {handover.payout ? (
          <Recorded
            rows={[
              {
                label: PAYOUT_METHOD_LABELS[handover.payout.method],
                value: handover.payout.description,
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
              Waiting for the seller to choose how to be paid.
            </p>
            <p>
              The seller chooses UPI, bank transfer, wallet or cheque on their own phone: on their order page
              on the Phonix website. This page checks again by itself every few seconds.
            </p>
            {seller ? (
              <a
                href={`tel:+91${seller.mobile}`}
                className={buttonClass('secondary', 'lg', 'min-h-12 w-full border-2 tabular-nums')}
              >
                <Phone className="size-5" aria-hidden />
                Call {seller.mobile}
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
            Refresh
          </Button>
        ) : null}
      </div>

      <div className="flex flex-col gap-3">
        <SubHeading>Final amount</SubHeading>
        <AmountSection
          refNo={refNo}
          handover={handover}
          editing={editingAmount}
          onEditingChange={setEditingAmount}
        />
      </div>

      {complete ? null : (
        <div className="flex flex-col gap-3">
          <SubHeading>Seller’s OTP</SubHeading>
          {handover.otp ? (
            <OtpForm
              key={handover.otp.sent_at}
              refNo={refNo}
              handover={handover}
              otp={handover.otp}
              onAmountRefused={() => setEditingAmount(true)}
            />
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
  if (saved !== null && (locked || (!editing && !stale))) {
    return (
      <Recorded
        rows={[
          {
            label: locked && handover.paid ? 'Paid' : 'To pay (the agreed price)',
            value: <span className="text-2xl tabular-nums">{formatINR(saved)}</span>,
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
 * figure. A lower price comes only from a re-check ("Re-check the phone") the seller accepts.
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
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(
    stale ? finalAmountProblem(handover.final_amount ?? 0, agreed) : null,
  );

  const submit = guard(async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const answer = await saveFinalAmount(refNo, agreed);
      toast.success(answer.message);
      onSaved();
    } catch (error) {
      setProblem(refusal(error));
      await afterRefusal(refNo, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Amount to pay (₹)"
        data-testid="final-amount"
        value={String(agreed)}
        readOnly
        aria-readonly="true"
        hint="The agreed price. A lower price comes only from a re-check the seller accepts."
        className="h-16 text-3xl font-extrabold tabular-nums"
      />
      {handover.offer_pending ? (
        <p className="text-base font-semibold text-amber-900">
          The amount can be confirmed once the seller has answered the revised offer.
        </p>
      ) : null}
      <Problem message={problem} />
      <StepButton
        type="submit"
        busy={busy}
        disabled={busy || handover.offer_pending}
        data-testid="save-amount"
        variant="secondary"
        className="border-2 text-brand-900"
      >
        Confirm {formatINR(agreed)}
      </StepButton>
    </form>
  );
}

/** Whether a refusal concerns the final amount (the agreed price moved): the amount opens again. */
const isAmountRefusal = (error: unknown) =>
  error instanceof ApiError && (error.field === 'final_amount' || error.code === 'AMOUNT_NOT_AGREED');

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
  const missing = missingBeforeOtp(handover);
  const ready = canSendOtp(handover);

  const send = guard(async () => {
    if (wait.left > 0) return;
    setProblem(null);
    try {
      const answer = await sendPayoutOtp(refNo);
      toast.success(answer.message);
    } catch (error) {
      setProblem(refusal(error));
      if (error instanceof ApiError && error.code === 'OTP_COOLDOWN' && error.retryAfter)
        wait.start(error.retryAfter);
      if (isAmountRefusal(error)) onAmountRefused();
      await afterRefusal(refNo, error);
    }
  });

  return (
    <div className="flex flex-col gap-3">
      {ready ? (
        <p className="text-base text-slate-900">
          The seller gets an SMS with a {LIMITS.otpLength}-digit code, the amount of{' '}
          <span className="font-bold tabular-nums">{formatINR(handover.final_amount ?? 0)}</span> and where it
          will be paid.
        </p>
      ) : missing.length > 0 ? (
        <p data-testid="otp-missing" className="text-base text-slate-900">
          Before the OTP: <span className="font-semibold">{missing.join(', ')}</span>.
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
        {wait.left > 0 ? `Send OTP to seller (wait ${clock(wait.left)})` : 'Send OTP to seller'}
      </StepButton>
    </div>
  );
}

function OtpForm({
  refNo,
  handover,
  otp,
  onAmountRefused,
}: {
  refNo: string;
  handover: PartnerHandover;
  otp: NonNullable<PartnerHandover['otp']>;
  onAmountRefused: () => void;
}) {
  const cheque = handover.payout?.method === 'cheque';
  const form = useForm({
    resolver: zodResolver(releaseWithOtpRequestSchema),
    defaultValues: cheque ? { otp: '', cheque_number: '' } : { otp: '' },
  });
  const completing = useSingleFlight();
  const resending = useSingleFlight();
  const expiry = useCountdown(secondsUntil(otp.expires_at));
  const resendWait = useCountdown(0);
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = form.formState;
  const expired = expiry.left === 0 && !otp.verified && !handover.paid;

  const submit = completing.guard(
    form.handleSubmit(async (body) => {
      setProblem(null);
      try {
        const answer = await completePurchase(refNo, body);
        toast.success(answer.message, { duration: 6000 });
      } catch (error) {
        setProblem(refusal(error));
        const code = error instanceof ApiError ? error.code : undefined;
        if (code === 'OTP_INVALID' || code === 'OTP_EXPIRED' || code === 'OTP_LOCKED') {
          form.setValue('otp', '');
          form.setFocus('otp');
        } else if (error instanceof ApiError && error.field === 'cheque_number') {
          form.setFocus('cheque_number');
        }
        if (isAmountRefusal(error)) onAmountRefused();
        await afterRefusal(refNo, error);
      }
    }),
  );

  const resend = resending.guard(async () => {
    if (resendWait.left > 0) return;
    setProblem(null);
    try {
      const answer = await sendPayoutOtp(refNo);
      toast.success(answer.message);
    } catch (error) {
      setProblem(refusal(error));
      if (error instanceof ApiError && error.code === 'OTP_COOLDOWN' && error.retryAfter)
        resendWait.start(error.retryAfter);
      if (isAmountRefusal(error)) onAmountRefused();
      await afterRefusal(refNo, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {handover.paid ? (
        <p className="rounded-xl bg-emerald-50 px-4 py-3 text-base font-semibold text-emerald-950 ring-2 ring-emerald-700 ring-inset">
          The payment is released (reference {handover.paid.reference}). Press “Complete purchase” to finish.
        </p>
      ) : otp.verified ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-base font-semibold text-amber-950 ring-2 ring-amber-700 ring-inset">
          The seller’s code was accepted, but the payment has not gone through yet. Press “Complete purchase”
          again: the seller is never paid twice.
        </p>
      ) : (
        <div className="flex flex-col gap-1 rounded-xl bg-sky-50 px-4 py-3 text-base text-sky-950 ring-2 ring-sky-700 ring-inset">
          <p className="font-bold">Ask the seller to read out the code from the SMS.</p>
          <p>
            It confirms they will be paid{' '}
            <span className="font-bold tabular-nums">{formatINR(handover.final_amount ?? 0)}</span>
            {handover.payout ? ` by ${handover.payout.description}` : ''}. The seller may also type it on
            their own order page; this page then updates by itself.
          </p>
          <p data-testid="otp-expiry" className="font-semibold tabular-nums">
            {expired ? 'This OTP has expired. Send a new one.' : `The code works for ${clock(expiry.left)}.`}
          </p>
        </div>
      )}
      <TextField
        label="OTP from the seller"
        data-testid="payout-otp"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.otpLength}
        placeholder="• • • •"
        hint={
          otp.verified || handover.paid
            ? 'Type the same code again.'
            : `The ${LIMITS.otpLength}-digit code the seller reads out.`
        }
        error={errors.otp?.message}
        className="h-16 text-center text-3xl font-bold tracking-[0.6em] tabular-nums"
        {...form.register('otp', digitsOnly(form, 'otp'))}
      />
      {cheque ? (
        <TextField
          label="Cheque number"
          data-testid="cheque-number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint="The 6-digit number of the cheque you hand to the seller."
          error={errors.cheque_number?.message}
          className="h-14 text-xl font-semibold tracking-wider tabular-nums"
          {...form.register('cheque_number', digitsOnly(form, 'cheque_number'))}
        />
      ) : null}
      <Problem message={problem} />
      <StepButton
        type="submit"
        busy={completing.busy}
        data-testid="complete-purchase"
        icon={<CircleCheck className="size-5" aria-hidden />}
      >
        Complete purchase
      </StepButton>
      {handover.paid ? null : (
        <div className="flex flex-col items-center gap-2 text-center">
          <p className="text-base text-slate-800">Seller did not get the SMS?</p>
          <Button
            variant="secondary"
            size="lg"
            onClick={resend}
            disabled={resending.busy || resendWait.left > 0}
            data-testid="resend-otp"
            className="min-h-12 w-full border-2 tabular-nums"
          >
            {resendWait.left > 0 ? `Resend OTP in ${clock(resendWait.left)}` : 'Resend OTP'}
          </Button>
        </div>
      )}
    </form>
  );
}
