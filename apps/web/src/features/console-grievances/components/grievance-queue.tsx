import { zodResolver } from '@hookform/resolvers/zod';
import { formatIndiaDateIn } from '@phonix/shared/india-time';
import { type StaffGrievance, staffGrievanceReplyRequestSchema } from '@phonix/shared/privacy-api';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/console/badge.tsx';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { describedBy, FieldShell, fieldControlClass } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useGrievances, useReplyToGrievance } from '../api/grievances-admin.ts';

const RAISED_BY: Record<StaffGrievance['raised_by'], string> = {
  seller: 'Seller',
  nominee: 'Nominee',
  partner: 'Partner',
};
const STATE: Record<StaffGrievance['state'], string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};
const WRITER: Record<StaffGrievance['updates'][number]['by'], string> = {
  seller: 'Seller',
  nominee: 'Nominee',
  partner: 'Partner',
  officer: 'Grievance Officer',
};

/** '12 days left', 'Due today', '3 days overdue' (red when overdue, amber within a fortnight). */
export function DaysLeft({ days }: { days: number }) {
  if (days < 0) return <Badge tone="bad">{`${-days} ${-days === 1 ? 'day' : 'days'} overdue`}</Badge>;
  if (days === 0) return <Badge tone="bad">Due today</Badge>;
  return (
    <Badge tone={days <= 14 ? 'warn' : 'neutral'}>{`${days} ${days === 1 ? 'day' : 'days'} left`}</Badge>
  );
}

function Raiser({ grievance }: { grievance: StaffGrievance }) {
  const { raiser } = grievance;
  return (
    <span>
      {raiser.partner_id !== null ? (
        <Link className="font-semibold text-brand-800 underline" to={`/admin/partners/${raiser.partner_id}`}>
          {raiser.name}
        </Link>
      ) : (
        <span className="font-semibold">{raiser.name || 'Unknown'}</span>
      )}{' '}
      <span className="text-slate-600">
        ({RAISED_BY[grievance.raised_by]}
        {raiser.on_behalf_of ? ` for ${raiser.on_behalf_of}` : ''}
        {raiser.mobile ? `, ${raiser.mobile}` : ''})
      </span>
    </span>
  );
}

const replySchema = staffGrievanceReplyRequestSchema.pick({ message: true });

