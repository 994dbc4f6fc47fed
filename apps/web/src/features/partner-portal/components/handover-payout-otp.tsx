import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PartnerHandover,
  type ReleaseWithOtpRequest,
  releaseWithOtpRequestSchema,
} from '@phonix/shared/handover-api';
import { payoutDescription } from '@phonix/shared/handover-words';
import { partner_payout_ask_code } from '@phonix/shared/messages/partner_payout_ask_code';
import { partner_payout_cheque_hint } from '@phonix/shared/messages/partner_payout_cheque_hint';
import { partner_payout_cheque_number } from '@phonix/shared/messages/partner_payout_cheque_number';
import { partner_payout_code_hint } from '@phonix/shared/messages/partner_payout_code_hint';
import { partner_payout_complete } from '@phonix/shared/messages/partner_payout_complete';
import { partner_payout_confirms } from '@phonix/shared/messages/partner_payout_confirms';
import { partner_payout_confirms_by } from '@phonix/shared/messages/partner_payout_confirms_by';
import { partner_payout_expired } from '@phonix/shared/messages/partner_payout_expired';
import { partner_payout_no_sms } from '@phonix/shared/messages/partner_payout_no_sms';
import { partner_payout_otp_label } from '@phonix/shared/messages/partner_payout_otp_label';
import { partner_payout_released } from '@phonix/shared/messages/partner_payout_released';
import { partner_payout_resend_in } from '@phonix/shared/messages/partner_payout_resend_in';
import { partner_payout_same_code } from '@phonix/shared/messages/partner_payout_same_code';
import { partner_payout_verified } from '@phonix/shared/messages/partner_payout_verified';
import { partner_payout_works_for } from '@phonix/shared/messages/partner_payout_works_for';
import { partner_signin_resend } from '@phonix/shared/messages/partner_signin_resend';
import { partner_toast_complete } from '@phonix/shared/messages/partner_toast_complete';
import { formatINR } from '@phonix/shared/money';
import { LIMITS } from '@phonix/shared/validation';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { messageParts } from '@/lib/message-parts.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useCompletePurchase, useSendPayoutOtp } from '../api/partner-handover.ts';
import { clock, useCountdown } from '../hooks/use-countdown.ts';
import { handoverFieldError } from '../utils/handover-field-error.ts';
import { askForPayoutCode, isAmountRefusal, Problem, refusal, StepButton } from './handover-parts.tsx';

/** The form's messages in the page's language, as the handover's other steps show theirs. */
const inPageLanguage = (english: string) => handoverFieldError(english) ?? english;
const otpResolver = translated(zodResolver(releaseWithOtpRequestSchema), inPageLanguage);
/** For a cheque payout the cheque's number is required in the form itself, as the seller's page does. */
const chequeResolver = translated(
  zodResolver(releaseWithOtpRequestSchema.required({ cheque_number: true })),
  inPageLanguage,
);

const secondsUntil = (iso: string) => Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000));

/** The seller's code, read out to the executive: it releases the payout and completes the purchase. */
export function OtpForm({
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
  // A cheque's number is asked for here, first, and checked before anything is sent (issue 31): never a
  // refusal from the server after the code was typed.
  const form = useForm<ReleaseWithOtpRequest>({
    resolver: (cheque ? chequeResolver : otpResolver) as Resolver<ReleaseWithOtpRequest>,
    defaultValues: cheque ? { otp: '', cheque_number: '' } : { otp: '' },
  });
  const completePurchase = useCompletePurchase(refNo);
  const sendOtp = useSendPayoutOtp(refNo);
  const completing = useSingleFlight();
  const resending = useSingleFlight();
  const expiry = useCountdown(secondsUntil(otp.expires_at));
  const resendWait = useCountdown(0);
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = form.formState;
  const expired = expiry.left === 0 && !otp.verified && !handover.paid;
  const { locale } = usePageLocale();

  const submit = completing.guard(
    form.handleSubmit(async (body) => {
      setProblem(null);
      try {
        const answer = await completePurchase.mutateAsync(body);
        toast.success(
          partner_toast_complete({
            reference: answer.handover.paid?.reference ?? '',
            receipt: answer.handover.receipt_number ?? '',
          }),
          { duration: 6000 },
        );
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
      }
    }),
  );

  const resend = resending.guard(() =>
    askForPayoutCode(() => sendOtp.mutateAsync(), { wait: resendWait, setProblem, onAmountRefused }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {handover.paid ? (
        <p className="rounded-xl bg-emerald-50 px-4 py-3 text-base font-semibold text-emerald-950 ring-2 ring-emerald-700 ring-inset">
          {partner_payout_released({ reference: handover.paid.reference })}
        </p>
      ) : otp.verified ? (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-base font-semibold text-amber-950 ring-2 ring-amber-700 ring-inset">
          {partner_payout_verified()}
        </p>
      ) : (
        <div className="flex flex-col gap-1 rounded-xl bg-sky-50 px-4 py-3 text-base text-sky-950 ring-2 ring-sky-700 ring-inset">
          <p className="font-bold">{partner_payout_ask_code()}</p>
          <p>
            {messageParts(
              (slots) =>
                handover.payout
                  ? partner_payout_confirms_by({
                      amount: slots.amount,
                      payout: payoutDescription(handover.payout.details, locale),
                    })
                  : partner_payout_confirms({ amount: slots.amount }),
              {
                amount: (
                  <span className="font-bold tabular-nums">
                    {formatINR(handover.final_amount ?? 0, locale)}
                  </span>
                ),
              },
            )}
          </p>
          <p data-testid="otp-expiry" className="font-semibold tabular-nums">
            {expired ? partner_payout_expired() : partner_payout_works_for({ time: clock(expiry.left) })}
          </p>
        </div>
      )}
      {cheque ? (
        <TextField
          label={partner_payout_cheque_number()}
          data-testid="cheque-number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          hint={partner_payout_cheque_hint()}
          error={errors.cheque_number?.message}
          className="h-14 text-xl font-semibold tracking-wider tabular-nums"
          {...form.register('cheque_number', digitsOnly(form, 'cheque_number'))}
        />
      ) : null}
      <CodeField
        control={form.control}
        name="otp"
        label={partner_payout_otp_label()}
        data-testid="payout-otp"
        autoComplete="off"
        placeholder="• • • •"
        hint={
          otp.verified || handover.paid
            ? partner_payout_same_code()
            : partner_payout_code_hint({ digits: LIMITS.otpLength })
        }
        className="h-16 text-center text-3xl font-bold tracking-[0.6em] tabular-nums"
      />
      <Problem message={problem} />
      <StepButton
        type="submit"
        busy={completing.busy}
        data-testid="complete-purchase"
        icon={<CircleCheck className="size-5" aria-hidden />}
      >
        {partner_payout_complete()}
      </StepButton>
      {handover.paid ? null : (
        <div className="flex flex-col items-center gap-2 text-center">
          <p className="text-base text-slate-800">{partner_payout_no_sms()}</p>
          <Button
            variant="secondary"
            size="lg"
            onClick={resend}
            disabled={resending.busy || resendWait.left > 0}
            data-testid="resend-otp"
            className="min-h-12 w-full border-2 tabular-nums"
          >
            {resendWait.left > 0
              ? partner_payout_resend_in({ time: clock(resendWait.left) })
              : partner_signin_resend()}
          </Button>
        </div>
      )}
    </form>
  );
}
