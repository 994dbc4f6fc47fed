import { errorResponseSchema } from '@phonix/shared/catalog';
import { messageResponseSchema, partnerRequestSchema } from '@phonix/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_RATE_LIMIT } from '../email/form-rate-limit.ts';
import { PARTNER_SUCCESS, type PartnerService } from './service.ts';

/** POST api/partner-request-form (SPEC 7): the 'Partner with Us' form. */
export const partnerRoutes: FastifyPluginAsyncZod<{ partners: PartnerService }> = async (
  app,
  { partners },
) => {
  app.post(
    '/partner-request-form',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary: 'Stores a partner request and notifies the partnerships team by e-mail',
        body: partnerRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await partners.submit(request.body, request.ip ?? null);
      return { success: true, message: PARTNER_SUCCESS };
    },
  );
};
