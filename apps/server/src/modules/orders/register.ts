import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { clockOf } from '../../platform.ts';
import { useOrderRefs } from '../outbox/index.ts';
import type { PricingService } from '../pricing/index.ts';
import { giveOrdersToPartners } from './for-partners.ts';
import { PartnerOrderService } from './partner-orders.ts';
import { partnerOrderRoutes } from './partner-routes.ts';
import { writeDueReminders } from './pickup-reminders.ts';
import { orderRefs } from './reads.ts';
import { type DoorEvidence, RequoteService } from './requote.ts';
import { type OrderReceiptPdf, orderRoutes } from './routes.ts';
import { OrderService } from './service.ts';
import { type HandoverSearch, type HandoverView, StaffOrderService } from './staff-orders.ts';
import { orderStaffRoutes } from './staff-routes.ts';

/**
 * Orders: the seller's booking and order pages, the partner's pool and pickups, re-quotes, the console's order
 * screens, and the pickup reminders each minute. What the handover adds (its receipt, its view on the console)
 * comes in as functions: orders never import the handover, which builds on them (docs/decisions/080).
 */
export async function registerOrders(
  app: FastifyInstance,
  platform: Platform,
  deps: {
    pricing: PricingService;
    receiptPdf: OrderReceiptPdf;
    handoverView: HandoverView;
    /** The handover's part of the console's order search and export (IMEIs, receipt numbers). */
    handoverSearch: HandoverSearch;
    /** The door's photos: the re-check needs one for each changed answer (modules/evidence, issue 34). */
    evidence: DoorEvidence;
  },
) {
  const { db, outbox, jobs, teamAlertEmail } = platform;
  // The console's outbox list shows each message's order by its reference.
  useOrderRefs(orderRefs);
  // The partners' history, console page, scorecard and suspension read the orders through this.
  giveOrdersToPartners();
  const clock = clockOf(platform);
  const orders = new OrderService(db, deps.pricing, {
    teamEmail: platform.teamEmail,
    alertEmail: teamAlertEmail,
    outbox,
    ...clock,
  });
  const requotes = new RequoteService(db, deps.pricing, {
    evidence: deps.evidence,
    outbox,
    now: platform.now,
    teamEmail: teamAlertEmail,
    reviewCutPercent: platform.options.doorCutReviewPercent,
  });
  const staffOrders = new StaffOrderService(db, {
    outbox,
    handover: deps.handoverView,
    handoverSearch: deps.handoverSearch,
    ...clock,
  });
  await app.register(orderRoutes, { orders, requotes, receiptPdf: deps.receiptPdf });
  await app.register(partnerOrderRoutes, { partnerOrders: new PartnerOrderService(db, outbox), requotes });
  await app.register(orderStaffRoutes, { receiptPdf: deps.receiptPdf, staffOrders });
  jobs.define('pickup-reminders', {
    cron: '* * * * *',
    run: (now) => writeDueReminders(db, now, outbox),
    expireInSeconds: 120,
    retryLimit: 3,
  });
  return { orders, staffOrders, requotes };
}
