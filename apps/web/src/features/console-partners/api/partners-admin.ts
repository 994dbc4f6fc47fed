import type { RequestOf } from '@phonix/shared/api/contract';
import { type PARTNER_FILTERS, PARTNER_REQUEST_STATUSES } from '@phonix/shared/partner-api';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

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
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPartner') }),
  ]);
}

/** Approves a partner request with the pincodes the partner will serve (audited). */
export function approvePartnerRequest(
  requestId: number,
  body: RequestOf<'staffApprovePartnerRequest'>['body'],
) {
  return staffCall('staffApprovePartnerRequest', { params: { requestId }, body });
}

/** Declines a partner request with a reason (audited). */
export function declinePartnerRequest(
  requestId: number,
  body: RequestOf<'staffDeclinePartnerRequest'>['body'],
) {
  return staffCall('staffDeclinePartnerRequest', { params: { requestId }, body });
}

/** Replaces the pincodes a partner serves (audited). */
export function updatePartnerPincodes(partnerId: number, pincodes: string[]) {
  return staffCall('staffUpdatePartnerPincodes', { params: { partnerId }, body: { pincodes } });
}

/** Suspends a partner (its sessions end) or makes it active again (audited). */
export function setPartnerStatus(partnerId: number, body: RequestOf<'staffSetPartnerStatus'>['body']) {
  return staffCall('staffSetPartnerStatus', { params: { partnerId }, body });
}

/** A partner's page: the partner, the orders it holds, its scorecard (issue 31). */
export function usePartnerPage(partnerId: number) {
  return useQuery(staffQuery('staffPartner', { params: { partnerId } }));
}
