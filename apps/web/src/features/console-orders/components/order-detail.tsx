import {
  partnerPlace,
  STAFF_TRANSITION_EVENTS,
  type StaffOrderDetail,
  type StaffTransitionEvent,
} from '@phonix/shared/console-orders-api';
import { waitAndSlotText } from '@phonix/shared/console-queues';
import { formatINR } from '@phonix/shared/money';
import { type OfferStatus, ORDER_STATUS_LABELS } from '@phonix/shared/order-lifecycle';
import { formatIndiaDate } from '@phonix/shared/pickup';
import { ArrowLeft, ArrowRightLeft, Ban, IndianRupee, Store } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { OrderStatusBadge } from '@/components/console/order-status-badge.tsx';
import { PageHeader } from '@/components/console/page-header.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { isNotFound } from '@/lib/api-client.ts';
import { useStaffOrder } from '../api/orders-admin.ts';
import { AnswersCompare } from './answers-compare.tsx';
import { AssignPartnerDialog } from './assign-partner-dialog.tsx';
import { CallSeller } from './call-seller-dialog.tsx';
import { CancelOrderDialog } from './cancel-order-dialog.tsx';
import { DoorPhotosPanel } from './door-photos-panel.tsx';
import { OrderEvents } from './order-events.tsx';
import { OrderHandover } from './order-handover.tsx';
import { OrderNotifications } from './order-notifications.tsx';
import { RaisedPriceDialog } from './raised-price-dialog.tsx';
import { TransitionDialog } from './transition-dialog.tsx';

const OFFER_LABELS: Record<OfferStatus, string> = {
  pending: 'waiting for the seller',
  accepted: 'accepted by the seller',
  declined: 'declined by the seller',
  not_needed: 'not below the quote',
  staff_review: 'waits for staff: above the quote, or a cut beyond review',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const backLink = (
  <Link to="/admin/orders" className={buttonClass('ghost')}>
    <ArrowLeft className="size-4" aria-hidden />
    All orders
  </Link>
);

type Dialog = 'partner' | 'move' | 'cancel' | 'approve-rise' | 'decline-rise' | null;

/** The moves the server allows on the order now, as buttons opening their dialogs. */
function OrderActions({ order }: { order: StaffOrderDetail }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const partnerAction = order.actions.includes('assign')
    ? 'assign'
    : order.actions.includes('reassign')
      ? 'reassign'
      : null;
  const moves = order.actions.filter((action): action is StaffTransitionEvent =>
    (STAFF_TRANSITION_EVENTS as readonly string[]).includes(action),
  );
  const canCancel = order.actions.includes('cancel');
  // A re-quote above the quote waits for staff before the seller sees it.
  const riseWaits = order.actions.includes('rise_approved');
  const openIf = (which: Exclude<Dialog, null>) => (open: boolean) => setDialog(open ? which : null);

  const nothing = !partnerAction && moves.length === 0 && !canCancel;
  // The dialogs stay mounted whatever the order allows, so one closes in its own time after a change.
  return (
    <div className="flex flex-wrap gap-2">
      {nothing ? (
        <p className="text-sm text-slate-600">
          No change is possible: the order is {ORDER_STATUS_LABELS[order.status]}.
        </p>
      ) : null}
      {partnerAction ? (
        <Button onClick={() => setDialog('partner')}>
          <Store className="size-4" aria-hidden />
          {partnerAction === 'assign' ? 'Assign partner' : 'Reassign partner'}
        </Button>
      ) : null}
      {moves.length > 0 ? (
        <Button variant="secondary" onClick={() => setDialog('move')}>
          <ArrowRightLeft className="size-4" aria-hidden />
          Move status
        </Button>
      ) : null}
      {riseWaits ? (
        <>
          <Button onClick={() => setDialog('approve-rise')}>
            <IndianRupee className="size-4" aria-hidden />
            Approve raised price
          </Button>
          <Button variant="secondary" onClick={() => setDialog('decline-rise')}>
            Decline raised price
          </Button>
        </>
      ) : null}
      {canCancel ? (
        <Button variant="ghost" className="text-red-800 hover:bg-red-50" onClick={() => setDialog('cancel')}>
          <Ban className="size-4" aria-hidden />
          Cancel order
        </Button>
      ) : null}
      <AssignPartnerDialog order={order} open={dialog === 'partner'} onOpenChange={openIf('partner')} />
      <TransitionDialog order={order} events={moves} open={dialog === 'move'} onOpenChange={openIf('move')} />
      <CancelOrderDialog order={order} open={dialog === 'cancel'} onOpenChange={openIf('cancel')} />
      <RaisedPriceDialog
        order={order}
        decision="approve"
        open={dialog === 'approve-rise'}
        onOpenChange={openIf('approve-rise')}
      />
      <RaisedPriceDialog
        order={order}
        decision="decline"
        open={dialog === 'decline-rise'}
        onOpenChange={openIf('decline-rise')}
      />
    </div>
  );
}

function Summary({ order }: { order: StaffOrderDetail }) {
  // How long an open order has waited and how far its slot is (issue 31), at the time the page drew it.
  const open = order.status !== 'completed' && order.status !== 'cancelled';
  const timing = waitAndSlotText(order.created_at, order.pickup_date, order.pickup_time, new Date());
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 xl:grid-cols-4">
      <Fact label="Status">
        <OrderStatusBadge status={order.status} />
      </Fact>
      <Fact label="Device">
        {order.model} ({order.variant})
      </Fact>
      <Fact label="Booked">
        <IndiaTime value={order.created_at} />
        {open ? (
          <span data-testid="order-waited" className="block text-xs text-slate-600">
            {timing.waited}
          </span>
        ) : null}
      </Fact>
      <Fact label="Pickup">
        {formatIndiaDate(order.pickup_date)}, {order.pickup_time}
        {open ? (
          <span data-testid="order-slot-in" className="block text-xs text-slate-600">
            {timing.slot}
          </span>
        ) : null}
      </Fact>
      <Fact label="Quoted">
        <span className="tabular-nums">{formatINR(order.quoted_value)}</span>
        <span className="block text-xs text-slate-500">
          valid until <IndiaTime value={order.quote_valid_until} />
        </span>
      </Fact>
      <Fact label="Revised offer">
        {order.revised_value === null ? (
          <span className="text-slate-500">None</span>
        ) : (
          <>
            <span className="tabular-nums">{formatINR(order.revised_value)}</span>
            {order.offer_status ? (
              <span className="block text-xs text-slate-500">{OFFER_LABELS[order.offer_status]}</span>
            ) : null}
          </>
        )}
      </Fact>
      <Fact label="Agreed value">
        <span className="font-semibold tabular-nums">{formatINR(order.agreed_value)}</span>
      </Fact>
      <Fact label="Paid">
        {order.final_value === null ? (
          <span className="text-slate-500">Not yet</span>
        ) : (
          <span className="font-semibold tabular-nums">{formatINR(order.final_value)}</span>
        )}
      </Fact>
    </dl>
  );
}

