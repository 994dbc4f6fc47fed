import { DEFAULT_UNASSIGNED_ALERT_MINUTES } from '@phonix/shared/work-queue';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/contract-routes.ts';
import { readConsoleQueues } from './console-queues.ts';
import { readDashboard } from './repository.ts';
import { readWorkQueue } from './work-queue.ts';

/** The console's dashboard (staff): the figures and the work queue. */
export async function dashboardRoutes(
  app: FastifyInstance,
  {
    db,
    now,
    unassignedAlertMinutes = DEFAULT_UNASSIGNED_ALERT_MINUTES,
  }: { db: Database; now?: () => Date; unassignedAlertMinutes?: number },
) {
  route(app, 'staffDashboard', async () => {
    const at = now?.() ?? new Date();
    const [figures, queue, queues] = await Promise.all([
      readDashboard(db, at),
      readWorkQueue(db, at, unassignedAlertMinutes),
      readConsoleQueues(db, at),
    ]);
    return { success: true as const, ...figures, queue, queues };
  });
}
