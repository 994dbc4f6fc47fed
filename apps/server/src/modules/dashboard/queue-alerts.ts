import type { QueueAlertKind } from '@phonix/shared/work-queue';
import type { Database } from '../../db/client.ts';
import { type LeaveOut, orderFacts } from '../orders/index.ts';
import { enqueue, message, type OutboxListener, writtenDedupeKeys } from '../outbox/index.ts';
import { handedBackOrders, type QueueRow, unassignedOrders } from './work-queue.ts';

export interface QueueAlertSettings {
  /** Who is e-mailed (TEAM_ALERT_EMAIL, else TEAM_EMAIL). */
  teamEmail: string;
  /** UNASSIGNED_ALERT_MINUTES. */
  alertMinutes: number;
  now?: () => Date;
}

/** The outbox dedupe key of an alert: one e-mail per order and kind, ever, however often any process checks. */
export function queueAlertKey(kind: QueueAlertKind, orderId: number): string {
  return `queue-alert:${kind}:${orderId}`;
}

/** Leaves out the orders already e-mailed about (the unique dedupe key would drop them anyway). */
const alerted =
  (db: Database, kind: QueueAlertKind): LeaveOut =>
  async (orderIds) => {
    const written = await writtenDedupeKeys(
      db,
      orderIds.map((id) => queueAlertKey(kind, id)),
    );
    return new Set(orderIds.filter((id) => written.has(queueAlertKey(kind, id))));
  };

/**
 * The team's e-mail for the dashboard's alert queues (issue 21): an order nobody accepted within
 * UNASSIGNED_ALERT_MINUTES of working hours, and an order handed back that no other active partner can
 * take. The `queue-alerts` job (every minute, modules/jobs) runs the check, which writes one outbox e-mail
 * per order and kind; the outbox's unique dedupe key makes a second check, or a check in another process at the same
 * moment, write nothing more. The queue itself is read live by the dashboard (work-queue.ts).
 */
export class QueueAlerts {
  constructor(
    private readonly db: Database,
    private readonly outbox: OutboxListener,
    private readonly settings: QueueAlertSettings,
  ) {}

  /** One check: writes the e-mails not written yet and answers how many orders it wrote about. */
  async runOnce(): Promise<number> {
    const now = this.settings.now?.() ?? new Date();
    const [unassigned, handedBack] = await Promise.all([
      unassignedOrders(this.db, now, this.settings.alertMinutes, alerted(this.db, 'unassigned')),
      handedBackOrders(this.db, alerted(this.db, 'handed_back')),
    ]);
    const messages = [
      ...unassigned.map(({ row, waiting }) => this.#message('unassigned', row, waiting)),
      ...handedBack.map(({ row }) => this.#message('handed_back', row, null)),
    ];
    if (messages.length === 0) return 0;
    await enqueue(this.db, messages);
    this.outbox.nudge();
    return messages.length;
  }

  #message(kind: QueueAlertKind, row: QueueRow, waitingMinutes: number | null) {
    return message(
      'email',
      this.settings.teamEmail,
      'queue_alert_team',
      { kind, waiting_minutes: waitingMinutes, ...orderFacts(row) },
      { dedupeKey: queueAlertKey(kind, row.id), orderId: row.id },
    );
  }
}
