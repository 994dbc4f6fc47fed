import type { RequestOf } from '@phonix/shared/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/** The Grievance Officer's queue (not closed, least time left first), read again every minute. */
export function useGrievances() {
  return useQuery({ ...staffQuery('staffGrievances', {}), refetchInterval: 60_000 });
}

/** A reply (keeping the state, marking it answered, or closing it); the queue is read again. */
export function useReplyToGrievance(grievanceId: number) {
  return useMutation({
    mutationFn: async (body: RequestOf<'staffReplyGrievance'>['body']) =>
      (await staffCall('staffReplyGrievance', { params: { grievanceId }, body })).grievance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey('staffGrievances') }),
  });
}
