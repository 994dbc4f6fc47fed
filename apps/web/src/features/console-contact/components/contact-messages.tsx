import { CONTACT_FILTERS, type ContactMessage } from '@phonix/shared/console-api';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { CheckCircle2, Mail, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { Pagination } from '@/components/console/pagination.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useContactMessages, useMarkContactHandled } from '../api/contact-messages.ts';

type Filter = (typeof CONTACT_FILTERS)[number];
const FILTER_LABELS: Record<Filter, string> = { open: 'Open', handled: 'Handled', all: 'All' };

function MessageCard({ message }: { message: ContactMessage }) {
  const mark = useMarkContactHandled(message.id);
  const handled = message.handled_at !== null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-base font-semibold text-slate-900">{message.subject}</h2>
          <p className="text-sm text-slate-600">
            {message.name} ·{' '}
            <a href={`mailto:${message.email}`} className="font-medium text-brand-800 underline">
              {message.email}
            </a>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {handled ? <Badge tone="good">Handled</Badge> : <Badge tone="warn">Open</Badge>}
          <p className="text-xs text-slate-500">{formatIndiaDateTime(message.created_at)}</p>
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line text-slate-800">{message.message || '(no message)'}</p>
      {handled ? (
        <p className="mt-2 text-xs text-slate-500">
          Handled by {message.handled_by || 'a staff member'} on{' '}
          {formatIndiaDateTime(message.handled_at ?? '')}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Mail className="size-4" aria-hidden />
          Reply by e-mail
        </a>
        <Button
          variant={handled ? 'ghost' : 'primary'}
          disabled={mark.isPending}
          onClick={() => mark.mutate(!handled)}
        >
          {handled ? (
            <RotateCcw className="size-4" aria-hidden />
          ) : (
            <CheckCircle2 className="size-4" aria-hidden />
          )}
          {handled ? 'Open again' : 'Mark handled'}
          <span className="sr-only"> ({message.subject})</span>
        </Button>
      </div>
    </li>
  );
}

/** Messages from the contact form: open ones first in view, marked handled once answered. */
export function ContactMessages() {
  const [status, setStatus] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const query = useContactMessages({ status, page });
  return (
    <>
      <fieldset className="mb-4 inline-flex rounded-xl border border-slate-200 bg-white p-1">
        <legend className="sr-only">Show</legend>
        {CONTACT_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={status === filter}
            onClick={() => {
              setStatus(filter);
              setPage(1);
            }}
            className={`min-h-11 rounded-lg px-4 text-sm font-semibold ${
              status === filter ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {FILTER_LABELS[filter]}
          </button>
        ))}
      </fieldset>
      <QueryState
        query={query}
        isEmpty={(data) => data.messages.length === 0}
        empty={status === 'open' ? 'No open messages. Well done!' : 'No messages here.'}
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3">
              {data.messages.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </ul>
            <Pagination page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
