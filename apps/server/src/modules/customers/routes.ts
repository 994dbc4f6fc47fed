import { BASE_LOCALE, isLocale } from '@phonix/shared/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { requireSameCustomer } from '../../plugins/authenticate.ts';
import { findCustomerById, toCustomer, updateCustomer } from './repository.ts';
import { customers } from './tables.ts';

/** The customer's own profile; every call checks the id against the session (another id answers 404). */
export async function customerRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const ownCustomer = async (sessionCustomerId: number, id: number) => {
    requireSameCustomer(sessionCustomerId, id);
    const row = await findCustomerById(db, id);
    if (!row) throw new AppError('CUSTOMER_NOT_FOUND');
    return row;
  };

  route(app, 'getCustomerProfile', async (request) => {
    const row = await ownCustomer(request.customerId, request.params.id);
    return { success: true as const, token: request.sessionToken ?? '', customer: toCustomer(row) };
  });

  route(app, 'customer', async (request) => {
    const row = await ownCustomer(request.customerId, request.params.id);
    return { success: true as const, message: 'Customer found', customer: toCustomer(row) };
  });

  route(app, 'checkSession', async (request) => {
    if (request.customerId === null || request.customerId !== request.params.id) {
      throw new AppError('SESSION_EXPIRED');
    }
    return { success: true };
  });

  route(app, 'updateCustomerProfile', async (request) => {
    const { customer_id, name, email, mobile, alternate_mobile } = request.body;
    const row = await ownCustomer(request.customerId, customer_id);
    if (mobile !== row.mobile) throw new AppError('MOBILE_READ_ONLY', { field: 'mobile' });
    await updateCustomer(db, row.id, { name, email, alternateMobile: alternate_mobile });
    return { success: true, message: 'Profile updated successfully.' };
  });

  route(app, 'customerLanguage', async (request) => {
    const row = await ownCustomer(request.customerId, request.customerId ?? 0);
    return { success: true as const, language: isLocale(row.language) ? row.language : BASE_LOCALE };
  });

  route(app, 'setCustomerLanguage', async (request) => {
    const row = await ownCustomer(request.customerId, request.customerId ?? 0);
    const { language } = request.body;
    await db.update(customers).set({ language, updatedAt: new Date() }).where(eq(customers.id, row.id));
    return { success: true as const, language };
  });
}