function SellerAndAddress({ order }: { order: StaffOrderDetail }) {
  const { address } = order;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        <span className="font-semibold text-slate-900">{order.seller.name}</span>
        <br />
        <span className="text-slate-600 tabular-nums">{order.seller.mobile}</span>
        <span className="text-xs text-slate-500"> · customer #{order.seller.customer_id}</span>
      </p>
      <CallSeller order={order} />
      <address className="text-slate-800 not-italic">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {address.address_type || 'Address'}
        </span>
        <br />
        {address.address_no}
        {address.landmark ? `, ${address.landmark}` : ''}
        <br />
        {address.locality}
        <br />
        {address.city}, {address.state} {address.pincode}
      </address>
    </div>
  );
}

function PartnerCard({ order }: { order: StaffOrderDetail }) {
  const { partner } = order;
  return (
    <div data-testid="order-partner" className="text-sm">
      {partner ? (
        <p>
          <span className="font-semibold text-slate-900">{partner.shop_name}</span>
          {partner.status !== 'active' ? (
            <span className="ml-2 text-xs font-semibold text-red-800">({partner.status})</span>
          ) : null}
          <br />
          <span className="text-slate-700">{partner.owner_name}</span>
          {partner.mobile ? (
            <>
              {' · '}
              <a href={`tel:+91${partner.mobile}`} className="text-brand-800 underline tabular-nums">
                {partner.mobile}
              </a>
            </>
          ) : null}
          <br />
          <span className="text-xs text-slate-500">Partner #{partner.partner_id}</span>
        </p>
      ) : (
        <p className="text-slate-600">
          {partnerPlace(order).inPool
            ? `No partner: the order is in the pool for pincode ${order.pincode}.`
            : `No partner: the order is ${ORDER_STATUS_LABELS[order.status]}.`}
        </p>
      )}
    </div>
  );
}

function OrderView({ order }: { order: StaffOrderDetail }) {
  return (
    <div className="flex flex-col gap-6">
      <Panel title="Summary">
        <Summary order={order} />
        <div className="mt-5 border-t border-slate-100 pt-4">
          <h3 className="sr-only">What you can do</h3>
          <OrderActions order={order} />
        </div>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Seller and address">
          <SellerAndAddress order={order} />
        </Panel>
        <Panel title="Partner">
          <PartnerCard order={order} />
        </Panel>
      </div>
      <Panel title="Seller's answers and partner's inspection">
        <AnswersCompare answers={order.answers} inspected={order.inspected} />
      </Panel>
      {order.inspected ? (
        <Panel title="Photos from the door">
          <DoorPhotosPanel order={order} />
        </Panel>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Events">
          <OrderEvents events={order.events} />
        </Panel>
        <Panel title="Handover, payout and receipt">
          <OrderHandover order={order} />
        </Panel>
      </div>
      <Panel title="Notifications">
        <OrderNotifications refNo={order.ref_no} messages={order.notifications} />
      </Panel>
    </div>
  );
}

/** An order's full detail for the operations team, with the changes the server allows on it now. */
export function OrderDetail({ refNo }: { refNo: string }) {
  const query = useStaffOrder(refNo);
  const navigate = useNavigate();
  const canonical = query.data?.order.ref_no;
  // An address typed in another case shows the order under its own reference (one cache entry per order).
  useEffect(() => {
    if (canonical && canonical !== refNo)
      navigate(`/admin/orders/${encodeURIComponent(canonical)}`, { replace: true });
  }, [canonical, refNo, navigate]);
  if (query.isError && isNotFound(query.error)) {
    return (
      <>
        <PageHeader title="Order not found" actions={backLink} />
        <p className="text-sm text-slate-700">
          There is no order with the reference <span className="font-mono font-semibold">{refNo}</span>.
        </p>
      </>
    );
  }
  const order = query.data?.order;
  return (
    <>
      <PageHeader
        title={`Order ${order?.ref_no ?? refNo}`}
        description={order ? `${order.model} (${order.variant}) · ${order.city} ${order.pincode}` : undefined}
        actions={backLink}
      />
      <QueryState query={query} loadingLabel="Loading the order...">
        {(data) => <OrderView order={data.order} />}
      </QueryState>
    </>
  );
}
