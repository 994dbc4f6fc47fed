import { ORDER_STATUSES, type OrderStatus } from '@phonix/shared/order-lifecycle';
import type { OrderFilters } from '../api/orders-admin.ts';
import { isIsoDay } from './india-day.ts';

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * The list's filters from the page's address (?q=&status=&partner_id=&pickup_date=&city=&from=&to=&ref=&page=),
 * unknown values dropped.
 */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const filters: OrderFilters = {};
  const status = search.get('status');
  if (isStatus(status)) filters.status = status;
  const city = search.get('city')?.trim();
  if (city) filters.city = city.slice(0, 100);
  const from = search.get('from');
  if (isIsoDay(from)) filters.from = from;
  const to = search.get('to');
  if (isIsoDay(to)) filters.to = to;
  const ref = search.get('ref')?.trim();
  if (ref) filters.ref = ref.slice(0, 40);
  const q = search.get('q')?.trim();
  if (q) filters.q = q.slice(0, 100);
  const partner = Number(search.get('partner_id'));
  if (Number.isInteger(partner) && partner > 0 && partner <= 2_147_483_647) filters.partner_id = partner;
  const pickup = search.get('pickup_date');
  if (isIsoDay(pickup)) filters.pickup_date = pickup;
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) filters.page = page;
  return filters;
}

/** The address's query for `filters` (empty ones left out, page 1 implied), so a filtered list can be shared. */
export function searchFromFilters(filters: OrderFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['q', 'status', 'partner_id', 'pickup_date', 'city', 'from', 'to', 'ref'] as const) {
    const value = filters[key];
    if (value) search.set(key, String(value));
  }
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** A reference as typed ('px7k 3m9q…') in the stored form, for an exact match. */
export const normalRef = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Whether any filter is set (the page left out). */
export function isFiltered(filters: OrderFilters): boolean {
  const { page: _page, ...rest } = filters;
  return Object.values(rest).some((value) => value !== undefined && value !== '');
}
