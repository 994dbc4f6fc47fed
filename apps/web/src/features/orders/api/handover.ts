import type { ResponseOf } from '@phonix/shared/api/contract';
import type { PayoutChoice } from '@phonix/shared/handover';
import type { ReleaseWithOtpRequest, SellerHandover } from '@phonix/shared/handover-api';
import { ORDER_STATUS, type OrderStatus } from '@phonix/shared/order-lifecycle';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery } from '@/lib/api-client.ts';
import { payoutPollInterval } from '../utils/payout-state.ts';
import { orderKey, ordersKey } from './orders.ts';

/** While the executive is on the way the view is read this often, so the payout OTP panel appears by itself. */
export const HANDOVER_POLL_MS = 10_000;
/** Accepted: read now and then, so the payout choice appears once the executive sets out. */
const ACCEPTED_POLL_MS = 30_000;

const handoverKey = (customerId: number, refNo: string) => [...orderKey(customerId, refNo), 'handover'];

/**
 * GET api/handover/{ref_no}: the seller's side of the handover (wipe guide, payout chosen, OTP waiting,
 * reference and receipt). Read every HANDOVER_POLL_MS while the order is out for pickup, and now and then
 * while it is accepted; the page reads the order again when the view shows it moved on. Once paid, read
 * while the payout's status still moves (payout-state.ts), so its state and UTR show as they arrive.
 */
export function useSellerHandover(
  customerId: number,
  refNo: string,
  orderStatus: OrderStatus,
  { enabled = true } = {},
) {
  return useQuery({
    ...endpointQuery('sellerHandover', { params: { ref: refNo } }, handoverKey(customerId, refNo)),
    select: (answer) => answer.handover,
    staleTime: 0,
    refetchInterval: (query) => {
      const payout = payoutPollInterval(query.state.data?.handover.paid ?? null);
      if (payout !== false) return payout;
      const status = query.state.data?.handover.order_status ?? orderStatus;
      if (status === ORDER_STATUS.out_for_pickup || orderStatus === ORDER_STATUS.out_for_pickup)
        return HANDOVER_POLL_MS;
      return status === ORDER_STATUS.accepted ? ACCEPTED_POLL_MS : false;
    },
    enabled,
  });
}

function showHandover(queryClient: QueryClient, customerId: number, handover: SellerHandover) {
  queryClient.setQueryData<ResponseOf<'sellerHandover'>>(handoverKey(customerId, handover.ref_no), {
    success: true,
    handover,
  });
}

/** POST api/handover/{ref_no}/payout: the answer's view (masked details) replaces the one shown. */
export function useChoosePayout(customerId: number, refNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: PayoutChoice) =>
      call('sellerChoosePayout', { params: { ref: refNo }, body: choice }),
    onSuccess: (answer) => showHandover(queryClient, customerId, answer.handover),
  });
}

/**
 * POST api/handover/{ref_no}/confirm: the payout is released and the order completed, so the order (status,
 * amount paid, timeline, Download Invoice) is read again and the list marked stale.
 */
export function useConfirmPayout(customerId: number, refNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReleaseWithOtpRequest) =>
      call('sellerConfirmPayout', { params: { ref: refNo }, body: request }),
    onSuccess: async (answer) => {
      showHandover(queryClient, customerId, answer.handover);
      await queryClient.invalidateQueries({ queryKey: ordersKey(customerId), refetchType: 'none' });
      await queryClient.refetchQueries({ queryKey: orderKey(customerId, refNo), exact: true });
    },
  });
}
