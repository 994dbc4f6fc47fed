import type { RequestOf } from '@phonix/shared/api/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
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

export function useRecordBreach() {
  return useMutation({
    mutationFn: async (body: RequestOf<'staffCreateBreach'>['body']) =>
      (await staffCall('staffCreateBreach', { body })).breach,
    onSuccess: () => refresh(),
  });
}

export function useAddBreachSellers(breachId: number) {
  return useMutation({
    mutationFn: (body: RequestOf<'staffAddBreachSellers'>['body']) =>
      staffCall('staffAddBreachSellers', { params: { breachId }, body }),
    onSuccess: () => refresh(),
  });
}

export function useReportBreachToBoard(breachId: number) {
  return useMutation({
    mutationFn: async (reference: string) =>
      (await staffCall('staffBreachBoardReport', { params: { breachId }, body: { reference } })).breach,
    onSuccess: () => refresh(),
  });
}

/** How many sellers `sellers` match now, with a sample (masked numbers): tells no one (issue 31). */
export function previewBreachSellers(body: RequestOf<'staffBreachSellersPreview'>['body']) {
  return staffCall('staffBreachSellersPreview', { body });
}
