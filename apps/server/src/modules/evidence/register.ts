import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { evidenceRoutes } from './routes.ts';
import { EvidenceService, provedAnswerKeys, type UndoChange } from './service.ts';

/**
 * Evidence at the door (issue 34): the partner's photos of each changed answer, their signed links, and
 * staff's review. The orders' re-check asks it which answers are proved (`provedAnswerKeys`) and for the
 * photos of an offer (`evidence.photosOf`); staff's rejection undoes a change through the orders
 * (`undoChange`), handed in here so that orders never import this module.
 */
export async function registerEvidence(
  app: FastifyInstance,
  platform: Platform,
  deps: { undoChange: UndoChange },
) {
  const evidence = new EvidenceService(platform.db, {
    secret: platform.options.auth?.otpSecret,
    now: platform.now,
    undoChange: deps.undoChange,
  });
  await app.register(evidenceRoutes, { evidence });
  return { evidence, provedAnswerKeys };
}
