import type { StaffPartnerRequest } from '@phonix/shared/partner-api';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { Check, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/console/badge.tsx';
import { Pagination } from '@/components/console/pagination.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { REQUEST_FILTERS, type RequestFilter, usePartnerRequests } from '../api/partners-admin.ts';
import { ApproveRequestDialog } from './approve-request-dialog.tsx';
import { DeclineRequestDialog } from './decline-request-dialog.tsx';
import { FilterButtons } from './filter-buttons.tsx';

const FILTER_LABELS: Record<RequestFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  all: 'All',
};

const EMPTY: Record<RequestFilter, string> = {
  pending: 'No requests are waiting for a decision.',
  approved: 'No approved requests yet.',
  declined: 'No declined requests.',
  all: 'No partner requests yet.',
};

/** A card on a phone; on a wide screen the cards line up as the rows of a table under one heading row. */
const COLUMNS =
  'grid gap-x-4 gap-y-2 sm:grid-cols-2 xl:grid-cols-[8.5rem_minmax(0,1.2fr)_8.5rem_minmax(0,0.8fr)_minmax(0,1.5fr)_12.5rem] xl:items-start';
const cellLabel = 'block text-xs font-semibold text-slate-500 xl:sr-only';

type Decision = { kind: 'approve' | 'decline'; request: StaffPartnerRequest };

