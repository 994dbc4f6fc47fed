import type { DashboardResponse } from '@phonix/shared/console-api';
import { partnerPlace } from '@phonix/shared/console-orders-api';
import { formatINR } from '@phonix/shared/money';
import type { QueueOrder } from '@phonix/shared/work-queue';
import type { ReactNode } from 'react';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { OrderStatusBadge } from '@/components/console/order-status-badge.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { Link } from '@/components/ui/link.tsx';

type Queue = DashboardResponse['queue'];

/** 75 -> '1 h 15 min' of working hours. */
function waitingText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const orderLink = (ref: string) => (
  <Link
    to={`/admin/orders/${encodeURIComponent(ref)}`}
    className="font-mono font-semibold text-brand-800 underline"
  >
    {ref}
  </Link>
);

/** One queue: its title and count, the items, or a line saying there is nothing to do. */
function QueueList({
  title,
  count,
  empty,
  testId,
  children,
}: {
  title: string;
  count: number;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} data-testid={testId} className="min-w-0">
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-900">
        {title}
        <span
          className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
            count > 0 ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-600'
          }`}
        >
          {count}
        </span>
      </h3>
      {count === 0 ? (
        <p className="text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">{children}</ul>
      )}
    </section>
  );
}

function OrderLine({ order, children }: { order: QueueOrder; children?: ReactNode }) {
  return (
    <li className="flex flex-col gap-0.5 py-2">
      <span className="flex flex-wrap items-center gap-2">
        {orderLink(order.ref_no)}
        <OrderStatusBadge status={order.status} />
      </span>
      <span className="text-slate-700">
        {order.model} ({order.variant}) · {order.city} {order.pincode}
      </span>
      {children}
    </li>
  );
}

/**
 * What needs someone now: today's pickups, orders nobody took in time (in working hours), hand-backs no
 * other partner can take, partner requests
 * waiting for a decision and payouts that started but never finished.
 */
export function WorkQueue({ queue }: { queue: Queue }) {
  return (
    <Panel title="Work queue">
      <div className="grid gap-6 md:grid-cols-2">
        <QueueList
          title="Unassigned orders"
          count={queue.unassigned.length}
          empty={`No order has waited ${waitingText(queue.unassigned_alert_minutes)} of working hours in the pool.`}
          testId="queue-unassigned"
        >
          {queue.unassigned.map((order) => (
            <OrderLine key={order.ref_no} order={order}>
              <span className="text-xs font-semibold text-amber-900">
                Nobody took it for {waitingText(order.waiting_minutes)} of working hours
              </span>
            </OrderLine>
          ))}
        </QueueList>
        <QueueList
          title="Handed back, no partner"
          count={queue.handed_back.length}
          empty="Every handed-back order has another partner who can take it."
          testId="queue-handed-back"
        >
          {queue.handed_back.map((order) => (
            <OrderLine key={order.ref_no} order={order}>
              <span className="text-xs font-semibold text-amber-900">
                Handed back <IndiaTime value={order.handed_back_at} />; no other active partner serves{' '}
                {order.pincode}. Assign one or call the seller.
              </span>
            </OrderLine>
          ))}
        </QueueList>
        <QueueList
          title="Stuck payouts"
          count={queue.stuck_payouts.length}
          empty="No payout is stuck."
          testId="queue-stuck-payouts"
        >
          {queue.stuck_payouts.map((order) => (
            <OrderLine key={order.ref_no} order={order}>
              <span className="text-xs text-slate-600">
                Seller's code accepted <IndiaTime value={order.code_accepted_at} />
                {order.final_amount !== null ? ` · ${formatINR(order.final_amount)}` : ''}
                {order.partner ? ` · ${order.partner.shop_name}` : ''}; the order is not completed.
              </span>
            </OrderLine>
          ))}
        </QueueList>
        <QueueList
          title="Today's pickups"
          count={queue.pickups_today.length}
          empty="No pickups today."
          testId="queue-pickups-today"
        >
          {queue.pickups_today.map((order) => (
            <OrderLine key={order.ref_no} order={order}>
              <span className="text-xs text-slate-600">
                {order.pickup_time} · {partnerPlace(order).label}
              </span>
            </OrderLine>
          ))}
        </QueueList>
        <QueueList
          title="Partner requests"
          count={queue.partner_requests.length}
          empty="No partner request is waiting."
          testId="queue-partner-requests"
        >
          {queue.partner_requests.map((request) => (
            <li key={request.request_id} className="flex flex-col gap-0.5 py-2">
              <Link to="/admin/partners" className="font-semibold text-brand-800 underline">
                {request.shop_name}
              </Link>
              <span className="text-slate-700">
                {request.name} · {request.city} {request.pincode}
              </span>
              <span className="text-xs text-slate-600">
                Sent <IndiaTime value={request.created_at} />
              </span>
            </li>
          ))}
        </QueueList>
      </div>
    </Panel>
  );
}
