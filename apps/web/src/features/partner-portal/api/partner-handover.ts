import type { RequestOf, ResponseOf } from '@phonix/shared/api/contract';
import type { PartnerHandover } from '@phonix/shared/handover-api';
import { handoverStageOfView, isAtDoor } from '@phonix/shared/handover-stage';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';
import { refreshOrder } from './partner-orders.ts';
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

/** Reads the handover again (after a refused step: the server recorded something, or the order moved). */
export async function refreshHandover(refNo: string): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: handoverKey(refNo) });
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

export const recordImeis = (refNo: string, body: RequestOf<'partnerHandoverImei'>['body']) =>
  step(refNo, 'partnerHandoverImei', { params: at(refNo), body });

export const recordSellerId = (refNo: string, body: RequestOf<'partnerHandoverSellerId'>['body']) =>
  step(refNo, 'partnerHandoverSellerId', { params: at(refNo), body });

export const confirmWipe = (refNo: string, body: RequestOf<'partnerHandoverWipe'>['body']) =>
  step(refNo, 'partnerHandoverWipe', { params: at(refNo), body });

export const saveFinalAmount = (refNo: string, finalAmount: number) =>
  step(refNo, 'partnerHandoverAmount', { params: at(refNo), body: { final_amount: finalAmount } });

export const sendPayoutOtp = (refNo: string) => step(refNo, 'partnerHandoverSendOtp', { params: at(refNo) });

/** The seller's OTP releases the payout and completes the order: the order and both lists change too. */
export async function completePurchase(refNo: string, body: RequestOf<'partnerHandoverComplete'>['body']) {
  const answer = await step(refNo, 'partnerHandoverComplete', { params: at(refNo), body });
  await refreshOrder(refNo);
  return answer;
}
