import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import type { WhatsAppConsents } from './consent.ts';

/** The signed-in seller's WhatsApp consent: read it, opt in, opt out (packages/shared/src/whatsapp-api.ts). */
export async function whatsAppConsentRoutes(
  app: FastifyInstance,
  { consents }: { consents: WhatsAppConsents },
) {
  const seller = (customerId: number | null): number => {
    if (customerId === null) throw new AppError('LOGIN_REQUIRED');
    return customerId;
  };

  route(app, 'whatsAppConsent', async (request) => ({
    success: true as const,
    whatsapp: await consents.read(seller(request.customerId)),
  }));

  route(app, 'whatsAppOptIn', async (request) => ({
    success: true as const,
    whatsapp: await consents.optIn(seller(request.customerId), request.body.source, request.body.text),
  }));

  route(app, 'whatsAppOptOut', async (request) => ({
    success: true as const,
    whatsapp: await consents.optOut(seller(request.customerId), request.body.source, request.body.text),
  }));
}
