import { zodResolver } from '@hookform/resolvers/zod';
import { privacy_grievance_answer } from '@phonix/shared/messages/privacy_grievance_answer';
import { privacy_grievance_due } from '@phonix/shared/messages/privacy_grievance_due';
import { privacy_grievance_form_title } from '@phonix/shared/messages/privacy_grievance_form_title';
import { privacy_grievance_message } from '@phonix/shared/messages/privacy_grievance_message';
import { privacy_grievance_order } from '@phonix/shared/messages/privacy_grievance_order';
import { privacy_grievance_order_label } from '@phonix/shared/messages/privacy_grievance_order_label';
import { privacy_grievance_order_none } from '@phonix/shared/messages/privacy_grievance_order_none';
import { privacy_grievance_raised } from '@phonix/shared/messages/privacy_grievance_raised';
import { privacy_grievance_raised_on } from '@phonix/shared/messages/privacy_grievance_raised_on';
import { privacy_grievance_subject } from '@phonix/shared/messages/privacy_grievance_subject';
import { privacy_grievance_submit } from '@phonix/shared/messages/privacy_grievance_submit';
import { privacy_grievances_empty } from '@phonix/shared/messages/privacy_grievances_empty';
import { privacy_grievances_failed } from '@phonix/shared/messages/privacy_grievances_failed';
import { privacy_grievances_intro } from '@phonix/shared/messages/privacy_grievances_intro';
import { privacy_grievances_loading } from '@phonix/shared/messages/privacy_grievances_loading';
import { privacy_grievances_title } from '@phonix/shared/messages/privacy_grievances_title';
import { seller_try_again } from '@phonix/shared/messages/seller_try_again';
import { createGrievanceRequestSchema, type Grievance } from '@phonix/shared/privacy-api';
import { GRIEVANCE_ANSWER_DAYS } from '@phonix/shared/privacy-notice';
import { MessageSquareWarning } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { FieldShell, fieldControlClass, SelectField, TextField } from '@/components/ui/text-field.tsx';
import { checkNow } from '@/lib/check-now.ts';
import { translated } from '@/lib/form-resolver.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useGrievances, useRaiseGrievance } from '../api/privacy.ts';
import { privacyFieldWords } from '../lib/field-words.ts';
import { failureText, formatMoment } from '../lib/format.ts';
import { formatDay } from '../lib/format-day.ts';
import { GRIEVANCE_STATE_WORDS } from '../lib/notice-text.ts';
import { SectionCard, StatusLine } from './section-card.tsx';

const STATE_CLASS: Record<Grievance['state'], string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-200',
  answered: 'bg-green-50 text-green-900 ring-green-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function GrievanceItem({ grievance }: { grievance: Grievance }) {
  const { locale } = usePageLocale();
  const answer = grievance.updates.filter((update) => update.by === 'officer').at(-1);
  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-slate-900 tabular-nums">{grievance.number}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_CLASS[grievance.state]}`}
        >
          {GRIEVANCE_STATE_WORDS[grievance.state]()}
        </span>
      </div>
      <p className="mt-1 font-semibold break-words text-slate-800">{grievance.subject}</p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{grievance.message}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        {/* Spaces between the parts, so a screen reader says them apart. */}
        <span>{privacy_grievance_raised_on({ date: formatDay(grievance.created_at, locale) })}</span>{' '}
        {grievance.state === 'closed' ? null : (
          <span className="font-semibold text-slate-800">
            {privacy_grievance_due({ date: formatDay(grievance.due, locale) })}
          </span>
        )}{' '}
        {grievance.order_ref ? <span>{privacy_grievance_order({ ref: grievance.order_ref })}</span> : null}
      </p>
      {answer ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="font-semibold text-slate-900">
            {privacy_grievance_answer({ date: formatMoment(answer.at, locale) })}
          </p>
          <p className="break-words whitespace-pre-line text-slate-700">{answer.message}</p>
        </div>
      ) : null}
    </li>
  );
}

/** The grievance's rules, the select's '' being "no order". */
const grievanceFormSchema = createGrievanceRequestSchema.extend({
  order_ref: createGrievanceRequestSchema.shape.order_ref.or(z.literal('')),
});

