import { privacy_erase_otp_invalid } from '@phonix/shared/messages/privacy_erase_otp_invalid';
import { privacy_grievance_message } from '@phonix/shared/messages/privacy_grievance_message';
import { privacy_grievance_required } from '@phonix/shared/messages/privacy_grievance_required';
import { privacy_grievance_subject } from '@phonix/shared/messages/privacy_grievance_subject';
import { privacy_grievance_submit } from '@phonix/shared/messages/privacy_grievance_submit';
import { privacy_nominee_cancel } from '@phonix/shared/messages/privacy_nominee_cancel';
import { privacy_nominee_download } from '@phonix/shared/messages/privacy_nominee_download';
import { privacy_nominee_downloaded } from '@phonix/shared/messages/privacy_nominee_downloaded';
import { privacy_nominee_grievance_open } from '@phonix/shared/messages/privacy_nominee_grievance_open';
import { privacy_nominee_grievance_raised } from '@phonix/shared/messages/privacy_nominee_grievance_raised';
import { privacy_nominee_login_code_label } from '@phonix/shared/messages/privacy_nominee_login_code_label';
import { privacy_nominee_login_code_sent } from '@phonix/shared/messages/privacy_nominee_login_code_sent';
import { privacy_nominee_mobile_invalid } from '@phonix/shared/messages/privacy_nominee_mobile_invalid';
import { privacy_nominee_mobile_shown } from '@phonix/shared/messages/privacy_nominee_mobile_shown';
import { privacy_nominee_nominations_failed } from '@phonix/shared/messages/privacy_nominee_nominations_failed';
import { privacy_nominee_nominations_loading } from '@phonix/shared/messages/privacy_nominee_nominations_loading';
import { privacy_nominee_nominations_none } from '@phonix/shared/messages/privacy_nominee_nominations_none';
import { privacy_nominee_nominations_title } from '@phonix/shared/messages/privacy_nominee_nominations_title';
import { privacy_nominee_resend } from '@phonix/shared/messages/privacy_nominee_resend';
import { privacy_nominee_send_code } from '@phonix/shared/messages/privacy_nominee_send_code';
import { privacy_nominee_sign_in } from '@phonix/shared/messages/privacy_nominee_sign_in';
import { privacy_nominee_sign_out } from '@phonix/shared/messages/privacy_nominee_sign_out';
import { privacy_nominee_signed_out } from '@phonix/shared/messages/privacy_nominee_signed_out';
import { privacy_nominee_since } from '@phonix/shared/messages/privacy_nominee_since';
import { privacy_nominee_your_mobile } from '@phonix/shared/messages/privacy_nominee_your_mobile';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import type { Nomination } from '@phonix/shared/privacy-api';
import { LIMITS } from '@phonix/shared/validation';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { storage } from '@/lib/storage.ts';
import {
  nomineeSignOut,
  useNominations,
  useNomineeDownload,
  useNomineeGrievance,
  useNomineeSignIn,
  useSendNomineeLoginCode,
} from '../api/nominee-access.ts';
import { isCode } from '../lib/code-field.ts';
import { failureText, formatDay } from '../lib/format.ts';
import { SectionCard, StatusLine } from './section-card.tsx';

const MOBILE_PATTERN = /^[6-9]\d{9}$/;
const SUBJECT_MAX = 150;
const MESSAGE_MAX = 2000;

/** The nominee's number, then the code sent to it (the server answers alike whether or not it is a nominee). */
function SignIn({ onSignedIn }: { onSignedIn: (token: string) => void }) {
  const sendCode = useSendNomineeLoginCode();
  const signIn = useNomineeSignIn();
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<{ mobile?: string; otp?: string }>({});
  const mobileRef = useRef<HTMLInputElement>(null);
  const otpRef = useRef<HTMLInputElement>(null);
  const hint = useId();

  useEffect(() => {
    if (codeSent) otpRef.current?.focus();
  }, [codeSent]);

  const requestCode = () =>
    sendCode.mutate(mobile, {
      onSuccess: () => {
        setOtp('');
        setCodeSent(true);
        otpRef.current?.focus();
      },
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      mobile: MOBILE_PATTERN.test(mobile) ? undefined : privacy_nominee_mobile_invalid(),
      otp: codeSent && !isCode(otp) ? privacy_erase_otp_invalid() : undefined,
    };
    setErrors(found);
    if (found.mobile) return mobileRef.current?.focus();
    if (found.otp) return otpRef.current?.focus();
    if (!codeSent) return requestCode();
    signIn.mutate({ mobile, otp }, { onSuccess: (answer) => onSignedIn(answer.token) });
  };

  const error = signIn.error ?? sendCode.error;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-3">
      <TextField
        ref={mobileRef}
        label={privacy_nominee_your_mobile()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        value={mobile}
        readOnly={codeSent}
        onChange={(event) => setMobile(event.target.value.replace(/\D/g, ''))}
        error={errors.mobile}
      />
      {codeSent ? (
        <>
          <p role="status" id={hint} className="text-sm text-slate-700">
            {privacy_nominee_login_code_sent()}
          </p>
          <TextField
            ref={otpRef}
            label={privacy_nominee_login_code_label()}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={LIMITS.otpLength}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))}
            error={errors.otp}
            {...(errors.otp ? {} : { 'aria-describedby': hint })}
          />
        </>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={sendCode.isPending || signIn.isPending}>
          {codeSent ? privacy_nominee_sign_in() : privacy_nominee_send_code()}
        </Button>
        {codeSent ? (
          <Button variant="ghost" disabled={sendCode.isPending} onClick={requestCode}>
            {privacy_nominee_resend()}
          </Button>
        ) : null}
      </div>
      {error ? <StatusLine tone="error" message={failureText(error)} /> : null}
    </form>
  );
}

