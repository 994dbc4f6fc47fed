export {
  handoverIdsOfOrders,
  handoverPersonalData,
  receiptOrderIds,
  receiptsOfOrders,
} from './personal-data.ts';
