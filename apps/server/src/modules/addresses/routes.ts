import type { AddressForm } from '@phonix/shared/account-api';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { requireSameCustomer } from '../../plugins/authenticate.ts';
import type { PincodeService } from '../pincodes/index.ts';
import { deleteAddress, findAddress, listAddresses, saveAddress, toAddress } from './repository.ts';

/** Saved addresses (SPEC 3, 7): only the session's customer sees or changes them. */
export async function addressRoutes(
  app: FastifyInstance,
  { db, pincodes }: { db: Database; pincodes: PincodeService },
) {
  /**
   * The pincode must be one of the city's; city and state are taken from the data set. A well-formed pincode
   * we do not serve is not a wrong one: the seller is told pickup is not available there yet (issue 32).
   */
  const checked = (form: AddressForm): AddressForm => {
    const entry = pincodes.find(form.city, form.pincode);
    if (!entry) throw new AppError('PINCODE_NOT_SERVED', { field: 'pincode' });
    return { ...form, city: entry.city, state: entry.state };
  };

  const list = async (request: { customerId: number; params: { id: number } }) => {
    const customerId = requireSameCustomer(request.customerId, request.params.id);
    const rows = await listAddresses(db, customerId);
    return {
      success: true as const,
      message: `${rows.length} saved addresses`,
      addresses: rows.map(toAddress),
    };
  };
  route(app, 'getCustomerAddress', list);
  route(app, 'customerAddresses', list);

  route(app, 'addAddress', async (request) => {
    const customerId = requireSameCustomer(request.customerId, request.body.customer_id);
    const row = await saveAddress(db, customerId, checked(request.body));
    return { success: true as const, message: 'Address added successfully.', address: toAddress(row) };
  });

  route(app, 'editAddress', async (request) => {
    const customerId = requireSameCustomer(request.customerId, request.body.customer_id);
    if (!(await findAddress(db, customerId, request.body.id))) throw new AppError('ADDRESS_NOT_FOUND');
    const row = await saveAddress(db, customerId, checked(request.body), request.body.id);
    return { success: true as const, message: 'Address updated successfully.', address: toAddress(row) };
  });

  route(app, 'deleteAddress', async (request) => {
    if (!(await deleteAddress(db, request.customerId, request.body.id)))
      throw new AppError('ADDRESS_NOT_FOUND');
    return { success: true, message: 'Address deleted successfully.' };
  });
}
