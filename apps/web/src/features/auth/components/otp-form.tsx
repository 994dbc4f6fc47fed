import { zodResolver } from '@hookform/resolvers/zod';
import { seller_otp_not_received } from '@phonix/shared/messages/seller_otp_not_received';
import { seller_otp_resend } from '@phonix/shared/messages/seller_otp_resend';
import { seller_otp_resend_in } from '@phonix/shared/messages/seller_otp_resend_in';
import { seller_otp_sent_to } from '@phonix/shared/messages/seller_otp_sent_to';
import { seller_otp_wait } from '@phonix/shared/messages/seller_otp_wait';
import { seller_submit } from '@phonix/shared/messages/seller_submit';
import { fields, LIMITS } from '@phonix/shared/validation';
import { LoaderCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { translated } from '@/lib/form-resolver.ts';
import { messageParts } from '@/lib/message-parts.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useResendOtp } from '../hooks/use-resend-otp.ts';

const otpFormSchema = z.object({ otp: fields.otp() });
type OtpFormValues = z.infer<typeof otpFormSchema>;

interface OtpFormProps {
  mobile: string;
  /** Checks the code; throws (after its own toast) when it is wrong. */
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<unknown>;
  /**
   * Seconds until a new code may be sent, when the server said so: a code went out a moment ago (its
   * OTP_COOLDOWN), said in a note. It can change while the form is shown (the forgot-password step asks for its
   * code after showing the form). Otherwise the form is shown as a code has just been sent, and Resend counts
   * down the cool-down from the start (issue 32).
   */
  waitSeconds?: number;
}

/** `0:25`, as the countdown reads. */
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** 'Enter OTP': four digits, submitted by itself as soon as the fourth is typed (SPEC 4), with Resend. */
export function OtpForm({ mobile, onVerify, onResend, waitSeconds = 0 }: OtpFormProps) {
  const form = useForm<OtpFormValues>({
    resolver: translated(zodResolver(otpFormSchema)),
    defaultValues: { otp: '' },
  });
  const { busy, guard } = useSingleFlight();
  const {
    resend,
    resending,
    waitSeconds: left,
    startWait,
  } = useResendOtp(onResend, waitSeconds > 0 ? waitSeconds : LIMITS.otpResendSeconds);

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts only when the parent learns a new wait
  useEffect(() => {
    if (waitSeconds > 0) startWait(waitSeconds);
  }, [waitSeconds]);

  const submit = guard(
    form.handleSubmit(async ({ otp }) => {
      try {
        await onVerify(otp);
      } catch {
        form.setFocus('otp');
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {messageParts((marks) => seller_otp_sent_to({ count: LIMITS.otpLength, mobile: marks.mobile }), {
          mobile: <span className="font-semibold whitespace-nowrap text-slate-900">+91 {mobile}</span>,
        })}
      </p>
      {waitSeconds > 0 && left > 0 ? (
        <p className="rounded-xl bg-brand-50 px-4 py-2 text-sm text-brand-900">
          {messageParts((marks) => seller_otp_wait(marks), {
            time: <span className="font-semibold tabular-nums">{clock(left)}</span>,
          })}
        </p>
      ) : null}
      <CodeField
        control={form.control}
        name="otp"
        label="OTP"
        autoFocus
        placeholder="• • • •"
        className="text-center text-2xl font-bold tracking-[0.6em] tabular-nums"
        onComplete={() => void submit()}
      />
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-600">{seller_otp_not_received()}</span>
        <Button
          variant="ghost"
          onClick={resend}
          disabled={resending || left > 0}
          className="text-brand-800 tabular-nums"
        >
          {resending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          {left > 0 ? seller_otp_resend_in({ seconds: left }) : seller_otp_resend()}
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
        {seller_submit()}
      </Button>
    </form>
  );
}
