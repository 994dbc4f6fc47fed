import type { OrderState } from '@phonix/shared/order-lifecycle';
import type { PartnerOrder } from '@phonix/shared/partner-api';

/** What the order-lifecycle rules look at (re-exported by order-view.ts). */
export const stateOf = (order: PartnerOrder): OrderState => ({
  status: order.status,
  offerStatus: order.offer_status,
});
