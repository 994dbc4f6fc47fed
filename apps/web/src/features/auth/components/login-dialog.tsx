import { zodResolver } from '@hookform/resolvers/zod';
import type { SessionResponse } from '@phonix/shared/account-api';
import { answerText } from '@phonix/shared/answer-text';
import { seller_field_confirm_password } from '@phonix/shared/messages/seller_field_confirm_password';
import { seller_field_full_name } from '@phonix/shared/messages/seller_field_full_name';
import { seller_field_mobile_number } from '@phonix/shared/messages/seller_field_mobile_number';
import { seller_field_mobile_placeholder } from '@phonix/shared/messages/seller_field_mobile_placeholder';
import { seller_field_new_password } from '@phonix/shared/messages/seller_field_new_password';
import { seller_field_password } from '@phonix/shared/messages/seller_field_password';
import { seller_forgot_intro } from '@phonix/shared/messages/seller_forgot_intro';
import { seller_login_change_mobile } from '@phonix/shared/messages/seller_login_change_mobile';
import { seller_login_continue_details } from '@phonix/shared/messages/seller_login_continue_details';
import { seller_login_forgot_link } from '@phonix/shared/messages/seller_login_forgot_link';
import { seller_login_in_a_hurry } from '@phonix/shared/messages/seller_login_in_a_hurry';
import { seller_login_intro } from '@phonix/shared/messages/seller_login_intro';
import { seller_login_mobile_label } from '@phonix/shared/messages/seller_login_mobile_label';
import { seller_login_privacy } from '@phonix/shared/messages/seller_login_privacy';
import { seller_login_proceed } from '@phonix/shared/messages/seller_login_proceed';
import { seller_login_sign_in } from '@phonix/shared/messages/seller_login_sign_in';
import { seller_login_success } from '@phonix/shared/messages/seller_login_success';
import { seller_login_title_forgot } from '@phonix/shared/messages/seller_login_title_forgot';
import { seller_login_title_otp } from '@phonix/shared/messages/seller_login_title_otp';
import { seller_login_title_sign_in } from '@phonix/shared/messages/seller_login_title_sign_in';
import { seller_login_title_signup } from '@phonix/shared/messages/seller_login_title_signup';
import { seller_login_title_start } from '@phonix/shared/messages/seller_login_title_start';
import { seller_new_password_intro } from '@phonix/shared/messages/seller_new_password_intro';
import { seller_purpose_account } from '@phonix/shared/messages/seller_purpose_account';
import { seller_purpose_price } from '@phonix/shared/messages/seller_purpose_price';
import { seller_reset_password_button } from '@phonix/shared/messages/seller_reset_password_button';
import { seller_signup_button } from '@phonix/shared/messages/seller_signup_button';
import { seller_signup_intro } from '@phonix/shared/messages/seller_signup_intro';
import { seller_signup_otp_sent } from '@phonix/shared/messages/seller_signup_otp_sent';
import { seller_something_went_wrong } from '@phonix/shared/messages/seller_something_went_wrong';

import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { fields, LIMITS, MESSAGES } from '@phonix/shared/validation';
import { ArrowRight, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { signIn } from '@/lib/session.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import {
  checkCustomerExists,
  customerLogin,
  forgetPasswordCustomer,
  forgetPasswordOtp,
  forgetPasswordVerifyOtp,
  registerCustomer,
  resendOtp,
  verifyCustomerOtp,
} from '../api/auth-api.ts';
import { cooldownOf } from '../hooks/use-resend-otp.ts';
import { DeviceSummary } from './device-summary.tsx';
import { OtpForm } from './otp-form.tsx';
import { PasswordField } from './password-field.tsx';
import { SIGNUP_NOTICE_VERSION, SignupNotice } from './signup-notice.tsx';

/** The six steps of SPEC 2 (Login modal). */
type Step = 1 | 2 | 3 | 4 | 5 | 6;

const TITLES: Record<Step, () => string> = {
  1: seller_login_title_start,
  2: seller_login_title_sign_in,
  3: seller_login_title_signup,
  4: seller_login_title_otp,
  5: seller_login_title_otp,
  6: seller_login_title_forgot,
};

const mobileSchema = z.object({ mobile: fields.mobile() });
const signInSchema = z.object({ password: fields.password() });
const signupSchema = z.object({ name: fields.name(), password: fields.newPassword() });
const newPasswordSchema = z
  .object({
    newPassword: fields.newPassword(),
    confirmPassword: z.string().min(1, MESSAGES.confirmPasswordRequired),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
  });

const linkButton =
  'inline-flex min-h-11 items-center rounded-lg px-1 text-sm font-semibold text-brand-800 hover:underline';

function welcome(answer: SessionResponse) {
  signIn(answer.customer, answer.token);
  toast.success(answerText(answer.message, seller_login_success, 'Logged in successfully'));
}

/** What logging in is for, when the page that opened the dialog did not say. */
function defaultPurpose(selectedModel: AnswerRecord | null): string {
  return selectedModel ? seller_purpose_price() : seller_purpose_account();
}

