import { type OrderStatusCounts, partnerPlace, type StaffOrderRow } from '@phonix/shared/console-orders-api';
import { formatINR } from '@phonix/shared/money';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@phonix/shared/order-lifecycle';
import { formatIndiaDate } from '@phonix/shared/pickup';
import { Download, Users } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate, useSearchParams } from 'react-router';
import { IndiaTime } from '@/components/console/india-time.tsx';
import { OrderStatusBadge } from '@/components/console/order-status-badge.tsx';
import { Pagination } from '@/components/console/pagination.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { ScrollTable, td, th } from '@/components/console/table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { downloadOrdersCsv } from '../api/files.ts';
import { type OrderFilters, ordersQuery, useStaffOrders } from '../api/orders-admin.ts';
import { indiaDay } from '../utils/india-day.ts';
import { filtersFromSearch, isFiltered, normalRef, searchFromFilters } from '../utils/order-filters.ts';
import { BulkAssignDialog } from './bulk-assign-dialog.tsx';
import { OrderFiltersForm } from './order-filters-form.tsx';

const orderPath = (ref: string) => `/admin/orders/${encodeURIComponent(ref)}`;

/** What the order is worth now: the amount paid once completed, else the agreed value (quote or accepted revision). */
function OrderValue({ order }: { order: StaffOrderRow }) {
  const value = order.final_value ?? order.agreed_value;
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-slate-900 tabular-nums">{formatINR(value)}</span>
      {value !== order.quoted_value ? (
        <span className="text-xs text-slate-500 tabular-nums">quoted {formatINR(order.quoted_value)}</span>
      ) : null}
    </span>
  );
}

const partnerText = (order: StaffOrderRow) => partnerPlace(order).label;
/** An order a partner (or the pool) holds before the pickup: what can be given to another partner. */
const isHeld = (order: StaffOrderRow) =>
  order.status === 'enquiry' || order.status === 'accepted' || order.status === 'out_for_pickup';
const pickupText = (order: StaffOrderRow) => `${formatIndiaDate(order.pickup_date)}, ${order.pickup_time}`;

