import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { useDeliveryRecorder } from '../sms/index.ts';
import { recordSmsDelivery } from './outbox.ts';
import { outboxStaffRoutes } from './staff-routes.ts';

/** The console's view of messages waiting or failed; the worker itself is the platform's (platform.ts). */
export async function registerOutbox(app: FastifyInstance, platform: Platform) {
  // The SMS provider's delivery reports land on the outbox's rows, by its rule (recordSmsDelivery).
  useDeliveryRecorder(recordSmsDelivery);
  await app.register(outboxStaffRoutes, { db: platform.db, outbox: platform.outbox });
}
