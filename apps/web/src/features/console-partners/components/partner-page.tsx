import { formatIndiaDateIn } from '@phonix/shared/india-time';
import { formatINR } from '@phonix/shared/money';
import { ORDER_STATUS_LABELS } from '@phonix/shared/order-lifecycle';
import type { StaffPartner } from '@phonix/shared/partner-api';
import type { PartnerScorecard } from '@phonix/shared/partner-scorecard';
import { Ban, MapPin, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { PageHeader } from '@/components/console/page-header.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { usePartnerPage } from '../api/partners-admin.ts';
import { EditPincodesDialog } from './edit-pincodes-dialog.tsx';
import { PartnerStatusDialog } from './partner-status-dialog.tsx';

const percent = (share: number | null) => (share === null ? 'None yet' : `${Math.round(share * 100)}%`);

/** '12 min', '3 h 5 min', '2 days 4 h'. */
export function minutesText(minutes: number | null): string {
  if (minutes === null) return 'None yet';
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  const days = Math.floor(minutes / (24 * 60));
  return `${days} ${days === 1 ? 'day' : 'days'} ${Math.floor((minutes % (24 * 60)) / 60)} h`;
}

function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="rounded-xl border border-slate-200 p-3">
      <dt className="text-xs font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </div>
  );
}

/** The scorecard (issue 31): what it took, handed back and completed, how fast, and its re-checks' cuts. */
export function Scorecard({ scorecard }: { scorecard: PartnerScorecard }) {
  return (
    <Panel
      title="Scorecard"
      actions={
        scorecard.flagged ? (
          <Badge tone="bad">Cuts prices far more often than the other partners</Badge>
        ) : undefined
      }
    >
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="scorecard">
        <Figure label="Accepted" value={String(scorecard.accepted)} note="From the pool or given by staff" />
        <Figure label="Handed back" value={String(scorecard.handed_back)} />
        <Figure label="Completed" value={String(scorecard.completed)} />
        <Figure
          label="Time to accept"
          value={minutesText(scorecard.median_minutes_to_accept)}
          note="Median, from the booking"
        />
        <Figure label="Re-checks at the door" value={String(scorecard.rechecks)} />
        <Figure
          label="Re-checks that cut the price"
          value={percent(scorecard.cut_rate)}
          note={`${scorecard.cuts} of ${scorecard.rechecks}; the other partners: ${percent(scorecard.others_cut_rate)}`}
        />
        <Figure
          label="Average cut"
          value={scorecard.average_cut === null ? 'None yet' : formatINR(scorecard.average_cut)}
          note={
            scorecard.average_cut_share === null
              ? undefined
              : `${Math.round(scorecard.average_cut_share * 100)}% of the price before it`
          }
        />
      </dl>
    </Panel>
  );
}

type Action = 'pincodes' | 'status' | null;

function PartnerSummary({ partner, onAct }: { partner: StaffPartner; onAct: (action: Action) => void }) {
  const suspended = partner.status === 'suspended';
  return (
    <Panel
      title={
        <span className="flex flex-wrap items-center gap-2">
          {partner.shop_name}
          {suspended ? <Badge tone="bad">Suspended</Badge> : <Badge tone="good">Active</Badge>}
        </span>
      }
      actions={
        <>
          <Button
            variant="ghost"
            className="ring-1 ring-slate-300 ring-inset"
            onClick={() => onAct('pincodes')}
          >
            <MapPin className="size-4" aria-hidden />
            Edit pincodes
          </Button>
          <Button
            variant="ghost"
            className={`ring-1 ring-inset ${suspended ? 'ring-slate-300' : 'text-red-800 ring-red-300 hover:bg-red-50'}`}
            onClick={() => onAct('status')}
          >
            {suspended ? (
              <RotateCcw className="size-4" aria-hidden />
            ) : (
              <Ban className="size-4" aria-hidden />
            )}
            {suspended ? 'Activate' : 'Suspend'}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[9rem_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="font-semibold text-slate-600">Owner</dt>
        <dd>{partner.owner_name}</dd>
        <dt className="font-semibold text-slate-600">Mobile</dt>
        <dd>
          <a
            href={`tel:+91${partner.mobile}`}
            className="font-semibold text-brand-800 underline tabular-nums"
          >
            {partner.mobile}
          </a>
        </dd>
        <dt className="font-semibold text-slate-600">GSTIN</dt>
        <dd className="font-mono">{partner.gstin || 'Not given'}</dd>
        <dt className="font-semibold text-slate-600">Pincodes</dt>
        <dd className="tabular-nums">{partner.pincodes.join(', ') || 'None: it is offered no pickups'}</dd>
        {suspended && partner.suspension_reason ? (
          <>
            <dt className="font-semibold text-slate-600">Suspended because</dt>
            <dd>{partner.suspension_reason}</dd>
          </>
        ) : null}
      </dl>
    </Panel>
  );
}

/** The console's partner page (/admin/partners/:id): who, the orders it holds, its scorecard. */
export function PartnerPage({ partnerId }: { partnerId: number }) {
  const query = usePartnerPage(partnerId);
  const [action, setAction] = useState<Action>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const returnFocus = () => openedFrom.current;
  return (
    <QueryState query={query} loadingLabel="Loading the partner...">
      {(data) => (
        <>
          <PageHeader
            title={data.partner.shop_name}
            description="The partner, the pickups it holds now, and how it works: what it accepts, hands back and completes, and how often its doorstep re-checks cut the price."
          />
          <p className="mb-4 text-sm">
            <Link to="/admin/partners" className="font-semibold text-brand-800 underline">
              All partners
            </Link>
          </p>
          <div className="flex flex-col gap-6">
            <PartnerSummary
              partner={data.partner}
              onAct={(next) => {
                openedFrom.current = document.activeElement as HTMLElement | null;
                setAction(next);
              }}
            />
            <Panel title={`Holding now (${data.held_orders.length})`}>
              {data.held_orders.length === 0 ? (
                <p className="text-sm text-slate-700">No pickup waits on this partner.</p>
              ) : (
                <ul className="flex flex-col gap-1 text-sm" aria-label="Orders it holds">
                  {data.held_orders.map((order) => (
                    <li key={order.ref}>
                      <Link
                        className="font-semibold text-brand-800 underline"
                        to={`/admin/orders/${encodeURIComponent(order.ref)}`}
                      >
                        {order.ref}
                      </Link>{' '}
                      {order.model}, {ORDER_STATUS_LABELS[order.status]},{' '}
                      {formatIndiaDateIn(order.pickup_date, 'en')} {order.pickup_time}, {order.locality}{' '}
                      {order.pincode}
                    </li>
                  ))}
                </ul>
              )}
            </Panel>
            <Scorecard scorecard={data.scorecard} />
          </div>
          {action === 'pincodes' ? (
            <EditPincodesDialog
              partner={data.partner}
              onClose={() => setAction(null)}
              returnFocus={returnFocus}
            />
          ) : action === 'status' ? (
            <PartnerStatusDialog
              partner={data.partner}
              onClose={() => setAction(null)}
              returnFocus={returnFocus}
            />
          ) : null}
        </>
      )}
    </QueryState>
  );
}
