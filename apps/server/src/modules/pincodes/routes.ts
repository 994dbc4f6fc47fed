import { pincodesResponseSchema } from '@phonix/shared/account-api';
import { errorResponseSchema } from '@phonix/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/http.ts';
import type { PincodeService } from './service.ts';

export const pincodeRoutes: FastifyPluginAsyncZod<{ pincodes: PincodeService }> = async (
  app,
  { pincodes },
) => {
  const list = async (request: { params: { city: string } }) => {
    const entries = pincodes.forCity(request.params.city);
    if (!entries) throw notFound(`We do not serve '${request.params.city}' yet`);
    return { success: true as const, pincodes: entries };
  };
  const schema = (summary: string) => ({
    tags: ['accounts'],
    summary,
    params: z.object({ city: z.string().min(1).max(100) }),
    response: { 200: pincodesResponseSchema, 404: errorResponseSchema },
  });
  app.get(
    '/pincodes/:city',
    { schema: schema("A served city's pincodes with locality, city and state") },
    list,
  );
  app.get(
    '/pincodesbycity/:city',
    { schema: schema('The pincodes-by-city helper (same list as /pincodes)') },
    list,
  );
};
