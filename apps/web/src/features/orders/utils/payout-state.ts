import type { SellerHandover } from '@phonix/shared/handover-api';

/**
 * What the seller reads of a released payout's provider status (docs/decisions/110-112):
 * - `paid`: processed (the bank has it);
 * - `processing`: pending, queued, processing (the provider is on it) or any status we do not know yet;
 * - `retrying`: an admin sent it again (our own status until the provider answers);
 * - `delayed`: reversed, failed, rejected or cancelled (the team pays again or by other means);
 * - `handed_over`: a cheque.
 * Null when the release carries no status (released before payouts were followed).
 */
export type PayoutState = 'paid' | 'processing' | 'retrying' | 'delayed' | 'handed_over';

const DELAYED: ReadonlySet<string> = new Set(['reversed', 'failed', 'rejected', 'cancelled']);

export function payoutStateOf(status: string | null): PayoutState | null {
  if (status === null) return null;
  if (status === 'processed') return 'paid';
  if (status === 'handed_over') return 'handed_over';
  if (status === 'retrying') return 'retrying';
  if (DELAYED.has(status)) return 'delayed';
  return 'processing';
}

/** The payout moves on by itself (webhooks, status checks): the page reads it this often until it settles. */
export const PAYOUT_MOVING_POLL_MS = 10_000;
/** A delayed payout waits for the team's retry: read now and then, so the new payment shows when it goes. */
export const PAYOUT_DELAYED_POLL_MS = 60_000;

/** How often the order page reads a released payout again; false once it is final (paid, a cheque). */
export function payoutPollInterval(paid: SellerHandover['paid']): number | false {
  const state = paid ? payoutStateOf(paid.status) : null;
  if (state === 'processing' || state === 'retrying') return PAYOUT_MOVING_POLL_MS;
  if (state === 'delayed') return PAYOUT_DELAYED_POLL_MS;
  return false;
}
