import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { PayoutAdmin } from './payout-admin.ts';
import { PAYOUT_POLL_AFTER_MS, PAYOUT_POLL_INTERVAL_MINUTES, PayoutPoller } from './payout-poller.ts';
import { payoutStaffRoutes } from './staff-routes.ts';
import { payoutWebhookRoutes } from './webhook-routes.ts';

/**
 * Following payouts after their release (docs/decisions/110): the scheduled status check, the provider's
 * webhook (only with its secret) and the console's payout screens.
 */
export async function registerPayouts(app: FastifyInstance, platform: Platform) {
  const { db, outbox, payoutDriver, options } = platform;
  const tracking = options.payoutTracking;
  const poller = new PayoutPoller(
    db,
    payoutDriver,
    outbox,
    {
      afterMs: tracking?.pollAfterMs ?? PAYOUT_POLL_AFTER_MS,
      ...(platform.now ? { now: platform.now } : {}),
    },
    platform.log,
  );
  platform.jobs.define('payout-status-check', {
    cron: `*/${tracking?.pollIntervalMinutes ?? PAYOUT_POLL_INTERVAL_MINUTES} * * * *`,
    run: () => poller.runOnce(),
    // 50 payouts asked one after another, each within the driver's timeout.
    expireInSeconds: 900,
    retryLimit: 2,
  });
  await app.register(payoutStaffRoutes, { db, admin: new PayoutAdmin(db, payoutDriver, outbox) });
  if (tracking?.webhookSecret)
    await app.register(payoutWebhookRoutes, {
      db,
      outbox,
      settings: { secret: tracking.webhookSecret, driver: payoutDriver.name },
    });
  return { poller };
}
