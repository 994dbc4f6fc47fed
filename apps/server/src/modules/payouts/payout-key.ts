import crypto from 'node:crypto';

/**
 * The idempotency keys payouts are sent with (docs/decisions/042, 110). The first payout of a handover has
 * the key of its amount and destination, so a retry after a timeout answers the payout already made. A
 * staff retry of a payout that failed or was reversed gets a key with nothing of the failed one in it: the
 * provider must never answer it with the failed payout.
 */
export function firstPayoutKey(handoverId: number, amount: number, fingerprint: string): string {
  return `handover-${handoverId}-${amount}-${fingerprint.slice(0, 16)}`;
}

export function retryPayoutKey(): string {
  return `payout-retry-${crypto.randomUUID()}`;
}
