import { LIMITS } from '@phonix/shared/limits';
import { partner_loading } from '@phonix/shared/messages/partner_loading';
import { partner_signin_mobile_hint } from '@phonix/shared/messages/partner_signin_mobile_hint';
import { partner_signin_mobile_label } from '@phonix/shared/messages/partner_signin_mobile_label';
import { partner_signin_mobile_placeholder } from '@phonix/shared/messages/partner_signin_mobile_placeholder';
import { partner_signin_send_otp } from '@phonix/shared/messages/partner_signin_send_otp';
import { partner_toast_otp_sent } from '@phonix/shared/messages/partner_toast_otp_sent';
import { LoaderCircle, MessageSquareText } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useSendPartnerOtp } from '../api/partner-session.ts';
import { cooldownOf, failure, type PartnerSignIn, Problem } from './sign-in-parts.tsx';

export type { PartnerSignIn } from './sign-in-parts.tsx';

/**
 * What the first step does not load with the page (issue 35: the portal's sign-in within 130 kB on a shop
 * owner's phone): the shared schema that checks the number (zod) and the OTP step (react-hook-form). Both
 * start loading at the first keystroke, so they are here by the time the number is sent.
 */
const loadCheck = () => import('../utils/sign-in-check.ts');
const loadOtpStep = () => import('./sign-in-otp-step.tsx');
const OtpStep = lazy(loadOtpStep);

function prepareNextStep() {
  void loadCheck().catch(() => undefined);
  void loadOtpStep().catch(() => undefined);
}

/**
 * Partner sign-in: the registered mobile number, then the OTP sent to it by SMS. Every refusal shows the
 * server's message; Resend waits out the server's cool-down and says how long.
 */
export function PartnerSignInForm({ onSignedIn }: { onSignedIn: (answer: PartnerSignIn) => void }) {
  const [sent, setSent] = useState<{ mobile: string; wait: number; key: number } | null>(null);
  if (sent) {
    return (
      <Suspense fallback={<Spinner label={partner_loading()} className="py-12" />}>
        <OtpStep
          key={sent.key}
          mobile={sent.mobile}
          initialWait={sent.wait}
          onSignedIn={onSignedIn}
          onChangeNumber={() => setSent(null)}
        />
      </Suspense>
    );
  }
  return <MobileStep onSent={(mobile, wait) => setSent({ mobile, wait, key: Date.now() })} />;
}

/**
 * One field, so a plain form rather than react-hook-form (ARCHITECTURE.md's exception, DR 211): the number
 * is checked by the shared schema when sent, and again as it is typed once a check has failed, as the
 * portal's other forms do (react-hook-form's default modes).
 */
function MobileStep({ onSent }: { onSent: (mobile: string, wait: number) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const [checked, setChecked] = useState(false);
  const sendOtp = useSendPartnerOtp();
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = guard(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mobile = input.current?.value ?? '';
    try {
      const invalid = (await loadCheck()).mobileProblem(mobile);
      setChecked(true);
      setError(invalid);
      if (invalid) {
        input.current?.focus();
        return;
      }
      setProblem(null);
      await sendOtp.mutateAsync(mobile);
      toast.success(partner_toast_otp_sent());
      onSent(mobile, 0);
    } catch (caught) {
      const wait = cooldownOf(caught);
      // A code went out a moment ago: it is on its way, so the OTP step opens with the wait shown.
      if (wait) onSent(mobile, wait);
      else {
        setProblem(failure(caught));
        input.current?.focus();
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <TextField
        ref={input}
        name="mobile"
        label={partner_signin_mobile_label()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        autoFocus
        placeholder={partner_signin_mobile_placeholder()}
        hint={partner_signin_mobile_hint()}
        error={error}
        className="h-14 text-xl font-semibold tracking-wider tabular-nums"
        defaultValue=""
        onChange={(event) => {
          // Digits only: anything else typed or pasted is dropped; the field stays uncontrolled.
          const digits = event.target.value.replace(/\D/g, '');
          if (digits !== event.target.value) event.target.value = digits;
          prepareNextStep();
          if (checked) {
            void loadCheck()
              .then(({ mobileProblem }) => setError(mobileProblem(digits)))
              .catch(() => undefined);
          }
        }}
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
