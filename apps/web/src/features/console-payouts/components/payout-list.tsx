import { formatINR } from '@phonix/shared/money';
import {
  PAYOUT_LIST_STATE_LABELS,
  PAYOUT_LIST_STATES,
  type PayoutListState,
} from '@phonix/shared/payouts-api';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/console/badge.tsx';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { Pagination } from '@/components/console/pagination.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { ScrollTable, td, th } from '@/components/console/table.tsx';
import { Link } from '@/components/ui/link.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { usePayoutList } from '../api/payouts-admin.ts';

const TONE: Record<PayoutListState, 'good' | 'warn' | 'bad' | 'neutral' | 'brand'> = {
  sending: 'brand',
  paid: 'good',
  cheque: 'good',
  stuck: 'warn',
  failed: 'bad',
  reversed: 'bad',
  marked_failed: 'neutral',
};
const METHOD: Record<string, string> = {
  upi: 'UPI',
  bank: 'Bank transfer',
  wallet: 'Wallet',
  cheque: 'Cheque',
};
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isState = (value: string | null): value is PayoutListState =>
  value !== null && (PAYOUT_LIST_STATES as readonly string[]).includes(value);

/**
 * Every released payout (issue 31), newest first, with its state (being sent, paid, cheque, stuck, failed,
 * reversed, marked failed) and how many are in each; filtered by state and by the India days of the
 * release. The filters live in the address, so a filtered list can be shared.
 */
export function PayoutList() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') as string) : undefined;
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') as string) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = usePayoutList({ state, from, to, page });
  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const counts = query.data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="inline-flex max-w-full flex-wrap rounded-xl border border-slate-200 bg-white p-1">
          <legend className="sr-only">Show payouts in this state</legend>
          {[undefined, ...PAYOUT_LIST_STATES].map((option) => (
            <button
              key={option ?? 'all'}
              type="button"
              aria-pressed={state === option}
              onClick={() => set({ state: option })}
              className={`min-h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap ${
                state === option ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {option ? PAYOUT_LIST_STATE_LABELS[option] : 'All'}
              {counts ? ` (${option ? counts[option] : all})` : ''}
            </button>
          ))}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <TextField
            type="date"
            label="Released from"
            value={from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
          <TextField
            type="date"
            label="Released to"
            value={to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
            error={from && to && from > to ? 'The last day must not be before the first.' : undefined}
          />
        </div>
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.payouts.length === 0}
        empty="No payout matches these filters."
        loadingLabel="Loading payouts..."
      >
        {(data) => (
          <>
            <ScrollTable label="Payouts, newest first">
              <thead>
                <tr>
                  <th className={th}>Order</th>
                  <th className={th}>State</th>
                  <th className={`${th} text-right`}>Amount</th>
                  <th className={th}>Method</th>
                  <th className={th}>Reference</th>
                  <th className={th}>Released</th>
                </tr>
              </thead>
              <tbody>
                {data.payouts.map((payout) => (
                  <tr key={payout.ref} data-testid="payout-list-row" data-state={payout.state}>
                    <td className={td}>
                      <Link
                        to={`/admin/orders/${encodeURIComponent(payout.ref)}`}
                        className="font-semibold text-brand-800 underline"
                      >
                        {payout.ref}
                      </Link>
                    </td>
                    <td className={td}>
                      <Badge tone={TONE[payout.state]}>{PAYOUT_LIST_STATE_LABELS[payout.state]}</Badge>
                    </td>
                    <td className={`${td} text-right tabular-nums`}>{formatINR(payout.amount)}</td>
                    <td className={td}>{payout.method ? (METHOD[payout.method] ?? payout.method) : '–'}</td>
                    <td className={`${td} font-mono text-xs`}>
                      {payout.payout_utr ?? payout.reference ?? payout.payout_provider_id ?? '–'}
                    </td>
                    <td className={td}>
                      {payout.released_at ? <IndiaTime value={payout.released_at} /> : '–'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
            <Pagination
              page={data.page}
              pageSize={data.page_size}
              total={data.total}
              onPage={(next) => set({ page: String(next) })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
