import type { RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { PartnerHandover } from '@phonix/shared/handover-api';
import { handoverStageOfView, isAtDoor } from '@phonix/shared/handover-stage';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { orderMovedOn, refreshOrder } from './partner-orders.ts';
import { PARTNER_QUERY_KEY, partnerCall, partnerQuery } from './partner-session.ts';

/**
 * The handover at the door (issue 13) as the partner holding the order takes it: the server's view of what
 * is recorded and what is missing, and one call per step. Every step answers the whole view, which replaces
 * the cached one, so each step's done or pending state is always the server's.
 */

const handoverInput = (refNo: string) => ({ params: { ref: refNo.toUpperCase() } });
const handoverKey = (refNo: string) => [PARTNER_QUERY_KEY, 'partnerHandover', handoverInput(refNo)];

/**
 * Whether the page waits for something the seller does on their own phone: choose how to be paid, decide
 * on a revised offer, or confirm the payout OTP on their order page instead of reading it out.
 */
export function waitsForSeller(handover: PartnerHandover): boolean {
  const stage = handoverStageOfView(handover);
  if (!isAtDoor(stage)) return false;
  return (
    handover.payout === null ||
    handover.offer_pending ||
    handover.price_review !== null ||
    stage === 'otp_sent' ||
    stage === 'otp_confirmed'
  );
}

/** The handover; read again every 10 s while it waits for the seller, and when the phone comes back. */
export function usePartnerHandover(refNo: string) {
  return useQuery({
    ...partnerQuery('partnerHandover', handoverInput(refNo)),
    staleTime: 0,
    refetchOnWindowFocus: true,
    select: (answer) => answer.handover,
    refetchInterval: (query) => {
      const handover = query.state.data?.handover;
      return handover && waitsForSeller(handover) ? 10_000 : false;
    },
  });
}

/**
 * After a refused step the page reads the handover again (the server may have recorded something, such as
 * a restricted IMEI or a verified OTP), and the order too when it has moved on (409) or is gone (404).
 */
async function afterRefusal(refNo: string, error: unknown): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: handoverKey(refNo) }),
    orderMovedOn(error) ? refreshOrder(refNo) : undefined,
  ]);
}

type StepName =
  | 'partnerHandoverImei'
  | 'partnerHandoverSellerId'
  | 'partnerHandoverWipe'
  | 'partnerHandoverAmount'
  | 'partnerHandoverSendOtp'
  | 'partnerHandoverComplete';

/** One step: a read already on its way cannot overwrite the answer with the state from before it. */
async function step<N extends StepName>(refNo: string, name: N, input: RequestOf<N>): Promise<ResponseOf<N>> {
  await queryClient.cancelQueries({ queryKey: handoverKey(refNo) });
  const answer = (await partnerCall(name, input)) as ResponseOf<StepName>;
  queryClient.setQueryData(handoverKey(refNo), { success: true as const, handover: answer.handover });
  return answer as ResponseOf<N>;
}

const at = (refNo: string) => ({ ref: refNo.toUpperCase() });

/**
 * A step as a mutation: its answer replaces the cached handover; refused, the handover (and the order, when
 * it moved on) is read again while the step shows the refusal.
 */
function useStep<V, N extends StepName>(refNo: string, name: N, input: (variables: V) => RequestOf<N>) {
  return useMutation({
    mutationFn: (variables: V) => step(refNo, name, input(variables)),
    onError: (error) => void afterRefusal(refNo, error),
  });
}

export const useRecordImeis = (refNo: string) =>
  useStep(refNo, 'partnerHandoverImei', (body: RequestOf<'partnerHandoverImei'>['body']) => ({
    params: at(refNo),
    body,
  }));

export const useRecordSellerId = (refNo: string) =>
  useStep(refNo, 'partnerHandoverSellerId', (body: RequestOf<'partnerHandoverSellerId'>['body']) => ({
    params: at(refNo),
    body,
  }));

export const useConfirmWipe = (refNo: string) =>
  useStep(refNo, 'partnerHandoverWipe', (body: RequestOf<'partnerHandoverWipe'>['body']) => ({
    params: at(refNo),
    body,
  }));

export const useSaveFinalAmount = (refNo: string) =>
  useStep(refNo, 'partnerHandoverAmount', (finalAmount: number) => ({
    params: at(refNo),
    body: { final_amount: finalAmount },
  }));

/** Texts the seller the payout code (first time or again). */
export const useSendPayoutOtp = (refNo: string) =>
  useStep(refNo, 'partnerHandoverSendOtp', () => ({ params: at(refNo) }));

/** The seller's OTP releases the payout and completes the order: the order and both lists change too. */
export function useCompletePurchase(refNo: string) {
  return useMutation({
    mutationFn: (body: RequestOf<'partnerHandoverComplete'>['body']) =>
      step(refNo, 'partnerHandoverComplete', { params: at(refNo), body }),
    onSuccess: () => refreshOrder(refNo),
    onError: (error) => void afterRefusal(refNo, error),
  });
}
