import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import { audited, staffActor } from '../audit/index.ts';
import type { OutboxListener } from './outbox.ts';
import { auditedState, listOutbox, presentOutbox, resendMessage, retryMessage } from './staff-repository.ts';

/**
 * The console's notification outbox: messages by status, a failed one retried, a sent or failed one sent
 * again. Both writes are audited in their own transaction and wake the worker once committed.
 */
export async function outboxStaffRoutes(
  app: FastifyInstance,
  { db, outbox }: { db: Database; outbox?: OutboxListener },
) {
  route(app, 'staffOutbox', async (request) => ({
    success: true as const,
    ...(await listOutbox(db, request.query)),
  }));

  route(app, 'staffRetryOutbox', async (request) => {
    const { messageId } = request.params;
    const after = await audited(db, staffActor(request), 'outbox.retried', async (tx) => {
      const change = await retryMessage(tx, messageId, new Date());
      return {
        entityType: 'outbox_message',
        entityId: messageId,
        before: auditedState(change.before),
        after: auditedState(change.after),
        result: change.after,
      };
    });
    outbox?.nudge();
    const [message] = await presentOutbox(db, [after]);
    if (!message) throw new Error('The retried message could not be shown');
    return { success: true as const, message: 'The message is queued again.', outbox_message: message };
  });

  route(app, 'staffResendNotification', async (request) => {
    const { messageId } = request.params;
    const copy = await audited(db, staffActor(request), 'outbox.resent', async (tx) => {
      const change = await resendMessage(tx, messageId, new Date());
      return {
        entityType: 'outbox_message',
        entityId: messageId,
        before: auditedState(change.original),
        after: { resent_as: auditedState(change.copy) },
        result: change.copy,
      };
    });
    outbox?.nudge();
    const [message] = await presentOutbox(db, [copy]);
    if (!message) throw new Error('The resent message could not be shown');
    return { success: true as const, message: 'The message will be sent again.', outbox_message: message };
  });
}
