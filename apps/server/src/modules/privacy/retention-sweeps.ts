import { ACCESS_LOGS, INACTIVE_ACCOUNT, yearsBefore } from '@phonix/shared/retention';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { endedBefore, latestOf, type PersonalDataHook } from '../../lib/personal-data.ts';
import type { Actor } from '../audit/index.ts';
import { writeAuditEntry } from '../audit/index.ts';
import { liveCustomersAfter, lockCustomerRow } from '../customers/index.ts';
import { customersWithOpenOrders } from '../orders/index.ts';
import { enqueue, message } from '../outbox/index.ts';
import { eraseCustomer } from './erasure.ts';
import { grievances, inactivityNotices, nomineeSessions } from './tables.ts';

/**
 * The retention sweeps (issue 24) as plain functions: the job queue calls them (daily is enough), each with
 * the time it runs at, and they answer what they did. Running one twice at the same time does no harm: the
 * notice is written once per account (a unique pending notice; the outbox's dedupe key), an erasure is done
 * under the account's row lock and checked again there.
 */
export interface SweepDeps {
  db: Database;
  /** Every module's part of the sellers' data and of the access logs (src/personal-data.ts). */
  personalData: readonly PersonalDataHook[];
  /** Ends the erased accounts' cached sessions (modules/auth/session-service.ts); optional in tests. */
  sessions?: { revokeAll(customerId: number): Promise<void> };
}

const HOUR = 3_600_000;
/** The audit log's name for the sweeps (no staff member). */
const SWEEP_ACTOR: Actor = { staffId: null, name: 'job:retention-sweep', clientIp: null };
/** Accounts looked at together by the inactive-account sweep. */
const PAGE = 500;

/**
 * When each seller last approached us (DPDP Rules 2025, rule 8(1)): the latest of what each module knows
 * (the account's creation, their latest sign-in: customers.last_seen_at and the sessions still held, an
 * order booked, their own action on an order: a cancellation, a decision on a re-quote) and a grievance
 * raised.
 */
async function lastActive(
  executor: Database | Transaction,
  personalData: readonly PersonalDataHook[],
  customerIds: number[],
): Promise<Map<number, Date>> {
  const latest = new Map<number, Date>();
  for (const hook of personalData)
    if (hook.lastActivity) latestOf(latest, await hook.lastActivity(executor, customerIds));
  const raised = await executor
    .select({ customerId: grievances.customerId, at: max(grievances.createdAt) })
    .from(grievances)
    .where(inArray(grievances.customerId, customerIds))
    .groupBy(grievances.customerId);
  latestOf(
    latest,
    new Map(
      raised.flatMap((row) => (row.customerId !== null && row.at ? [[row.customerId, row.at] as const] : [])),
    ),
  );
  return latest;
}

export interface InactiveAccountSweepResult {
  /** Accounts told they will be erased (one SMS each through the outbox). */
  notified: number;
  /** Accounts erased (told at least 48 hours before, and not used since). */
  erased: number;
  /** Notices that lapsed because the seller came back (a sign-in, an order, a grievance). */
  cancelled: number;
}

/**
 * Accounts inactive for three years (INACTIVE_ACCOUNT in packages/shared/src/retention.ts): first each
 * pending notice is settled (the seller came back: cancelled; its time passed and still inactive, with no
 * open order: erased by the same code as a seller's own erasure); then every account whose three years end
 * within 48 hours is told by SMS, to be erased at the later of the three years' end and 48 hours from now.
 */
