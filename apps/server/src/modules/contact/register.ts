import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { contactRoutes } from './routes.ts';
import { ContactService } from './service.ts';
import { contactStaffRoutes } from './staff-routes.ts';

/** The contact form, and the console's list of its messages. */
export async function registerContact(app: FastifyInstance, platform: Platform) {
  const contact = new ContactService(platform.db, platform.teamEmail, platform.outbox);
  await app.register(contactRoutes, { contact });
  await app.register(contactStaffRoutes, { db: platform.db });
}
