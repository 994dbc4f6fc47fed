import {
  customerProfileResponseSchema,
  customerResponseSchema,
  sessionCheckResponseSchema,
  updateCustomerProfileRequestSchema,
} from '@phonix/shared/account-api';
import { errorResponseSchema } from '@phonix/shared/catalog';
import { messageResponseSchema } from '@phonix/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http.ts';
import { type requireCustomer, requireSameCustomer } from '../../plugins/authenticate.ts';
import { findCustomerById, toCustomer, updateCustomer } from './repository.ts';

const customerParams = z.object({ id: z.coerce.number().int().positive() });
const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

/** The customer's own profile; every call checks the id against the session (another id answers 404). */
export const customerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['accounts'];
  const ownCustomer = async (request: Parameters<typeof requireCustomer>[0], id: number) => {
    requireSameCustomer(request, id);
    const row = await findCustomerById(db, id);
    if (!row) throw notFound('Customer not found');
    return row;
  };

  app.get(
    '/getcustomerprofile/:id',
    {
      schema: {
        tags,
        summary: 'The logged-in customer and their token (start-up refresh)',
        params: customerParams,
        response: { 200: customerProfileResponseSchema, ...failures },
      },
    },
    async (request) => {
      const row = await ownCustomer(request, request.params.id);
      return { success: true as const, token: request.sessionToken ?? '', customer: toCustomer(row) };
    },
  );

  app.get(
    '/customer/:id',
    {
      schema: {
        tags,
        summary: 'The customer fetch by customer_id',
        params: customerParams,
        response: { 200: customerResponseSchema, ...failures },
      },
    },
    async (request) => {
      const row = await ownCustomer(request, request.params.id);
      return { success: true as const, message: 'Customer found', customer: toCustomer(row) };
    },
  );

  app.get(
    '/checksession/:id',
    {
      schema: {
        tags,
        summary: 'The session check: success when the bearer token is a live session of this customer',
        params: customerParams,
        response: { 200: sessionCheckResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      if (request.customerId === null || request.customerId !== request.params.id) {
        throw new HttpError(401, 'Your session has expired. Please log in again.');
      }
      return { success: true };
    },
  );

  app.post(
    '/updatecustomerprofile',
    {
      schema: {
        tags,
        summary: 'Update name, e-mail and alternate mobile (the mobile is read-only)',
        body: updateCustomerProfileRequestSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { customer_id, name, email, mobile, alternate_mobile } = request.body;
      const row = await ownCustomer(request, customer_id);
      if (mobile !== row.mobile) throw badRequest('The mobile number cannot be changed.', 'mobile');
      await updateCustomer(db, row.id, { name, email, alternateMobile: alternate_mobile });
      return { success: true, message: 'Profile updated successfully.' };
    },
  );
};
