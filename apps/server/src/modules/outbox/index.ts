export type { Executor, OutboxListener, SmsDeliveryState } from './outbox.ts';
export { copyAsSms, enqueue, message, recordSmsDelivery, writtenDedupeKeys } from './outbox.ts';
