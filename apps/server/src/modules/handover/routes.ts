import { indiaDay } from '@phonix/shared/india-time';
import { formatINR } from '@phonix/shared/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { audited, staffActor } from '../audit/index.ts';
import { dealerRegister, registerRange } from './dealer-register.ts';
import type { OrderHandoverService } from './order-handover.ts';

/**
 * Tries of the seller's payout code, per client address and order (on top of the code's own wrong-try limit
 * in the database): the partner's `complete` and the seller's `confirm` each.
 */
const PAYOUT_CODE_RATE_LIMIT = {
  rateLimit: {
    max: 20,
    timeWindow: '5 minutes',
    keyGenerator: (request: FastifyRequest) =>
      `${request.ip}:${String((request.params as { ref?: unknown }).ref ?? '').toUpperCase()}`,
  },
};

/**
 * The handover's calls (issue 13): the partner's steps at the doorstep (partner holding the order), the
 * seller's payout choice and confirmation (their own order), and the dealer register (staff).
 */
export async function handoverRoutes(
  app: FastifyInstance,
  { db, handovers }: { db: Database; handovers: OrderHandoverService },
) {
  route(app, 'partnerHandover', async (request) => ({
    success: true as const,
    handover: await handovers.partnerState(request.partnerId, request.params.ref),
  }));

  route(app, 'partnerHandoverImei', async (request) => {
    const handover = await handovers.recordImeis(request.partnerId, request.params.ref, request.body);
    return {
      success: true as const,
      message: `IMEI ${handover.imeis.length > 1 ? 'numbers' : 'number'} recorded: not on the restricted list.`,
      handover,
    };
  });

  route(app, 'partnerHandoverSellerId', async (request) => ({
    success: true as const,
    message: "The seller's ID is recorded (masked).",
    handover: await handovers.recordSellerId(request.partnerId, request.params.ref, request.body),
  }));

  route(app, 'partnerHandoverWipe', async (request) => ({
    success: true as const,
    message: 'The data wipe is confirmed.',
    handover: await handovers.recordWipeChecklist(request.partnerId, request.params.ref, request.body),
  }));

  route(app, 'partnerHandoverAmount', async (request) => ({
    success: true as const,
    message: `The final amount is ${formatINR(request.body.final_amount)}.`,
    handover: await handovers.setFinalAmount(
      request.partnerId,
      request.params.ref,
      request.body.final_amount,
    ),
  }));

  route(app, 'partnerHandoverSendOtp', async (request) => ({
    success: true as const,
    message:
      'The seller has been sent an OTP. Ask them to read it out to you, or to confirm on their order page.',
    handover: await handovers.sendPayoutOtp(request.partnerId, request.params.ref),
  }));

  route(
    app,
    'partnerHandoverComplete',
    async (request) => {
      const handover = await handovers.completeWithOtp(request.partnerId, request.params.ref, request.body);
      return {
        success: true as const,
        message: `The payout is released (reference ${handover.paid?.reference ?? ''}) and the order is complete. Receipt ${handover.receipt_number ?? ''}.`,
        handover,
      };
    },
    PAYOUT_CODE_RATE_LIMIT,
  );

  route(app, 'sellerHandover', async (request) => ({
    success: true as const,
    handover: await handovers.sellerState(request.customerId, request.params.ref),
  }));

  route(app, 'sellerChoosePayout', async (request) => ({
    success: true as const,
    message: 'Your payout details are saved.',
    handover: await handovers.choosePayout(request.customerId, request.params.ref, request.body),
  }));

  route(
    app,
    'sellerConfirmPayout',
    async (request) => ({
      success: true as const,
      message: 'Thank you. Your payment is on its way and your order is complete.',
      handover: await handovers.confirmWithOtp(request.customerId, request.params.ref, request.body),
    }),
    PAYOUT_CODE_RATE_LIMIT,
  );

  route(app, 'staffDealerRegister', async (request, reply) => {
    // Every seller's full number and address: an admin's download, or an operations member's with a reason.
    const reason = request.query.reason;
    if (request.staff.role !== 'admin' && !reason)
      throw new AppError('DEALER_REGISTER_REASON_REQUIRED', { field: 'reason' });
    const range = registerRange(request.query.from, request.query.to);
    const from = indiaDay(range.from);
    const to = indiaDay(new Date(range.to.getTime() - 1));
    const { csv, count } = await dealerRegister(db, range);
    // An export of sellers' details is recorded like a change: who, when, which days.
    await audited(db, staffActor(request), 'dealer_register.exported', async () => ({
      entityType: 'dealer_register',
      entityId: null,
      before: null,
      after: { from, to, purchases: count, ...(reason ? { reason } : {}) },
      result: null,
    }));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="Phonix-dealer-register-${from}-to-${to}.csv"`)
      .send(csv);
  });
}
