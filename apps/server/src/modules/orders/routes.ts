import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { requireSameCustomer } from '../../plugins/authenticate.ts';
import type { OrderRow } from './repository.ts';
import type { RequoteService } from './requote.ts';
import type { OrderService } from './service.ts';

/**
 * The purchase receipt PDF of a completed order (the handover writes receipts and draws them: handover/
 * receipt.ts, given to the routes by app.ts, since orders never import the handover).
 */
export type OrderReceiptPdf = (
  order: Pick<OrderRow, 'id' | 'refNo' | 'status' | 'offerStatus'>,
  log: FastifyBaseLogger,
) => Promise<{ pdf: Buffer; number: string }>;

/** Sell-now orders (SPEC 7). Everything but the device report is the session customer's own. */
export async function orderRoutes(
  app: FastifyInstance,
  {
    orders,
    requotes,
    receiptPdf,
  }: { orders: OrderService; requotes: RequoteService; receiptPdf: OrderReceiptPdf },
) {
  route(app, 'generateSellNowOrder', async (request) => {
    const session = request.unconfirmedSession ?? undefined;
    if (request.body.customer_id !== undefined && request.body.customer_id !== request.customerId)
      await session?.confirm();
    const customerId = requireSameCustomer(request.customerId, request.body.customer_id);
    const key = request.headers['idempotency-key'];
    const { order, created, cancelled } = await orders.create(
      customerId,
      request.body,
      typeof key === 'string' ? key : undefined,
      session,
    );
    return {
      success: true as const,
      message: created
        ? 'Your pickup is booked.'
        : cancelled
          ? 'This quote was already booked, and that order has been cancelled.'
          : 'This pickup was already booked.',
      RefNo: order.refNo,
      ExactValue: order.exactValue,
      quote_valid_until: order.quoteValidUntil.toISOString(),
    };
  });

  route(app, 'getSalesOrders', async (request) => {
    const customerId = requireSameCustomer(request.customerId, request.params.id);
    return { success: true as const, salesorders: await orders.list(customerId) };
  });

  route(app, 'getSellNowOrder', async (request) => ({
    success: true as const,
    order: (await orders.own(request.customerId, request.params.ref)).order,
  }));

  route(app, 'orderEnquiry', async (request) => ({
    success: true as const,
    message: 'Order found',
    enquiry: (await orders.own(request.customerId, request.params.ref)).order,
  }));

  route(app, 'cancelOrderByCustomer', async (request) => {
    await orders.cancel(request.customerId, request.params.ref);
    return { success: true as const, message: 'Your order has been cancelled.' };
  });

  route(app, 'deviceReport', async (request) => ({
    success: true as const,
    enquiry: await orders.deviceReport(request.params.ref),
  }));

  route(app, 'invoice', async (request, reply) => {
    const { row, order } = await orders.own(request.customerId, request.params.ref);
    const { pdf } = await receiptPdf(row, request.log);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Phonix-Receipt-${order.RefNo}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, 'reschedulePickup', async (request) => ({
    success: true as const,
    message: 'Your pickup has been rescheduled.',
    order: await orders.reschedule(request.customerId, request.params.ref, request.body),
  }));

  route(app, 'revisedOffer', async (request) => ({
    success: true as const,
    offer: await requotes.forCustomer(request.customerId, request.params.ref),
  }));

  route(app, 'acceptRevisedOffer', async (request) => {
    await orders.decideOffer(request.customerId, request.params.ref, 'accept', request.body.revised_value);
    return {
      success: true as const,
      message: 'Thank you. The partner will complete the pickup at the revised price.',
      offer: await requotes.forCustomer(request.customerId, request.params.ref),
    };
  });

  route(app, 'declineRevisedOffer', async (request) => {
    await orders.decideOffer(request.customerId, request.params.ref, 'decline', request.body.revised_value);
    return {
      success: true as const,
      message: 'You declined the revised offer, so your order is cancelled. There is no cost to you.',
      offer: await requotes.forCustomer(request.customerId, request.params.ref),
    };
  });
}
