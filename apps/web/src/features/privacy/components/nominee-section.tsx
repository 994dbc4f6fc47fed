import { maskMobile } from '@phonix/shared/handover';
import { privacy_erase_otp_invalid } from '@phonix/shared/messages/privacy_erase_otp_invalid';
import { privacy_grievance_required } from '@phonix/shared/messages/privacy_grievance_required';
import { privacy_grievance_too_long } from '@phonix/shared/messages/privacy_grievance_too_long';
import { privacy_nominee_add } from '@phonix/shared/messages/privacy_nominee_add';
import { privacy_nominee_cancel } from '@phonix/shared/messages/privacy_nominee_cancel';
import { privacy_nominee_confirm_name } from '@phonix/shared/messages/privacy_nominee_confirm_name';
import { privacy_nominee_confirm_remove } from '@phonix/shared/messages/privacy_nominee_confirm_remove';
import { privacy_nominee_failed } from '@phonix/shared/messages/privacy_nominee_failed';
import { privacy_nominee_form_title } from '@phonix/shared/messages/privacy_nominee_form_title';
import { privacy_nominee_intro } from '@phonix/shared/messages/privacy_nominee_intro';
import { privacy_nominee_loading } from '@phonix/shared/messages/privacy_nominee_loading';
import { privacy_nominee_mobile_hint } from '@phonix/shared/messages/privacy_nominee_mobile_hint';
import { privacy_nominee_mobile_invalid } from '@phonix/shared/messages/privacy_nominee_mobile_invalid';
import { privacy_nominee_mobile_label } from '@phonix/shared/messages/privacy_nominee_mobile_label';
import { privacy_nominee_mobile_shown } from '@phonix/shared/messages/privacy_nominee_mobile_shown';
import { privacy_nominee_name_label } from '@phonix/shared/messages/privacy_nominee_name_label';
import { privacy_nominee_named_on } from '@phonix/shared/messages/privacy_nominee_named_on';
import { privacy_nominee_nominee_code_label } from '@phonix/shared/messages/privacy_nominee_nominee_code_label';
import { privacy_nominee_nominee_code_sent } from '@phonix/shared/messages/privacy_nominee_nominee_code_sent';
import { privacy_nominee_none } from '@phonix/shared/messages/privacy_nominee_none';
import { privacy_nominee_own_code_label } from '@phonix/shared/messages/privacy_nominee_own_code_label';
import { privacy_nominee_own_code_sent } from '@phonix/shared/messages/privacy_nominee_own_code_sent';
import { privacy_nominee_page_title } from '@phonix/shared/messages/privacy_nominee_page_title';
import { privacy_nominee_pending_resend } from '@phonix/shared/messages/privacy_nominee_pending_resend';
import { privacy_nominee_remove } from '@phonix/shared/messages/privacy_nominee_remove';
import { privacy_nominee_removed_now } from '@phonix/shared/messages/privacy_nominee_removed_now';
import { privacy_nominee_replace } from '@phonix/shared/messages/privacy_nominee_replace';
import { privacy_nominee_resend } from '@phonix/shared/messages/privacy_nominee_resend';
import { privacy_nominee_send_code } from '@phonix/shared/messages/privacy_nominee_send_code';
import { privacy_nominee_state_active } from '@phonix/shared/messages/privacy_nominee_state_active';
import { privacy_nominee_state_pending } from '@phonix/shared/messages/privacy_nominee_state_pending';
import { privacy_nominee_steps } from '@phonix/shared/messages/privacy_nominee_steps';
import { privacy_nominee_title } from '@phonix/shared/messages/privacy_nominee_title';
import { privacy_nominee_verified_now } from '@phonix/shared/messages/privacy_nominee_verified_now';
import { privacy_nominee_verified_on } from '@phonix/shared/messages/privacy_nominee_verified_on';
import { privacy_nominee_verify } from '@phonix/shared/messages/privacy_nominee_verify';
import { privacy_nominee_where } from '@phonix/shared/messages/privacy_nominee_where';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import type { Nominee } from '@phonix/shared/privacy-api';
import { paths } from '@phonix/shared/routes';
import { LIMITS } from '@phonix/shared/validation';
import { UserCheck } from 'lucide-react';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import {
  useNominee,
  useRemoveNominee,
  useSendNomineeCode,
  useSetNominee,
  useVerifyNominee,
} from '../api/privacy.ts';
import { isCode, useCodeField } from '../lib/code-field.ts';
import { failureText, formatMoment } from '../lib/format.ts';
import { SectionCard, StatusLine } from './section-card.tsx';

