export {
  customerIdsWithOrders,
  customerOrderByRef,
  customersWithOpenOrders,
  openOrderRefs,
  orderIdsOfCustomers,
  orderRefsByIds,
  ordersPersonalData,
} from './personal-data.ts';
export { completedOrderIdsOf } from './reads.ts';
export { completedOrderRefAmong } from './reads.ts';
export { findPartnerOrderByRef } from './reads.ts';
export { normalOrderRef } from './reads.ts';
export type { OrderPurchaseFacts } from './reads.ts';
export { orderPurchaseFacts } from './reads.ts';
export { partnerOrderCounts } from './reads.ts';
export type { PartnerRechecks } from './reads.ts';
export { partnerRechecks } from './reads.ts';
export { partnerTakings } from './reads.ts';
