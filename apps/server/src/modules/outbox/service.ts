/**
 * What other modules read of the outbox besides enqueueing (outbox.ts): an order's messages, for the
 * console's order page. The repository is imported by no other module (docs/decisions/080).
 */
export { outboxOfOrder } from './staff-repository.ts';
