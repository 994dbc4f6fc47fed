import { IMEI_DIGITS, normalizeImei, recordImeiRequestSchema } from '@phonix/shared/handover';
import type { PartnerHandover } from '@phonix/shared/handover-api';
import { partner_imei_2 } from '@phonix/shared/messages/partner_imei_2';
import { partner_imei_2_placeholder } from '@phonix/shared/messages/partner_imei_2_placeholder';
import { partner_imei_change } from '@phonix/shared/messages/partner_imei_change';
import { partner_imei_check_clear } from '@phonix/shared/messages/partner_imei_check_clear';
import { partner_imei_check_first } from '@phonix/shared/messages/partner_imei_check_first';
import { partner_imei_check_restricted } from '@phonix/shared/messages/partner_imei_check_restricted';
import { partner_imei_check_second } from '@phonix/shared/messages/partner_imei_check_second';
import { partner_imei_choose_result } from '@phonix/shared/messages/partner_imei_choose_result';
import { partner_imei_clear } from '@phonix/shared/messages/partner_imei_clear';
import { partner_imei_dial } from '@phonix/shared/messages/partner_imei_dial';
import { partner_imei_digits_placeholder } from '@phonix/shared/messages/partner_imei_digits_placeholder';
import { partner_imei_manual } from '@phonix/shared/messages/partner_imei_manual';
import { partner_imei_ref } from '@phonix/shared/messages/partner_imei_ref';
import { partner_imei_reference_first } from '@phonix/shared/messages/partner_imei_reference_first';
import { partner_imei_reference_hint } from '@phonix/shared/messages/partner_imei_reference_hint';
import { partner_imei_reference_second } from '@phonix/shared/messages/partner_imei_reference_second';
import { partner_imei_restricted } from '@phonix/shared/messages/partner_imei_restricted';
import { partner_imei_save } from '@phonix/shared/messages/partner_imei_save';
import { partner_step_imei } from '@phonix/shared/messages/partner_step_imei';
import { partner_toast_imei } from '@phonix/shared/messages/partner_toast_imei';
import { Smartphone } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { type FieldPath, type UseFormReturn, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { digitsOnly, TextField } from '@/components/ui/text-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { messageParts } from '@/lib/message-parts.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useRecordImeis } from '../api/partner-handover.ts';
import { handoverFieldError } from '../utils/handover-field-error.ts';
import { ChangeButton, Problem, Recorded, refusal, StepButton, StepCard } from './handover-parts.tsx';

/**
 * Step 1: the phone's IMEI(s), checked by the server against the government's restricted list. With the
 * `manual` checker the executive also records the result and reference of the official check (SMS
 * "KYM <IMEI>" to 14422); a restricted IMEI stops the purchase (the page then shows the stop instead).
 */

interface ManualCheckForm {
  status: '' | 'clear' | 'restricted';
  reference: string;
}
interface ImeiForm {
  imei_1: string;
  imei_2: string;
  manual_check: ManualCheckForm[];
}

