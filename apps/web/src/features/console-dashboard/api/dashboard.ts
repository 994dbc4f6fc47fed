import type { EndpointName } from '@phonix/shared/api/endpoints';
import { useMutation, useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorMessage } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';
import { staffCall, staffQuery, staffQueryKey } from '@/lib/staff-session.ts';

/**
 * The dashboard's figures, its work queue and the queues off the main road; read again every 30 s, since the
 * console stays open all day and a raised price keeps a partner waiting at the door.
 */
export function useDashboard() {
  return useQuery({ ...staffQuery('staffDashboard', {}), refetchInterval: 30_000 });
}

/** One decision on a queue's item, sent with the reason (and the second check's reference when asked for). */
export type QueueDecisionSend = (reason: string, secondCheck: string) => Promise<{ message: string }>;

const write = <N extends EndpointName>(name: N, input: Parameters<typeof staffCall<N>>[1]) =>
  staffCall(name, input) as Promise<{ message: string }>;

/** A raised price approved or refused. */
export const decideRise =
  (ref: string, decision: 'approve' | 'decline'): QueueDecisionSend =>
  (reason) =>
    write(decision === 'approve' ? 'staffApproveRevisedOffer' : 'staffDeclineRevisedOffer', {
      params: { ref },
      body: { reason },
    });

/** A phone held at the door: the order cancelled, the phone released, or a brand flag marked checked. */
export const closeHold =
  (holdId: number, outcome: 'cancelled' | 'released' | 'checked'): QueueDecisionSend =>
  (reason, secondCheck) =>
    write('staffCloseDoorHold', {
      params: { id: holdId },
      body: { outcome, reason, ...(secondCheck ? { second_check_reference: secondCheck } : {}) },
    });

/** What a refused decision says, in the form and in the toast. */
export const decisionProblem = (error: unknown) =>
  errorMessage(error, 'Could not save the decision. Please try again.');

/**
 * Sends a queue decision; the server's message is the toast. The dashboard is read again either way: a
 * refused decision may mean the item moved on meanwhile.
 */
export function useQueueDecision() {
  return useMutation({
    mutationFn: ({
      send,
      reason,
      secondCheck,
    }: {
      send: QueueDecisionSend;
      reason: string;
      secondCheck: string;
    }) => send(reason, secondCheck),
    onSuccess: (answer) => {
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(decisionProblem(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey('staffDashboard') }),
  });
}
