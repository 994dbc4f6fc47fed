export { openDoorHolds, payoutCodesAcceptedNotCompleted } from './reads.ts';
