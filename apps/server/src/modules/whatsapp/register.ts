import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { WhatsAppConsents } from './consent.ts';
import { whatsAppConsentRoutes } from './consent-routes.ts';
import { whatsAppWebhookRoutes } from './webhook-routes.ts';

/** A seller's WhatsApp opt-in, and the provider's delivery webhook (only with its secret or verify token). */
export async function registerWhatsApp(app: FastifyInstance, platform: Platform) {
  const { db, outbox, options } = platform;
  const consents = new WhatsAppConsents(db);
  await app.register(whatsAppConsentRoutes, { consents });
  const { appSecret, verifyToken } = options.whatsapp ?? {};
  if (appSecret || verifyToken)
    await app.register(whatsAppWebhookRoutes, { db, outbox, settings: { appSecret, verifyToken } });
  return { consents };
}
