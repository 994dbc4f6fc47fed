import type { RequestOf } from '@phonix/shared/api/contract';
import { isOfferDecisionPending, isRiseAwaitingApproval } from '@phonix/shared/order-lifecycle';
import type { PartnerOrder } from '@phonix/shared/partner-api';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import type { ReExactValueRequest } from '@phonix/shared/requote';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { stateOf } from '../utils/order-view.ts';
import { PARTNER_QUERY_KEY, partnerCall, partnerQuery } from './partner-session.ts';

/**
 * The partner's data: who is signed in, the open pickups of its pincodes, the orders it holds, one order,
 * and the steps it takes on them. Lists and orders are read fresh on every visit and when the phone comes
 * back to the browser (after a call to the seller): another partner or the seller may have moved them.
 */

const fresh = { staleTime: 0, refetchOnWindowFocus: true } as const;

/** References are upper case ('PX...'); a typed or linked lower-case one is the same order and query. */
const orderInput = (refNo: string) => ({ params: { ref: refNo.toUpperCase() } });
const orderKey = (refNo: string) => [PARTNER_QUERY_KEY, 'partnerOrder', orderInput(refNo)];

export function usePartnerProfile(enabled = true) {
  return useQuery({
    ...partnerQuery('partnerProfile', {}),
    select: (answer) => answer.partner,
    enabled,
  });
}

/** The pool; read again every minute while the list is on screen, so new pickups show up by themselves. */
export function useOpenPickups() {
  return useQuery({
    ...partnerQuery('partnerPickups', {}),
    ...fresh,
    refetchInterval: 60_000,
    select: (answer) => answer.pickups,
  });
}

export function useMyPickups() {
  return useQuery({ ...partnerQuery('partnerOrders', {}), ...fresh, select: (answer) => answer.orders });
}

/**
 * One order; while a revised offer waits for the seller, or a raised price for Phonix (issue 31), it is read
 * again every 10 s, so the page moves on by itself once it is decided.
 */
export function usePartnerOrder(refNo: string) {
  return useQuery({
    ...partnerQuery('partnerOrder', orderInput(refNo)),
    ...fresh,
    select: (answer) => answer.order,
    refetchInterval: (query) => {
      const order = query.state.data?.order;
      if (!order) return false;
      const state = stateOf(order);
      return isOfferDecisionPending(state) || isRiseAwaitingApproval(state) ? 10_000 : false;
    },
  });
}

/** After any step: the order as the server answered it, and both lists read again. */
async function refreshAfter(order?: PartnerOrder): Promise<void> {
  if (order) {
    queryClient.setQueryData(orderKey(order.ref_no), { success: true as const, order });
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [PARTNER_QUERY_KEY, 'partnerPickups'] }),
    queryClient.invalidateQueries({ queryKey: [PARTNER_QUERY_KEY, 'partnerOrders'] }),
  ]);
}

/** Reads an order and both lists again (after a refused step: the order has moved on). */
export async function refreshOrder(refNo: string): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: orderKey(refNo) }), refreshAfter()]);
}

/** Whether a refusal says the order moved on: taken by another partner, cancelled, or gone (409 or 404). */
export const orderMovedOn = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

/**
 * Accepts an open pickup: the order as the server answered it, and both lists read again. Refused because
 * the pickup left the pool (another partner was first, cancelled, moved), the order and lists are read again.
 */
export function useAcceptPickup() {
  return useMutation({
    mutationFn: (refNo: string) => partnerCall('partnerAcceptOrder', { params: { ref: refNo } }),
    onSuccess: (answer) => refreshAfter(answer.order),
    onError: (error, refNo) => {
      if (orderMovedOn(error)) void refreshOrder(refNo);
    },
  });
}

/** Hands an accepted pickup back with the reason; refused, the order and both lists are read again. */
export function useRejectPickup(refNo: string) {
  return useMutation({
    mutationFn: (body: RequestOf<'partnerRejectOrder'>['body']) =>
      partnerCall('partnerRejectOrder', { params: { ref: refNo }, body }),
    onSuccess: async () => {
      // Handed back, the order is no longer this partner's to open: the page leaves it, nothing reads it again.
      await queryClient.invalidateQueries({ queryKey: orderKey(refNo), refetchType: 'none' });
      await refreshAfter();
    },
    onError: () => void refreshOrder(refNo),
  });
}

/** On the way to the seller; refused, the order and both lists are read again. */
export function useStartPickup(refNo: string) {
  return useMutation({
    mutationFn: () => partnerCall('partnerOutForPickup', { params: { ref: refNo } }),
    onSuccess: (answer) => refreshAfter(answer.order),
    onError: () => void refreshOrder(refNo),
  });
}

/**
 * What a re-quote of these answers would be, priced by the server (never in the browser): the new price and
 * each changed answer's cost, before anything is sent to the seller. Stores nothing.
 */
export function useRequotePreview(refNo: string) {
  return useMutation({
    mutationFn: async (record: AnswerRecord) => {
      const answer = await partnerCall('partnerRequotePreview', { params: { ref: refNo }, body: record });
      return answer.preview;
    },
  });
}

/** The doorstep re-quote: the partner's answers about the phone in hand, plus the order's reference. */
export function useRequotePickup() {
  return useMutation({
    mutationFn: (body: ReExactValueRequest) => partnerCall('getReExactValue', { body }),
    onSuccess: (_answer, body) => refreshOrder(body.ref_no),
  });
}
