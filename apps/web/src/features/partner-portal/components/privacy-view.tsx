import { zodResolver } from '@hookform/resolvers/zod';
import { fieldMessage } from '@phonix/shared/field-messages';
import type { Locale } from '@phonix/shared/i18n';
import { privacy_partner_download } from '@phonix/shared/messages/privacy_partner_download';
import { privacy_partner_download_done } from '@phonix/shared/messages/privacy_partner_download_done';
import { privacy_partner_download_failed } from '@phonix/shared/messages/privacy_partner_download_failed';
import { privacy_partner_download_heading } from '@phonix/shared/messages/privacy_partner_download_heading';
import { privacy_partner_download_text } from '@phonix/shared/messages/privacy_partner_download_text';
import { privacy_partner_downloading } from '@phonix/shared/messages/privacy_partner_downloading';
import { privacy_partner_due } from '@phonix/shared/messages/privacy_partner_due';
import { privacy_partner_grievance_heading } from '@phonix/shared/messages/privacy_partner_grievance_heading';
import { privacy_partner_grievance_text } from '@phonix/shared/messages/privacy_partner_grievance_text';
import { privacy_partner_heading } from '@phonix/shared/messages/privacy_partner_heading';
import { privacy_partner_lead } from '@phonix/shared/messages/privacy_partner_lead';
import { privacy_partner_load_failed } from '@phonix/shared/messages/privacy_partner_load_failed';
import { privacy_partner_loading } from '@phonix/shared/messages/privacy_partner_loading';
import { privacy_partner_message } from '@phonix/shared/messages/privacy_partner_message';
import { privacy_partner_none } from '@phonix/shared/messages/privacy_partner_none';
import { privacy_partner_notice_link } from '@phonix/shared/messages/privacy_partner_notice_link';
import { privacy_partner_officer_reply } from '@phonix/shared/messages/privacy_partner_officer_reply';
import { privacy_partner_raised_on } from '@phonix/shared/messages/privacy_partner_raised_on';
import { privacy_partner_required } from '@phonix/shared/messages/privacy_partner_required';
import { privacy_partner_send } from '@phonix/shared/messages/privacy_partner_send';
import { privacy_partner_send_failed } from '@phonix/shared/messages/privacy_partner_send_failed';
import { privacy_partner_sending } from '@phonix/shared/messages/privacy_partner_sending';
import { privacy_partner_sent } from '@phonix/shared/messages/privacy_partner_sent';
import { privacy_partner_state_answered } from '@phonix/shared/messages/privacy_partner_state_answered';
import { privacy_partner_state_closed } from '@phonix/shared/messages/privacy_partner_state_closed';
import { privacy_partner_state_open } from '@phonix/shared/messages/privacy_partner_state_open';
import { privacy_partner_subject } from '@phonix/shared/messages/privacy_partner_subject';
import { privacy_partner_your_message } from '@phonix/shared/messages/privacy_partner_your_message';
import { privacy_partner_yours_heading } from '@phonix/shared/messages/privacy_partner_yours_heading';
import {
  type Grievance,
  type GrievanceState,
  partnerGrievanceRequestSchema,
} from '@phonix/shared/privacy-api';
import { GRIEVANCE_ANSWER_DAYS, GRIEVANCE_OFFICER } from '@phonix/shared/privacy-notice';
import { paths } from '@phonix/shared/routes';
import { MESSAGES } from '@phonix/shared/validation';
import { FileDown, LoaderCircle, MessageSquareWarning, Send } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { describedBy, FieldShell, fieldControlClass, TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import {
  downloadPartnerData,
  usePartnerGrievances,
  useRaisePartnerGrievance,
} from '../api/partner-privacy.ts';
import { partnerDate, partnerDateTime } from '../utils/partner-format.ts';

const STATE_WORDS: Record<GrievanceState, () => string> = {
  open: privacy_partner_state_open,
  answered: privacy_partner_state_answered,
  closed: privacy_partner_state_closed,
};
const STATE_TONE: Record<GrievanceState, string> = {
  open: 'bg-amber-50 text-amber-900 ring-amber-300',
  answered: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  closed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

function DownloadCard() {
  const { busy, guard } = useSingleFlight();
  const download = guard(async () => {
    try {
      await downloadPartnerData();
      toast.success(privacy_partner_download_done());
    } catch (error) {
      toast.error(errorMessage(error, privacy_partner_download_failed()));
    }
  });
  return (
    <section aria-labelledby="privacy-download" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="privacy-download" className="text-lg font-bold text-slate-900">
        {privacy_partner_download_heading()}
      </h2>
      <p className="mt-1 text-base text-slate-700">{privacy_partner_download_text()}</p>
      <Button className="mt-3 w-full sm:w-auto" disabled={busy} onClick={() => void download()}>
        {busy ? (
          <LoaderCircle className="size-5 animate-spin" aria-hidden />
        ) : (
          <FileDown className="size-5" aria-hidden />
        )}
        {busy ? privacy_partner_downloading() : privacy_partner_download()}
      </Button>
    </section>
  );
}

/** What the grievance schema refuses, in the portal's words: an empty subject or message "is required". */
const grievanceWords = (english: string) =>
  english === MESSAGES.subjectRequired || english === MESSAGES.isRequired
    ? privacy_partner_required()
    : fieldMessage(english);

function GrievanceForm({ locale }: { locale: Locale }) {
  const form = useForm({
    resolver: translated(zodResolver(partnerGrievanceRequestSchema), grievanceWords),
    defaultValues: { subject: '', message: '' },
  });
  const raisePartnerGrievance = useRaisePartnerGrievance();
  const { errors } = form.formState;
  const { busy, guard } = useSingleFlight();
  const messageId = useId();
  const submit = guard(
    form.handleSubmit(async (body) => {
      try {
        const grievance = await raisePartnerGrievance.mutateAsync(body);
        toast.success(
          privacy_partner_sent({ number: grievance.number, due: partnerDate(grievance.due, locale) }),
        );
        form.reset();
      } catch (error) {
        toast.error(errorMessage(error, privacy_partner_send_failed()));
      }
    }),
  );
  return (
    <section aria-labelledby="privacy-grievance" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id="privacy-grievance" className="text-lg font-bold text-slate-900">
        {privacy_partner_grievance_heading()}
      </h2>
      <p className="mt-1 text-base text-slate-700">
        {privacy_partner_grievance_text({
          officer: `${GRIEVANCE_OFFICER.name} (${GRIEVANCE_OFFICER.email})`,
          days: GRIEVANCE_ANSWER_DAYS,
        })}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 flex flex-col gap-3">
        <TextField
          label={privacy_partner_subject()}
          maxLength={partnerGrievanceRequestSchema.shape.subject.maxLength ?? undefined}
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <FieldShell id={messageId} label={privacy_partner_message()} error={errors.message?.message}>
          <textarea
            id={messageId}
            maxLength={partnerGrievanceRequestSchema.shape.message.maxLength ?? undefined}
            rows={4}
            {...form.register('message')}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(messageId, errors.message?.message, undefined)}
            className={`${fieldControlClass(Boolean(errors.message))} h-auto py-3`}
          />
        </FieldShell>
        <Button type="submit" className="w-full sm:w-auto sm:self-start" disabled={busy}>
          {busy ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden />
          ) : (
            <Send className="size-5" aria-hidden />
          )}
          {busy ? privacy_partner_sending() : privacy_partner_send()}
        </Button>
      </form>
    </section>
  );
}

