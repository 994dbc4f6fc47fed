import { zodResolver } from '@hookform/resolvers/zod';
import type { ResponseOf } from '@phonix/shared/api/contract';
import { partner_error_generic } from '@phonix/shared/messages/partner_error_generic';
import { partner_signin_change_number } from '@phonix/shared/messages/partner_signin_change_number';
import { partner_signin_mobile_hint } from '@phonix/shared/messages/partner_signin_mobile_hint';
import { partner_signin_mobile_label } from '@phonix/shared/messages/partner_signin_mobile_label';
import { partner_signin_mobile_placeholder } from '@phonix/shared/messages/partner_signin_mobile_placeholder';
import { partner_signin_no_sms } from '@phonix/shared/messages/partner_signin_no_sms';
import { partner_signin_otp_hint } from '@phonix/shared/messages/partner_signin_otp_hint';
import { partner_signin_otp_label } from '@phonix/shared/messages/partner_signin_otp_label';
import { partner_signin_otp_sent_to } from '@phonix/shared/messages/partner_signin_otp_sent_to';
import { partner_signin_resend } from '@phonix/shared/messages/partner_signin_resend';
import { partner_signin_resend_in } from '@phonix/shared/messages/partner_signin_resend_in';
import { partner_signin_send_otp } from '@phonix/shared/messages/partner_signin_send_otp';
import { partner_signin_submit } from '@phonix/shared/messages/partner_signin_submit';
import { partner_signin_wait } from '@phonix/shared/messages/partner_signin_wait';
import { partner_toast_new_otp } from '@phonix/shared/messages/partner_toast_new_otp';
import { partner_toast_otp_sent } from '@phonix/shared/messages/partner_toast_otp_sent';
import { partnerOtpRequestSchema, partnerVerifyOtpRequestSchema } from '@phonix/shared/partner-api';
import { LIMITS } from '@phonix/shared/validation';
import { LoaderCircle, MessageSquareText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useSendPartnerOtp, useVerifyPartnerOtp } from '../api/partner-session.ts';
import { clock, useCountdown } from '../hooks/use-countdown.ts';
import { fieldError } from '../utils/field-error.ts';

export type PartnerSignIn = ResponseOf<'partnerVerifyOtp'>;

/** Seconds until a new code may be sent, when the server refused one for its resend cool-down. */
function cooldownOf(error: unknown): number | null {
  return error instanceof ApiError && error.code === 'OTP_COOLDOWN' && error.retryAfter
    ? error.retryAfter
    : null;
}

/** The server's coded refusal in its own words (not a partner, suspended, too many codes, ...). */
const failure = (error: unknown) => errorMessage(error, partner_error_generic());

