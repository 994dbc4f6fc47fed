import { DEFAULT_UNASSIGNED_ALERT_MINUTES } from '@phonix/shared/work-queue';
import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import { clockOf } from '../../platform.ts';
import { QueueAlerts } from './queue-alerts.ts';
import { dashboardRoutes } from './routes.ts';

/** The console's dashboard and its queues, and the team's e-mail when a queue waits too long (each minute). */
export async function registerDashboard(app: FastifyInstance, platform: Platform) {
  const { db, options } = platform;
  const clock = clockOf(platform);
  const alerts = new QueueAlerts(db, platform.outbox, {
    teamEmail: platform.teamAlertEmail,
    alertMinutes: options.unassignedAlertMinutes ?? DEFAULT_UNASSIGNED_ALERT_MINUTES,
    ...clock,
  });
  platform.jobs.define('queue-alerts', {
    cron: '* * * * *',
    run: () => alerts.runOnce(),
    expireInSeconds: 120,
    retryLimit: 3,
  });
  await app.register(dashboardRoutes, {
    db,
    ...clock,
    ...(options.unassignedAlertMinutes ? { unassignedAlertMinutes: options.unassignedAlertMinutes } : {}),
  });
  return { alerts };
}