/** The form: a subject, what happened, and optionally one of the seller's orders (given by ?order= too). */
export function GrievanceForm({
  customerId,
  orderRef,
  orderRefs,
}: {
  customerId: number;
  orderRef: string | null;
  orderRefs: readonly string[];
}) {
  const { locale } = usePageLocale();
  const raise = useRaiseGrievance(customerId);
  const form = useForm({
    resolver: translated(zodResolver(grievanceFormSchema), privacyFieldWords),
    defaultValues: { subject: '', message: '', order_ref: orderRef ?? '' },
  });
  const messageId = useId();
  const { errors } = form.formState;
  const refs = new Set(orderRefs);
  if (orderRef) refs.add(orderRef);

  const submit = form.handleSubmit(({ order_ref, ...body }) =>
    raise.mutate(
      { ...body, ...(order_ref ? { order_ref } : {}) },
      { onSuccess: () => form.reset({ subject: '', message: '', order_ref }) },
    ),
  );

  return (
    <form
      onSubmit={(event) =>
        checkNow(form, grievanceFormSchema, privacyFieldWords) ? void submit(event) : event.preventDefault()
      }
      noValidate
      className="flex flex-col gap-3"
      aria-labelledby="grievance-form-title"
    >
      <h3 id="grievance-form-title" className="font-bold text-slate-900">
        {privacy_grievance_form_title()}
      </h3>
      <SelectField label={privacy_grievance_order_label()} {...form.register('order_ref')}>
        <option value="">{privacy_grievance_order_none()}</option>
        {[...refs].map((ref) => (
          <option key={ref} value={ref}>
            {privacy_grievance_order({ ref })}
          </option>
        ))}
      </SelectField>
      <TextField
        label={privacy_grievance_subject()}
        maxLength={createGrievanceRequestSchema.shape.subject.maxLength ?? undefined}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <FieldShell id={messageId} label={privacy_grievance_message()} error={errors.message?.message}>
        <textarea
          id={messageId}
          rows={4}
          maxLength={createGrievanceRequestSchema.shape.message.maxLength ?? undefined}
          {...form.register('message')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          className={`${fieldControlClass(Boolean(errors.message))} h-auto py-3`}
        />
      </FieldShell>
      <div>
        <Button type="submit" disabled={raise.isPending}>
          {privacy_grievance_submit()}
        </Button>
      </div>
      <StatusLine
        tone={raise.isError ? 'error' : 'ok'}
        message={
          raise.isError
            ? failureText(raise.error)
            : raise.isSuccess
              ? privacy_grievance_raised({
                  number: raise.data.grievance.number,
                  date: formatDay(raise.data.grievance.due, locale),
                })
              : ''
        }
      />
    </form>
  );
}

/** The seller's grievances (number, state, due day) and the form to raise one. */
export function GrievancesSection({
  customerId,
  orderRef,
  orderRefs,
}: {
  customerId: number;
  /** The order the form opens about (?order= from an order's page). */
  orderRef: string | null;
  /** The seller's orders, to choose from. */
  orderRefs: readonly string[];
}) {
  const grievances = useGrievances(customerId);
  return (
    <SectionCard
      id="grievances"
      title={privacy_grievances_title()}
      icon={<MessageSquareWarning className="size-5 text-brand-700" aria-hidden />}
    >
      <p className="mb-4 text-slate-700">
        {privacy_grievances_intro({ days: String(GRIEVANCE_ANSWER_DAYS) })}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div>
          {grievances.isPending ? (
            <div role="status" aria-label={privacy_grievances_loading()} className="flex flex-col gap-3">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          ) : grievances.isError ? (
            <ErrorState
              title={privacy_grievances_failed()}
              message={failureText(grievances.error)}
              retryLabel={seller_try_again()}
              onRetry={() => grievances.refetch()}
            />
          ) : grievances.data.length === 0 ? (
            <EmptyState message={privacy_grievances_empty()} />
          ) : (
            <ul className="flex flex-col gap-3" aria-label={privacy_grievances_title()}>
              {grievances.data.map((grievance) => (
                <GrievanceItem key={grievance.number} grievance={grievance} />
              ))}
            </ul>
          )}
        </div>
        <GrievanceForm customerId={customerId} orderRef={orderRef} orderRefs={orderRefs} />
      </div>
    </SectionCard>
  );
}
