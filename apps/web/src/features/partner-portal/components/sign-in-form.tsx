import { zodResolver } from '@hookform/resolvers/zod';
import type { ResponseOf } from '@phonix/shared/api/contract';
import { partnerOtpRequestSchema, partnerVerifyOtpRequestSchema } from '@phonix/shared/partner-api';
import { LIMITS } from '@phonix/shared/validation';
import { LoaderCircle, MessageSquareText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { sendPartnerOtp, verifyPartnerOtp } from '../api/partner-session.ts';
import { clock, useCountdown } from '../hooks/use-countdown.ts';

export type PartnerSignIn = ResponseOf<'partnerVerifyOtp'>;

/** Seconds until a new code may be sent, when the server refused one for its resend cool-down. */
function cooldownOf(error: unknown): number | null {
  return error instanceof ApiError && error.code === 'OTP_COOLDOWN' && error.retryAfter
    ? error.retryAfter
    : null;
}

/** The server's coded refusal in its own words (not a partner, suspended, too many codes, ...). */
const failure = (error: unknown) => errorMessage(error, 'Something went wrong. Please try again.');

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
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = form.formState;

  const submit = guard(
    form.handleSubmit(async ({ mobile }) => {
      setProblem(null);
      try {
        const answer = await sendPartnerOtp(mobile);
        toast.success(answer.message);
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
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        autoFocus
        placeholder="10-digit number"
        hint="The number you registered your shop with."
        error={errors.mobile?.message}
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
        Send OTP
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
    resolver: zodResolver(partnerVerifyOtpRequestSchema),
    defaultValues: { mobile, otp: '' },
  });
  const verify = useSingleFlight();
  const resending = useSingleFlight();
  const countdown = useCountdown(initialWait);
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = form.formState;

  const submit = verify.guard(
    form.handleSubmit(async (body) => {
      setProblem(null);
      try {
        onSignedIn(await verifyPartnerOtp(body));
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
      await sendPartnerOtp(mobile);
      toast.success('A new OTP has been sent.');
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
          OTP sent to <span className="font-bold whitespace-nowrap tabular-nums">+91 {mobile}</span>
        </p>
        <Button
          variant="ghost"
          onClick={onChangeNumber}
          className="min-h-12 text-base text-brand-900 underline"
        >
          <Pencil className="size-4" aria-hidden />
          Change number
        </Button>
      </div>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.otpLength}
        autoFocus
        placeholder="• • • •"
        hint={`The ${LIMITS.otpLength}-digit code from the SMS.`}
        error={errors.otp?.message}
        className="h-16 text-center text-3xl font-bold tracking-[0.6em] tabular-nums"
        {...form.register(
          'otp',
          digitsOnly(form, 'otp', (digits) => {
            if (digits.length === LIMITS.otpLength) void submit();
          }),
        )}
      />
      <Problem message={problem} />
      <Button type="submit" size="lg" disabled={verify.busy} className="min-h-14 w-full text-lg">
        {verify.busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
        Sign in
      </Button>
      <div className="flex flex-col items-center gap-2 text-center">
        {countdown.left > 0 ? (
          <p className="text-base text-slate-800">
            You can ask for a new OTP in{' '}
            <span className="font-bold tabular-nums">{clock(countdown.left)}</span>.
          </p>
        ) : (
          <p className="text-base text-slate-800">Did not get the SMS?</p>
        )}
        <Button
          variant="secondary"
          size="lg"
          onClick={resend}
          disabled={resending.busy || countdown.left > 0}
          className="min-h-12 w-full border-2 tabular-nums"
        >
          {resending.busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
          {countdown.left > 0 ? `Resend OTP in ${countdown.left}s` : 'Resend OTP'}
        </Button>
      </div>
    </form>
  );
}
