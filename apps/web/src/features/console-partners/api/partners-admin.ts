import { type PARTNER_FILTERS, PARTNER_REQUEST_STATUSES } from '@phonix/shared/partner-api';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

export const REQUEST_FILTERS = [...PARTNER_REQUEST_STATUSES, 'all'] as const;
export type RequestFilter = (typeof REQUEST_FILTERS)[number];
export type PartnerFilter = (typeof PARTNER_FILTERS)[number];

export function usePartnerRequests(status: RequestFilter, page: number) {
  return useQuery(staffQuery('staffPartnerRequests', { query: { status, page } }));
}

export function usePartners(status: PartnerFilter) {
  return useQuery(staffQuery('staffPartners', { query: { status } }));
}

/**
 * After any change here both lists are read again: an approval moves a request and adds a partner, and the
 * dashboard may count either.
 */
export function refreshPartnerLists(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPartnerRequests') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPartners') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffDashboard') }),
  ]);
}
