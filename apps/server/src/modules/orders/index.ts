export { orderFacts } from './notifications.ts';
export type { LeaveOut, QueueOrderRow } from './reads.ts';
export {
  completedOrdersSince,
  countOrdersBookedSince,
  handedBackOrdersNobodyCanTake,
  latestOrdersBySellerAndVariant,
  orderRefs,
  orderStatusCountsSince,
  ordersByStatus,
  ordersPerIndiaDay,
  pickupsBetween,
  pickupsOn,
  poolOrdersBookedBefore,
  poolOrdersNobodyServes,
  queueOrdersByIds,
  raisedPricesAwaitingApproval,
  requotesSince,
} from './reads.ts';
