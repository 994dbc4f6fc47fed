import { zodResolver } from '@hookform/resolvers/zod';
import type { ResponseOf } from '@phonix/shared/api/contract';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import type { StaffSession } from '@/lib/staff-session.ts';
import { useSignInWithCode, useSignInWithPassword } from '../api/staff-sign-in.ts';

type LoginResult = ResponseOf<'staffLogin'>['result'];

/**
 * The shared staff schemas (zod) load when the form first checks, or at the first keystroke, not with the
 * sign-in page (issue 35: the console's sign-in within 150 kB).
 */
const staffApi = () => import('@phonix/shared/staff-api');
const passwordResolver = lazyResolver(() =>
  staffApi().then((schemas) => zodResolver(schemas.staffLoginRequestSchema)),
);
const codeResolver = lazyResolver(() =>
  staffApi().then((schemas) => zodResolver(schemas.staffLoginTotpRequestSchema)),
);

/** A failed sign-in's words, with how long to wait when the account is delayed. */
function failure(error: unknown): string {
  if (error instanceof ApiError && error.retryAfter && error.code === 'STAFF_LOGIN_DELAYED') {
    const wait =
      error.retryAfter >= 90 ? `${Math.ceil(error.retryAfter / 60)} minutes` : `${error.retryAfter} seconds`;
    return `Too many failed sign-ins for this account. Please wait ${wait} before trying again.`;
  }
  return errorMessage(error, 'Could not sign in. Please try again.');
}

/**
 * Staff sign-in: e-mail and password, then the authenticator's 6-digit code; a staff member without an
 * authenticator (the first sign-in, or after an admin reset it) first scans the QR code (or types the
 * secret) shown here once.
 */
export function SignInForm({ onSignedIn }: { onSignedIn: (session: StaffSession) => void }) {
  const [second, setSecond] = useState<LoginResult | null>(null);
  if (second) return <CodeStep step={second} onSignedIn={onSignedIn} onRestart={() => setSecond(null)} />;
  return <PasswordStep onResult={setSecond} />;
}

function PasswordStep({ onResult }: { onResult: (result: LoginResult) => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: passwordResolver,
    defaultValues: { email: '', password: '' },
  });
  const signInWithPassword = useSignInWithPassword();
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onResult(await signInWithPassword.mutateAsync(values));
    } catch (caught) {
      setError(failure(caught));
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} onInput={passwordResolver.preload} noValidate className="flex flex-col gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <KeyRound className="size-5" aria-hidden />
        {isSubmitting ? 'Signing in...' : 'Continue'}
      </Button>
    </form>
  );
}

function CodeStep({
  step,
  onSignedIn,
  onRestart,
}: {
  step: LoginResult;
  onSignedIn: (session: StaffSession) => void;
  onRestart: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: codeResolver,
    defaultValues: { challenge: step.challenge, code: '' },
  });
  const signInWithCode = useSignInWithCode();
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onSignedIn(await signInWithCode.mutateAsync(values));
    } catch (caught) {
      setError(failure(caught));
      if (caught instanceof ApiError && caught.code === 'STAFF_CHALLENGE_EXPIRED') onRestart();
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {step.step === 'enrol' ? (
        <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50/60 p-4 text-sm text-slate-800">
          <p className="font-semibold text-slate-900">Set up your authenticator app</p>
          <p>
            Every staff member confirms each sign-in with a 6-digit code. Scan this QR code with an
            authenticator app (Google Authenticator, Microsoft Authenticator, 1Password), or type the key
            below into it. It is shown only now.
          </p>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qr_svg)}`}
            alt="QR code of your authenticator key"
            width={176}
            height={176}
            className="mx-auto rounded-lg bg-white p-2"
          />
          <p className="text-center">
            Key:{' '}
            <code
              data-testid="totp-secret"
              className="font-mono text-base font-semibold tracking-wider break-all"
            >
              {step.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </p>
        </div>
      ) : (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          Enter the 6-digit code your authenticator app shows for Phonix console.
        </p>
      )}
      <TextField
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={errors.code?.message}
        {...form.register('code')}
      />
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Checking...' : step.step === 'enrol' ? 'Confirm and sign in' : 'Sign in'}
      </Button>
      <Button variant="ghost" onClick={onRestart}>
        Use another account
      </Button>
    </form>
  );
}
