import crypto from 'node:crypto';
import type { PayoutDestination } from '@phonix/shared/handover';

/**
 * What names the seller's payout on the handover: a keyed fingerprint of the destination and the first
 * payout's idempotency key (docs/decisions/009, 042, 110). The payouts module re-exports the fingerprint
 * (payout-driver.ts) and makes a staff retry's key itself (payout-key.ts).
 */

/**
 * A keyed fingerprint of a payout destination. Only masked details are stored, so the request that
 * releases the payout carries the full details again; the fingerprint stored when the seller chose them
 * proves they are the same ones the OTP was sent for (PAYOUT_DETAILS_CHANGED otherwise). Keyed, so a stored
 * fingerprint cannot be matched against guessed account numbers.
 */
export function payoutFingerprint(destination: PayoutDestination, key: string): string {
  const canonical =
    destination.method === 'upi'
      ? ['upi', destination.vpa.toLowerCase()]
      : destination.method === 'bank'
        ? ['bank', destination.account_number, destination.ifsc.toUpperCase()]
        : ['wallet', destination.provider, destination.mobile];
  return crypto.createHmac('sha256', key).update(JSON.stringify(canonical)).digest('hex');
}

/**
 * The first payout of a handover has the key of its amount and destination, so a retry after a timeout
 * answers the payout already made (a staff retry gets another: payouts/payout-key.ts).
 */
export function firstPayoutKey(handoverId: number, amount: number, fingerprint: string): string {
  return `handover-${handoverId}-${amount}-${fingerprint.slice(0, 16)}`;
}
