import { errorResponseSchema } from '@phonix/shared/catalog';
import { contactRequestSchema, messageResponseSchema } from '@phonix/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FORM_RATE_LIMIT } from '../email/form-rate-limit.ts';
import { CONTACT_SUCCESS, type ContactService } from './service.ts';

/** POST api/contactus (SPEC 7): the contact page's 'Get in Touch' form. */
export const contactRoutes: FastifyPluginAsyncZod<{ contact: ContactService }> = async (app, { contact }) => {
  app.post(
    '/contactus',
    {
      config: { rateLimit: FORM_RATE_LIMIT },
      schema: {
        tags: ['forms'],
        summary: 'Stores a contact message and notifies the team by e-mail',
        body: contactRequestSchema,
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      await contact.submit(request.body, request.ip ?? null);
      return { success: true, message: CONTACT_SUCCESS };
    },
  );
};
