import type { OrderState } from '@phonix/shared/order-lifecycle';
import type { PartnerOrder } from '@phonix/shared/partner-api';

/**
 * What the order-lifecycle rules look at. Apart from order-view.ts (its words), so the portal's frame, which
 * reads orders on every page, does not carry the order pages' words to the sign-in page.
 */
export const stateOf = (order: PartnerOrder): OrderState => ({
  status: order.status,
  offerStatus: order.offer_status,
});
