import {
  type AddressForm,
  addAddressRequestSchema,
  addressesResponseSchema,
  addressSavedResponseSchema,
  deleteAddressRequestSchema,
  editAddressRequestSchema,
} from '@phonix/shared/account-api';
import { errorResponseSchema } from '@phonix/shared/catalog';
import { MESSAGES, messageResponseSchema } from '@phonix/shared/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http.ts';
import { requireCustomer, requireSameCustomer } from '../../plugins/authenticate.ts';
import type { PincodeService } from '../pincodes/service.ts';
import { deleteAddress, findAddress, listAddresses, saveAddress, toAddress } from './repository.ts';

const failures = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const NOT_FOUND = 'Address not found';

/** Saved addresses (SPEC 3, 7): only the session's customer sees or changes them. */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database; pincodes: PincodeService }> = async (
  app,
  { db, pincodes },
) => {
  const tags = ['addresses'];

  /** The pincode must be one of the city's; city and state are taken from the data set. */
  const checked = (form: AddressForm): AddressForm => {
    const entry = pincodes.find(form.city, form.pincode);
    if (!entry) throw badRequest(MESSAGES.pincodeInvalid, 'pincode');
    return { ...form, city: entry.city, state: entry.state };
  };
  const owner = (request: FastifyRequest, customerId: number | undefined) =>
    customerId === undefined ? requireCustomer(request) : requireSameCustomer(request, customerId);

  const list = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const customerId = requireSameCustomer(request, request.params.id);
    const rows = await listAddresses(db, customerId);
    return {
      success: true as const,
      message: `${rows.length} saved addresses`,
      addresses: rows.map(toAddress),
    };
  };
  const listSchema = (summary: string) => ({
    tags,
    summary,
    params: z.object({ id: z.coerce.number().int().positive() }),
    response: { 200: addressesResponseSchema, ...failures },
  });
  app.get(
    '/getcustomeraddress/:id',
    { schema: listSchema("The customer's saved addresses, default first") },
    list,
  );
  app.get(
    '/customeraddresses/:id',
    { schema: listSchema('The list-addresses helper (same as getcustomeraddress)') },
    list,
  );

  app.post(
    '/addaddress',
    {
      schema: {
        tags,
        summary: 'Save a new address',
        body: addAddressRequestSchema,
        response: { 200: addressSavedResponseSchema, ...failures },
      },
    },
    async (request) => {
      const customerId = owner(request, request.body.customer_id);
      const row = await saveAddress(db, customerId, checked(request.body));
      return { success: true as const, message: 'Address added successfully.', address: toAddress(row) };
    },
  );

  app.post(
    '/editaddress',
    {
      schema: {
        tags,
        summary: 'Change a saved address',
        body: editAddressRequestSchema,
        response: { 200: addressSavedResponseSchema, ...failures },
      },
    },
    async (request) => {
      const customerId = owner(request, request.body.customer_id);
      if (!(await findAddress(db, customerId, request.body.id))) throw notFound(NOT_FOUND);
      const row = await saveAddress(db, customerId, checked(request.body), request.body.id);
      return { success: true as const, message: 'Address updated successfully.', address: toAddress(row) };
    },
  );

  app.post(
    '/deleteaddress',
    {
      schema: {
        tags,
        summary: 'Delete a saved address',
        body: deleteAddressRequestSchema,
        response: { 200: messageResponseSchema, ...failures },
      },
    },
    async (request) => {
      const customerId = requireCustomer(request);
      if (!(await deleteAddress(db, customerId, request.body.id))) throw notFound(NOT_FOUND);
      return { success: true, message: 'Address deleted successfully.' };
    },
  );
};
