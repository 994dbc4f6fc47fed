import type { OUTBOX_FILTERS } from '@phonix/shared/console-orders-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

export type OutboxFilter = (typeof OUTBOX_FILTERS)[number];

export function useOutbox(status: OutboxFilter, page: number) {
  return useQuery({
    ...staffQuery('staffOutbox', { query: { status, page } }),
    placeholderData: (previous) => previous,
    // Pending messages move on their own: the list follows the worker while it is open.
    refetchInterval: status === 'pending' ? 10_000 : false,
  });
}

const refreshOutbox = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffOutbox') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffOrder') }),
  ]);

/** A failed message back in the queue, due now. */
export function useRetryMessage() {
  return useMutation({
    mutationFn: (messageId: number) => staffCall('staffRetryOutbox', { params: { messageId } }),
    onSuccess: () => refreshOutbox(),
  });
}

/** A sent message sent again, as a new message. */
export function useResendMessage() {
  return useMutation({
    mutationFn: (messageId: number) => staffCall('staffResendNotification', { params: { messageId } }),
    onSuccess: () => refreshOutbox(),
  });
}
