import type { RequestOf } from '@phonix/shared/api/contract';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/** The breach register (admins): the list, recording one, adding sellers, the Board's report. */
export function useBreaches() {
  return useQuery({
    ...staffQuery('staffBreaches', {}),
    // The hours left to the Board's deadline move on their own.
    refetchInterval: 60_000,
  });
}

const refresh = () => queryClient.invalidateQueries({ queryKey: staffQueryKey('staffBreaches') });

export async function recordBreach(body: RequestOf<'staffCreateBreach'>['body']) {
  const answer = await staffCall('staffCreateBreach', { body });
  await refresh();
  return answer.breach;
}

export async function addBreachSellers(breachId: number, body: RequestOf<'staffAddBreachSellers'>['body']) {
  const answer = await staffCall('staffAddBreachSellers', { params: { breachId }, body });
  await refresh();
  return answer;
}

export async function reportBreachToBoard(breachId: number, reference: string) {
  const answer = await staffCall('staffBreachBoardReport', { params: { breachId }, body: { reference } });
  await refresh();
  return answer.breach;
}

/** How many sellers `sellers` match now, with a sample (masked numbers): tells no one (issue 31). */
export function previewBreachSellers(body: RequestOf<'staffBreachSellersPreview'>['body']) {
  return staffCall('staffBreachSellersPreview', { body });
}
