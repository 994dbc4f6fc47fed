import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { OtpSettings } from '../auth/index.ts';
import type { OrderReceiptPdf } from '../orders/index.ts';
import { onTransition } from '../orders/index.ts';
import { usePurchaseReceipts } from '../partners/index.ts';
import { doorHoldRoutes } from './door-hold-routes.ts';
import { DoorHolds } from './door-holds.ts';
import { ManualImeiChecker } from './imei-checker.ts';
import { OrderHandoverService, payoutHoldsOrder } from './order-handover.ts';
import { handoverSearchOf } from './reads.ts';
import { orderReceiptPdf } from './receipt.ts';
import {
  receiptContentsOfOrders,
  receiptsOfOrdersBetween,
  receiptTotalsOfOrders,
} from './receipt-repository.ts';
import { handoverRoutes } from './routes.ts';
import { HandoverService } from './service.ts';

/**
 * The handover at the doorstep: IMEI check, re-check, the seller's OTP, the payout and the receipt; the
 * console's queues of orders held at the door. Its part in every order transition is a lifecycle hook.
 */
export async function registerHandover(
  app: FastifyInstance,
  platform: Platform,
  deps: {
    otpSettings: OtpSettings;
    /** Staff cancel a held order with the coded reason (the orders module's cancellation). */
    cancelOrder: Parameters<typeof doorHoldRoutes>[1]['cancelOrder'];
  },
) {
  const { db, outbox, options } = platform;
  const service = new HandoverService(db, {
    imeiChecker: options.handover?.imeiChecker ?? new ManualImeiChecker(),
    payouts: platform.payoutDriver,
    sms: platform.sms,
    settings: {
      otpTtlSeconds: deps.otpSettings.ttlSeconds,
      otpMaxAttempts: deps.otpSettings.maxAttempts,
      otpResendCooldownSeconds: deps.otpSettings.resendCooldownSeconds,
    },
    ...(options.auth?.otpSecret ? { secret: options.auth.otpSecret } : {}),
  });
  const doorHolds = new DoorHolds(db, outbox, platform.teamAlertEmail);
  const handovers = new OrderHandoverService(db, service, outbox, doorHolds);
  onTransition(payoutHoldsOrder);
  // The partners' history and what they were paid read the handover's receipts through this hook: the
  // handover builds on the partners, so the partners never import it.
  usePurchaseReceipts({
    contentsOfOrders: receiptContentsOfOrders,
    between: receiptsOfOrdersBetween,
    totals: receiptTotalsOfOrders,
    pdf: orderReceiptPdf,
  });
  await app.register(handoverRoutes, { db, handovers });
  await app.register(doorHoldRoutes, { doorHolds, cancelOrder: deps.cancelOrder });
  const receiptPdf: OrderReceiptPdf = (order, log) => orderReceiptPdf(db, order, log);
  return {
    receiptPdf,
    staffView: (refNo: string) => handovers.staffView(refNo),
    search: handoverSearchOf(db),
  };
}
