import { STAFF_LIMITS, type StaffMember, type StaffRole } from '@phonix/shared/staff-api';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { digest, randomToken } from '../auth/index.ts';
import { staff, staffSessions } from './tables.ts';

/**
 * Staff sessions behind opaque bearer tokens, apart from customers' sessions: a customer's token is not in
 * this table, so it never opens a staff call. The staff member's role and state are read with the session
 * on every call, so a role change or a deactivation takes effect at once (staff calls are few).
 */
export class StaffSessionService {
  constructor(
    private readonly db: Database,
    private readonly ttlHours: number = STAFF_LIMITS.sessionHours,
  ) {}

  async create(tx: Database | Transaction, staffId: number): Promise<string> {
    const token = randomToken();
    await tx.insert(staffSessions).values({
      staffId,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + this.ttlHours * 3_600_000),
    });
    return token;
  }

  /** The active staff member a live token belongs to, or null. */
  async staffOf(token: string): Promise<StaffMember | null> {
    const [row] = await this.db
      .select({
        id: staff.id,
        email: staff.email,
        name: staff.name,
        role: staff.role,
        mustChangePassword: staff.mustChangePassword,
      })
      .from(staffSessions)
      .innerJoin(staff, eq(staff.id, staffSessions.staffId))
      .where(
        and(
          eq(staffSessions.tokenHash, digest(token)),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, new Date()),
          isNull(staff.deactivatedAt),
        ),
      )
      .limit(1);
    if (!row) return null;
    const { mustChangePassword, ...member } = row;
    return { ...member, role: row.role as StaffRole, must_change_password: mustChangePassword };
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffSessions.tokenHash, digest(token)), isNull(staffSessions.revokedAt)));
  }

  /** Ends every session of a staff member, but for the one of `keepToken` (changing your own password). */
  async revokeAll(tx: Database | Transaction, staffId: number, keepToken?: string): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.revokedAt),
          keepToken ? ne(staffSessions.tokenHash, digest(keepToken)) : undefined,
        ),
      );
  }
}
