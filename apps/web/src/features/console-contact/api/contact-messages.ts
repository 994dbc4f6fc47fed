import type { RequestOf } from '@phonix/shared/api/contract';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/** Messages from the contact form, as the console lists them. */
export function useContactMessages(query: RequestOf<'staffContactMessages'>['query']) {
  return useQuery(staffQuery('staffContactMessages', { query }));
}

/** Marks a message handled (or open again); the list and the dashboard's count follow. */
export async function markContactHandled(messageId: number, handled: boolean) {
  const answer = await staffCall('staffMarkContactHandled', { params: { messageId }, body: { handled } });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffContactMessages') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffDashboard') }),
  ]);
  return answer;
}
