import { zodResolver } from '@hookform/resolvers/zod';
import { privacy_nominee_cancel } from '@phonix/shared/messages/privacy_nominee_cancel';
import { privacy_nominee_confirm_name } from '@phonix/shared/messages/privacy_nominee_confirm_name';
import { privacy_nominee_form_title } from '@phonix/shared/messages/privacy_nominee_form_title';
import { privacy_nominee_mobile_hint } from '@phonix/shared/messages/privacy_nominee_mobile_hint';
import { privacy_nominee_mobile_label } from '@phonix/shared/messages/privacy_nominee_mobile_label';
import { privacy_nominee_name_label } from '@phonix/shared/messages/privacy_nominee_name_label';
import { privacy_nominee_own_code_label } from '@phonix/shared/messages/privacy_nominee_own_code_label';
import { privacy_nominee_own_code_sent } from '@phonix/shared/messages/privacy_nominee_own_code_sent';
import { privacy_nominee_resend } from '@phonix/shared/messages/privacy_nominee_resend';
import { privacy_nominee_send_code } from '@phonix/shared/messages/privacy_nominee_send_code';
import { privacy_nominee_steps } from '@phonix/shared/messages/privacy_nominee_steps';
import { type Nominee, setNomineeRequestSchema } from '@phonix/shared/privacy-api';
import { LIMITS } from '@phonix/shared/validation';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { checkNow } from '@/lib/check-now.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useSendNomineeCode, useSetNominee } from '../api/privacy.ts';
import { privacyFieldWords } from '../lib/field-words.ts';
import { failureText } from '../lib/format.ts';
import { StatusLine } from './section-card.tsx';

/** A refusal the form says on its field (the number, the name) rather than below the buttons. */
const fieldOfError = (error: unknown): 'name' | 'mobile' | undefined => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'NOMINEE_OWN_MOBILE' || error.field === 'mobile') return 'mobile';
  return error.field === 'name' ? 'name' : undefined;
};

/**
 * The nominee step "name" (or replace), in the server's order: the details, a fresh code to the seller's own
 * number, then the details with that code (the server refuses the seller's own number with
 * NOMINEE_OWN_MOBILE before it looks at the code, so the code still serves once the number is corrected).
 */
export function NomineeNameForm({
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
  const form = useForm({
    resolver: translated(zodResolver(setNomineeRequestSchema), privacyFieldWords),
    defaultValues: { name: '', mobile: '', otp: '' },
  });
  const { errors } = form.formState;
  const [codeSent, setCodeSent] = useState(false);
  const sentHint = useId();

  const requestCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => {
        form.resetField('otp');
        setCodeSent(true);
        form.setFocus('otp');
      },
    });

  const name = form.handleSubmit((body) =>
    setNominee.mutate(body, {
      onSuccess: (answer) => {
        if (answer.nominee) onNamed(answer.nominee);
      },
      onError: (error) => {
        const field = fieldOfError(error);
        if (field) form.setError(field, { message: failureText(error) }, { shouldFocus: true });
      },
    }),
  );

  // First the details alone (the seller's code is sent), then the details with the code.
  const submit = (event: FormEvent) => {
    const step = codeSent ? undefined : (['name', 'mobile'] as const);
    const checked = checkNow(form, setNomineeRequestSchema, privacyFieldWords, step);
    if (checked && codeSent) return void name(event);
    event.preventDefault();
    if (checked) requestCode();
  };

  const error = setNominee.error && !fieldOfError(setNominee.error) ? setNominee.error : sendCode.error;
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
        label={privacy_nominee_name_label()}
        autoComplete="off"
        autoFocus
        maxLength={setNomineeRequestSchema.shape.name.maxLength ?? undefined}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={privacy_nominee_mobile_label()}
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.mobileDigits}
        error={errors.mobile?.message}
        hint={privacy_nominee_mobile_hint()}
        {...form.register('mobile', digitsOnly(form, 'mobile'))}
      />
      {codeSent ? (
        <>
          <p role="status" id={sentHint} className="text-sm text-slate-700">
            {privacy_nominee_own_code_sent({ mobile })}
          </p>
          <CodeField
            control={form.control}
            name="otp"
            label={privacy_nominee_own_code_label()}
            describedBy={sentHint}
            autoFocus
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
