import { zodResolver } from '@hookform/resolvers/zod';
import { fields, LIMITS } from '@phonix/shared/validation';
import { LoaderCircle } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { useResendOtp } from '../hooks/use-resend-otp.ts';

const otpFormSchema = z.object({ otp: fields.otp() });
type OtpFormValues = z.infer<typeof otpFormSchema>;

interface OtpFormProps {
  mobile: string;
  /** Checks the code; throws (after its own toast) when it is wrong. */
  onVerify: (otp: string) => Promise<void>;
  onResend: () => Promise<unknown>;
}

/** 'Enter OTP': four digits, submitted by itself as soon as the fourth is typed (SPEC 4), with Resend. */
export function OtpForm({ mobile, onVerify, onResend }: OtpFormProps) {
  const form = useForm<OtpFormValues>({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } });
  const busy = useRef(false);
  const { resend, resending } = useResendOtp(onResend);
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async ({ otp }) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await onVerify(otp);
    } catch {
      form.setFocus('otp');
    } finally {
      busy.current = false;
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        Enter the {LIMITS.otpLength}-digit code we sent by SMS to{' '}
        <span className="font-semibold whitespace-nowrap text-slate-900">+91 {mobile}</span>.
      </p>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.otpLength}
        autoFocus
        placeholder="• • • •"
        error={errors.otp?.message}
        className="text-center text-2xl font-bold tracking-[0.6em] tabular-nums"
        {...form.register(
          'otp',
          digitsOnly(form, 'otp', (digits) => {
            if (digits.length === LIMITS.otpLength) void submit();
          }),
        )}
      />
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-600">Didn&apos;t get the code?</span>
        <Button variant="ghost" onClick={resend} disabled={resending} className="text-brand-800">
          {resending ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
          Resend
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
        Submit
      </Button>
    </form>
  );
}
