import { indiaDay } from '@phonix/shared/india-time';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { staffActor } from '../audit/index.ts';
import type { OrderReceiptPdf } from './routes.ts';
import type { StaffOrderService } from './staff-orders.ts';

/**
 * The console's orders (every staff role): the list with counts per status, an order's detail, and the
 * staff's moves, each the transition table's event sent by staff and audited with before and after.
 */
export async function orderStaffRoutes(
  app: FastifyInstance,
  { staffOrders, receiptPdf }: { staffOrders: StaffOrderService; receiptPdf: OrderReceiptPdf },
) {
  route(app, 'staffOrders', async (request) => ({
    success: true as const,
    ...(await staffOrders.list(request.query)),
  }));

  route(app, 'staffOrdersExport', async (request, reply) => {
    const { csv } = await staffOrders.exportCsv(staffActor(request), request.query);
    const day = indiaDay();
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="Phonix-orders-${day}.csv"`)
      .send(csv);
  });

  route(app, 'staffBulkAssign', async (request) => {
    const { refs, partner_id, reason } = request.body;
    const results = await staffOrders.assignMany(staffActor(request), refs, partner_id, reason);
    const assigned = results.filter((result) => result.assigned).length;
    return {
      success: true as const,
      message: `${assigned} of ${results.length} ${results.length === 1 ? 'order' : 'orders'} given to the partner.`,
      results,
    };
  });

  route(app, 'staffOrder', async (request) => ({
    success: true as const,
    order: await staffOrders.detail(request.params.ref),
  }));

  route(app, 'staffAssignPartner', async (request) => {
    const { partner_id, reason } = request.body;
    const before = await staffOrders.detail(request.params.ref);
    const order = await staffOrders.assign(staffActor(request), request.params.ref, partner_id, reason);
    return {
      success: true as const,
      message: before.partner ? 'The order is reassigned.' : 'The order is assigned.',
      order: await staffOrders.detail(order.refNo),
    };
  });

  route(app, 'staffOrderTransition', async (request) => {
    const order = await staffOrders.transition(staffActor(request), request.params.ref, request.body);
    const messages = {
      rejected: 'The order is back in the pool.',
      out_for_pickup: 'The order is out for pickup.',
      rescheduled: 'The pickup is rescheduled.',
    } as const;
    return {
      success: true as const,
      message: messages[request.body.event],
      order: await staffOrders.detail(order.refNo),
    };
  });

  route(app, 'staffApproveRevisedOffer', async (request) => {
    const order = await staffOrders.approveRise(staffActor(request), request.params.ref, request.body.reason);
    return {
      success: true as const,
      message: 'The raised price is approved and the seller is told.',
      order: await staffOrders.detail(order.refNo),
    };
  });

  route(app, 'staffDeclineRevisedOffer', async (request) => {
    const order = await staffOrders.declineRise(staffActor(request), request.params.ref, request.body.reason);
    return {
      success: true as const,
      message: 'The raised price is declined: the order stays at its quote.',
      order: await staffOrders.detail(order.refNo),
    };
  });

  route(app, 'staffCancelOrder', async (request) => {
    const { reason_code, reason } = request.body;
    const order = await staffOrders.cancel(staffActor(request), request.params.ref, reason_code, reason);
    return {
      success: true as const,
      message: 'The order is cancelled.',
      order: await staffOrders.detail(order.refNo),
    };
  });

  route(app, 'staffOrderReceipt', async (request, reply) => {
    const row = await staffOrders.order(request.params.ref);
    const { pdf, number } = await receiptPdf(row, request.log);
    // A document of the seller's details leaves the console: recorded like the dealer register's export.
    await staffOrders.recordReceiptDownload(staffActor(request), row, number);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Phonix-Receipt-${row.refNo}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  route(app, 'staffRevealSellerMobile', async (request) => {
    const { mobile, revealsToday } = await staffOrders.revealSellerMobile(
      staffActor(request),
      request.params.ref,
      request.body.reason,
    );
    return { success: true as const, mobile, reveals_today: revealsToday };
  });

  route(app, 'staffMyReveals', async (request) => ({
    success: true as const,
    reveals_today: await staffOrders.revealsToday(request.staff.id),
  }));
}
