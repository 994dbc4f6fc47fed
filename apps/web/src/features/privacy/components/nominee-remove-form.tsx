import { zodResolver } from '@hookform/resolvers/zod';
import { privacy_nominee_cancel } from '@phonix/shared/messages/privacy_nominee_cancel';
import { privacy_nominee_confirm_remove } from '@phonix/shared/messages/privacy_nominee_confirm_remove';
import { privacy_nominee_own_code_label } from '@phonix/shared/messages/privacy_nominee_own_code_label';
import { privacy_nominee_own_code_sent } from '@phonix/shared/messages/privacy_nominee_own_code_sent';
import { privacy_nominee_resend } from '@phonix/shared/messages/privacy_nominee_resend';
import { removeNomineeRequestSchema } from '@phonix/shared/privacy-api';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { checkNow } from '@/lib/check-now.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useRemoveNominee, useSendNomineeCode } from '../api/privacy.ts';
import { privacyFieldWords } from '../lib/field-words.ts';
import { failureText } from '../lib/format.ts';
import { StatusLine } from './section-card.tsx';

/** The nominee step "remove": the code to the seller's own number was sent when they asked; this takes it. */
export function NomineeRemoveForm({
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
  const form = useForm({
    resolver: translated(zodResolver(removeNomineeRequestSchema), privacyFieldWords),
    defaultValues: { otp: '' },
  });
  const hint = useId();

  const submit = form.handleSubmit(({ otp }) => remove.mutate(otp, { onSuccess: onRemoved }));

  const error = remove.error ?? sendCode.error;
  return (
    <form
      onSubmit={(event) =>
        checkNow(form, removeNomineeRequestSchema, privacyFieldWords)
          ? void submit(event)
          : event.preventDefault()
      }
      noValidate
      className="flex max-w-md flex-col gap-3"
    >
      <p role="status" id={hint} className="text-sm text-slate-700">
        {privacy_nominee_own_code_sent({ mobile })}
      </p>
      <CodeField
        control={form.control}
        name="otp"
        label={privacy_nominee_own_code_label()}
        describedBy={hint}
        autoFocus
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