/** The server's rule for a nominee's number (fields.partnerMobile): 10 digits starting 6 to 9. */
const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const NAME_MAX = 100;

/** A number as the page shows it: only its last four digits (the one masking style, handover.ts). */
export { maskMobile };

const STATE_CLASS: Record<Nominee['state'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  active: 'bg-green-50 text-green-900 ring-green-200',
};

/** A one-time code's field: digits only, focused when it appears. */
function CodeField({
  label,
  value,
  onChange,
  error,
  describedBy,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  describedBy?: string;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <TextField
      ref={inputRef}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={LIMITS.otpLength}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      error={error}
      {...(error || !describedBy ? {} : { 'aria-describedby': describedBy })}
    />
  );
}

function NomineeCard({ nominee }: { nominee: Nominee }) {
  const { locale } = usePageLocale();
  return (
    <div className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold break-words text-slate-900">{nominee.name}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_CLASS[nominee.state]}`}
        >
          {nominee.state === 'active' ? privacy_nominee_state_active() : privacy_nominee_state_pending()}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-700 tabular-nums">
        {privacy_nominee_mobile_shown({ mobile: maskMobile(nominee.mobile) })}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {nominee.verified_at
          ? privacy_nominee_verified_on({ date: formatMoment(nominee.verified_at, locale) })
          : privacy_nominee_named_on({ date: formatMoment(nominee.created_at, locale) })}
      </p>
    </div>
  );
}

