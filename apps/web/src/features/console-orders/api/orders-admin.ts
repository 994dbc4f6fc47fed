import type { RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { StaffOrdersQuery } from '@phonix/shared/console-orders-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/** The list's filters as the API takes them (no empty values, so equal filters share one cached page). */
export type OrderFilters = Partial<Omit<StaffOrdersQuery, 'page'>> & { page?: number };

export const ordersQuery = (filters: OrderFilters) => staffQuery('staffOrders', { query: filters });

export function useStaffOrders(filters: OrderFilters) {
  return useQuery({ ...ordersQuery(filters), placeholderData: (previous) => previous });
}

const orderQuery = (ref: string) => staffQuery('staffOrder', { params: { ref } });

export function useStaffOrder(ref: string) {
  return useQuery(orderQuery(ref));
}

/** Everything an order change can move: the lists, the counts, the dashboard and the outbox. */
function refreshAround() {
  return Promise.all(
    (['staffOrders', 'staffDashboard', 'staffOutbox', 'staffPartners'] as const).map((name) =>
      queryClient.invalidateQueries({ queryKey: staffQueryKey(name) }),
    ),
  );
}

export type OrderWrite =
  | 'staffAssignPartner'
  | 'staffOrderTransition'
  | 'staffCancelOrder'
  | 'staffApproveRevisedOffer'
  | 'staffDeclineRevisedOffer';

/**
 * A staff move on the order (assign, transition, cancel): the answer's order replaces the one shown, the
 * server's message is the toast. Refused, the order is read again (it may have moved meanwhile); the error
 * is left to the caller (the dialog shows it in the server's words).
 */
export function useOrderChange<N extends OrderWrite>(name: N, ref: string) {
  return useMutation({
    mutationFn: (input: RequestOf<N>) => staffCall(name, input) as Promise<ResponseOf<N>>,
    onSuccess: (answer) => {
      queryClient.setQueryData<ResponseOf<'staffOrder'>>(orderQuery(ref).queryKey, {
        success: true,
        order: answer.order,
      });
      toast.success(answer.message);
      // Not awaited: the dialog closes as soon as the order is saved; the lists catch up behind it.
      void refreshAround();
    },
    onError: () => void refreshOrder(ref),
  });
}

/** Re-reads the order (after a refusal: it may have moved meanwhile). */
function refreshOrder(ref: string) {
  return queryClient.invalidateQueries({ queryKey: orderQuery(ref).queryKey });
}

/** Sends a notification of the order again, as a new outbox message; the order's list of messages is read again. */
export function useResendNotification(ref: string) {
  return useMutation({
    mutationFn: (messageId: number) => staffCall('staffResendNotification', { params: { messageId } }),
    onSuccess: async (answer) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderQuery(ref).queryKey }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffOutbox') }),
      ]);
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(errorMessage(error, 'Could not send it again. Please try again.'));
    },
  });
}

/** Every partner, active or suspended (the list's partner filter). */
export function usePartnerChoices() {
  return useQuery(staffQuery('staffPartners', { query: { status: 'all' } }));
}

/** Active partners (for the assign dialog's picker). */
export function useActivePartners(enabled: boolean) {
  return useQuery({ ...staffQuery('staffPartners', { query: { status: 'active' } }), enabled });
}

const myRevealsQuery = () => staffQuery('staffMyReveals', {});

/** How many sellers' numbers the signed-in staff member revealed today (read while the dialog is open). */
export function useMyReveals(enabled: boolean) {
  return useQuery({ ...myRevealsQuery(), enabled });
}

/**
 * "Call seller": the seller's full number for the reason given (the server writes the audit entry); the day's
 * count follows the answer.
 */
export function useRevealSellerMobile(ref: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      staffCall('staffRevealSellerMobile', { params: { ref }, body: { reason } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ResponseOf<'staffMyReveals'>>(myRevealsQuery().queryKey, {
        success: true,
        reveals_today: answer.reveals_today,
      });
      void queryClient.invalidateQueries({ queryKey: staffQueryKey('staffAuditLog') });
    },
  });
}

/**
 * Several orders to one active partner with one reason: the server's message is the toast, then the lists,
 * counts and partners' loads are read again before the dialog shows what could not be moved.
 */
export function useBulkAssign() {
  return useMutation({
    mutationFn: (body: RequestOf<'staffBulkAssign'>['body']) => staffCall('staffBulkAssign', { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message);
      await Promise.all(
        (['staffOrders', 'staffDashboard', 'staffPartners'] as const).map((name) =>
          queryClient.invalidateQueries({ queryKey: staffQueryKey(name) }),
        ),
      );
    },
  });
}
