import type { OUTBOX_FILTERS } from '@phonix/shared/console-orders-api';
import { useQuery } from '@tanstack/react-query';
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
export async function retryMessage(messageId: number) {
  const answer = await staffCall('staffRetryOutbox', { params: { messageId } });
  await refreshOutbox();
  return answer;
}

/** A sent message sent again, as a new message. */
export async function resendMessage(messageId: number) {
  const answer = await staffCall('staffResendNotification', { params: { messageId } });
  await refreshOutbox();
  return answer;
}