/** The officer's reply: the words, then send them keeping the state, marking it answered, or closing it. */
function ReplyForm({ grievance }: { grievance: StaffGrievance }) {
  const form = useForm({
    resolver: translated(zodResolver(replySchema), (english) =>
      english === 'is required' ? 'Write the reply first.' : english,
    ),
    reValidateMode: 'onSubmit',
    defaultValues: { message: '' },
  });
  const error = form.formState.errors.message?.message;
  const reply = useReplyToGrievance(grievance.id);
  const { busy, guard } = useSingleFlight();
  const id = useId();
  const hint = `Texted to the ${RAISED_BY[grievance.raised_by].toLowerCase()} by SMS in their language; the reply itself is on their privacy page.`;

  const send = (state: 'answered' | 'closed' | undefined) =>
    guard(
      form.handleSubmit(async ({ message }) => {
        try {
          await reply.mutateAsync({ message, ...(state ? { state } : {}) });
          form.reset();
          toast.success(
            state === 'closed'
              ? `${grievance.number} closed; the raiser is texted.`
              : state === 'answered'
                ? `${grievance.number} marked answered; the raiser is texted.`
                : `Reply sent on ${grievance.number}; the raiser is texted.`,
          );
        } catch (problem) {
          const message = errorMessage(problem, 'The reply was not sent. Please try again.');
          form.setError('message', { message });
          toast.error(message);
        }
      }),
    );

  return (
    <form className="flex flex-col gap-3" onSubmit={send(undefined)} noValidate>
      <FieldShell id={id} label="Your reply" error={error} hint={hint}>
        <textarea
          id={id}
          rows={5}
          maxLength={replySchema.shape.message.maxLength ?? undefined}
          {...form.register('message')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={`${fieldControlClass(Boolean(error))} h-auto py-3`}
        />
      </FieldShell>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="secondary" disabled={busy}>
          Reply
        </Button>
        <Button disabled={busy} onClick={send('answered')}>
          Reply and mark answered
        </Button>
        <Button variant="ghost" className="ring-1 ring-slate-300" disabled={busy} onClick={send('closed')}>
          Reply and close
        </Button>
      </div>
    </form>
  );
}

function GrievanceDetail({ grievance }: { grievance: StaffGrievance }) {
  return (
    <Panel
      title={
        <span className="flex flex-wrap items-center gap-2">
          {grievance.number} <DaysLeft days={grievance.days_left} />
          <Badge tone={grievance.state === 'open' ? 'brand' : 'good'}>{STATE[grievance.state]}</Badge>
        </span>
      }
    >
      <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-600">Raised by</dt>
        <dd>
          <Raiser grievance={grievance} />
        </dd>
        <dt className="font-semibold text-slate-600">Raised</dt>
        <dd>
          <IndiaTime value={grievance.created_at} />
        </dd>
        <dt className="font-semibold text-slate-600">Answer by</dt>
        <dd>{formatIndiaDateIn(grievance.due, 'en')}</dd>
        <dt className="font-semibold text-slate-600">Order</dt>
        <dd>
          {grievance.order_ref ? (
            <Link
              className="font-semibold text-brand-800 underline"
              to={`/admin/orders/${encodeURIComponent(grievance.order_ref)}`}
            >
              {grievance.order_ref}
            </Link>
          ) : (
            'Not about one order'
          )}
        </dd>
        <dt className="font-semibold text-slate-600">Subject</dt>
        <dd className="font-semibold">{grievance.subject}</dd>
      </dl>
      <blockquote
        aria-label="In the raiser's words"
        className="mt-4 rounded-xl border-l-4 border-brand-600 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-900"
      >
        {grievance.message}
      </blockquote>
      {grievance.updates.length > 0 ? (
        <ol className="mt-4 flex flex-col gap-2" aria-label="Replies">
          {grievance.updates.map((update) => (
            <li key={`${update.at}-${update.by}`} className="rounded-xl border border-slate-200 p-3 text-sm">
              <p className="text-xs text-slate-600">
                {WRITER[update.by]}, <IndiaTime value={update.at} />, {STATE[update.state].toLowerCase()}
              </p>
              <p className="mt-1 whitespace-pre-wrap">{update.message}</p>
            </li>
          ))}
        </ol>
      ) : null}
      <div className="mt-5">
        <ReplyForm key={grievance.id} grievance={grievance} />
      </div>
    </Panel>
  );
}

/**
 * The Grievance Officer's screen (issue 31): the queue least time left first (the law gives 90 days; days
 * left shown, overdue in red), and the chosen grievance with the raiser's words, the order it is about and
 * the reply. The chosen one is in the address (`?id=`), so the team e-mail's link opens it.
 */
export function GrievanceQueue() {
  const query = useGrievances();
  const [params, setParams] = useSearchParams();
  const chosenId = Number(params.get('id') ?? 0);
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.grievances.length === 0}
      empty="No grievance is waiting for an answer."
    >
      {(data) => {
        const chosen = data.grievances.find((grievance) => grievance.id === chosenId) ?? data.grievances[0];
        return (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <Panel title={`Waiting for an answer (${data.grievances.length})`}>
              <ul aria-label="Grievances, least time left first" className="flex flex-col gap-2">
                {data.grievances.map((grievance) => {
                  const selected = grievance.id === chosen?.id;
                  return (
                    <li key={grievance.id}>
                      <button
                        type="button"
                        aria-current={selected ? 'true' : undefined}
                        onClick={() => setParams({ id: String(grievance.id) })}
                        className={`flex w-full flex-col gap-1 rounded-xl border p-3 text-left text-sm ${
                          selected
                            ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                            : 'border-slate-200 hover:bg-slate-50'
                        }`}
                      >
                        <span className="flex flex-wrap items-center gap-2">
                          <span className="font-semibold text-brand-800 underline">{grievance.number}</span>
                          <DaysLeft days={grievance.days_left} />
                          <span className="text-slate-600">{STATE[grievance.state]}</span>
                        </span>
                        <span className="truncate font-medium text-slate-900">{grievance.subject}</span>
                        <span className="text-slate-600">
                          {RAISED_BY[grievance.raised_by]}: {grievance.raiser.name || 'Unknown'}
                          {grievance.order_ref ? `, order ${grievance.order_ref}` : ''}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </Panel>
            {chosen ? <GrievanceDetail grievance={chosen} /> : null}
          </div>
        );
      }}
    </QueryState>
  );
}
