export type { Channel, Executor, OutboxListener, OutboxMessage } from './outbox.ts';
export { enqueue, message } from './outbox.ts';
export type { OrderFacts } from './templates.ts';