function RequestRow({
  request,
  onDecide,
  linked = false,
}: {
  request: StaffPartnerRequest;
  onDecide: (decision: Decision) => void;
  /** The request the team e-mail links to (?request=ID): marked and scrolled to. */
  linked?: boolean;
}) {
  const shopId = useId();
  const rowRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (linked) rowRef.current?.scrollIntoView({ block: 'center' });
  }, [linked]);
  return (
    <li
      ref={rowRef}
      data-testid="partner-request"
      data-request-id={request.id}
      data-status={request.status}
      aria-current={linked ? 'true' : undefined}
      className={`${COLUMNS} rounded-2xl border bg-white p-4 text-sm shadow-xs ${
        linked ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      <div className="sm:col-span-2 xl:col-span-1">
        <span className={cellLabel}>Received</span>
        <span className="text-slate-600">{formatIndiaDateTime(request.created_at)}</span>
      </div>
      <div>
        <span className={cellLabel}>Shop</span>
        <span id={shopId} className="font-semibold text-slate-900">
          {request.shop_name}
        </span>
        <span className="block text-slate-700">{request.owner_name}</span>
        <span className="block text-xs text-slate-500">
          {request.gstin ? (
            <>
              GSTIN <span className="font-mono text-slate-700">{request.gstin}</span>
            </>
          ) : (
            'No GSTIN given'
          )}
        </span>
      </div>
      <div>
        <span className={cellLabel}>Mobile</span>
        <a href={`tel:+91${request.mobile}`} className="font-semibold text-brand-800 underline tabular-nums">
          {request.mobile}
        </a>
      </div>
      <div>
        <span className={cellLabel}>Place</span>
        <span className="text-slate-800">{request.city}</span>
        <span className="block font-medium text-slate-900 tabular-nums">{request.pincode}</span>
      </div>
      <div className="sm:col-span-2 xl:col-span-1">
        <span className={cellLabel}>Message</span>
        {request.message ? (
          <p className="break-words whitespace-pre-line text-slate-800">{request.message}</p>
        ) : (
          <span className="text-slate-500">No message</span>
        )}
      </div>
      <div className="flex flex-col items-start gap-2 sm:col-span-2 xl:col-span-1">
        <span className={cellLabel}>Decision</span>
        {request.status === 'pending' ? (
          <>
            <Badge tone="warn">Pending</Badge>
            <div className="flex flex-wrap gap-2">
              <Button
                className="min-h-10 px-3 py-1"
                aria-describedby={shopId}
                onClick={() => onDecide({ kind: 'approve', request })}
              >
                <Check className="size-4" aria-hidden />
                Approve
              </Button>
              <Button
                variant="ghost"
                className="min-h-10 px-3 py-1 ring-1 ring-slate-300 ring-inset"
                aria-describedby={shopId}
                onClick={() => onDecide({ kind: 'decline', request })}
              >
                <X className="size-4" aria-hidden />
                Decline
              </Button>
            </div>
          </>
        ) : request.status === 'approved' ? (
          <>
            <Badge tone="good">Approved</Badge>
            <span className="text-xs text-slate-600">Now a partner (see Partners)</span>
          </>
        ) : (
          <>
            <Badge tone="bad">Declined</Badge>
            {request.decline_reason ? (
              <p className="text-xs break-words text-slate-700">
                <span className="font-semibold">Reason:</span> {request.decline_reason}
              </p>
            ) : null}
            {request.declined_at ? (
              <p className="text-xs text-slate-500">
                {request.declined_by ? `By ${request.declined_by}, ` : ''}
                {formatIndiaDateTime(request.declined_at)}
              </p>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}

/** Requests from the partner form: pending ones first in view, each approved (with pincodes) or declined. */
export function PartnerRequests({
  status,
  onStatus,
}: {
  status: RequestFilter;
  onStatus: (status: RequestFilter) => void;
}) {
  const [page, setPage] = useState(1);
  const query = usePartnerRequests(status, page);
  const [decision, setDecision] = useState<Decision | null>(null);
  // The button that opened a dialog gets the focus back; if its row has gone (decided), the list does.
  const openedFrom = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const returnFocus = () => (openedFrom.current?.isConnected ? openedFrom.current : listRef.current);
  const counts = query.data?.counts;
  // The team e-mail of a new request links here with ?request=ID (outbox template partner_request_team).
  const linkedId = Number(useSearchParams()[0].get('request') ?? 0);
  const linkedMissing =
    linkedId > 0 &&
    query.data !== undefined &&
    !query.data.requests.some((request) => request.id === linkedId);

  return (
    <div ref={listRef} tabIndex={-1} className="focus:outline-none">
      <div className="mb-4">
        <FilterButtons
          label="Show requests"
          filters={REQUEST_FILTERS}
          value={status}
          onChange={(filter) => {
            setPage(1);
            onStatus(filter);
          }}
          labelOf={(filter) =>
            filter !== 'all' && counts
              ? `${FILTER_LABELS[filter]} (${counts[filter]})`
              : FILTER_LABELS[filter]
          }
        />
      </div>
      {linkedMissing ? (
        <p className="mb-4 rounded-xl bg-slate-100 px-3 py-2 text-sm text-slate-800" role="status">
          Request #{linkedId} is not in this list: it may be decided already (see All).
        </p>
      ) : null}
      <QueryState
        query={query}
        isEmpty={(data) => data.requests.length === 0}
        empty={EMPTY[status]}
        loadingLabel="Loading partner requests..."
      >
        {(data) => (
          <>
            <div
              aria-hidden
              className={`${COLUMNS} mb-2 hidden px-4 text-xs font-semibold tracking-wide text-slate-600 uppercase xl:grid`}
            >
              <span>Received</span>
              <span>Shop</span>
              <span>Mobile</span>
              <span>Place</span>
              <span>Message</span>
              <span>Decision</span>
            </div>
            <ul aria-label="Partner requests" className="flex flex-col gap-3">
              {data.requests.map((request) => (
                <RequestRow
                  key={request.id}
                  request={request}
                  linked={request.id === linkedId}
                  onDecide={(next) => {
                    openedFrom.current = document.activeElement as HTMLElement | null;
                    setDecision(next);
                  }}
                />
              ))}
            </ul>
            <Pagination page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
      {decision?.kind === 'approve' ? (
        <ApproveRequestDialog
          key={decision.request.id}
          request={decision.request}
          onClose={() => setDecision(null)}
          returnFocus={returnFocus}
        />
      ) : decision?.kind === 'decline' ? (
        <DeclineRequestDialog
          key={decision.request.id}
          request={decision.request}
          onClose={() => setDecision(null)}
          returnFocus={returnFocus}
        />
      ) : null}
    </div>
  );
}
