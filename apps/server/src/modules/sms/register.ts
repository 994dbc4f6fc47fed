import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { smsDeliveryReportRoutes } from './delivery-reports.ts';

/** The SMS provider's signed delivery reports (only with SMS_WEBHOOK_SECRET). */
export async function registerSms(app: FastifyInstance, platform: Platform) {
  const secret = platform.options.smsWebhookSecret;
  if (secret) await app.register(smsDeliveryReportRoutes, { db: platform.db, secret });
}