/** Counts per status (for the other filters) as links that filter the list by that status. */
function StatusChips({ counts, filters }: { counts: OrderStatusCounts; filters: OrderFilters }) {
  const all = ORDER_STATUSES.reduce((sum, status) => sum + counts[status], 0);
  const chips = [
    { key: 'all', label: 'All', count: all, status: undefined },
    ...ORDER_STATUSES.map((status) => ({
      key: status,
      label: ORDER_STATUS_LABELS[status],
      count: counts[status],
      status,
    })),
  ];
  return (
    <nav aria-label="Orders by status" className="mb-4">
      <ul className="flex gap-2 overflow-x-auto pb-1">
        {chips.map((chip) => {
          const current = filters.status === chip.status;
          const { page: _page, status: _status, ...rest } = filters;
          const search = searchFromFilters(chip.status ? { ...rest, status: chip.status } : rest).toString();
          return (
            <li key={chip.key} className="shrink-0">
              <Link
                to={{ search: search ? `?${search}` : '' }}
                aria-current={current ? 'true' : undefined}
                data-testid={`status-count-${chip.key}`}
                className={`inline-flex min-h-11 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap ${
                  current
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-100'
                }`}
              >
                {chip.label}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                    current ? 'bg-white text-brand-800' : 'bg-slate-100 text-slate-700'
                  }`}
                >
                  {chip.count}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * On a desk: seven columns that fit a 1280 px screen beside the console's menu (the booking time under the
 * reference, the city and pincode under the pickup), so nothing scrolls sideways.
 */
function OrdersTable({
  orders,
  selected,
  onToggle,
}: {
  orders: StaffOrderRow[];
  selected: ReadonlySet<string>;
  onToggle: (ref: string, on: boolean) => void;
}) {
  return (
    <div className="hidden md:block">
      <ScrollTable label="Orders">
        <thead>
          <tr>
            <th className={`${th} w-10`}>
              <span className="sr-only">Select</span>
            </th>
            <th className={th}>Order</th>
            <th className={th}>Status</th>
            <th className={th}>Device</th>
            <th className={th}>Seller</th>
            <th className={th}>Partner</th>
            <th className={`${th} text-right`}>Value</th>
            <th className={th}>Pickup</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.ref_no} className="hover:bg-slate-50" data-testid="order-row">
              <td className={td}>
                {isHeld(order) ? (
                  <input
                    type="checkbox"
                    className="size-5"
                    aria-label={`Select ${order.ref_no} to reassign`}
                    checked={selected.has(order.ref_no)}
                    onChange={(event) => onToggle(order.ref_no, event.target.checked)}
                  />
                ) : null}
              </td>
              <td className={td}>
                <Link
                  to={orderPath(order.ref_no)}
                  className="font-mono font-semibold text-brand-800 underline underline-offset-2"
                >
                  {order.ref_no}
                </Link>
                <br />
                <span className="text-xs whitespace-nowrap text-slate-600">
                  <IndiaTime value={order.created_at} />
                </span>
              </td>
              <td className={td}>
                <OrderStatusBadge status={order.status} />
              </td>
              <td className={td}>
                <span className="font-medium text-slate-900">{order.model}</span>
                <br />
                <span className="text-xs text-slate-600">{order.variant}</span>
              </td>
              <td className={td}>
                {order.seller.name}
                <br />
                <span className="text-xs text-slate-600 tabular-nums">{order.seller.mobile}</span>
              </td>
              <td className={`${td} ${order.partner ? '' : 'text-slate-500 italic'}`}>
                {partnerText(order)}
              </td>
              <td className={`${td} text-right`}>
                <OrderValue order={order} />
              </td>
              <td className={`${td} text-xs`}>
                {pickupText(order)}
                <br />
                <span className="text-slate-600">
                  {order.city} <span className="tabular-nums">{order.pincode}</span>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}

/** On a phone: one card per order with the key facts. */
function OrderCards({ orders }: { orders: StaffOrderRow[] }) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Orders">
      {orders.map((order) => (
        <li key={order.ref_no} className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Link
              to={orderPath(order.ref_no)}
              className="font-mono text-base font-semibold break-all text-brand-800 underline underline-offset-2"
            >
              {order.ref_no}
            </Link>
            <OrderStatusBadge status={order.status} />
          </div>
          <p className="mt-1 font-medium text-slate-900">
            {order.model} <span className="font-normal text-slate-600">({order.variant})</span>
          </p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-slate-500">Value</dt>
            <dd>
              <OrderValue order={order} />
            </dd>
            <dt className="text-slate-500">Booked</dt>
            <dd>
              <IndiaTime value={order.created_at} />
            </dd>
            <dt className="text-slate-500">City</dt>
            <dd>
              {order.city} {order.pincode}
            </dd>
            <dt className="text-slate-500">Seller</dt>
            <dd>
              {order.seller.name} · <span className="tabular-nums">{order.seller.mobile}</span>
            </dd>
            <dt className="text-slate-500">Partner</dt>
            <dd>{partnerText(order)}</dd>
            <dt className="text-slate-500">Pickup</dt>
            <dd>{pickupText(order)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * The orders, newest first, filtered by what the address says (so a filtered list can be shared or reloaded),
 * with the count of each status; a reference that matches one order exactly opens it.
 */
export function OrdersList() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromSearch(searchParams);
  const query = useStaffOrders(filters);
  const { busy, guard } = useSingleFlight();
  const filtered = isFiltered(filters);
  const exporting = useSingleFlight();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const toggle = (ref: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(ref);
      else next.delete(ref);
      return next;
    });

  const exportCsv = exporting.guard(async () => {
    try {
      await downloadOrdersCsv(filters, indiaDay());
      toast.success('Orders downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not make the orders file. Please try again.'));
    }
  });

  const find = guard(async (next: OrderFilters) => {
    const typed = next.q ?? next.ref;
    if (typed && /^[a-z0-9\s]{6,40}$/i.test(typed)) {
      const wanted = normalRef(typed);
      const found = await queryClient
        .fetchQuery(ordersQuery({ ref: wanted }))
        .then((data) => data.orders.find((order) => normalRef(order.ref_no) === wanted))
        .catch(() => undefined);
      if (found) {
        navigate(orderPath(found.ref_no));
        return;
      }
    }
    setSearchParams(searchFromFilters(next));
  });

  return (
    <>
      <OrderFiltersForm
        key={searchParams.toString()}
        filters={filters}
        busy={busy}
        onFind={(next) => void find(next)}
        onClear={() => setSearchParams(new URLSearchParams())}
      />
      {query.data ? <StatusChips counts={query.data.counts} filters={filters} /> : null}
      <QueryState
        query={query}
        loadingLabel="Loading orders..."
        isEmpty={(data) => data.orders.length === 0}
        empty={filtered ? 'No orders match these filters.' : 'No orders yet.'}
      >
        {(data) => (
          <div aria-busy={query.isPlaceholderData} className={query.isPlaceholderData ? 'opacity-60' : ''}>
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-slate-600" aria-live="polite">
                {data.total === 1 ? '1 order' : `${data.total} orders`}
                {filtered ? ' match these filters' : ''}
              </p>
              <div className="flex flex-wrap gap-2">
                {selected.size > 0 ? (
                  <Button onClick={() => setBulkOpen(true)}>
                    <Users className="size-4" aria-hidden />
                    Reassign {selected.size} selected
                  </Button>
                ) : null}
                <Button variant="secondary" disabled={exporting.busy} onClick={() => void exportCsv()}>
                  <Download className="size-4" aria-hidden />
                  {exporting.busy ? 'Preparing...' : 'Download CSV'}
                </Button>
              </div>
            </div>
            <OrdersTable orders={data.orders} selected={selected} onToggle={toggle} />
            <OrderCards orders={data.orders} />
            <Pagination
              page={data.page}
              pageSize={data.page_size}
              total={data.total}
              onPage={(page) => setSearchParams(searchFromFilters({ ...filters, page }))}
            />
          </div>
        )}
      </QueryState>
      <BulkAssignDialog
        refs={[...selected]}
        open={bulkOpen}
        onOpenChange={setBulkOpen}
        onDone={() => setSelected(new Set())}
      />
    </>
  );
}
