import { FINAL_STATUSES } from '@phonix/shared/order-lifecycle';
import { ACCESS_LOGS, INACTIVE_ACCOUNT, yearsBefore } from '@phonix/shared/retention';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import type { Actor } from '../audit/audit.ts';
import { writeAuditEntry } from '../audit/audit.ts';
import { auditLog } from '../audit/tables.ts';
import { otpCodes, sessions } from '../auth/tables.ts';
import { enqueue, message } from '../outbox/outbox.ts';
import { partnerSessions } from '../partners/tables.ts';
import { staffSessions } from '../staff/tables.ts';
import { eraseCustomer } from './erasure.ts';
import { inactivityNotices, nomineeSessions } from './tables.ts';

/**
 * The retention sweeps (issue 24) as plain functions: the job queue calls them (daily is enough), each with
 * the time it runs at, and they answer what they did. Running one twice at the same time does no harm: the
 * notice is written once per account (a unique pending notice; the outbox's dedupe key), an erasure is done
 * under the account's row lock and checked again there.
 */
export interface SweepDeps {
  db: Database;
  /** Ends the erased accounts' cached sessions (modules/auth/session-service.ts); optional in tests. */
  sessions?: { revokeAll(customerId: number): Promise<void> };
}

const HOUR = 3_600_000;
/** The audit log's name for the sweeps (no staff member). */
const SWEEP_ACTOR: Actor = { staffId: null, name: 'job:retention-sweep', clientIp: null };

/**
 * When the seller last approached us (DPDP Rules 2025, rule 8(1)): the account's creation, their latest
 * sign-in (customers.last_seen_at, and the sessions still held), an order booked, their own action on an
 * order (a cancellation, a decision on a re-quote), a grievance raised.
 */
const lastActive = (customerId: SQL | number) => sql<Date>`greatest(
  (select cu.created_at from customers cu where cu.id = ${customerId}),
  (select cu.last_seen_at from customers cu where cu.id = ${customerId}),
  (select max(s.created_at) from sessions s where s.customer_id = ${customerId}),
  (select max(oa.created_at) from orders oa where oa.customer_id = ${customerId}),
  (select max(e.at) from order_events e join orders oe on oe.id = e.order_id
     where oe.customer_id = ${customerId} and e.actor_type = 'customer'),
  (select max(g.created_at) from grievances g where g.customer_id = ${customerId})
)`;

const FINAL = sql.join(
  FINAL_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

async function lastActiveOf(executor: Database | Transaction, customerId: number): Promise<Date> {
  const result = await executor.execute(sql`select ${lastActive(customerId)} as at`);
  const value = (result.rows[0] as { at: Date | string }).at;
  return value instanceof Date ? value : new Date(value);
}

async function hasOpenOrder(executor: Database | Transaction, customerId: number): Promise<boolean> {
  const result = await executor.execute(
    sql`select 1 from orders where customer_id = ${customerId} and status not in (${FINAL}) limit 1`,
  );
  return result.rows.length > 0;
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
  const { db } = deps;
  const result: InactiveAccountSweepResult = { notified: 0, erased: 0, cancelled: 0 };

  const pending = await db.select().from(inactivityNotices).where(eq(inactivityNotices.state, 'pending'));
  for (const notice of pending) {
    const outcome = await db.transaction(async (tx) => {
      const [customer] = await tx
        .execute(sql`select id, erased_at from customers where id = ${notice.customerId} for update`)
        .then((answer) => answer.rows as { id: number; erased_at: Date | null }[]);
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
      if (customer.erased_at !== null) {
        await settle('cancelled');
        return 'none' as const;
      }
      const active = await lastActiveOf(tx, notice.customerId);
      if (active.getTime() > notice.lastActiveAt.getTime() || (await hasOpenOrder(tx, notice.customerId))) {
        await settle('cancelled');
        return 'cancelled' as const;
      }
      if (notice.eraseAfter.getTime() > now.getTime()) return 'none' as const;
      const receipts = await eraseCustomer(tx, notice.customerId, now);
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
  const candidates = await db.execute(sql`
    select c.id, c.mobile, ${lastActive(sql`c.id`)} as last_active
    from customers c
    where c.erased_at is null
      and not exists (select 1 from inactivity_notices n where n.customer_id = c.id and n.state = 'pending')
      and not exists (select 1 from orders o where o.customer_id = c.id and o.status not in (${FINAL}))
      and ${lastActive(sql`c.id`)} <= ${threshold.toISOString()}
    order by c.id`);
  for (const row of candidates.rows as { id: number; mobile: string; last_active: Date | string }[]) {
    const lastActiveAt = row.last_active instanceof Date ? row.last_active : new Date(row.last_active);
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
    if (told) result.notified += 1;
  }
  return result;
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
  const { db } = deps;
  const ended = (table: { revokedAt: AnyPgColumn; expiresAt: AnyPgColumn }) =>
    sql`coalesce(${table.revokedAt}, ${table.expiresAt}) < ${cutoff.toISOString()}`;
  const count = async (query: Promise<unknown[]>) => (await query).length;
  return db.transaction(async (tx) => ({
    audit_log: await count(tx.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id })),
    sessions: await count(tx.delete(sessions).where(ended(sessions)).returning({ id: sessions.id })),
    partner_sessions: await count(
      tx.delete(partnerSessions).where(ended(partnerSessions)).returning({ id: partnerSessions.id }),
    ),
    staff_sessions: await count(
      tx.delete(staffSessions).where(ended(staffSessions)).returning({ id: staffSessions.id }),
    ),
    nominee_sessions: await count(
      tx.delete(nomineeSessions).where(ended(nomineeSessions)).returning({ id: nomineeSessions.id }),
    ),
    otp_codes: await count(
      tx.delete(otpCodes).where(lt(otpCodes.createdAt, cutoff)).returning({ id: otpCodes.id }),
    ),
  }));
}
