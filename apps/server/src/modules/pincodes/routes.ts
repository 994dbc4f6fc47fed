import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import type { PincodeService } from './service.ts';

export async function pincodeRoutes(app: FastifyInstance, { pincodes }: { pincodes: PincodeService }) {
  const list = async (request: { params: { city: string } }) => {
    const entries = pincodes.forCity(request.params.city);
    if (!entries) throw new AppError('CITY_NOT_SERVED');
    return { success: true as const, pincodes: entries };
  };
  route(app, 'pincodes', list);
  route(app, 'pincodesByCity', list);
}
