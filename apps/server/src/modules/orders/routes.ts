import { errorResponseSchema } from '@phonix/shared/catalog';
import {
  deviceReportResponseSchema,
  generateSellNowOrderRequestSchema,
  generateSellNowOrderResponseSchema,
  orderEnquiryResponseSchema,
  salesOrdersResponseSchema,
  sellNowOrderResponseSchema,
} from '@phonix/shared/orders-api';
import { messageResponseSchema } from '@phonix/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http.ts';
import { requireCustomer, requireSameCustomer } from '../../plugins/authenticate.ts';
import { findCustomerById } from '../customers/repository.ts';
import { renderInvoice } from './invoice.ts';
import type { OrderService } from './service.ts';

const refParams = z.object({ ref: z.string().min(1).max(40) });
const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** Sell-now orders (SPEC 7). Everything but the device report is the session customer's own. */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Database; orders: OrderService }> = async (
  app,
  { db, orders },
) => {
  const tags = ['orders'];

  app.post(
    '/generatesellnoworder',
    {
      schema: {
        tags,
        summary: 'Book a pickup; send an Idempotency-Key header so a retried request books once',
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: generateSellNowOrderRequestSchema,
        response: { 200: generateSellNowOrderResponseSchema, ...failures },
      },
    },
    async (request) => {
      const customerId = requireSameCustomer(request, request.body.customer_id);
      return orders.create(customerId, request.body, request.headers['idempotency-key']);
    },
  );

  app.get(
    '/getsalesorders/:id',
    {
      schema: {
        tags,
        summary: "The customer's orders, newest first",
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: salesOrdersResponseSchema, ...failures },
      },
    },
    async (request) => {
      const customerId = requireSameCustomer(request, request.params.id);
      return { success: true as const, salesorders: await orders.list(customerId) };
    },
  );

  app.get(
    '/getsellnowoder/:ref',
    {
      schema: {
        tags,
        summary: 'One sell-now order by its reference',
        params: refParams,
        response: { 200: sellNowOrderResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      order: (await orders.own(requireCustomer(request), request.params.ref)).order,
    }),
  );

  app.get(
    '/orderenquiry/:ref',
    {
      schema: {
        tags,
        summary: 'The order enquiry lookup of the confirmation page',
        params: refParams,
        response: { 200: orderEnquiryResponseSchema, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: 'Order found',
      enquiry: (await orders.own(requireCustomer(request), request.params.ref)).order,
    }),
  );

  app.get(
    '/cancelorderbycustomer/:ref',
    {
      schema: {
        tags,
        summary: 'Cancel an order while it is an Enquiry',
        params: refParams,
        response: { 200: messageResponseSchema, 409: errorResponseSchema, ...failures },
      },
    },
    async (request) => orders.cancel(requireCustomer(request), request.params.ref),
  );

  app.get(
    '/devicereport/:ref',
    {
      schema: {
        tags,
        summary: 'The public device report: device and condition only, no personal data',
        params: refParams,
        response: { 200: deviceReportResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => orders.deviceReport(request.params.ref),
  );

  app.get(
    '/invoice/:ref',
    {
      schema: {
        tags,
        summary: 'The PDF invoice of a Completed order',
        description:
          "Answers application/pdf; 401 without a session, 404 for another customer's order, 409 before completion.",
        params: refParams,
      },
    },
    async (request, reply) => {
      const customerId = requireCustomer(request);
      const { order } = await orders.own(customerId, request.params.ref);
      if (order.Status !== 'Completed')
        throw new HttpError(409, 'The invoice is available once the order is completed.');
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw notFound('Customer not found');
      const pdf = await renderInvoice(order, customer);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="Phonix-Invoice-${order.RefNo}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
