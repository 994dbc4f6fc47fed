export { outboxPersonalData } from './personal-data.ts';
export type { Channel } from './outbox.ts';
export type { Executor } from './outbox.ts';
export type { OutboxListener } from './outbox.ts';
export type { OutboxMessage } from './outbox.ts';
export { enqueue } from './outbox.ts';
export { message } from './outbox.ts';
export type { OrderFacts } from './templates.ts';
