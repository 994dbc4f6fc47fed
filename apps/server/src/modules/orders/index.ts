export {
  customerIdsWithOrders,
  customerOrderByRef,
  customersWithOpenOrders,
  openOrderRefs,
  orderIdsOfCustomers,
  orderRefsByIds,
  ordersPersonalData,
} from './personal-data.ts';