function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" disabled={busy} className="w-full">
      {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
      {children}
    </Button>
  );
}

function MobileLine({ mobile, onChange }: { mobile: string; onChange: () => void }) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-2 ring-1 ring-slate-200">
      <p className="text-sm text-slate-600">
        {seller_login_mobile_label()}{' '}
        <span className="font-semibold text-slate-900 tabular-nums">+91 {mobile}</span>
      </p>
      <button type="button" onClick={onChange} className={linkButton}>
        {seller_login_change_mobile()}
      </button>
    </div>
  );
}

function MobileStep({
  purpose,
  onChecked,
}: {
  purpose: string;
  /** `wait`: seconds before a new code may be sent, when a code went out a moment ago. */
  onChecked: (mobile: string, next: Step, wait?: number) => void;
}) {
  const form = useForm<z.infer<typeof mobileSchema>>({
    resolver: translated(zodResolver(mobileSchema)),
    defaultValues: { mobile: '' },
  });
  const { busy, guard } = useSingleFlight();
  const submit = guard(
    form.handleSubmit(async ({ mobile }) => {
      try {
        const answer = await checkCustomerExists(mobile);
        onChecked(mobile, answer.status === 'verified' ? 2 : 4);
      } catch (error) {
        const wait = cooldownOf(error);
        // An unverified number asked again within the resend cool-down: its code is on its way already.
        if (wait) onChecked(mobile, 4, wait);
        // No such customer (success false): sign up. Anything else is a real failure.
        else if (
          error instanceof ApiError &&
          ((error.status >= 200 && error.status < 300) || error.status === 404)
        ) {
          onChecked(mobile, 3);
        } else {
          toast.error(errorMessage(error, seller_something_went_wrong()));
        }
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{seller_login_intro({ purpose })}</p>
      <TextField
        label={seller_field_mobile_number()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        autoFocus
        placeholder={seller_field_mobile_placeholder()}
        error={form.formState.errors.mobile?.message}
        {...form.register('mobile', digitsOnly(form, 'mobile'))}
      />
      <SubmitButton busy={busy}>{seller_login_proceed()}</SubmitButton>
    </form>
  );
}

function SignInStep({
  mobile,
  onDone,
  onChangeMobile,
  onForgot,
}: {
  mobile: string;
  onDone: () => void;
  onChangeMobile: () => void;
  onForgot: () => void;
}) {
  const form = useForm<z.infer<typeof signInSchema>>({
    resolver: translated(zodResolver(signInSchema)),
    defaultValues: { password: '' },
  });
  const { busy, guard } = useSingleFlight();
  const submit = guard(
    form.handleSubmit(async ({ password }) => {
      try {
        welcome(await customerLogin({ mobile, password }));
        onDone();
      } catch (error) {
        const message = errorMessage(error, seller_something_went_wrong());
        // Shown twice on purpose: the toast fades, the inline message stays by the field (SPEC 8).
        toast.error(message);
        form.setError('password', { message });
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <MobileLine mobile={mobile} onChange={onChangeMobile} />
      <PasswordField
        label={seller_field_password()}
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <button type="button" onClick={onForgot} className={`${linkButton} self-end`}>
        {seller_login_forgot_link()}
      </button>
      <SubmitButton busy={busy}>{seller_login_sign_in()}</SubmitButton>
    </form>
  );
}

function SignupStep({
  mobile,
  onRegistered,
  onChangeMobile,
}: {
  mobile: string;
  onRegistered: (mobile: string) => void;
  onChangeMobile: () => void;
}) {
  const form = useForm<z.infer<typeof signupSchema>>({
    resolver: translated(zodResolver(signupSchema)),
    defaultValues: { name: '', password: '' },
  });
  const { busy, guard } = useSingleFlight();
  const submit = guard(
    form.handleSubmit(async (values) => {
      try {
        const answer = await registerCustomer({ mobile, ...values, notice_version: SIGNUP_NOTICE_VERSION });
        toast.success(answerText(answer.message, seller_signup_otp_sent));
        onRegistered(answer.data || mobile);
      } catch (error) {
        toast.error(errorMessage(error, seller_something_went_wrong()));
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{seller_signup_intro()}</p>
      <MobileLine mobile={mobile} onChange={onChangeMobile} />
      <TextField
        label={seller_field_full_name()}
        autoComplete="name"
        autoFocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <PasswordField
        label={seller_field_password()}
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <SignupNotice />
      <SubmitButton busy={busy}>{seller_signup_button()}</SubmitButton>
    </form>
  );
}

/** Step 5: entering it asks for a forgot-password OTP by itself (SPEC 4). */
function ForgotOtpStep({
  mobile,
  onVerified,
}: {
  mobile: string;
  onVerified: (reset: { customerId: number; resetToken: string }) => void;
}) {
  const requested = useRef(false);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    forgetPasswordOtp(mobile).catch((error: unknown) => {
      const seconds = cooldownOf(error);
      // A code went out a moment ago (this number's cool-down): say when a new one can be sent.
      if (seconds) setWait(seconds);
      else toast.error(errorMessage(error, seller_something_went_wrong()));
    });
  }, [mobile]);
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-900">{seller_forgot_intro()}</p>
      <OtpForm
        mobile={mobile}
        waitSeconds={wait}
        onResend={() => forgetPasswordOtp(mobile)}
        onVerify={async (otp) => {
          try {
            const answer = await forgetPasswordVerifyOtp({ mobile, otp });
            onVerified({ customerId: answer.customer.customer_id, resetToken: answer.reset_token });
          } catch (error) {
            toast.error(errorMessage(error, seller_something_went_wrong()));
            throw error;
          }
        }}
      />
    </div>
  );
}

function NewPasswordStep({
  reset,
  onDone,
}: {
  reset: { customerId: number; resetToken: string };
  onDone: () => void;
}) {
  const form = useForm<z.infer<typeof newPasswordSchema>>({
    resolver: translated(zodResolver(newPasswordSchema)),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { busy, guard } = useSingleFlight();
  const submit = guard(
    form.handleSubmit(async ({ newPassword }) => {
      try {
        welcome(
          await forgetPasswordCustomer({
            newPassword,
            customer_id: reset.customerId,
            reset_token: reset.resetToken,
          }),
        );
        onDone();
      } catch (error) {
        toast.error(errorMessage(error, seller_something_went_wrong()));
      }
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{seller_new_password_intro({ count: LIMITS.passwordMinimum })}</p>
      <PasswordField
        label={seller_field_new_password()}
        autoComplete="new-password"
        autoFocus
        error={form.formState.errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={seller_field_confirm_password()}
        autoComplete="new-password"
        error={form.formState.errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <SubmitButton busy={busy}>{seller_reset_password_button()}</SubmitButton>
    </form>
  );
}

interface LoginDialogProps {
  /** The phone being sold, when the dialog opens from the questionnaire or the price page. */
  selectedModel: AnswerRecord | null;
  /** What logging in is for ('see your orders'); by default, the price or the account. */
  purpose?: string | null;
  /** The button that opened the dialog, for the focus to go back to. */
  returnFocus?: () => Element | null;
  /** The dialog closed, logged in or not. */
  onFinished: () => void;
  /** Offered with a device: book with name and address instead of a password. */
  onCheckout?: () => void;
}

/** Log-in and sign-up by mobile number, password and OTP (SPEC 2 Login modal, SPEC 4 steps). */
export function LoginDialog({
  selectedModel,
  purpose = null,
  returnFocus,
  onFinished,
  onCheckout,
}: LoginDialogProps) {
  const [step, setStep] = useState<Step>(1);
  const [mobile, setMobile] = useState('');
  const [wait, setWait] = useState(0);
  const [reset, setReset] = useState<{ customerId: number; resetToken: string } | null>(null);

  // Entering the mobile step forgets the number (SPEC 4).
  const changeMobile = () => {
    setMobile('');
    setReset(null);
    setStep(1);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onFinished();
      }}
      title={TITLES[step]()}
      size="sm"
      step={step}
      {...(returnFocus ? { returnFocus } : {})}
    >
      {selectedModel ? <DeviceSummary record={selectedModel} /> : null}
      {step === 1 ? (
        <>
          <MobileStep
            purpose={purpose ?? defaultPurpose(selectedModel)}
            onChecked={(checked, next, seconds = 0) => {
              setMobile(checked);
              setWait(seconds);
              setStep(next);
            }}
          />
          {selectedModel && onCheckout ? (
            <p className="mt-4 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
              {seller_login_in_a_hurry()}{' '}
              <button type="button" onClick={onCheckout} className={`${linkButton} gap-1`}>
                {seller_login_continue_details()}
                <ArrowRight className="size-4" aria-hidden />
              </button>
            </p>
          ) : null}
        </>
      ) : step === 2 ? (
        <SignInStep
          mobile={mobile}
          onDone={onFinished}
          onChangeMobile={changeMobile}
          onForgot={() => setStep(5)}
        />
      ) : step === 3 ? (
        <SignupStep
          mobile={mobile}
          onChangeMobile={changeMobile}
          onRegistered={(registered) => {
            setMobile(registered);
            setStep(4);
          }}
        />
      ) : step === 4 ? (
        <OtpForm
          mobile={mobile}
          waitSeconds={wait}
          onResend={() => resendOtp(mobile)}
          onVerify={async (otp) => {
            try {
              welcome(await verifyCustomerOtp({ mobile, otp }));
            } catch (error) {
              toast.error(errorMessage(error, seller_something_went_wrong()));
              throw error;
            }
            onFinished();
          }}
        />
      ) : step === 5 ? (
        <ForgotOtpStep
          mobile={mobile}
          onVerified={(verified) => {
            setReset(verified);
            setStep(6);
          }}
        />
      ) : reset ? (
        <NewPasswordStep reset={reset} onDone={onFinished} />
      ) : null}
      <p className="mt-5 flex items-center justify-center gap-1.5 text-xs text-slate-500">
        <ShieldCheck className="size-4 text-brand-700" aria-hidden />
        {seller_login_privacy()}
      </p>
    </Modal>
  );
}
