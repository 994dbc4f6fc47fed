import type { RequestOf } from '@phonix/shared/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/** Messages from the contact form, as the console lists them. */
export function useContactMessages(query: RequestOf<'staffContactMessages'>['query']) {
  return useQuery(staffQuery('staffContactMessages', { query }));
}

/** Marks a message handled (or open again); the list and the dashboard's count follow. */
export function useMarkContactHandled(messageId: number) {
  return useMutation({
    mutationFn: (handled: boolean) =>
      staffCall('staffMarkContactHandled', { params: { messageId }, body: { handled } }),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffContactMessages') }),
        queryClient.invalidateQueries({ queryKey: staffQueryKey('staffDashboard') }),
      ]);
      toast.success(result.message.handled_at ? 'Marked as handled' : 'Open again');
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not save. Please try again.')),
  });
}
