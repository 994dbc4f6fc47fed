import { PARTNER_FILTERS, type StaffPartner } from '@phonix/shared/partner-api';
import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { Ban, MapPin, RotateCcw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { type PartnerFilter, usePartners } from '../api/partners-admin.ts';
import { EditPincodesDialog } from './edit-pincodes-dialog.tsx';
import { FilterButtons } from './filter-buttons.tsx';
import { PartnerStatusDialog } from './partner-status-dialog.tsx';

const FILTER_LABELS: Record<PartnerFilter, string> = { all: 'All', active: 'Active', suspended: 'Suspended' };
const EMPTY: Record<PartnerFilter, string> = {
  all: 'No partners yet. Approve a partner request to add one.',
  active: 'No active partners.',
  suspended: 'No suspended partners.',
};

/** How many pincodes a row shows before "Show all". */
const FIRST_PINCODES = 12;

const COLUMNS =
  'grid gap-x-4 gap-y-2 sm:grid-cols-2 xl:grid-cols-[minmax(0,1.1fr)_8.5rem_minmax(0,1.6fr)_8.5rem_minmax(0,0.9fr)_9.5rem] xl:items-start';
const cellLabel = 'block text-xs font-semibold text-slate-500 xl:sr-only';

type Action = { kind: 'pincodes' | 'status'; partner: StaffPartner };

function Pincodes({ pincodes }: { pincodes: readonly string[] }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? pincodes : pincodes.slice(0, FIRST_PINCODES);
  if (pincodes.length === 0) return <span className="text-amber-800">None: it is offered no pickups</span>;
  return (
    <div>
      <ul id={listId} className="flex flex-wrap gap-1">
        {shown.map((code) => (
          <li
            key={code}
            className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800 tabular-nums"
          >
            {code}
          </li>
        ))}
      </ul>
      {pincodes.length > FIRST_PINCODES ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
          className="mt-1 min-h-8 text-xs font-semibold text-brand-800 underline"
        >
          {all ? 'Show fewer' : `Show all ${pincodes.length}`}
        </button>
      ) : null}
    </div>
  );
}

