import { zodResolver } from '@hookform/resolvers/zod';
import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import { BREACH_DATA_KINDS, createBreachRequestSchema } from '@phonix/shared/privacy-api';
import { ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { describedBy, FieldShell, fieldControlClass, TextField } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { previewBreachSellers, useRecordBreach } from '../api/breaches-admin.ts';
import { NO_SELLERS, SellersFields, sellersFormSchema, sellersOf } from './breach-sellers-fields.tsx';
import { DATA_KIND_LABELS, sellersTold } from './breach-words.ts';
import { ConfirmBreachSellers, type SellersToConfirm } from './confirm-breach-sellers.tsx';

/** The India wall-clock time of a moment as a datetime-local value ('2026-11-27T18:05'). */
export function indiaLocalValue(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A datetime-local value read as India time (UTC+05:30, no daylight saving), as ISO with its offset. */
export function fromIndiaLocalValue(value: string): string {
  return `${value}:00+05:30`;
}

const TEXTS = {
  description: 'What happened (nature, extent, timing and where)',
  consequences: 'Likely consequences for the sellers',
  measures: 'What we have done to limit it',
  seller_steps: 'What sellers can do to protect themselves',
} as const;
type TextKey = keyof typeof TEXTS;

/** The breach's rules (createBreachRequestSchema), with the moment as the datetime-local field types it. */
const breach = createBreachRequestSchema.shape;
const recordFormSchema = z.object({
  detected: z.string().min(1, 'When was it detected?'),
  description: breach.description,
  consequences: breach.consequences,
  measures: breach.measures,
  seller_steps: breach.seller_steps,
  data_kinds: breach.data_kinds,
  sellers: sellersFormSchema,
});
type RecordFormValues = z.input<typeof recordFormSchema>;

/** The register's words for what the shared schema refuses. */
const consoleWords = (english: string) =>
  english === 'is required'
    ? 'Please fill this in.'
    : english === 'name at least one kind of data'
      ? 'Choose at least one kind of data.'
      : english;

function TextArea({
  label,
  error,
  field,
}: {
  label: string;
  error?: string | undefined;
  field: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={3}
        maxLength={breach.description.maxLength ?? undefined}
        {...field}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, undefined)}
        className={`${fieldControlClass(Boolean(error))} h-auto py-3`}
      />
    </FieldShell>
  );
}

/** The register's first step: a breach recorded, its sellers counted and (after a confirmation) told. */
export function RecordBreachForm() {
  const form = useForm<RecordFormValues>({
    resolver: translated(zodResolver(recordFormSchema), consoleWords),
    defaultValues: {
      detected: indiaLocalValue(new Date()),
      description: '',
      consequences: '',
      measures: '',
      seller_steps: '',
      data_kinds: [],
      sellers: NO_SELLERS,
    },
  });
  const { errors } = form.formState;
  const [pending, setPending] = useState<SellersToConfirm | null>(null);
  const recordBreach = useRecordBreach();
  const { busy, guard } = useSingleFlight();
  const kindsId = useId();

  const submit = guard(
    form.handleSubmit(async ({ detected, sellers: state, ...body }) => {
      const sellers = sellersOf(state);
      const record = async (confirmCount?: number) => {
        try {
          const breach = await recordBreach.mutateAsync({
            ...body,
            detected_at: fromIndiaLocalValue(detected),
            ...(sellers
              ? {
                  sellers: {
                    ...sellers,
                    ...(confirmCount === undefined ? {} : { confirm_count: confirmCount }),
                  },
                }
              : {}),
          });
          toast.success(`${breach.number} recorded; ${sellersTold(breach.sellers_affected)}.`);
          // The moment detected stays: a second breach is most often recorded just after the first.
          form.reset({ ...form.formState.defaultValues, detected });
        } catch (error) {
          if (error instanceof ApiError && error.field)
            form.setError(error.field === 'detected_at' ? 'detected' : 'sellers.ids', {
              message: error.message,
            });
          toast.error(errorMessage(error, 'Could not record the breach. Please try again.'));
        }
      };
      if (!sellers) return record();
      try {
        const preview = await previewBreachSellers(sellers);
        if (preview.matched === 0) return record(0);
        setPending({ preview, send: record });
      } catch (error) {
        if (error instanceof ApiError && error.field)
          form.setError('sellers.ids', { message: error.message });
        toast.error(errorMessage(error, 'Could not count the sellers. Please try again.'));
      }
    }),
  );

  return (
    <Panel title="Record a breach">
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <TextField
            type="datetime-local"
            label="Detected at (India time)"
            hint="The Board's report is due 72 hours after this."
            max={indiaLocalValue(new Date())}
            error={errors.detected?.message}
            {...form.register('detected')}
          />
          {(Object.keys(TEXTS) as TextKey[]).map((key) => (
            <TextArea key={key} label={TEXTS[key]} error={errors[key]?.message} field={form.register(key)} />
          ))}
          <fieldset className="min-w-0" aria-describedby={errors.data_kinds ? `${kindsId}-error` : undefined}>
            <legend className="text-sm font-semibold text-slate-800">Kinds of data</legend>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {BREACH_DATA_KINDS.map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" className="size-5" value={kind} {...form.register('data_kinds')} />
                  {DATA_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
            {errors.data_kinds ? (
              <p id={`${kindsId}-error`} className="text-sm font-medium text-red-700">
                {errors.data_kinds.message}
              </p>
            ) : null}
          </fieldset>
          <SellersFields prefix="record" />
          <p className="text-sm text-slate-600">
            Each seller named is sent one SMS pointing to the details on their privacy page; adding them again
            later does not send a second one. You see how many sellers that is, and some of them, before
            anything is sent.
          </p>
          <Button type="submit" disabled={busy} className="self-start">
            <ShieldAlert className="size-4" aria-hidden />
            {busy ? 'Recording...' : 'Record the breach'}
          </Button>
        </form>
      </FormProvider>
      <ConfirmBreachSellers pending={pending} onClose={() => setPending(null)} />
    </Panel>
  );
}
