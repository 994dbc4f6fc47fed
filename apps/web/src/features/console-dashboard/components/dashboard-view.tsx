import type { DashboardResponse } from '@phonix/shared/console-api';
import { formatINR } from '@phonix/shared/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@phonix/shared/order-lifecycle';
import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import { OrderStatusBadge } from '@/components/console/order-status-badge.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { StatTile } from '@/components/console/stat-tile.tsx';
import { ScrollTable, td, th } from '@/components/console/table.tsx';
import { Link } from '@/components/ui/link.tsx';
import { useDashboard } from '../api/dashboard.ts';
import { ConsoleQueues } from './console-queues.tsx';
import { WorkQueue } from './work-queue.tsx';

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});
const longDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE });
const asDate = (day: string) => new Date(`${day}T12:00:00+05:30`);

/** 5.2 -> '5.2 hours', 28 -> '1 day 4 hours': a median time from booking to completion. */
function formatHours(hours: number | null): string {
  if (hours === null) return '–';
  if (hours < 24) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const days = Math.floor(hours / 24);
  const rest = Math.round(hours - days * 24);
  const dayText = `${days} ${days === 1 ? 'day' : 'days'}`;
  return rest === 0 ? dayText : `${dayText} ${rest} ${rest === 1 ? 'hour' : 'hours'}`;
}

const ordersText = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/** Orders booked today and this week by their status now, beside all orders and their value. */
function StatusTable({ data }: { data: DashboardResponse }) {
  const all = new Map(data.by_status.map((row) => [row.status, row]));
  return (
    <ScrollTable label="Orders by status">
      <thead>
        <tr>
          <th className={th}>Status</th>
          <th className={`${th} text-right`}>Booked today</th>
          <th className={`${th} text-right`}>Booked in 7 days</th>
          <th className={`${th} text-right`}>All orders</th>
          <th className={`${th} text-right`}>Agreed value</th>
        </tr>
      </thead>
      <tbody>
        {ORDER_STATUSES.map((status) => (
          <tr key={status}>
            <td className={td}>
              <Link
                to={`/admin/orders?status=${status}`}
                className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-label={`${ORDER_STATUS_LABELS[status]}: show these orders`}
              >
                <OrderStatusBadge status={status} />
              </Link>
            </td>
            <td className={`${td} text-right tabular-nums`}>{data.status_today[status]}</td>
            <td className={`${td} text-right tabular-nums`}>{data.status_week[status]}</td>
            <td className={`${td} text-right tabular-nums`}>{all.get(status)?.orders ?? 0}</td>
            <td className={`${td} text-right tabular-nums`}>{formatINR(all.get(status)?.value ?? 0)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** Two bars a day (enquiries, orders) over the last 14 days; the same figures are in the table below it. */
function DailyChart({ days }: { days: DashboardResponse['days'] }) {
  const highest = Math.max(1, ...days.flatMap((day) => [day.enquiries, day.orders]));
  return (
    <div>
      <div className="mb-3 flex gap-4 text-xs font-medium text-slate-600">
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-300" aria-hidden /> Enquiries
        </span>
        <span className="flex items-center gap-1.5">
          <span className="size-3 rounded-sm bg-brand-800" aria-hidden /> Orders
        </span>
      </div>
      <div
        role="img"
        aria-label={`Enquiries and orders per day over the last ${days.length} days; the table below has the figures.`}
        className="flex h-40 items-end gap-0.5 sm:gap-2"
      >
        {days.map((day) => (
          <div key={day.date} className="flex min-w-0 flex-1 flex-col items-center gap-1">
            <div className="flex h-32 w-full items-end justify-center gap-0.5">
              <div
                className="w-1/2 max-w-4 rounded-t bg-brand-300"
                style={{ height: `${(day.enquiries / highest) * 100}%` }}
              />
              <div
                className="w-1/2 max-w-4 rounded-t bg-brand-800"
                style={{ height: `${(day.orders / highest) * 100}%` }}
              />
            </div>
            <span className="text-[10px] whitespace-nowrap text-slate-500">
              {dayLabel.format(asDate(day.date))}
            </span>
          </div>
        ))}
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          Show the figures as a table
        </summary>
        <div className="mt-3">
          <ScrollTable label="Enquiries and orders per day">
            <thead>
              <tr>
                <th className={th}>Day</th>
                <th className={`${th} text-right`}>Enquiries</th>
                <th className={`${th} text-right`}>Orders</th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <td className={td}>{longDay.format(asDate(day.date))}</td>
                  <td className={`${td} text-right tabular-nums`}>{day.enquiries}</td>
                  <td className={`${td} text-right tabular-nums`}>{day.orders}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        </div>
      </details>
    </div>
  );
}

export function DashboardView() {
  const query = useDashboard();
  return (
    <QueryState query={query} loadingLabel="Loading the figures...">
      {(data) => (
        <div className="flex flex-col gap-6">
          <ConsoleQueues queues={data.queues} />
          <WorkQueue queue={data.queue} />
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile
              label="Enquiries today"
              value={data.today.enquiries}
              hint={`${data.week.enquiries} in the last 7 days`}
            />
            <StatTile
              label="Orders today"
              value={data.today.orders}
              hint={`${data.week.orders} in the last 7 days`}
            />
            <StatTile
              label="Enquiry to order"
              value={data.conversion.rate === null ? '–' : `${Math.round(data.conversion.rate * 100)}%`}
              hint={`${data.conversion.converted} of ${data.conversion.enquiries} signed-in enquiries, 30 days`}
            />
            <StatTile
              label="Open contact messages"
              value={data.open.contact_messages}
              hint={
                <Link to="/admin/contact-messages" className="font-semibold text-brand-800 underline">
                  Answer them
                </Link>
              }
            />
          </div>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatTile
              label="Completed, 30 days"
              value={formatINR(data.completed.last_30_days.value)}
              hint={`${ordersText(data.completed.last_30_days.orders)}; ${formatINR(data.completed.week.value)} in 7 days, ${formatINR(data.completed.all_time.value)} in all`}
            />
            <StatTile
              label="Median time to completion"
              value={formatHours(data.completion_time.last_30_days.median_hours)}
              hint={`From booking, ${ordersText(data.completion_time.last_30_days.orders)} completed in 30 days; ${formatHours(data.completion_time.week.median_hours)} in the last 7`}
            />
            <StatTile
              label="Revised offers, 30 days"
              value={data.revised_offers.revised_down}
              hint={`Below the quote, of ${data.revised_offers.requotes} doorstep re-quotes`}
            />
            <StatTile
              label="Average cut"
              value={
                data.revised_offers.average_cut === null ? '–' : formatINR(data.revised_offers.average_cut)
              }
              hint={
                data.revised_offers.average_cut_percent === null
                  ? 'No revised offers in 30 days'
                  : `${Math.round(data.revised_offers.average_cut_percent * 10) / 10}% of the quote, on average`
              }
            />
          </div>
          <Panel title="Enquiries and orders, last 14 days">
            <DailyChart days={data.days} />
          </Panel>
          <Panel
            title="Orders by status"
            actions={
              <Link to="/admin/orders" className="text-sm font-semibold text-brand-800 underline">
                All orders
              </Link>
            }
          >
            <StatusTable data={data} />
          </Panel>
        </div>
      )}
    </QueryState>
  );
}