/** A grievance on the seller's behalf: subject and what happened; the officer's answer goes to the nominee. */
function GrievanceForm({
  nominationId,
  onRaised,
  onClose,
}: {
  nominationId: number;
  onRaised: (said: string) => void;
  onClose: () => void;
}) {
  const { locale } = usePageLocale();
  const raise = useNomineeGrievance(nominationId);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const subjectRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const messageId = useId();

  useEffect(() => {
    subjectRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      subject: subject.trim() === '' ? privacy_grievance_required() : undefined,
      message: message.trim() === '' ? privacy_grievance_required() : undefined,
    };
    setErrors(found);
    if (found.subject) return subjectRef.current?.focus();
    if (found.message) return messageRef.current?.focus();
    raise.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: (answer) =>
          onRaised(
            privacy_nominee_grievance_raised({
              number: answer.grievance.number,
              date: formatDay(answer.grievance.due, locale),
            }),
          ),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        ref={subjectRef}
        label={privacy_grievance_subject()}
        maxLength={SUBJECT_MAX}
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        error={errors.subject}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-semibold text-slate-800">
          {privacy_grievance_message()}
        </label>
        <textarea
          ref={messageRef}
          id={messageId}
          rows={4}
          maxLength={MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={`w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-xs focus:ring-2 focus:outline-none ${errors.message ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-200'}`}
        />
        {errors.message ? (
          <p id={`${messageId}-error`} className="text-sm font-medium text-red-700">
            {errors.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={raise.isPending}>
          {privacy_grievance_submit()}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {privacy_nominee_cancel()}
        </Button>
      </div>
      {raise.isError ? <StatusLine tone="error" message={failureText(raise.error)} /> : null}
    </form>
  );
}

function NominationItem({ nomination }: { nomination: Nomination }) {
  const { locale } = usePageLocale();
  const download = useNomineeDownload();
  const [grieving, setGrieving] = useState(false);
  const [raised, setRaised] = useState<string | undefined>();
  return (
    <li className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-slate-200">
      <div>
        <h3 className="font-bold break-words text-slate-900">{nomination.seller_name}</h3>
        <p className="text-sm text-slate-700 tabular-nums">
          {privacy_nominee_mobile_shown({ mobile: nomination.seller_mobile })}
        </p>
        <p className="text-xs text-slate-600">
          {privacy_nominee_since({ date: formatDay(nomination.since, locale) })}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(nomination.nomination_id)}
        >
          {privacy_nominee_download()}
        </Button>
        {grieving ? null : (
          <Button
            variant="ghost"
            onClick={() => {
              setRaised(undefined);
              setGrieving(true);
            }}
          >
            {privacy_nominee_grievance_open()}
          </Button>
        )}
      </div>
      {download.isSuccess ? <StatusLine message={privacy_nominee_downloaded()} /> : null}
      {download.isError ? <StatusLine tone="error" message={failureText(download.error)} /> : null}
      {grieving ? (
        <GrievanceForm
          nominationId={nomination.nomination_id}
          onRaised={(said) => {
            setRaised(said);
            setGrieving(false);
          }}
          onClose={() => setGrieving(false)}
        />
      ) : null}
      {raised ? <StatusLine message={raised} /> : null}
    </li>
  );
}

function Nominations({ token, onSignedOut }: { token: string; onSignedOut: () => void }) {
  const nominations = useNominations(token);
  const expired = nominations.error instanceof ApiError && nominations.error.status === 401;
  useEffect(() => {
    if (expired) onSignedOut();
  }, [expired, onSignedOut]);
  return (
    <SectionCard id="nominations" title={privacy_nominee_nominations_title()}>
      {nominations.isPending ? (
        <div role="status" aria-label={privacy_nominee_nominations_loading()}>
          <Skeleton className="h-24" />
        </div>
      ) : nominations.isError ? (
        <ErrorState
          title={privacy_nominee_nominations_failed()}
          message={failureText(nominations.error)}
          retryLabel={seller_try_again()}
          onRetry={() => nominations.refetch()}
        />
      ) : nominations.data.length === 0 ? (
        <EmptyState message={privacy_nominee_nominations_none()} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={privacy_nominee_nominations_title()}>
          {nominations.data.map((nomination) => (
            <NominationItem key={nomination.nomination_id} nomination={nomination} />
          ))}
        </ul>
      )}
      <div className="mt-4 border-t border-slate-100 pt-4">
        <Button
          variant="ghost"
          onClick={() => {
            nomineeSignOut();
            onSignedOut();
          }}
        >
          {privacy_nominee_sign_out()}
        </Button>
      </div>
    </SectionCard>
  );
}

/** The /nominee page's body: sign in, or the sellers who named this number and what may be done for them. */
export function NomineeAccess() {
  const [token, setToken] = useState<string | null>(() => storage.getNomineeToken());
  const [signedOut, setSignedOut] = useState(false);
  if (token)
    return (
      <Nominations
        token={token}
        onSignedOut={() => {
          storage.setNomineeToken(null);
          setToken(null);
          setSignedOut(true);
        }}
      />
    );
  return (
    <SectionCard id="nominee-sign-in" title={privacy_nominee_sign_in()}>
      {signedOut ? <StatusLine message={privacy_nominee_signed_out()} /> : null}
      <SignIn
        onSignedIn={(answer) => {
          setSignedOut(false);
          setToken(answer);
        }}
      />
    </SectionCard>
  );
}
