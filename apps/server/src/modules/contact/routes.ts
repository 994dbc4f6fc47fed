import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/contract-routes.ts';
import { FORM_RATE_LIMIT } from '../email/index.ts';
import { CONTACT_SUCCESS, type ContactService } from './service.ts';

/** POST api/contactus (SPEC 7): the contact page's 'Get in Touch' form. */
export async function contactRoutes(app: FastifyInstance, { contact }: { contact: ContactService }) {
  route(
    app,
    'contactUs',
    async (request) => {
      await contact.submit(request.body, request.ip ?? null);
      return { success: true, message: CONTACT_SUCCESS };
    },
    { rateLimit: FORM_RATE_LIMIT },
  );
}
