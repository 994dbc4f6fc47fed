/**
 * The delivery states of a WhatsApp message and which change a late or repeated event may make
 * (docs/decisions/150). Our own: 'sending' (the call is out) and 'accepted' (the provider answered with its
 * id), 'error' (the call failed; the SMS went). The provider's webhook: 'sent' < 'delivered' < 'read', and
 * 'failed'. A state moves only forward: an earlier state arriving late changes nothing. 'failed' is final,
 * and it counts only before delivery: once 'delivered' or 'read' was recorded the seller has the message,
 * so a 'failed' arriving after that is kept as an event only.
 */
export const WEBHOOK_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

export const MESSAGE_STATES = [
  'sending',
  'accepted',
  'sent',
  'delivered',
  'read',
  'failed',
  'error',
] as const;

const RANK: Record<string, number> = { sending: 0, accepted: 1, sent: 2, delivered: 3, read: 4 };
const DELIVERED = 3;

export function isWebhookStatus(value: unknown): value is WebhookStatus {
  return typeof value === 'string' && (WEBHOOK_STATUSES as readonly string[]).includes(value);
}

/** Whether a message in `current` moves to `incoming`; false means the event is stale (or a repeat). */
export function advances(current: string, incoming: WebhookStatus): boolean {
  const from = RANK[current];
  if (from === undefined) return false; // 'failed' and 'error' are final
  if (incoming === 'failed') return from < DELIVERED;
  return (RANK[incoming] ?? 0) > from;
}
