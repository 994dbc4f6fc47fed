import { OUTBOX_FILTERS, type OutboxMessage } from '@phonix/shared/console-orders-api';
import { RotateCcw, Send } from 'lucide-react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { IndiaTime } from '@/components/console/india-time.tsx';
import {
  CHANNEL_LABELS,
  OutboxRecipient,
  OutboxStatusBadge,
  recipientWords,
  templateLabel,
} from '@/components/console/outbox-status-badge.tsx';
import { Pagination } from '@/components/console/pagination.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { type OutboxFilter, useOutbox, useResendMessage, useRetryMessage } from '../api/outbox-admin.ts';

const FILTER_LABELS: Record<OutboxFilter, string> = { pending: 'Pending', failed: 'Failed', sent: 'Sent' };
const EMPTY: Record<OutboxFilter, string> = {
  pending: 'Nothing waiting to be sent.',
  failed: 'No failed messages.',
  sent: 'No messages sent yet.',
};

const isFilter = (value: string | null): value is OutboxFilter =>
  value !== null && (OUTBOX_FILTERS as readonly string[]).includes(value);

/** Retry (a failed message, due now) or Resend (a sent one, as a new message): one request per click. */
function MessageAction({ message }: { message: OutboxMessage }) {
  const retry = useRetryMessage();
  const resend = useResendMessage();
  const { busy, guard } = useSingleFlight();
  const kind = message.status === 'failed' ? 'retry' : message.status === 'sent' ? 'resend' : null;
  if (!kind) return null;
  const run = guard(async () => {
    try {
      const answer = await (kind === 'retry' ? retry : resend).mutateAsync(message.id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not queue the message. Please try again.'));
    }
  });
  const what = (
    <span className="sr-only">
      {' '}
      {templateLabel(message.template)} to {recipientWords(message)}
    </span>
  );
  return kind === 'retry' ? (
    <Button className="min-h-9 px-3 py-1" disabled={busy} onClick={() => void run()}>
      <RotateCcw className="size-4" aria-hidden />
      {busy ? 'Retrying...' : 'Retry'}
      {what}
    </Button>
  ) : (
    <Button variant="secondary" className="min-h-9 px-3 py-1" disabled={busy} onClick={() => void run()}>
      <Send className="size-4" aria-hidden />
      {busy ? 'Sending...' : 'Resend'}
      {what}
    </Button>
  );
}

/** On a desk the cards line up as the rows of a table under one heading row; on a phone they stack. */
const COLUMNS =
  'flex flex-col gap-2 lg:grid lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_5rem_minmax(0,1.6fr)_minmax(0,1fr)_7rem] lg:items-start lg:gap-4';

function MessageRow({ message }: { message: OutboxMessage }) {
  return (
    <li
      className={`${COLUMNS} rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs`}
      data-testid="outbox-message"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{templateLabel(message.template)}</span>
          <OutboxStatusBadge status={message.status} />
        </p>
        <p className="text-xs text-slate-600">
          {CHANNEL_LABELS[message.channel] ?? message.channel} · #{message.id}
          {message.resend_of ? ` · resend of #${message.resend_of}` : ''}
        </p>
        {message.ref_no ? (
          <p className="text-xs">
            Order{' '}
            <Link
              to={`/admin/orders/${encodeURIComponent(message.ref_no)}`}
              className="font-mono font-semibold text-brand-800 underline"
            >
              {message.ref_no}
            </Link>
          </p>
        ) : null}
      </div>
      <div className="min-w-0 break-words tabular-nums">
        <span className="text-xs font-semibold text-slate-500 lg:hidden">To: </span>
        <OutboxRecipient message={message} />
      </div>
      <div className="tabular-nums">
        <span className="text-xs font-semibold text-slate-500 lg:hidden">Attempts: </span>
        {message.attempts}
      </div>
      <div className="min-w-0 break-words text-red-800">
        {message.last_error ? (
          <>
            <span className="text-xs font-semibold text-slate-500 lg:hidden">Last error: </span>
            {message.last_error}
          </>
        ) : (
          <span className="text-slate-400 max-lg:hidden">–</span>
        )}
      </div>
      <div className="text-xs text-slate-700">
        {message.sent_at ? (
          <>
            Sent <IndiaTime value={message.sent_at} />
          </>
        ) : message.next_attempt_at ? (
          <>
            Next try <IndiaTime value={message.next_attempt_at} />
          </>
        ) : (
          <>
            Queued <IndiaTime value={message.created_at} />
          </>
        )}
      </div>
      <div>
        <MessageAction message={message} />
      </div>
    </li>
  );
}

/** The notification outbox by state: pending (and being sent), failed (with Retry), sent (with Resend). */
export function OutboxList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const status: OutboxFilter = isFilter(requested) ? requested : 'failed';
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;
  const query = useOutbox(status, page);
  const counts = query.data?.counts;

  const show = (next: OutboxFilter, nextPage = 1) => {
    const search = new URLSearchParams({ status: next });
    if (nextPage > 1) search.set('page', String(nextPage));
    setSearchParams(search);
  };

  return (
    <>
      <fieldset className="mb-4 inline-flex max-w-full flex-wrap rounded-xl border border-slate-200 bg-white p-1">
        <legend className="sr-only">Show</legend>
        {OUTBOX_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            onClick={() => show(filter)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-lg px-4 text-sm font-semibold ${
              status === filter ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {FILTER_LABELS[filter]}
            {counts ? (
              <span
                className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                  status === filter
                    ? 'bg-white text-brand-800'
                    : filter === 'failed' && counts.failed > 0
                      ? 'bg-red-100 text-red-800'
                      : 'bg-slate-100'
                }`}
              >
                {counts[filter]}
              </span>
            ) : null}
          </button>
        ))}
      </fieldset>
      <div
        className="mb-2 hidden grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_5rem_minmax(0,1.6fr)_minmax(0,1fr)_7rem] gap-4 px-4 text-xs font-semibold tracking-wide text-slate-600 uppercase lg:grid"
        aria-hidden
      >
        <span>Message</span>
        <span>Recipient</span>
        <span>Attempts</span>
        <span>Last error</span>
        <span>{status === 'sent' ? 'Sent' : 'Next try'}</span>
        <span />
      </div>
      <QueryState
        query={query}
        loadingLabel="Loading messages..."
        isEmpty={(data) => data.messages.length === 0}
        empty={EMPTY[status]}
      >
        {(data) => (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : ''}>
            <ul className="flex flex-col gap-3" aria-label={`${FILTER_LABELS[status]} messages`}>
              {data.messages.map((message) => (
                <MessageRow key={message.id} message={message} />
              ))}
            </ul>
            <Pagination
              page={data.page}
              pageSize={data.page_size}
              total={data.total}
              onPage={(next) => show(status, next)}
            />
          </div>
        )}
      </QueryState>
    </>
  );
}
