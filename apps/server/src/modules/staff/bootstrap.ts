import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { audited, scriptActor } from '../audit/index.ts';
import { hashPassword } from '../auth/index.ts';
import { generatePassword, toAccount } from './accounts-service.ts';
import { staff, staffSessions } from './tables.ts';
import { newTotpSecret, otpauthUrl } from './totp.ts';

export interface AdminCredentials {
  email: string;
  /** Shown once: only its hash is stored. */
  password: string;
  /** The authenticator's secret, enrolled already; shown once. */
  totpSecret: string;
  otpauthUrl: string;
  recovered: boolean;
}

/**
 * The command-line way in (scripts/create-admin.ts): creates an admin with a generated password and an
 * enrolled TOTP secret, both shown once. With `recover`, an existing account gets a new password and a new
 * secret, is reactivated and made admin, and its sessions end: the path back in when the only admin has
 * lost their authenticator. Audited like any staff change, as the script.
 */
export async function createAdmin(
  db: Database,
  input: { email: string; name: string; password?: string | undefined; recover?: boolean },
): Promise<AdminCredentials> {
  const email = input.email.trim().toLowerCase();
  const password = input.password ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const totpSecret = newTotpSecret();
  const [existing] = await db.select().from(staff).where(eq(staff.email, email));
  if (existing && !input.recover) {
    throw new Error(
      `${email} already has an account; run again with --recover to give it a new password and authenticator`,
    );
  }
  const actor = scriptActor('create-admin');
  if (existing) {
    await audited(db, actor, 'staff.recover', async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({
          role: 'admin',
          passwordHash,
          totpSecret,
          totpLastStep: null,
          failedLogins: 0,
          loginBlockedUntil: null,
          deactivatedAt: null,
        })
        .where(eq(staff.id, existing.id))
        .returning();
      if (!row) throw new Error(`${email} disappeared`);
      await tx.update(staffSessions).set({ revokedAt: new Date() }).where(eq(staffSessions.staffId, row.id));
      return {
        entityType: 'staff',
        entityId: row.id,
        before: toAccount(existing),
        after: toAccount(row),
        result: row,
      };
    });
  } else {
    await audited(db, actor, 'staff.create', async (tx) => {
      const [row] = await tx
        .insert(staff)
        .values({ email, name: input.name, role: 'admin', passwordHash, totpSecret })
        .returning();
      if (!row) throw new Error('The admin was not stored');
      return { entityType: 'staff', entityId: row.id, before: null, after: toAccount(row), result: row };
    });
  }
  return {
    email,
    password,
    totpSecret,
    otpauthUrl: otpauthUrl(email, totpSecret),
    recovered: Boolean(existing),
  };
}
