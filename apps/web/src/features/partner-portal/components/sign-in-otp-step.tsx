import { zodResolver } from '@hookform/resolvers/zod';
import { partner_signin_change_number } from '@phonix/shared/messages/partner_signin_change_number';
import { partner_signin_no_sms } from '@phonix/shared/messages/partner_signin_no_sms';
import { partner_signin_otp_hint } from '@phonix/shared/messages/partner_signin_otp_hint';
import { partner_signin_otp_label } from '@phonix/shared/messages/partner_signin_otp_label';
import { partner_signin_otp_sent_to } from '@phonix/shared/messages/partner_signin_otp_sent_to';
import { partner_signin_resend } from '@phonix/shared/messages/partner_signin_resend';
import { partner_signin_resend_in } from '@phonix/shared/messages/partner_signin_resend_in';
import { partner_signin_submit } from '@phonix/shared/messages/partner_signin_submit';
import { partner_signin_wait } from '@phonix/shared/messages/partner_signin_wait';
import { partner_toast_new_otp } from '@phonix/shared/messages/partner_toast_new_otp';
import { partnerVerifyOtpRequestSchema } from '@phonix/shared/partner-api';
import { LIMITS } from '@phonix/shared/validation';
import { LoaderCircle, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { translated } from '@/lib/form-resolver.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useSendPartnerOtp, useVerifyPartnerOtp } from '../api/partner-session.ts';
import { clock, useCountdown } from '../hooks/use-countdown.ts';
import { fieldError } from '../utils/field-error.ts';
import { cooldownOf, failure, type PartnerSignIn, Problem } from './sign-in-parts.tsx';

/**
 * The sign-in's second step: the OTP sent by SMS, a react-hook-form with the shared schema. A chunk of its
 * own, loaded once the partner starts on the first step (issue 35: react-hook-form and zod are not on the
 * sign-in page's first load).
 */
export default function OtpStep({
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