export async function runInactiveAccountSweep(
  deps: SweepDeps,
  now: Date = new Date(),
): Promise<InactiveAccountSweepResult> {
  const { db, personalData } = deps;
  const result: InactiveAccountSweepResult = { notified: 0, erased: 0, cancelled: 0 };

  const pending = await db.select().from(inactivityNotices).where(eq(inactivityNotices.state, 'pending'));
  for (const notice of pending) {
    const outcome = await db.transaction(async (tx) => {
      const customer = await lockCustomerRow(tx, notice.customerId);
      const [current] = await tx
        .select()
        .from(inactivityNotices)
        .where(and(eq(inactivityNotices.id, notice.id), eq(inactivityNotices.state, 'pending')));
      if (!customer || !current) return 'none' as const;
      const settle = (state: 'cancelled' | 'erased') =>
        tx
          .update(inactivityNotices)
          .set({ state, settledAt: now })
          .where(eq(inactivityNotices.id, notice.id));
      if (customer.erasedAt !== null) {
        await settle('cancelled');
        return 'none' as const;
      }
      const active = (await lastActive(tx, personalData, [notice.customerId])).get(notice.customerId);
      const open = await customersWithOpenOrders(tx, [notice.customerId]);
      if ((active?.getTime() ?? 0) > notice.lastActiveAt.getTime() || open.has(notice.customerId)) {
        await settle('cancelled');
        return 'cancelled' as const;
      }
      if (notice.eraseAfter.getTime() > now.getTime()) return 'none' as const;
      const receipts = await eraseCustomer(tx, personalData, notice.customerId, now);
      await writeAuditEntry(tx, SWEEP_ACTOR, 'privacy.erased_inactive', {
        entityType: 'customer',
        entityId: notice.customerId,
        before: null,
        after: {
          last_active_at: notice.lastActiveAt.toISOString(),
          notified_at: notice.notifiedAt.toISOString(),
          receipts_kept: receipts,
          rule: INACTIVE_ACCOUNT.source,
        },
      });
      return 'erased' as const;
    });
    if (outcome === 'cancelled') result.cancelled += 1;
    if (outcome === 'erased') {
      result.erased += 1;
      await deps.sessions?.revokeAll(notice.customerId);
    }
  }

  // Told INACTIVE_ACCOUNT.noticeHours before the period ends (rule 8(2)).
  const threshold = new Date(
    yearsBefore(now, INACTIVE_ACCOUNT.years).getTime() + INACTIVE_ACCOUNT.noticeHours * HOUR,
  );
  // Every account not erased, a page at a time, in id order: those with no pending notice, no open order,
  // and no activity since the threshold are told.
  for (let afterId = 0; ; ) {
    const page = await liveCustomersAfter(db, afterId, PAGE);
    if (page.length === 0) break;
    afterId = (page.at(-1) as { id: number }).id;
    const ids = page.map((row) => row.id);
    const noticed = new Set(
      (
        await db
          .select({ customerId: inactivityNotices.customerId })
          .from(inactivityNotices)
          .where(and(inArray(inactivityNotices.customerId, ids), eq(inactivityNotices.state, 'pending')))
      ).map((row) => row.customerId),
    );
    const open = await customersWithOpenOrders(db, ids);
    const latest = await lastActive(db, personalData, ids);
    for (const row of page) {
      const lastActiveAt = latest.get(row.id);
      if (noticed.has(row.id) || open.has(row.id) || !lastActiveAt || lastActiveAt > threshold) continue;
      result.notified += await notifyInactive(db, row, lastActiveAt, now);
    }
  }
  return result;
}

/** Tells one inactive account when it will be erased (once: a unique pending notice); answers 1 if told. */
async function notifyInactive(
  db: Database,
  row: { id: number; mobile: string },
  lastActiveAt: Date,
  now: Date,
): Promise<number> {
  const periodEnds = new Date(
    lastActiveAt.getTime() + (now.getTime() - yearsBefore(now, INACTIVE_ACCOUNT.years).getTime()),
  );
  const eraseAfter = new Date(
    Math.max(periodEnds.getTime(), now.getTime() + INACTIVE_ACCOUNT.noticeHours * HOUR),
  );
  const told = await db.transaction(async (tx) => {
    const [notice] = await tx
      .insert(inactivityNotices)
      .values({ customerId: row.id, lastActiveAt, notifiedAt: now, eraseAfter, state: 'pending' })
      .onConflictDoNothing()
      .returning({ id: inactivityNotices.id });
    if (!notice) return false;
    await enqueue(tx, [
      message(
        'sms',
        row.mobile,
        'inactive_erasure_seller',
        { erase_after: eraseAfter.toISOString() },
        { dedupeKey: `inactive:${row.id}:notice:${notice.id}` },
      ),
    ]);
    await writeAuditEntry(tx, SWEEP_ACTOR, 'privacy.inactive_notice_sent', {
      entityType: 'customer',
      entityId: row.id,
      before: null,
      after: { last_active_at: lastActiveAt.toISOString(), erase_after: eraseAfter.toISOString() },
    });
    return true;
  });
  return told ? 1 : 0;
}

export interface AccessLogSweepResult {
  audit_log: number;
  sessions: number;
  partner_sessions: number;
  staff_sessions: number;
  nominee_sessions: number;
  otp_codes: number;
}

/**
 * Access logs older than a year (ACCESS_LOGS in packages/shared/src/retention.ts) deleted: the audit log
 * (who did and saw what, staff and sellers alike; DR 170 keeps it as the access log), the sign-ins that
 * ended more than a year ago (customers', partners', staff's and nominees' sessions: revoked or expired by
 * then; live ones stay) and the one-time codes sent (their rows are the send log the caps count).
 */
export async function runAccessLogSweep(
  deps: SweepDeps,
  now: Date = new Date(),
): Promise<AccessLogSweepResult> {
  const cutoff = yearsBefore(now, ACCESS_LOGS.years);
  return deps.db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    for (const hook of deps.personalData) Object.assign(counts, await hook.sweepAccessLogs?.(tx, cutoff));
    const nominees = await tx
      .delete(nomineeSessions)
      .where(endedBefore(nomineeSessions, cutoff))
      .returning({ id: nomineeSessions.id });
    return {
      audit_log: counts.audit_log ?? 0,
      sessions: counts.sessions ?? 0,
      partner_sessions: counts.partner_sessions ?? 0,
      staff_sessions: counts.staff_sessions ?? 0,
      nominee_sessions: nominees.length,
      otp_codes: counts.otp_codes ?? 0,
    };
  });
}
