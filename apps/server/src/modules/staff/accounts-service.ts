import crypto from 'node:crypto';
import type {
  CreateStaffRequest,
  StaffAccount,
  StaffMember,
  UpdateStaffRequest,
} from '@phonix/shared/staff-api';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, audited } from '../audit/index.ts';
import { hashPassword, verifyPassword } from '../auth/index.ts';
import { isCommonPassword } from './common-passwords.ts';
import { toMember } from './login-service.ts';
import type { StaffSessionService } from './session-service.ts';
import { staff } from './tables.ts';

type StaffRow = typeof staff.$inferSelect;

/** What the console and the audit log show of an account: never the hash or the TOTP secret. */
export function toAccount(row: StaffRow): StaffAccount {
  return {
    ...toMember(row),
    active: row.deactivatedAt === null,
    totp_enabled: row.totpSecret !== null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The rules a password chosen by a person meets beyond its length (the schema's): typed the same twice and
 * not on the common-password list.
 */
export function checkNewPassword(next: string, confirmation: string): void {
  if (next !== confirmation) throw new AppError('STAFF_PASSWORD_MISMATCH', { field: 'confirm_password' });
  if (isCommonPassword(next)) throw new AppError('STAFF_PASSWORD_COMMON', { field: 'new_password' });
}

/** A password the admin passes on once: 20 characters from a 57-letter alphabet (about 116 bits). */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from({ length: 20 }, () => alphabet[crypto.randomInt(alphabet.length)]).join('');
}

/** Staff management (admins), and a staff member's own password. Every change is audited. */
export class StaffAccountsService {
  constructor(
    private readonly db: Database,
    private readonly sessions: StaffSessionService,
  ) {}

  async list(): Promise<StaffAccount[]> {
    const rows = await this.db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.id));
    return rows.map(toAccount);
  }

  /**
   * A new account with a generated password, to be changed at the first sign-in (must_change_password);
   * the authenticator is enrolled at that sign-in too.
   */
  async create(
    actor: Actor,
    request: CreateStaffRequest,
  ): Promise<{ account: StaffAccount; password: string }> {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    try {
      const account = await audited(this.db, actor, 'staff.create', async (tx) => {
        const [row] = await tx
          .insert(staff)
          .values({
            email: request.email,
            name: request.name,
            role: request.role,
            passwordHash,
            mustChangePassword: true,
          })
          .returning();
        if (!row) throw new Error('The staff account was not stored');
        const after = toAccount(row);
        return { entityType: 'staff', entityId: row.id, before: null, after, result: after };
      });
      return { account, password };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('STAFF_EMAIL_TAKEN', { field: 'email' });
      throw error;
    }
  }

  async update(actor: Actor, staffId: number, change: UpdateStaffRequest): Promise<StaffAccount> {
    return audited(this.db, actor, 'staff.update', async (tx) => {
      const admins = await lockActiveAdmins(tx);
      const before = await this.lockForChange(tx, staffId);
      const stillAdmin = (change.role ?? before.role) === 'admin' && (change.active ?? before.active);
      // Never leave Phonix without an active admin.
      if (before.role === 'admin' && before.active && !stillAdmin && !admins.some((id) => id !== staffId))
        throw new AppError('LAST_ADMIN');
      const deactivate = change.active === false && before.active;
      const [row] = await tx
        .update(staff)
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.role !== undefined ? { role: change.role } : {}),
          ...(change.active === true ? { deactivatedAt: null } : {}),
          ...(deactivate ? { deactivatedAt: new Date() } : {}),
        })
        .where(eq(staff.id, staffId))
        .returning();
      if (!row) throw new AppError('STAFF_NOT_FOUND');
      if (deactivate) await this.sessions.revokeAll(tx, staffId);
      const after = toAccount(row);
      return { entityType: 'staff', entityId: staffId, before, after, result: after };
    });
  }

  /** Removes the authenticator (lost phone): the sessions end and the next sign-in enrols a new one. */
  async resetTotp(actor: Actor, staffId: number): Promise<StaffAccount> {
    return audited(this.db, actor, 'staff.reset_totp', async (tx) => {
      const before = await this.lockForChange(tx, staffId);
      const [row] = await tx
        .update(staff)
        .set({ totpSecret: null, totpLastStep: null })
        .where(eq(staff.id, staffId))
        .returning();
      if (!row) throw new AppError('STAFF_NOT_FOUND');
      await this.sessions.revokeAll(tx, staffId);
      const after = toAccount(row);
      return { entityType: 'staff', entityId: staffId, before, after, result: after };
    });
  }

  async resetPassword(actor: Actor, staffId: number): Promise<{ account: StaffAccount; password: string }> {
    const password = generatePassword();
    const passwordHash = await hashPassword(password);
    const account = await audited(this.db, actor, 'staff.reset_password', async (tx) => {
      const before = await this.lockForChange(tx, staffId);
      const [row] = await tx
        .update(staff)
        .set({ passwordHash, mustChangePassword: true, failedLogins: 0, loginBlockedUntil: null })
        .where(eq(staff.id, staffId))
        .returning();
      if (!row) throw new AppError('STAFF_NOT_FOUND');
      await this.sessions.revokeAll(tx, staffId);
      const after = toAccount(row);
      return {
        entityType: 'staff',
        entityId: staffId,
        before,
        after: { ...after, password: 'reset' },
        result: after,
      };
    });
    return { account, password };
  }

  async me(staffId: number): Promise<StaffAccount> {
    const [row] = await this.db.select().from(staff).where(eq(staff.id, staffId));
    if (!row) throw new AppError('STAFF_NOT_FOUND');
    return toAccount(row);
  }

  /**
   * Your own password: the current one is checked, a new one must differ from it, and your other sessions
   * end. It clears must_change_password: a password issued by an admin is changed here.
   */
  async changeOwnPassword(
    actor: Actor,
    member: StaffMember,
    current: string,
    next: string,
    confirmation: string,
    keepToken: string | null,
  ): Promise<void> {
    checkNewPassword(next, confirmation);
    const [row] = await this.db.select().from(staff).where(eq(staff.id, member.id));
    if (!row || !(await verifyPassword(row.passwordHash, current)))
      throw new AppError('CURRENT_PASSWORD_WRONG', { field: 'current_password' });
    if (next === current) throw new AppError('STAFF_PASSWORD_UNCHANGED', { field: 'new_password' });
    const passwordHash = await hashPassword(next);
    await audited(this.db, actor, 'staff.change_password', async (tx) => {
      await tx.update(staff).set({ passwordHash, mustChangePassword: false }).where(eq(staff.id, member.id));
      await this.sessions.revokeAll(tx, member.id, keepToken ?? undefined);
      return {
        entityType: 'staff',
        entityId: member.id,
        before: null,
        after: { password: 'changed' },
        result: undefined,
      };
    });
  }

  /** The account as it is before a change, its row locked until the transaction ends. */
  private async lockForChange(tx: Transaction, staffId: number): Promise<StaffAccount> {
    const [row] = await tx.select().from(staff).where(eq(staff.id, staffId)).for('update');
    if (!row) throw new AppError('STAFF_NOT_FOUND');
    return toAccount(row);
  }
}

/**
 * Locks every active admin's row (in id order, before any other staff row, so two admins demoting each
 * other at the same moment wait for one another instead of both succeeding) and answers their ids.
 */
async function lockActiveAdmins(tx: Transaction): Promise<number[]> {
  const admins = await tx
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'admin'), isNull(staff.deactivatedAt)))
    .orderBy(asc(staff.id))
    .for('update');
  return admins.map((admin) => admin.id);
}
