import type { PayoutDestination } from '@phonix/shared/handover';

/**
 * What the handover needs of a payout driver to pay the seller: the payouts module's driver
 * (payouts/payout-driver.ts), given by app.ts. The payouts module builds on the handover's record (it
 * follows the payout afterwards: payout-record.ts), so the handover never imports it (issue 33).
 */
export interface PayoutSender {
  readonly name: string;
  createPayout(request: {
    /** Stable for one handover (payout-identity.ts). */
    idempotencyKey: string;
    /** Whole rupees. */
    amount: number;
    destination: PayoutDestination;
    orderRef: string;
    contactMobile: string;
  }): Promise<{
    reference: string;
    providerPayoutId: string;
    status: string;
    utr: string | null;
    test: boolean;
    fundAccountId: string | null;
    mode: string | null;
  }>;
}
