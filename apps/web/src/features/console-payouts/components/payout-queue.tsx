import { formatINR } from '@phonix/shared/money';
import type { PayoutQueueEntry } from '@phonix/shared/payouts-api';
import { ArrowDown, ArrowUp, Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { ScrollTable, td, th } from '@/components/console/table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { useStaffSession } from '@/lib/staff-session.ts';
import { type PayoutAction, usePayoutProblems } from '../api/payouts-admin.ts';
import { type AgeOrder, ageWords, readEntry, sortByAge } from '../utils/queue.ts';
import { PayoutActionDialog } from './payout-action-dialog.tsx';

function StateCell({ entry }: { entry: PayoutQueueEntry }) {
  const { kind } = readEntry(entry);
  return (
    <div className="flex flex-col items-start gap-1">
      {kind === 'marked_failed' ? (
        <Badge>Marked failed</Badge>
      ) : kind === 'stuck' ? (
        <Badge tone="warn">Stuck</Badge>
      ) : (
        <Badge tone="bad">{entry.payout_problem ?? entry.payout_status ?? 'Problem'}</Badge>
      )}
      {kind === 'marked_failed' ? (
        <span className="text-xs text-slate-600">Pay another way</span>
      ) : entry.payout_status !== entry.payout_problem ? (
        <span className="text-xs text-slate-600">Provider: {entry.payout_status ?? 'no answer'}</span>
      ) : null}
    </div>
  );
}

function Actions({ entry, admin }: { entry: PayoutQueueEntry; admin: boolean }) {
  const [action, setAction] = useState<PayoutAction | null>(null);
  const { canRetry, canMarkFailed } = readEntry(entry);
  if (!canRetry && !canMarkFailed) return <span className="text-xs text-slate-500">Nothing to do here</span>;
  if (!admin) return <span className="text-xs text-slate-500">An admin decides</span>;
  const which = <span className="sr-only"> payout of order {entry.ref}</span>;
  return (
    <div className="flex flex-col items-stretch gap-2 whitespace-nowrap">
      {canRetry ? (
        <Button className="min-h-9 px-3 py-1" onClick={() => setAction('retry')}>
          <RotateCcw className="size-4" aria-hidden />
          Retry{which}
        </Button>
      ) : null}
      {canMarkFailed ? (
        <Button variant="secondary" className="min-h-9 px-3 py-1" onClick={() => setAction('mark-failed')}>
          <Ban className="size-4" aria-hidden />
          Mark failed{which}
        </Button>
      ) : null}
      <PayoutActionDialog action={action} entry={entry} onClose={() => setAction(null)} />
    </div>
  );
}

/**
 * The payout queue: payouts that failed or came back after the release, and those stuck with no answer,
 * the longest waiting first (the Waiting column sorts either way). All staff see it; an admin retries one
 * (a new key, the same account) or marks it failed, with a reason.
 */
export function PayoutQueue() {
  const query = usePayoutProblems();
  const admin = useStaffSession()?.staff.role === 'admin';
  const [order, setOrder] = useState<AgeOrder>('oldest');
  const flip = () => setOrder((current) => (current === 'oldest' ? 'newest' : 'oldest'));

  return (
    <QueryState
      query={query}
      loadingLabel="Loading payouts..."
      isEmpty={(data) => data.payouts.length === 0}
      empty="No payout needs attention: none failed, came back or is stuck."
    >
      {(data) => (
        <ScrollTable label="Payouts needing attention">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Order
              </th>
              <th scope="col" className={`${th} text-right`}>
                Amount
              </th>
              <th scope="col" className={th}>
                State
              </th>
              <th scope="col" className={th} aria-sort={order === 'oldest' ? 'descending' : 'ascending'}>
                <button
                  type="button"
                  onClick={flip}
                  className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                  data-testid="sort-by-age"
                >
                  Waiting
                  {order === 'oldest' ? (
                    <ArrowDown className="size-3.5" aria-hidden />
                  ) : (
                    <ArrowUp className="size-3.5" aria-hidden />
                  )}
                  <span className="sr-only">
                    {order === 'oldest'
                      ? ', longest first; sort shortest first'
                      : ', shortest first; sort longest first'}
                  </span>
                </button>
              </th>
              <th scope="col" className={th}>
                Provider id · UTR
              </th>
              <th scope="col" className={th}>
                Order completed
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sortByAge(data.payouts, order).map((entry) => {
              const { since } = readEntry(entry);
              return (
                <tr key={entry.ref} data-testid="payout-row">
                  <td className={td}>
                    <Link
                      to={`/admin/orders/${encodeURIComponent(entry.ref)}`}
                      className="font-mono font-semibold text-brand-800 underline"
                    >
                      {entry.ref}
                    </Link>
                  </td>
                  <td className={`${td} text-right font-semibold tabular-nums`}>{formatINR(entry.amount)}</td>
                  <td className={td}>
                    <StateCell entry={entry} />
                  </td>
                  <td className={`${td} whitespace-nowrap`}>
                    <span className="font-semibold tabular-nums">{ageWords(since)}</span>
                    {since ? (
                      <span className="block text-xs text-slate-600">
                        since <IndiaTime value={since} />
                      </span>
                    ) : null}
                  </td>
                  <td className={`${td} font-mono text-xs break-all`}>
                    {entry.payout_provider_id ?? '–'}
                    {entry.payout_utr ? <span className="block">UTR {entry.payout_utr}</span> : null}
                  </td>
                  <td className={`${td} text-xs`}>
                    {entry.completed_at ? <IndiaTime value={entry.completed_at} /> : 'Not completed'}
                  </td>
                  <td className={td}>
                    <Actions entry={entry} admin={admin} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </QueryState>
  );
}
