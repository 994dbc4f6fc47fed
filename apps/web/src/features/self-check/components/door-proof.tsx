import { zodResolver } from '@hookform/resolvers/zod';
import { scp_code_hint } from '@phonix/shared/messages/scp_code_hint';
import { scp_code_invalid } from '@phonix/shared/messages/scp_code_invalid';
import { scp_code_label } from '@phonix/shared/messages/scp_code_label';
import { scp_prove } from '@phonix/shared/messages/scp_prove';
import { scp_prove_failed } from '@phonix/shared/messages/scp_prove_failed';
import { scp_prove_intro } from '@phonix/shared/messages/scp_prove_intro';
import { scp_prove_title } from '@phonix/shared/messages/scp_prove_title';
import { scp_proving } from '@phonix/shared/messages/scp_proving';
import { DOOR_CODE_LENGTH, doorCodeSchema } from '@phonix/shared/self-check-proof';
import { Fingerprint, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useProveDoorCode } from '../api/self-check-proof.ts';

const codeFormSchema = z.object({ code: doorCodeSchema });
// The schema's one message ('must be the 6-letter code', or a missing value) reads the same in the form.
const resolver = translated(zodResolver(codeFormSchema), () => scp_code_invalid());

/** Refusals about the code itself (shown at the field); the others (another phone, …) above the button. */
const CODE_ERRORS = new Set(['DOOR_CODE_WRONG', 'DOOR_CODE_EXPIRED', 'VALIDATION_FAILED']);

/**
 * "Prove this is the phone": at the door, the seller types the code the executive's portal shows; this
 * browser's key signs it. Shown on the order page while the executive is on the way and a check is shared;
 * once proven the panel goes and the order's check says so.
 */
export function DoorProof({ customerId, refNo }: { customerId: number; refNo: string }) {
  const prove = useProveDoorCode(customerId, refNo);
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ code: string }, unknown, { code: string }>({
    resolver,
    defaultValues: { code: '' },
  });
  const titleId = useId();
  const { errors } = form.formState;

  const submit = guard(
    form.handleSubmit(async ({ code }) => {
      setProblem(null);
      try {
        await prove.mutateAsync(code);
      } catch (error) {
        const message = errorMessage(error, scp_prove_failed());
        if (error instanceof ApiError && error.code && CODE_ERRORS.has(error.code)) {
          form.setError('code', { type: 'server', message }, { shouldFocus: true });
        } else {
          setProblem(message);
        }
      }
    }),
  );

  return (
    <section
      aria-labelledby={titleId}
      className="mt-5 rounded-xl border-2 border-brand-600 bg-brand-50/40 p-4"
      data-testid="door-proof"
    >
      <h3 id={titleId} className="flex items-center gap-2 text-base font-bold text-slate-900">
        <Fingerprint className="size-5 shrink-0 text-brand-700" aria-hidden />
        {scp_prove_title()}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{scp_prove_intro()}</p>
      <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3">
        <TextField
          label={scp_code_label()}
          hint={scp_code_hint()}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={DOOR_CODE_LENGTH + 2}
          error={errors.code?.message}
          className="text-center font-mono text-2xl font-bold tracking-[0.3em] uppercase"
          containerClassName="sm:max-w-xs"
          data-testid="door-code-input"
          {...form.register('code')}
        />
        <div role="alert">
          {problem ? (
            <p
              className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
              data-testid="door-proof-problem"
            >
              {problem}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          size="lg"
          disabled={busy}
          className="sm:self-start"
          data-testid="door-proof-submit"
        >
          {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : null}
          {busy ? scp_proving() : scp_prove()}
        </Button>
      </form>
    </section>
  );
}