function Problem({ message }: { message: string | null }) {
  // Always in the page, so a screen reader hears each new message.
  return (
    <div role="alert">
      {message ? (
        <p className="rounded-xl border-2 border-red-700 bg-red-50 px-4 py-3 text-base font-semibold text-red-900">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Partner sign-in: the registered mobile number, then the OTP sent to it by SMS. Every refusal shows the
 * server's message; Resend waits out the server's cool-down and says how long.
 */
export function PartnerSignInForm({ onSignedIn }: { onSignedIn: (answer: PartnerSignIn) => void }) {
  const [sent, setSent] = useState<{ mobile: string; wait: number; key: number } | null>(null);
  if (sent) {
    return (
      <OtpStep
        key={sent.key}
        mobile={sent.mobile}
        initialWait={sent.wait}
        onSignedIn={onSignedIn}
        onChangeNumber={() => setSent(null)}
      />
    );
  }
  return <MobileStep onSent={(mobile, wait) => setSent({ mobile, wait, key: Date.now() })} />;
}

function MobileStep({ onSent }: { onSent: (mobile: string, wait: number) => void }) {
  const form = useForm({ resolver: zodResolver(partnerOtpRequestSchema), defaultValues: { mobile: '' } });
  const sendOtp = useSendPartnerOtp();
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = form.formState;

  const submit = guard(
    form.handleSubmit(async ({ mobile }) => {
      setProblem(null);
      try {
        await sendOtp.mutateAsync(mobile);
        toast.success(partner_toast_otp_sent());
        onSent(mobile, 0);
      } catch (error) {
        const wait = cooldownOf(error);
        // A code went out a moment ago: it is on its way, so the OTP step opens with the wait shown.
        if (wait) onSent(mobile, wait);
        else {
          setProblem(failure(error));
          form.setFocus('mobile');
        }
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        label={partner_signin_mobile_label()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        autoFocus
        placeholder={partner_signin_mobile_placeholder()}
        hint={partner_signin_mobile_hint()}
        error={fieldError(errors.mobile?.message)}
        className="h-14 text-xl font-semibold tracking-wider tabular-nums"
        {...form.register('mobile', digitsOnly(form, 'mobile'))}
      />
      <Problem message={problem} />
      <Button type="submit" size="lg" disabled={busy} className="min-h-14 w-full text-lg">
        {busy ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
        ) : (
          <MessageSquareText className="size-5" aria-hidden />
        )}
        {partner_signin_send_otp()}
      </Button>
    </form>
  );
}

function OtpStep({
  mobile,
  initialWait,
  onSignedIn,
  onChangeNumber,
}: {
  mobile: string;
  initialWait: number;
  onSignedIn: (answer: PartnerSignIn) => void;
  onChangeNumber: () => void;
}) {
  const form = useForm({
    // The code's messages in the page's language, as the portal's other fields show theirs.
    resolver: translated(
      zodResolver(partnerVerifyOtpRequestSchema),
      (english) => fieldError(english) ?? english,
    ),
    defaultValues: { mobile, otp: '' },
  });
  const sendOtp = useSendPartnerOtp();
  const verifyOtp = useVerifyPartnerOtp();
  const verify = useSingleFlight();
  const resending = useSingleFlight();
  const countdown = useCountdown(initialWait);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = verify.guard(
    form.handleSubmit(async (body) => {
      setProblem(null);
      try {
        onSignedIn(await verifyOtp.mutateAsync(body));
      } catch (error) {
        setProblem(failure(error));
        form.setValue('otp', '');
        form.setFocus('otp');
      }
    }),
  );

  const resend = resending.guard(async () => {
    if (countdown.left > 0) return;
    setProblem(null);
    try {
      await sendOtp.mutateAsync(mobile);
      toast.success(partner_toast_new_otp());
      form.setFocus('otp');
    } catch (error) {
      toast.error(failure(error));
      const wait = cooldownOf(error);
      if (wait) countdown.start(wait);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-100 px-4 py-3">
        <p className="text-base text-slate-900">
          {partner_signin_otp_sent_to()}{' '}
          <span className="font-bold whitespace-nowrap tabular-nums">+91 {mobile}</span>
        </p>
        <Button
          variant="ghost"
          onClick={onChangeNumber}
          className="min-h-12 text-base text-brand-900 underline"
        >
          <Pencil className="size-4" aria-hidden />
          {partner_signin_change_number()}
        </Button>
      </div>
      <CodeField
        control={form.control}
        name="otp"
        label={partner_signin_otp_label()}
        autoFocus
        placeholder="• • • •"
        hint={partner_signin_otp_hint({ digits: LIMITS.otpLength })}
        className="h-16 text-center text-3xl font-bold tracking-[0.6em] tabular-nums"
        onComplete={() => void submit()}
      />
      <Problem message={problem} />
      <Button type="submit" size="lg" disabled={verify.busy} className="min-h-14 w-full text-lg">
        {verify.busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
        {partner_signin_submit()}
      </Button>
      <div className="flex flex-col items-center gap-2 text-center">
        {countdown.left > 0 ? (
          <p className="text-base text-slate-800">
            {partner_signin_wait()} <span className="font-bold tabular-nums">{clock(countdown.left)}</span>.
          </p>
        ) : (
          <p className="text-base text-slate-800">{partner_signin_no_sms()}</p>
        )}
        <Button
          variant="secondary"
          size="lg"
          onClick={resend}
          disabled={resending.busy || countdown.left > 0}
          className="min-h-12 w-full border-2 tabular-nums"
        >
          {resending.busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
          {countdown.left > 0
            ? partner_signin_resend_in({ seconds: countdown.left })
            : partner_signin_resend()}
        </Button>
      </div>
    </form>
  );
}