export function ImeiStep({
  refNo,
  handover,
  locked,
  onRestricted,
}: {
  refNo: string;
  handover: PartnerHandover;
  /** The payout is released or the purchase is complete: nothing can be changed any more. */
  locked: boolean;
  /** The server found (or the executive recorded) a restricted IMEI: its message, for the stop. */
  onRestricted: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const done = handover.imeis.length > 0 && !handover.imei_restricted;
  return (
    <StepCard
      number={1}
      title={partner_step_imei()}
      state={done ? 'done' : 'todo'}
      testId="handover-step-imei"
    >
      {done && (!editing || locked) ? (
        <>
          <Recorded
            rows={handover.imeis.map((imei, index) => {
              const check = handover.imei_checks.find((item) => item.imei === imei);
              return {
                label: `IMEI ${index + 1}`,
                testId: `recorded-imei-${index + 1}`,
                value: (
                  <>
                    <span className="font-mono tabular-nums">{imei}</span>
                    {check ? (
                      <span className="block text-sm font-semibold text-emerald-900">
                        {check.status === 'clear' ? partner_imei_clear() : partner_imei_restricted()}
                        {check.driver === 'manual'
                          ? ` ${partner_imei_ref({ reference: check.reference })}`
                          : ''}
                      </span>
                    ) : null}
                  </>
                ),
              };
            })}
          />
          {locked ? null : (
            <ChangeButton onClick={() => setEditing(true)}>{partner_imei_change()}</ChangeButton>
          )}
        </>
      ) : (
        <ImeiFormView
          refNo={refNo}
          handover={handover}
          onSaved={() => setEditing(false)}
          onRestricted={onRestricted}
        />
      )}
    </StepCard>
  );
}

function ImeiFormView({
  refNo,
  handover,
  onSaved,
  onRestricted,
}: {
  refNo: string;
  handover: PartnerHandover;
  onSaved: () => void;
  onRestricted: (message: string) => void;
}) {
  const manual = handover.imei_checker === 'manual';
  const form = useForm<ImeiForm>({
    defaultValues: {
      imei_1: handover.imeis[0] ?? '',
      imei_2: handover.imeis[1] ?? '',
      manual_check: [
        { status: '', reference: '' },
        { status: '', reference: '' },
      ],
    },
  });
  const record = useRecordImeis(refNo);
  const { busy, guard } = useSingleFlight();
  const [problem, setProblem] = useState<string | null>(null);
  const { errors } = form.formState;
  const secondImei = normalizeImei(form.watch('imei_2') ?? '') !== '';

  // Validated here with the shared schema, not through handleSubmit: an error left on the second IMEI's
  // check after that IMEI was cleared (its fields gone) would otherwise block every later submit.
  const submit = guard(async (event: FormEvent) => {
    event.preventDefault();
    const values = form.getValues();
    setProblem(null);
    form.clearErrors();
    const count = normalizeImei(values.imei_2) === '' ? 1 : 2;
    const request = {
      imei_1: values.imei_1,
      imei_2: values.imei_2,
      ...(manual ? { manual_check: values.manual_check.slice(0, count) } : {}),
    };
    // The shared rules and their messages (15 digits, Luhn, two different IMEIs, the check's reference).
    const parsed = recordImeiRequestSchema.safeParse(request);
    if (!parsed.success) {
      parsed.error.issues.forEach((issue, index) => {
        const name = issue.path.join('.') as FieldPath<ImeiForm>;
        const message = name.endsWith('.status') ? partner_imei_choose_result() : issue.message;
        form.setError(name, { message }, { shouldFocus: index === 0 });
      });
      return;
    }
    try {
      const answer = await record.mutateAsync(parsed.data);
      toast.success(partner_toast_imei({ count: answer.handover.imeis.length }));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'IMEI_RESTRICTED') onRestricted(refusal(error));
      else setProblem(refusal(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="flex items-start gap-2 rounded-xl bg-sky-50 px-4 py-3 text-base text-sky-950 ring-2 ring-sky-700 ring-inset">
        <Smartphone className="mt-0.5 size-5 shrink-0" aria-hidden />
        <span>
          {messageParts((slots) => partner_imei_dial({ code: slots.code }), {
            code: <span className="font-bold whitespace-nowrap">*#06#</span>,
          })}
        </span>
      </p>
      <TextField
        label="IMEI 1"
        data-testid="imei-1"
        inputMode="numeric"
        autoComplete="off"
        maxLength={IMEI_DIGITS + 5}
        placeholder={partner_imei_digits_placeholder({ digits: IMEI_DIGITS })}
        error={handoverFieldError(errors.imei_1?.message)}
        className="h-14 font-mono text-xl font-semibold tracking-wider tabular-nums placeholder:font-sans placeholder:tracking-normal"
        {...form.register('imei_1', digitsOnly(form, 'imei_1'))}
      />
      <TextField
        label={partner_imei_2()}
        data-testid="imei-2"
        inputMode="numeric"
        autoComplete="off"
        maxLength={IMEI_DIGITS + 5}
        placeholder={partner_imei_2_placeholder()}
        error={handoverFieldError(errors.imei_2?.message)}
        className="h-14 font-mono text-xl font-semibold tracking-wider tabular-nums placeholder:font-sans placeholder:tracking-normal"
        {...form.register('imei_2', digitsOnly(form, 'imei_2'))}
      />
      {manual ? (
        <>
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-base text-amber-950 ring-2 ring-amber-700 ring-inset">
            {messageParts((slots) => partner_imei_manual({ sms: slots.sms, number: slots.number }), {
              sms: <span className="font-bold whitespace-nowrap">KYM &lt;IMEI&gt;</span>,
              number: <span className="font-bold">14422</span>,
            })}
          </p>
          <ManualCheck form={form} index={0} which="first" />
          {secondImei ? <ManualCheck form={form} index={1} which="second" /> : null}
        </>
      ) : null}
      <Problem message={problem} />
      <StepButton type="submit" busy={busy} data-testid="save-imei">
        {partner_imei_save()}
      </StepButton>
    </form>
  );
}

/** The official check of one IMEI as the executive read it: clear or restricted, and its reference. */
function ManualCheck({
  form,
  index,
  which,
}: {
  form: UseFormReturn<ImeiForm>;
  index: 0 | 1;
  which: 'first' | 'second';
}) {
  const id = useId();
  const errors = form.formState.errors.manual_check?.[index];
  const statusError = handoverFieldError(errors?.status?.message);
  const n = index + 1;
  const option =
    'flex min-h-14 items-center gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-2 text-base font-semibold text-slate-950 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';
  return (
    <fieldset
      className={`flex flex-col gap-3 rounded-xl border-2 p-3 ${statusError ? 'border-red-700' : 'border-slate-300'}`}
      aria-describedby={statusError ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-base font-bold text-slate-950">
        {which === 'first' ? partner_imei_check_first() : partner_imei_check_second()}
      </legend>
      <label className={option}>
        <input
          type="radio"
          value="clear"
          data-testid={`imei-check-${n}-clear`}
          className="size-6 accent-brand-700"
          {...form.register(`manual_check.${index}.status`)}
        />
        {partner_imei_check_clear()}
      </label>
      <label className={option}>
        <input
          type="radio"
          value="restricted"
          data-testid={`imei-check-${n}-restricted`}
          className="size-6 accent-red-700"
          {...form.register(`manual_check.${index}.status`)}
        />
        {partner_imei_check_restricted()}
      </label>
      {statusError ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {statusError}
        </p>
      ) : null}
      <TextField
        label={which === 'first' ? partner_imei_reference_first() : partner_imei_reference_second()}
        data-testid={`imei-check-${n}-reference`}
        autoComplete="off"
        hint={partner_imei_reference_hint()}
        error={handoverFieldError(errors?.reference?.message)}
        className="h-14 text-lg"
        {...form.register(`manual_check.${index}.reference`)}
      />
    </fieldset>
  );
}
