import { zodResolver } from '@hookform/resolvers/zod';
import { privacy_grievance_message } from '@phonix/shared/messages/privacy_grievance_message';
import { privacy_grievance_subject } from '@phonix/shared/messages/privacy_grievance_subject';
import { privacy_grievance_submit } from '@phonix/shared/messages/privacy_grievance_submit';
import { privacy_nominee_cancel } from '@phonix/shared/messages/privacy_nominee_cancel';
import { privacy_nominee_download } from '@phonix/shared/messages/privacy_nominee_download';
import { privacy_nominee_downloaded } from '@phonix/shared/messages/privacy_nominee_downloaded';
import { privacy_nominee_grievance_open } from '@phonix/shared/messages/privacy_nominee_grievance_open';
import { privacy_nominee_grievance_raised } from '@phonix/shared/messages/privacy_nominee_grievance_raised';
import { privacy_nominee_login_code_label } from '@phonix/shared/messages/privacy_nominee_login_code_label';
import { privacy_nominee_login_code_sent } from '@phonix/shared/messages/privacy_nominee_login_code_sent';
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
import {
  createGrievanceRequestSchema,
  type Nomination,
  nomineeSessionRequestSchema,
} from '@phonix/shared/privacy-api';
import { LIMITS } from '@phonix/shared/validation';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { checkNow } from '@/lib/check-now.ts';
import { translated } from '@/lib/form-resolver.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import {
  nomineeSignOut,
  useNominations,
  useNomineeDownload,
  useNomineeGrievance,
  useNomineeSignIn,
  useSendNomineeLoginCode,
} from '../api/nominee-access.ts';
import { useNomineeToken } from '../api/nominee-session.ts';
import { privacyFieldWords } from '../lib/field-words.ts';
import { failureText } from '../lib/format.ts';
import { formatDay } from '../lib/format-day.ts';
import { SectionCard, StatusLine } from './section-card.tsx';

/** The nominee's number, then the code sent to it (the server answers alike whether or not it is a nominee). */
function SignIn() {
  const sendCode = useSendNomineeLoginCode();
  const signIn = useNomineeSignIn();
  const form = useForm({
    resolver: translated(zodResolver(nomineeSessionRequestSchema), privacyFieldWords),
    defaultValues: { mobile: '', otp: '' },
  });
  const [codeSent, setCodeSent] = useState(false);
  const hint = useId();

  const requestCode = () =>
    sendCode.mutate(form.getValues('mobile'), {
      onSuccess: () => {
        form.resetField('otp');
        setCodeSent(true);
        form.setFocus('otp');
      },
    });

  // First the number alone (its code is sent), then the number with the code.
  const submit = (event: FormEvent) => {
    const step = codeSent ? undefined : (['mobile'] as const);
    const checked = checkNow(form, nomineeSessionRequestSchema, privacyFieldWords, step);
    if (checked && codeSent) return void form.handleSubmit((values) => signIn.mutate(values))(event);
    event.preventDefault();
    if (checked) requestCode();
  };

  const error = signIn.error ?? sendCode.error;
  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-3">
      <TextField
        label={privacy_nominee_your_mobile()}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.mobileDigits}
        readOnly={codeSent}
        error={form.formState.errors.mobile?.message}
        {...form.register('mobile', digitsOnly(form, 'mobile'))}
      />
      {codeSent ? (
        <>
          <p role="status" id={hint} className="text-sm text-slate-700">
            {privacy_nominee_login_code_sent()}
          </p>
          <CodeField
            control={form.control}
            name="otp"
            label={privacy_nominee_login_code_label()}
            describedBy={hint}
            autoFocus
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

const grievanceSchema = createGrievanceRequestSchema.pick({ subject: true, message: true });

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
  const form = useForm({
    resolver: translated(zodResolver(grievanceSchema), privacyFieldWords),
    defaultValues: { subject: '', message: '' },
  });
  const messageId = useId();
  const messageError = form.formState.errors.message?.message;

  const submit = form.handleSubmit((body) =>
    raise.mutate(body, {
      onSuccess: (answer) =>
        onRaised(
          privacy_nominee_grievance_raised({
            number: answer.grievance.number,
            date: formatDay(answer.grievance.due, locale),
          }),
        ),
    }),
  );

  return (
    <form
      onSubmit={(event) =>
        checkNow(form, grievanceSchema, privacyFieldWords) ? void submit(event) : event.preventDefault()
      }
      noValidate
      className="flex flex-col gap-3"
    >
      <TextField
        label={privacy_grievance_subject()}
        autoFocus
        maxLength={grievanceSchema.shape.subject.maxLength ?? undefined}
        error={form.formState.errors.subject?.message}
        {...form.register('subject')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={messageId} className="text-sm font-semibold text-slate-800">
          {privacy_grievance_message()}
        </label>
        <textarea
          id={messageId}
          rows={4}
          maxLength={grievanceSchema.shape.message.maxLength ?? undefined}
          {...form.register('message')}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          className={`w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 shadow-xs focus:ring-2 focus:outline-none ${messageError ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-200'}`}
        />
        {messageError ? (
          <p id={`${messageId}-error`} className="text-sm font-medium text-red-700">
            {messageError}
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

function Nominations({ token }: { token: string }) {
  const nominations = useNominations(token);
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
        <Button variant="ghost" onClick={nomineeSignOut}>
          {privacy_nominee_sign_out()}
        </Button>
      </div>
    </SectionCard>
  );
}

/**
 * The /nominee page's body: sign in, or the sellers who named this number and what may be done for them.
 * A session that ends (signed out here, or no longer accepted by the server) brings the sign-in back, saying so.
 */
export function NomineeAccess() {
  const token = useNomineeToken();
  const [signedOut, setSignedOut] = useState(false);
  const [shownToken, setShownToken] = useState(token);
  if (token !== shownToken) {
    setShownToken(token);
    setSignedOut(shownToken !== null && token === null);
  }
  if (token) return <Nominations token={token} />;
  return (
    <SectionCard id="nominee-sign-in" title={privacy_nominee_sign_in()}>
      {signedOut ? <StatusLine message={privacy_nominee_signed_out()} /> : null}
      <SignIn />
    </SectionCard>
  );
}
