import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/contract-routes.ts';
import { audited, staffActor } from '../audit/index.ts';
import { CONTACT_PAGE_SIZE, listContactMessages, readContactMessage } from './repository.ts';
import { contactMessages } from './tables.ts';

/** The console's contact messages: the list, and marking one handled (or open again), audited. */
export async function contactStaffRoutes(app: FastifyInstance, { db }: { db: Database }) {
  route(app, 'staffContactMessages', async (request) => {
    const { status, page } = request.query;
    return {
      success: true as const,
      ...(await listContactMessages(db, status, page)),
      page,
      page_size: CONTACT_PAGE_SIZE,
    };
  });

  route(app, 'staffMarkContactHandled', async (request) => {
    const { messageId } = request.params;
    const { handled } = request.body;
    const actor = staffActor(request);
    await audited(db, actor, handled ? 'contact.handled' : 'contact.reopened', async (tx) => {
      const [before] = await tx
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, messageId))
        .for('update');
      if (!before) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
      const [after] = await tx
        .update(contactMessages)
        .set(
          handled
            ? { handledAt: before.handledAt ?? new Date(), handledBy: before.handledBy ?? request.staff.id }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(contactMessages.id, messageId))
        .returning();
      if (!after) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
      const state = (row: typeof before) => ({
        handled_at: row.handledAt?.toISOString() ?? null,
        handled_by: row.handledBy,
      });
      return {
        entityType: 'contact_message',
        entityId: messageId,
        before: state(before),
        after: state(after),
        result: undefined,
      };
    });
    const message = await readContactMessage(db, messageId);
    if (!message) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
    return { success: true as const, message };
  });
}
