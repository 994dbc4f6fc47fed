import type { DashboardResponse } from '@phonix/shared/console-api';
import { formatINR } from '@phonix/shared/money';
import { INDIA_TIME_ZONE } from '@phonix/shared/pickup';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Panel } from '@/components/console/panel.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { StatTile } from '@/components/console/stat-tile.tsx';
import { ScrollTable, td, th } from '@/components/console/table.tsx';
import { staffQuery } from '@/lib/staff-session.ts';

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  timeZone: INDIA_TIME_ZONE,
});
const longDay = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE });
const asDate = (day: string) => new Date(`${day}T12:00:00+05:30`);

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
  const query = useQuery(staffQuery('staffDashboard', {}));
  return (
    <QueryState query={query} loadingLabel="Loading the figures...">
      {(data) => (
        <div className="flex flex-col gap-6">
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
          <Panel title="Enquiries and orders, last 14 days">
            <DailyChart days={data.days} />
          </Panel>
          <Panel title="Orders by status">
            {data.by_status.length === 0 ? (
              <p className="text-sm text-slate-600">No orders yet.</p>
            ) : (
              <ScrollTable label="Orders by status">
                <thead>
                  <tr>
                    <th className={th}>Status</th>
                    <th className={`${th} text-right`}>Orders</th>
                    <th className={`${th} text-right`}>Agreed value</th>
                  </tr>
                </thead>
                <tbody>
                  {data.by_status.map((row) => (
                    <tr key={row.status}>
                      <td className={td}>{row.status}</td>
                      <td className={`${td} text-right tabular-nums`}>{row.orders}</td>
                      <td className={`${td} text-right tabular-nums`}>{formatINR(row.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
            )}
          </Panel>
        </div>
      )}
    </QueryState>
  );
}
