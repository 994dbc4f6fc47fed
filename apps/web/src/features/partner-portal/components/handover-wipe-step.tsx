import { zodResolver } from '@hookform/resolvers/zod';
import {
  WIPE_CHECKLIST,
  type WipeChecklistCode,
  type WipeChecklistRequest,
  wipeChecklistRequestSchema,
} from '@phonix/shared/handover';
import type { PartnerHandover } from '@phonix/shared/handover-api';
import { wipeChecklistWords } from '@phonix/shared/handover-words';
import { partner_step_wipe } from '@phonix/shared/messages/partner_step_wipe';
import { partner_toast_wipe } from '@phonix/shared/messages/partner_toast_wipe';
import { partner_wipe_again } from '@phonix/shared/messages/partner_wipe_again';
import { partner_wipe_confirm } from '@phonix/shared/messages/partner_wipe_confirm';
import { partner_wipe_confirmed_with } from '@phonix/shared/messages/partner_wipe_confirmed_with';
import { partner_wipe_legend } from '@phonix/shared/messages/partner_wipe_legend';
import * as Checkbox from '@radix-ui/react-checkbox';
import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useConfirmWipe } from '../api/partner-handover.ts';
import { handoverFieldError } from '../utils/handover-field-error.ts';
import { partnerDateTime } from '../utils/partner-format.ts';
import { ChangeButton, Problem, Recorded, refusal, StepButton, StepCard } from './handover-parts.tsx';

/**
 * Step 3: the data-wipe checklist of the shared handover rules, done with the seller: four large
 * checkboxes, confirmed together.
 */

type Ticks = Record<WipeChecklistCode, boolean>;
const NONE_TICKED = Object.fromEntries(WIPE_CHECKLIST.map((item) => [item.code, false])) as Ticks;

export function WipeStep({
  refNo,
  handover,
  locked,
}: {
  refNo: string;
  handover: PartnerHandover;
  locked: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const confirmedAt = handover.wipe_confirmed_at;
  const { locale } = usePageLocale();
  return (
    <StepCard
      number={3}
      title={partner_step_wipe()}
      state={confirmedAt ? 'done' : 'todo'}
      testId="handover-step-wipe"
    >
      {confirmedAt && (!editing || locked) ? (
        <>
          <Recorded
            rows={[
              {
                label: partner_wipe_confirmed_with(),
                value: partnerDateTime(confirmedAt, locale),
                testId: 'recorded-wipe',
              },
            ]}
          />
          <ul className="flex flex-col gap-1 text-base text-slate-900">
            {WIPE_CHECKLIST.map((item) => (
              <li key={item.code} className="flex items-center gap-2">
                <Check className="size-5 shrink-0 text-emerald-700" strokeWidth={3} aria-hidden />
                {wipeChecklistWords(item.code).label}
              </li>
            ))}
          </ul>
          {locked ? null : (
            <ChangeButton onClick={() => setEditing(true)}>{partner_wipe_again()}</ChangeButton>
          )}
        </>
      ) : (
        <WipeForm refNo={refNo} onSaved={() => setEditing(false)} />
      )}
    </StepCard>
  );
}

function WipeForm({ refNo, onSaved }: { refNo: string; onSaved: () => void }) {
  const id = useId();
  const form = useForm<Ticks, unknown, WipeChecklistRequest>({
    // The boxes start unticked (booleans); the schema accepts only all of them ticked (`true`).
    resolver: zodResolver(wipeChecklistRequestSchema) as unknown as Resolver<
      Ticks,
      unknown,
      WipeChecklistRequest
    >,
    defaultValues: NONE_TICKED,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const confirmWipe = useConfirmWipe(refNo);
  const { busy, guard } = useSingleFlight();

  const submit = guard(
    form.handleSubmit(async (ticks) => {
      setProblem(null);
      try {
        await confirmWipe.mutateAsync(ticks);
        toast.success(partner_toast_wipe());
        onSaved();
      } catch (error) {
        setProblem(refusal(error));
      }
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 text-base text-slate-900">{partner_wipe_legend()}</legend>
        {WIPE_CHECKLIST.map((item) => {
          const itemId = `${id}-${item.code}`;
          const error = handoverFieldError(form.formState.errors[item.code]?.message);
          const words = wipeChecklistWords(item.code);
          return (
            <div key={item.code} className="flex flex-col gap-1">
              <label
                htmlFor={itemId}
                className={`flex min-h-16 cursor-pointer items-start gap-4 rounded-xl border-2 bg-white px-4 py-3 has-[[data-state=checked]]:border-emerald-700 has-[[data-state=checked]]:bg-emerald-50 ${
                  error ? 'border-red-700' : 'border-slate-300'
                }`}
              >
                <Controller
                  control={form.control}
                  name={item.code}
                  render={({ field }) => (
                    <Checkbox.Root
                      ref={field.ref}
                      id={itemId}
                      data-testid={`wipe-${item.code}`}
                      checked={field.value}
                      onCheckedChange={(checked) => {
                        field.onChange(checked === true);
                        if (checked === true) form.clearErrors(item.code);
                      }}
                      onBlur={field.onBlur}
                      aria-labelledby={`${itemId}-label`}
                      aria-describedby={`${itemId}-how${error ? ` ${itemId}-error` : ''}`}
                      aria-invalid={error ? true : undefined}
                      className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-lg border-2 border-slate-500 bg-white data-[state=checked]:border-emerald-700 data-[state=checked]:bg-emerald-700"
                    >
                      <Checkbox.Indicator>
                        <Check className="size-6 text-white" strokeWidth={3} aria-hidden />
                      </Checkbox.Indicator>
                    </Checkbox.Root>
                  )}
                />
                <span className="flex flex-col gap-1">
                  <span id={`${itemId}-label`} className="text-lg font-bold text-slate-950">
                    {words.label}
                  </span>
                  <span id={`${itemId}-how`} className="text-sm text-slate-800">
                    {words.instruction}
                  </span>
                </span>
              </label>
              {error ? (
                <p id={`${itemId}-error`} className="text-sm font-semibold text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </fieldset>
      <Problem message={problem} />
      <StepButton type="submit" busy={busy} data-testid="save-wipe">
        {partner_wipe_confirm()}
      </StepButton>
    </form>
  );
}
