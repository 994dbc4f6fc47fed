export type { PayoutOutcomeChanges } from './payout-record.ts';
export {
  lockPayoutRecord,
  lockPayoutRecordOfOrder,
  markPayoutsChecked,
  payoutRecordList,
  payoutRecordProblems,
  payoutRecordsAwaitingAnswer,
  payoutRecordsReleasedBetween,
  recordPayoutOutcome,
  recordUnansweredPayoutFailed,
} from './payout-record.ts';
export {
  handoverFactsByOrderIds,
  handoverSearchOf,
  orderIdsWithImeiLike,
  orderIdsWithReceiptLike,
} from './reads.ts';
export type { HandoverRow } from './repository.ts';
