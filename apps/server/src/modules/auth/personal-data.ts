import { eq, inArray, lt, max } from 'drizzle-orm';
import { endedBefore, heldRows, type PersonalDataHook } from '../../lib/personal-data.ts';
import { loginFailures, otpCodes, passwordResets, sessions } from './tables.ts';

/** The seller's sign-ins, failed attempts, password resets and the codes sent to their number. */
export const authPersonalData: PersonalDataHook = {
  async onErase(tx, subject) {
    await tx.delete(sessions).where(eq(sessions.customerId, subject.customerId));
    await tx.delete(loginFailures).where(eq(loginFailures.customerId, subject.customerId));
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, subject.customerId));
    await tx.delete(otpCodes).where(eq(otpCodes.mobile, subject.mobile));
  },

  async exportFor(db, subject) {
    return {
      sessions: heldRows(
        sessions,
        await db.select().from(sessions).where(eq(sessions.customerId, subject.customerId)),
      ),
      login_failures: heldRows(
        loginFailures,
        await db.select().from(loginFailures).where(eq(loginFailures.customerId, subject.customerId)),
      ),
      password_resets: heldRows(
        passwordResets,
        await db.select().from(passwordResets).where(eq(passwordResets.customerId, subject.customerId)),
      ),
      otp_codes: heldRows(
        otpCodes,
        await db.select().from(otpCodes).where(eq(otpCodes.mobile, subject.mobile)),
      ),
    };
  },

  /** The latest sign-in still held (customers.last_seen_at keeps the latest of all). */
  async lastActivity(db, customerIds) {
    if (customerIds.length === 0) return new Map();
    const rows = await db
      .select({ customerId: sessions.customerId, at: max(sessions.createdAt) })
      .from(sessions)
      .where(inArray(sessions.customerId, customerIds))
      .groupBy(sessions.customerId);
    return new Map(rows.flatMap((row) => (row.at ? [[row.customerId, row.at] as const] : [])));
  },

  /** Sign-ins ended before the cutoff (live ones stay) and the codes sent before it (the caps' send log). */
  async sweepAccessLogs(tx, cutoff) {
    const ended = await tx
      .delete(sessions)
      .where(endedBefore(sessions, cutoff))
      .returning({ id: sessions.id });
    const codes = await tx
      .delete(otpCodes)
      .where(lt(otpCodes.createdAt, cutoff))
      .returning({ id: otpCodes.id });
    return { sessions: ended.length, otp_codes: codes.length };
  },
};
