import type { RequestOf } from '@phonix/shared/api/contract';
import type { PayoutQueueEntry } from '@phonix/shared/payouts-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, callFile } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { saveFile } from '@/lib/save-file.ts';
import {
  getStaffSession,
  setStaffSession,
  staffCall,
  staffQuery,
  staffQueryKey,
} from '@/lib/staff-session.ts';

/**
 * The payout queue (docs/decisions/110, 111): released payouts that failed or came back, for all staff; a
 * retried one moves on by itself (webhooks, status checks), so the open list is read again now and then.
 */
export function usePayoutProblems() {
  return useQuery({
    ...staffQuery('staffPayoutProblems', {}),
    refetchInterval: 30_000,
  });
}

const refreshQueue = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffPayoutProblems') }),
    queryClient.invalidateQueries({ queryKey: staffQueryKey('staffOrder') }),
  ]);

export type PayoutAction = 'retry' | 'mark-failed';

/** An admin's retry (a new idempotency key, the same fund account) or giving up (paid another way), audited. */
export function usePayoutAction() {
  return useMutation({
    mutationFn: ({
      action,
      ref,
      reason,
    }: {
      action: PayoutAction;
      ref: string;
      reason: string;
    }): Promise<{ message: string; payout: PayoutQueueEntry }> =>
      staffCall(action === 'retry' ? 'staffRetryPayout' : 'staffMarkPayoutFailed', {
        params: { ref },
        body: { reason },
      }),
    // Refused or done, the payout may have moved meanwhile: the queue is read again either way.
    onSettled: () => refreshQueue(),
  });
}

/**
 * The reconciliation report of one India day (docs/decisions/112) as a CSV file, saved as
 * Phonix-payouts-<day>.csv; the server records the export in the audit log.
 */
export async function downloadPayoutReconciliation(day: string): Promise<void> {
  let file: Blob;
  try {
    file = await callFile('staffPayoutReconciliation', { query: { day } });
  } catch (error) {
    // As staffCall does: a session the server no longer accepts signs the console out.
    if (error instanceof ApiError && error.code === 'STAFF_LOGIN_REQUIRED' && getStaffSession())
      setStaffSession(null, 'expired');
    throw error;
  }
  saveFile(file, `Phonix-payouts-${day}.csv`);
}

/** Every released payout with its state (issue 31), filtered by state and India days; read again each minute. */
export function usePayoutList(query: RequestOf<'staffPayouts'>['query']) {
  return useQuery({ ...staffQuery('staffPayouts', { query }), refetchInterval: 60_000 });
}