function GrievanceItem({ grievance, locale }: { grievance: Grievance; locale: Locale }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid="partner-grievance">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-bold text-slate-900">{grievance.number}</span>
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${STATE_TONE[grievance.state]}`}
        >
          {STATE_WORDS[grievance.state]()}
        </span>
      </p>
      <p className="mt-1 text-base font-semibold break-words text-slate-900">{grievance.subject}</p>
      <p className="text-sm text-slate-600">
        {privacy_partner_raised_on({ date: partnerDateTime(grievance.created_at, locale) })}
        {grievance.state === 'closed' ? null : (
          <>
            {' · '}
            {privacy_partner_due({ due: partnerDate(grievance.due, locale) })}
          </>
        )}
      </p>
      <p className="mt-2 text-sm whitespace-pre-line break-words text-slate-700">{grievance.message}</p>
      {grievance.updates.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2 border-l-4 border-brand-200 pl-3">
          {grievance.updates.map((update) => (
            <li key={`${update.at}-${update.state}`} className="text-sm">
              <p className="font-semibold text-slate-800">
                {update.by === 'officer'
                  ? privacy_partner_officer_reply({ date: partnerDateTime(update.at, locale) })
                  : privacy_partner_your_message({ date: partnerDateTime(update.at, locale) })}
              </p>
              <p className="whitespace-pre-line break-words text-slate-700">{update.message}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function GrievanceList({ locale }: { locale: Locale }) {
  const query = usePartnerGrievances();
  return (
    <section aria-labelledby="privacy-yours" className="flex flex-col gap-3">
      <h2 id="privacy-yours" className="text-lg font-bold text-slate-900">
        {privacy_partner_yours_heading()}
      </h2>
      {query.isPending ? (
        <div aria-busy="true">
          <p className="sr-only">{privacy_partner_loading()}</p>
          <Skeleton className="h-28 w-full rounded-2xl" />
        </div>
      ) : query.isError ? (
        <ErrorState message={privacy_partner_load_failed()} onRetry={() => void query.refetch()} />
      ) : query.data.grievances.length === 0 ? (
        <p className="flex items-center gap-2 text-base text-slate-600">
          <MessageSquareWarning className="size-5 shrink-0" aria-hidden />
          {privacy_partner_none()}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.grievances.map((grievance) => (
            <GrievanceItem key={grievance.number} grievance={grievance} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /partner/privacy: the notice, the shop's data download, and its grievances (issue 24). */
export function PrivacyView() {
  const { locale } = usePageLocale();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{privacy_partner_heading()}</h1>
        <p className="mt-1 text-base text-slate-700">{privacy_partner_lead()}</p>
        <Link
          to={paths.privacyPolicy()}
          className="mt-2 inline-flex min-h-12 items-center text-base font-bold text-brand-800 underline"
        >
          {privacy_partner_notice_link()}
        </Link>
      </div>
      <DownloadCard />
      <GrievanceForm locale={locale} />
      <GrievanceList locale={locale} />
    </div>
  );
}
