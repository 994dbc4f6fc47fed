import { inArray } from 'drizzle-orm';
import { heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { handoverIdsOfOrders } from '../handover/index.ts';
import { payoutWebhookEvents } from './tables.ts';

/** What the payouts provider reported about the payouts of the seller's handovers. */
export const payoutsPersonalData: PersonalDataHook = {
  async exportFor(db, subject) {
    const handoverIds = await handoverIdsOfOrders(db, subject.orderIds);
    return {
      payout_webhook_events:
        handoverIds.length > 0
          ? heldRows(
              payoutWebhookEvents,
              await db
                .select()
                .from(payoutWebhookEvents)
                .where(inArray(payoutWebhookEvents.handoverId, handoverIds)),
            )
          : [],
    };
  },
};
