import type { RequestOf } from '@phonix/shared/api/contract';
import { type PARTNER_FILTERS, PARTNER_REQUEST_STATUSES } from '@phonix/shared/partner-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
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
function refreshPartnerLists(): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPartnerRequests') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPartners') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffDashboard') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPartner') }),
  ]);
}

/** A refusal no edit can fix: the request or partner was decided or changed meanwhile (409), or is gone (404). */
const isFinal = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 409);
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A change here as a mutation: done, both lists are read again before it answers (the dialog's focus goes
 * back to a list without the decided row); refused for good, they are read again too.
 */
function usePartnerChange<V, R>(
  change: (variables: V) => Promise<R>,
  refusedForGood: (error: unknown) => boolean,
) {
  return useMutation({
    mutationFn: change,
    onSuccess: () => refreshPartnerLists(),
    onError: (error) => (refusedForGood(error) ? refreshPartnerLists() : undefined),
  });
}

/** Approves a partner request with the pincodes the partner will serve (audited). */
export const useApprovePartnerRequest = (requestId: number) =>
  usePartnerChange(
    (body: RequestOf<'staffApprovePartnerRequest'>['body']) =>
      staffCall('staffApprovePartnerRequest', { params: { requestId }, body }),
    isFinal,
  );

/** Declines a partner request with a reason (audited). */
export const useDeclinePartnerRequest = (requestId: number) =>
  usePartnerChange(
    (body: RequestOf<'staffDeclinePartnerRequest'>['body']) =>
      staffCall('staffDeclinePartnerRequest', { params: { requestId }, body }),
    isFinal,
  );

/** Replaces the pincodes a partner serves (audited). */
export const useUpdatePartnerPincodes = (partnerId: number) =>
  usePartnerChange(
    (pincodes: string[]) =>
      staffCall('staffUpdatePartnerPincodes', { params: { partnerId }, body: { pincodes } }),
    isGone,
  );

/** Suspends a partner (its sessions end) or makes it active again (audited). */
export const useSetPartnerStatus = (partnerId: number) =>
  usePartnerChange(
    (body: RequestOf<'staffSetPartnerStatus'>['body']) =>
      staffCall('staffSetPartnerStatus', { params: { partnerId }, body }),
    isGone,
  );

/** A partner's page: the partner, the orders it holds, its scorecard (issue 31). */
export function usePartnerPage(partnerId: number) {
  return useQuery(staffQuery('staffPartner', { params: { partnerId } }));
}
