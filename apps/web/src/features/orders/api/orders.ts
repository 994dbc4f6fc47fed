import type { ResponseOf } from '@phonix/shared/api/contract';
import type { ReschedulePickupRequest } from '@phonix/shared/orders-api';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callFile, endpointQuery } from '@/lib/api-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import { accountKey } from '@/lib/session.ts';

export const ordersKey = (customerId: number) => accountKey(customerId, 'orders');
export const orderKey = (customerId: number, refNo: string) => [...ordersKey(customerId), refNo];
const offerKey = (customerId: number, refNo: string) => [...orderKey(customerId, refNo), 'revised-offer'];

/** GET api/getsalesorders/{customer_id}, newest first. */
export function useSalesOrders(customerId: number) {
  return useQuery({
    ...endpointQuery('getSalesOrders', { params: { id: customerId } }, ordersKey(customerId)),
    select: (response) => response.salesorders,
    staleTime: 0,
  });
}

/** GET api/getsellnowoder/{ref_no}. */
export function useSalesOrder(customerId: number, refNo: string, { enabled = true } = {}) {
  return useQuery({
    ...endpointQuery('getSellNowOrder', { params: { ref: refNo } }, orderKey(customerId, refNo)),
    select: (response) => response.order,
    staleTime: 0,
    enabled,
  });
}

/** The order's other views (the list, the order itself, its offer) are read again when next shown. */
function markOrdersStale(queryClient: QueryClient, customerId: number) {
  return queryClient.invalidateQueries({ queryKey: ordersKey(customerId), refetchType: 'none' });
}

/** GET api/revisedoffer/{ref_no}: the revised offer after the partner's doorstep re-check (404 without one). */
export function useRevisedOffer(customerId: number, refNo: string) {
  return useQuery({
    ...endpointQuery('revisedOffer', { params: { ref: refNo } }, offerKey(customerId, refNo)),
    select: (response) => response.offer,
    staleTime: 0,
    // Its photos' links expire after ten minutes (issue 34): read again before they do.
    refetchInterval: 5 * 60_000,
  });
}

export type OfferDecision = 'accept' | 'decline';

/**
 * Accept or Decline the revised offer. The value the seller saw goes along, so a newer re-quote is never
 * agreed to unseen (409 ORDER_CHANGED); the answer's offer replaces the one shown.
 */
export function useDecideOffer(customerId: number, refNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, revisedValue }: { decision: OfferDecision; revisedValue: number }) => {
      const input = { params: { ref: refNo }, body: { revised_value: revisedValue } };
      return decision === 'accept' ? call('acceptRevisedOffer', input) : call('declineRevisedOffer', input);
    },
    onSuccess: async (answer) => {
      await markOrdersStale(queryClient, customerId);
      queryClient.setQueryData<ResponseOf<'revisedOffer'>>(offerKey(customerId, refNo), {
        success: true,
        offer: answer.offer,
      });
    },
  });
}

/** POST api/reschedulepickup/{ref_no}: the answer's order (new day, slot and timeline) replaces the one shown. */
export function useReschedulePickup(customerId: number, refNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReschedulePickupRequest) => call('reschedulePickup', { params: { ref: refNo }, body }),
    onSuccess: async (answer) => {
      await markOrdersStale(queryClient, customerId);
      queryClient.setQueryData<ResponseOf<'getSellNowOrder'>>(orderKey(customerId, refNo), {
        success: true,
        order: answer.order,
      });
    },
  });
}

/** GET api/cancelorderbycustomer/{ref_no}: only an Enquiry can be cancelled. */
export function useCancelOrder(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refNo: string) => call('cancelOrderByCustomer', { params: { ref: refNo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey(customerId), refetchType: 'none' }),
  });
}

/** The invoice PDF of a completed order, fetched with the session and saved as Phonix-Receipt-<ref>.pdf. */
export async function downloadInvoice(refNo: string): Promise<void> {
  saveFile(await callFile('invoice', { params: { ref: refNo } }), `Phonix-Receipt-${refNo}.pdf`);
}
