import type { JobName, JobState } from '@phonix/shared/jobs-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/** The scheduled jobs' runs in one state (docs/decisions/190), read again every 30 s while the screen is open. */
export function useJobRuns(state: JobState) {
  return useQuery({ ...staffQuery('staffJobs', { query: { state } }), refetchInterval: 30_000 });
}

const refreshRuns = () => queryClient.invalidateQueries({ queryKey: staffQueryKey('staffJobs') });

/** An admin's retry of a failed run (audited); the lists are read again whatever the answer. */
export function useRetryJobRun() {
  return useMutation({
    mutationFn: async ({ name, jobId }: { name: JobName; jobId: string }) =>
      (await staffCall('staffRetryJob', { params: { name, jobId } })).message,
    onSettled: () => refreshRuns(),
  });
}

/** An admin's "run now" of a job besides its schedule (audited); the lists are read again whatever the answer. */
export function useRunJobNow() {
  return useMutation({
    mutationFn: async (name: JobName) => (await staffCall('staffRunJob', { params: { name } })).message,
    onSettled: () => refreshRuns(),
  });
}
