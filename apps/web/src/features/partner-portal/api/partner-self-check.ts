import type { ResponseOf } from '@phonix/shared/api/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PARTNER_QUERY_KEY, partnerCall, partnerQuery } from './partner-session.ts';

/**
 * The seller's self-check as the partner holding the order sees it (issue 34), and the door code the
 * seller's phone signs. While a code waits the view is read every 3 s, so "proven" shows by itself.
 */
const input = (refNo: string) => ({ params: { ref: refNo.toUpperCase() } });
const key = (refNo: string) => [PARTNER_QUERY_KEY, 'partnerSelfCheck', input(refNo)];
export const DOOR_CODE_POLL_MS = 3_000;

export function usePartnerSelfCheck(refNo: string) {
  return useQuery({
    ...partnerQuery('partnerSelfCheck', input(refNo)),
    select: (answer) => answer.self_check,
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const view = query.state.data?.self_check;
      return view?.door_code && !view.proven_at ? DOOR_CODE_POLL_MS : false;
    },
  });
}

/** POST …/self-check/door-code: a new code, shown at once (the one before it is spent). */
export function useShowDoorCode(refNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => partnerCall('partnerDoorCode', input(refNo)),
    onSuccess: (answer) => {
      queryClient.setQueryData<ResponseOf<'partnerSelfCheck'>>(key(refNo), (before) =>
        before ? { ...before, self_check: { ...before.self_check, door_code: answer.door_code } } : before,
      );
      return queryClient.invalidateQueries({ queryKey: key(refNo) });
    },
  });
}
