import { zodResolver } from '@hookform/resolvers/zod';
import { maskMobile } from '@phonix/shared/handover';
import { privacy_nominee_nominee_code_label } from '@phonix/shared/messages/privacy_nominee_nominee_code_label';
import { privacy_nominee_nominee_code_sent } from '@phonix/shared/messages/privacy_nominee_nominee_code_sent';
import { privacy_nominee_pending_resend } from '@phonix/shared/messages/privacy_nominee_pending_resend';
import { privacy_nominee_verify } from '@phonix/shared/messages/privacy_nominee_verify';
import { type Nominee, verifyNomineeRequestSchema } from '@phonix/shared/privacy-api';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { CodeField } from '@/components/ui/code-field.tsx';
import { checkNow } from '@/lib/check-now.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useVerifyNominee } from '../api/privacy.ts';
import { privacyFieldWords } from '../lib/field-words.ts';
import { failureText } from '../lib/format.ts';
import { StatusLine } from './section-card.tsx';

/**
 * The nominee step "verify": the code the nominee received, as they read it out to the seller; the nominee
 * becomes verified. `focus` puts the focus on the code at once (just after naming them).
 */
export function NomineeVerifyForm({
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
  const form = useForm({
    resolver: translated(zodResolver(verifyNomineeRequestSchema), privacyFieldWords),
    defaultValues: { otp: '' },
  });
  const hint = useId();

  const submit = form.handleSubmit(({ otp }) =>
    verify.mutate(otp, {
      onSuccess: (answer) => {
        if (answer.nominee) onVerified(answer.nominee);
      },
    }),
  );

  return (
    <form
      onSubmit={(event) =>
        checkNow(form, verifyNomineeRequestSchema, privacyFieldWords)
          ? void submit(event)
          : event.preventDefault()
      }
      noValidate
      className="flex max-w-md flex-col gap-3"
    >
      <p role="status" id={hint} className="text-sm text-slate-700">
        {privacy_nominee_nominee_code_sent({ name: nominee.name, mobile: maskMobile(nominee.mobile) })}
      </p>
      <CodeField
        control={form.control}
        name="otp"
        label={privacy_nominee_nominee_code_label()}
        describedBy={hint}
        autoFocus={focus}
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
