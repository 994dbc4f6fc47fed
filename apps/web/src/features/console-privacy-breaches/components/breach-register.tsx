import type { Breach, BreachDataKind } from '@phonix/shared/privacy-api';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useBreaches } from '../api/breaches-admin.ts';
import { AddBreachSellersForm } from './add-breach-sellers-form.tsx';
import { BoardReportForm } from './board-report-form.tsx';
import { DATA_KIND_LABELS, sellersTold } from './breach-words.ts';
import { RecordBreachForm } from './record-breach-form.tsx';

function Deadline({ breach }: { breach: Breach }) {
  if (breach.board_reported_at)
    return (
      <span className="inline-flex flex-wrap items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-300 ring-inset">
        Reported to the Board <IndiaTime value={breach.board_reported_at} />
      </span>
    );
  const hours = breach.hours_left ?? 0;
  if (hours < 0) return <Badge tone="bad">Board report overdue by {-hours} h</Badge>;
  return <Badge tone={hours <= 24 ? 'bad' : 'warn'}>{hours} h left for the Board report</Badge>;
}

/**
 * A recorded breach and its later steps, chosen here: the Board's report (until it is recorded, then its
 * reference), and more sellers (the button, or its form once pressed).
 */
function BreachCard({ breach }: { breach: Breach }) {
  const [addingSellers, setAddingSellers] = useState(false);
  return (
    <li
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs"
      data-testid="breach"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-base font-bold text-slate-900">{breach.number}</span>
        <Deadline breach={breach} />
        <Badge>{sellersTold(breach.sellers_affected)}</Badge>
      </div>
      <p className="whitespace-pre-line break-words text-slate-800">{breach.description}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[12rem_1fr]">
        <dt className="font-semibold text-slate-600">Detected</dt>
        <dd>
          <IndiaTime value={breach.detected_at} /> IST
        </dd>
        <dt className="font-semibold text-slate-600">Board report due</dt>
        <dd>
          <IndiaTime value={breach.board_deadline} /> IST (72 hours after detection)
        </dd>
        <dt className="font-semibold text-slate-600">Data</dt>
        <dd>
          {breach.data_kinds.map((kind) => DATA_KIND_LABELS[kind as BreachDataKind] ?? kind).join(', ')}
        </dd>
        <dt className="font-semibold text-slate-600">Consequences</dt>
        <dd className="whitespace-pre-line break-words">{breach.consequences}</dd>
        <dt className="font-semibold text-slate-600">Measures taken</dt>
        <dd className="whitespace-pre-line break-words">{breach.measures}</dd>
        <dt className="font-semibold text-slate-600">Sellers can</dt>
        <dd className="whitespace-pre-line break-words">{breach.seller_steps}</dd>
      </dl>
      {breach.board_reported_at ? (
        <p className="text-sm text-slate-700">
          Board reference <span className="font-mono">{breach.board_reference}</span>
        </p>
      ) : (
        <BoardReportForm breach={breach} />
      )}
      <div>
        {addingSellers ? (
          <AddBreachSellersForm breach={breach} onClose={() => setAddingSellers(false)} />
        ) : (
          <Button variant="secondary" className="min-h-9 px-3 py-1" onClick={() => setAddingSellers(true)}>
            <UserPlus className="size-4" aria-hidden />
            Add sellers<span className="sr-only"> to {breach.number}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** The breach register: every breach with its Board deadline, newest first, and the form to record one. */
export function BreachRegister() {
  const query = useBreaches();
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] xl:items-start">
      <section aria-labelledby="breaches-heading">
        <h2 id="breaches-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Breaches
        </h2>
        <QueryState
          query={query}
          loadingLabel="Loading the register..."
          isEmpty={(data) => data.breaches.length === 0}
          empty="No breach has been recorded."
        >
          {(data) => (
            <ul className="flex flex-col gap-4">
              {data.breaches.map((breach) => (
                <BreachCard key={breach.id} breach={breach} />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
      <RecordBreachForm />
    </div>
  );
}