/** The code the nominee received, as they read it out to the seller: the nominee becomes verified. */
function VerifyForm({
  customerId,
  nominee,
  focus,
  onVerified,
}: {
  customerId: number;
  nominee: Nominee;
  focus: boolean;
  onVerified: (nominee: Nominee) => void;
}) {
  const verify = useVerifyNominee(customerId);
  const { otp, setOtp, fieldError, otpRef, check } = useCodeField();
  const hint = useId();

  useEffect(() => {
    if (focus) otpRef.current?.focus();
  }, [focus, otpRef.current?.focus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    verify.mutate(otp, {
      onSuccess: (answer) => {
        if (answer.nominee) onVerified(answer.nominee);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-3">
      <p role="status" id={hint} className="text-sm text-slate-700">
        {privacy_nominee_nominee_code_sent({ name: nominee.name, mobile: maskMobile(nominee.mobile) })}
      </p>
      <CodeField
        label={privacy_nominee_nominee_code_label()}
        value={otp}
        onChange={setOtp}
        error={fieldError}
        describedBy={hint}
        inputRef={otpRef}
      />
      <div>
        <Button type="submit" disabled={verify.isPending}>
          {privacy_nominee_verify()}
        </Button>
      </div>
      <p className="text-xs text-slate-600">{privacy_nominee_pending_resend()}</p>
      {verify.isError ? <StatusLine tone="error" message={failureText(verify.error)} /> : null}
    </form>
  );
}

/**
 * Naming (or replacing) the nominee, in the server's order: the details, a fresh code to the seller's own
 * number, then the details with that code (the server refuses the seller's own number with
 * NOMINEE_OWN_MOBILE before it looks at the code, so the code still serves once the number is corrected).
 */
function NameForm({
  customerId,
  mobile,
  onNamed,
  onCancel,
}: {
  customerId: number;
  mobile: string;
  onNamed: (nominee: Nominee) => void;
  onCancel: () => void;
}) {
  const sendCode = useSendNomineeCode();
  const setNominee = useSetNominee(customerId);
  const [name, setName] = useState('');
  const [nomineeMobile, setNomineeMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; mobile?: string; otp?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const sentHint = useId();

  useEffect(() => {
    nameRef.current?.focus();
  }, []);
  useEffect(() => {
    if (codeSent) otpRef.current?.focus();
  }, [codeSent]);

  const requestCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => {
        setOtp('');
        setCodeSent(true);
        otpRef.current?.focus();
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name:
        name.trim() === ''
          ? privacy_grievance_required()
          : name.trim().length > NAME_MAX
            ? privacy_grievance_too_long({ max: String(NAME_MAX) })
            : undefined,
      mobile: MOBILE_PATTERN.test(nomineeMobile) ? undefined : privacy_nominee_mobile_invalid(),
      otp: codeSent && !isCode(otp) ? privacy_erase_otp_invalid() : undefined,
    };
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.mobile) return mobileRef.current?.focus();
    if (found.otp) return otpRef.current?.focus();
    if (!codeSent) return requestCode();
    setNominee.mutate(
      { name: name.trim(), mobile: nomineeMobile, otp },
      {
        onSuccess: (answer) => {
          if (answer.nominee) onNamed(answer.nominee);
        },
        onError: (error) => {
          if (
            error instanceof ApiError &&
            (error.code === 'NOMINEE_OWN_MOBILE' || error.field === 'mobile')
          ) {
            setErrors({ mobile: failureText(error) });
            mobileRef.current?.focus();
          } else if (error instanceof ApiError && error.field === 'name') {
            setErrors({ name: failureText(error) });
            nameRef.current?.focus();
          }
        },
      },
    );
  };

  const fieldErrorShown =
    setNominee.error instanceof ApiError &&
    (setNominee.error.code === 'NOMINEE_OWN_MOBILE' ||
      setNominee.error.field === 'mobile' ||
      setNominee.error.field === 'name');
  const error = setNominee.error && !fieldErrorShown ? setNominee.error : sendCode.error;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-md flex-col gap-3"
      aria-labelledby="nominee-form-title"
    >
      <h3 id="nominee-form-title" className="font-bold text-slate-900">
        {privacy_nominee_form_title()}
      </h3>
      <p className="text-sm text-slate-600">{privacy_nominee_steps()}</p>
      <TextField
        ref={nameRef}
        label={privacy_nominee_name_label()}
        autoComplete="off"
        maxLength={NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
      />
      <TextField
        ref={mobileRef}
        label={privacy_nominee_mobile_label()}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        value={nomineeMobile}
        onChange={(event) => setNomineeMobile(event.target.value.replace(/\D/g, ''))}
        error={errors.mobile}
        hint={privacy_nominee_mobile_hint()}
      />
      {codeSent ? (
        <>
          <p role="status" id={sentHint} className="text-sm text-slate-700">
            {privacy_nominee_own_code_sent({ mobile })}
          </p>
          <CodeField
            label={privacy_nominee_own_code_label()}
            value={otp}
            onChange={setOtp}
            error={errors.otp}
            describedBy={sentHint}
            inputRef={otpRef}
          />
        </>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={sendCode.isPending || setNominee.isPending}>
          {codeSent ? privacy_nominee_confirm_name() : privacy_nominee_send_code()}
        </Button>
        {codeSent ? (
          <Button variant="ghost" disabled={sendCode.isPending} onClick={requestCode}>
            {privacy_nominee_resend()}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onCancel}>
          {privacy_nominee_cancel()}
        </Button>
      </div>
      {error ? <StatusLine tone="error" message={failureText(error)} /> : null}
    </form>
  );
}

/** Removing the nominee: the code to the seller's own number was sent when they asked; this takes it. */
function RemoveForm({
  customerId,
  mobile,
  onRemoved,
  onCancel,
}: {
  customerId: number;
  mobile: string;
  onRemoved: () => void;
  onCancel: () => void;
}) {
  const sendCode = useSendNomineeCode();
  const remove = useRemoveNominee(customerId);
  const { otp, setOtp, fieldError, otpRef, check } = useCodeField();
  const hint = useId();

  useEffect(() => {
    otpRef.current?.focus();
  }, [otpRef.current?.focus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return;
    remove.mutate(otp, { onSuccess: onRemoved });
  };

  const error = remove.error ?? sendCode.error;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-3">
      <p role="status" id={hint} className="text-sm text-slate-700">
        {privacy_nominee_own_code_sent({ mobile })}
      </p>
      <CodeField
        label={privacy_nominee_own_code_label()}
        value={otp}
        onChange={setOtp}
        error={fieldError}
        describedBy={hint}
        inputRef={otpRef}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={remove.isPending}>
          {privacy_nominee_confirm_remove()}
        </Button>
        <Button variant="ghost" disabled={sendCode.isPending} onClick={() => sendCode.mutate()}>
          {privacy_nominee_resend()}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {privacy_nominee_cancel()}
        </Button>
      </div>
      {error ? <StatusLine tone="error" message={failureText(error)} /> : null}
    </form>
  );
}

/**
 * The seller's nominee (DR 185; DPDP Act 2023 section 14): who it is and whether verified; name, replace or
 * remove one, each with a fresh code to the seller's own number; a named nominee is verified by the code
 * sent to their number, which they read out to the seller.
 */
export function NomineeSection({ customerId, mobile }: { customerId: number; mobile: string }) {
  const nominee = useNominee(customerId);
  const sendRemoveCode = useSendNomineeCode();
  const [mode, setMode] = useState<'view' | 'name' | 'remove'>('view');
  const [justNamed, setJustNamed] = useState(false);
  const [done, setDone] = useState<string | undefined>();

  const startRemoving = () => {
    setDone(undefined);
    sendRemoveCode.mutate(undefined, { onSuccess: () => setMode('remove') });
  };

  return (
    <SectionCard
      id="nominee"
      title={privacy_nominee_title()}
      icon={<UserCheck className="size-5 text-brand-700" aria-hidden />}
    >
      <p className="text-slate-700">{privacy_nominee_intro()}</p>
      <p className="mt-2 mb-4 text-sm text-slate-700">
        {privacy_nominee_where()}{' '}
        <Link to={paths.nomineeAccess()} className="font-semibold text-brand-800 underline">
          {privacy_nominee_page_title()}
        </Link>
      </p>
      {nominee.isPending ? (
        <div role="status" aria-label={privacy_nominee_loading()}>
          <Skeleton className="h-24" />
        </div>
      ) : nominee.isError ? (
        <ErrorState
          title={privacy_nominee_failed()}
          message={failureText(nominee.error)}
          retryLabel={seller_try_again()}
          onRetry={() => nominee.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-4">
          {nominee.data ? (
            <NomineeCard nominee={nominee.data} />
          ) : (
            <EmptyState message={privacy_nominee_none()} />
          )}
          {mode === 'name' ? (
            <NameForm
              customerId={customerId}
              mobile={mobile}
              onNamed={() => {
                setJustNamed(true);
                setMode('view');
              }}
              onCancel={() => setMode('view')}
            />
          ) : mode === 'remove' ? (
            <RemoveForm
              customerId={customerId}
              mobile={mobile}
              onRemoved={() => {
                setDone(privacy_nominee_removed_now());
                setMode('view');
              }}
              onCancel={() => setMode('view')}
            />
          ) : (
            <>
              {nominee.data?.state === 'pending' ? (
                <VerifyForm
                  customerId={customerId}
                  nominee={nominee.data}
                  focus={justNamed}
                  onVerified={(verified) => {
                    setJustNamed(false);
                    setDone(privacy_nominee_verified_now({ name: verified.name }));
                  }}
                />
              ) : null}
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDone(undefined);
                    setJustNamed(false);
                    setMode('name');
                  }}
                >
                  {nominee.data ? privacy_nominee_replace() : privacy_nominee_add()}
                </Button>
                {nominee.data ? (
                  <Button variant="ghost" disabled={sendRemoveCode.isPending} onClick={startRemoving}>
                    {privacy_nominee_remove()}
                  </Button>
                ) : null}
              </div>
              {sendRemoveCode.isError ? (
                <StatusLine tone="error" message={failureText(sendRemoveCode.error)} />
              ) : null}
            </>
          )}
          {done && mode === 'view' ? <StatusLine message={done} /> : null}
        </div>
      )}
    </SectionCard>
  );
}