function PartnerRow({ partner, onAct }: { partner: StaffPartner; onAct: (action: Action) => void }) {
  const shopId = useId();
  const suspended = partner.status === 'suspended';
  return (
    <li
      data-testid="partner-row"
      data-mobile={partner.mobile}
      data-partner-id={partner.partner_id}
      data-status={partner.status}
      className={`${COLUMNS} rounded-2xl border bg-white p-4 text-sm shadow-xs ${
        suspended ? 'border-red-200' : 'border-slate-200'
      }`}
    >
      <div>
        <span className={cellLabel}>Shop</span>
        <Link
          id={shopId}
          to={`/admin/partners/${partner.partner_id}`}
          className="font-semibold text-brand-800 underline"
        >
          {partner.shop_name}
        </Link>
        <span className="block text-slate-700">{partner.owner_name}</span>
        <span className="block text-xs text-slate-500">
          {partner.gstin ? (
            <>
              GSTIN <span className="font-mono text-slate-700">{partner.gstin}</span>
            </>
          ) : (
            'No GSTIN'
          )}
        </span>
      </div>
      <div>
        <span className={cellLabel}>Mobile</span>
        <a href={`tel:+91${partner.mobile}`} className="font-semibold text-brand-800 underline tabular-nums">
          {partner.mobile}
        </a>
      </div>
      <div className="sm:col-span-2 xl:col-span-1">
        <span className={cellLabel}>Pincodes ({partner.pincodes.length})</span>
        <Pincodes pincodes={partner.pincodes} />
      </div>
      <div>
        <span className={cellLabel}>Orders</span>
        <dl className="grid grid-cols-[auto_auto] justify-start gap-x-2 text-xs">
          <dt className="text-slate-600">Open nearby</dt>
          <dd className="font-semibold tabular-nums">{partner.orders.open}</dd>
          <dt className="text-slate-600">Holding</dt>
          <dd className="font-semibold tabular-nums">{partner.orders.held}</dd>
          <dt className="text-slate-600">Completed</dt>
          <dd className="font-semibold tabular-nums">{partner.orders.completed}</dd>
        </dl>
      </div>
      <div className="flex flex-col items-start gap-1">
        <span className={cellLabel}>Status</span>
        {suspended ? <Badge tone="bad">Suspended</Badge> : <Badge tone="good">Active</Badge>}
        {suspended && partner.suspended_at ? (
          <span className="text-xs text-slate-500">Since {formatIndiaDateTime(partner.suspended_at)}</span>
        ) : null}
        {suspended && partner.suspension_reason ? (
          <p className="text-xs break-words text-slate-700">
            <span className="font-semibold">Reason:</span> {partner.suspension_reason}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-1 sm:col-span-2 xl:col-span-1 xl:flex-col xl:items-start">
        <Button
          variant="ghost"
          className="min-h-10 px-3 py-1 ring-1 ring-slate-300 ring-inset"
          aria-describedby={shopId}
          onClick={() => onAct({ kind: 'pincodes', partner })}
        >
          <MapPin className="size-4" aria-hidden />
          Edit pincodes
        </Button>
        <Button
          variant="ghost"
          className={`min-h-10 px-3 py-1 ring-1 ring-inset ${
            suspended ? 'ring-slate-300' : 'text-red-800 ring-red-300 hover:bg-red-50'
          }`}
          aria-describedby={shopId}
          onClick={() => onAct({ kind: 'status', partner })}
        >
          {suspended ? <RotateCcw className="size-4" aria-hidden /> : <Ban className="size-4" aria-hidden />}
          {suspended ? 'Activate' : 'Suspend'}
        </Button>
      </div>
    </li>
  );
}

/** The partners, by shop name: their pincodes, orders and status; pincodes edited, suspended, activated. */
export function PartnersList({
  status,
  onStatus,
}: {
  status: PartnerFilter;
  onStatus: (status: PartnerFilter) => void;
}) {
  const query = usePartners(status);
  const [action, setAction] = useState<Action | null>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const returnFocus = () => (openedFrom.current?.isConnected ? openedFrom.current : listRef.current);

  return (
    <div ref={listRef} tabIndex={-1} className="focus:outline-none">
      <div className="mb-4">
        <FilterButtons
          label="Show partners"
          filters={PARTNER_FILTERS}
          value={status}
          onChange={onStatus}
          labelOf={(filter) => FILTER_LABELS[filter]}
        />
      </div>
      <QueryState
        query={query}
        isEmpty={(data) => data.partners.length === 0}
        empty={EMPTY[status]}
        loadingLabel="Loading partners..."
      >
        {(data) => (
          <>
            <div
              aria-hidden
              className={`${COLUMNS} mb-2 hidden px-4 text-xs font-semibold tracking-wide text-slate-600 uppercase xl:grid`}
            >
              <span>Shop</span>
              <span>Mobile</span>
              <span>Pincodes</span>
              <span>Orders</span>
              <span>Status</span>
              <span>Actions</span>
            </div>
            <ul aria-label="Partners" className="flex flex-col gap-3">
              {data.partners.map((partner) => (
                <PartnerRow
                  key={partner.partner_id}
                  partner={partner}
                  onAct={(next) => {
                    openedFrom.current = document.activeElement as HTMLElement | null;
                    setAction(next);
                  }}
                />
              ))}
            </ul>
            <p className="mt-3 text-xs text-slate-500">
              {data.partners.length} partner{data.partners.length === 1 ? '' : 's'}
            </p>
          </>
        )}
      </QueryState>
      {action?.kind === 'pincodes' ? (
        <EditPincodesDialog
          key={action.partner.partner_id}
          partner={action.partner}
          onClose={() => setAction(null)}
          returnFocus={returnFocus}
        />
      ) : action?.kind === 'status' ? (
        <PartnerStatusDialog
          key={action.partner.partner_id}
          partner={action.partner}
          onClose={() => setAction(null)}
          returnFocus={returnFocus}
        />
      ) : null}
    </div>
  );
}
