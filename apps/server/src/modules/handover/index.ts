export {
  handoverIdsOfOrders,
  handoverPersonalData,
  receiptOrderIds,
  receiptsOfOrders,
} from './personal-data.ts';
export type { HandoverRow } from './repository.ts';
export type { PayoutOutcome } from './payout-record.ts';
export { recordPayoutOutcome } from './payout-record.ts';
export { recordPayoutStarted } from './payout-record.ts';
export { recordPayoutsChecked } from './payout-record.ts';
export { resetPayoutCode } from './payout-record.ts';
export { receiptContentsOfOrders } from './receipt-repository.ts';
export { receiptsOfOrdersBetween } from './receipt-repository.ts';
export { receiptTotalsOfOrders } from './receipt-repository.ts';
