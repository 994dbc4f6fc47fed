import crypto from 'node:crypto';

/**
 * The idempotency keys payouts are sent with (docs/decisions/042, 110). The first payout of a handover has
 * the key of its amount and destination (handover/payout-identity.ts), so a retry after a timeout answers
 * the payout already made. A staff retry of a payout that failed or was reversed gets a key with nothing of
 * the failed one in it: the provider must never answer it with the failed payout.
 */
export function retryPayoutKey(): string {
  return `payout-retry-${crypto.randomUUID()}`;
}
