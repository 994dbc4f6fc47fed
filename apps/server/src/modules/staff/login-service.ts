import {
  STAFF_LIMITS,
  type StaffLoginResponse,
  type StaffMember,
  type StaffRole,
} from '@phonix/shared/staff-api';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Actor, writeAuditEntry } from '../audit/index.ts';
import { digest, hashPassword, randomToken, verifyPassword } from '../auth/index.ts';
import type { StaffSessionService } from './session-service.ts';
import { staff, staffLoginChallenges } from './tables.ts';
import { newTotpSecret, otpauthUrl, qrSvg, verifyTotp } from './totp.ts';

/** Compared against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password. */
let unknownAccountHash: Promise<string> | undefined;
const unknownAccount = () => {
  unknownAccountHash ??= hashPassword(randomToken());
  return unknownAccountHash;
};

/**
 * Staff sign-in: e-mail and password, then a TOTP code, or a first enrolment (every staff member, operations
 * included, signs in with an authenticator; issue 21).
 *
 * Guessing is slowed per account: every attempt is first counted as a failure in one atomic update that
 * also refuses the attempt while the account's delay runs (so parallel guesses cannot slip past the count),
 * and only a complete sign-in sets the count back to zero. Past STAFF_LIMITS.freeFailures, each failure
 * doubles the wait, up to STAFF_LIMITS.longestDelaySeconds. A right password followed by a TOTP step does
 * not reset the count, so knowing the password does not buy unlimited code guesses. Attempts per client
 * address are limited by the routes' rate limit.
 */
export class StaffLoginService {
  constructor(
    private readonly db: Database,
    private readonly sessions: StaffSessionService,
  ) {}

  /** Step 1: the password; answers the code step (or the enrolment), never a session by itself. */
  async login(email: string, password: string): Promise<StaffLoginResponse['result']> {
    const [account] = await this.db.select().from(staff).where(eq(staff.email, email)).limit(1);
    if (!account || account.deactivatedAt) {
      await verifyPassword(await unknownAccount(), password);
      throw new AppError('STAFF_WRONG_CREDENTIALS');
    }
    await this.countAttempt(account.id);
    if (!(await verifyPassword(account.passwordHash, password)))
      throw new AppError('STAFF_WRONG_CREDENTIALS');

    if (account.totpSecret) return { step: 'totp', challenge: await this.challenge(account.id, null) };
    const secret = newTotpSecret();
    const url = otpauthUrl(account.email, secret);
    return {
      step: 'enrol',
      challenge: await this.challenge(account.id, secret),
      secret,
      otpauth_url: url,
      qr_svg: await qrSvg(url),
    };
  }

  /** Step 2: the code for a challenge of step 1 (and, for an enrolment, the proof that the app has the secret). */
  async verifyCode(
    challenge: string,
    code: string,
    clientIp: string | null,
  ): Promise<{ token: string; staff: StaffMember }> {
    const now = new Date();
    const [row] = await this.db
      .select({ challenge: staffLoginChallenges, account: staff })
      .from(staffLoginChallenges)
      .innerJoin(staff, eq(staff.id, staffLoginChallenges.staffId))
      .where(
        and(
          eq(staffLoginChallenges.tokenHash, digest(challenge)),
          isNull(staffLoginChallenges.usedAt),
          gt(staffLoginChallenges.expiresAt, now),
        ),
      )
      .limit(1);
    const secret = row ? (row.challenge.enrolSecret ?? row.account.totpSecret) : null;
    if (!row || !secret || row.account.deactivatedAt) throw new AppError('STAFF_CHALLENGE_EXPIRED');
    const { account } = row;
    await this.countAttempt(account.id);
    const enrolling = row.challenge.enrolSecret !== null;
    const step = await verifyTotp(secret, code, enrolling ? null : account.totpLastStep);
    if (step === null) throw new AppError('STAFF_CODE_INVALID');

    const member = toMember(account);
    return this.db.transaction(async (tx) => {
      // Single use, also against a parallel request with the same challenge or code.
      const used = await tx
        .update(staffLoginChallenges)
        .set({ usedAt: now })
        .where(and(eq(staffLoginChallenges.id, row.challenge.id), isNull(staffLoginChallenges.usedAt)))
        .returning({ id: staffLoginChallenges.id });
      if (used.length === 0) throw new AppError('STAFF_CHALLENGE_EXPIRED');
      const accepted = await tx
        .update(staff)
        .set({ totpLastStep: step, ...(enrolling ? { totpSecret: secret } : {}) })
        .where(
          and(
            eq(staff.id, account.id),
            enrolling ? undefined : or(isNull(staff.totpLastStep), sql`${staff.totpLastStep} < ${step}`),
          ),
        )
        .returning({ id: staff.id });
      if (accepted.length === 0) throw new AppError('STAFF_CODE_INVALID');
      await this.signedIn(tx, account.id);
      const actor = actorOf(member, clientIp);
      if (enrolling) {
        await writeAuditEntry(tx, actor, 'staff.totp_enrol', {
          entityType: 'staff',
          entityId: member.id,
          before: { totp_enabled: false },
          after: { totp_enabled: true },
        });
      }
      await writeAuditEntry(tx, actor, 'staff.sign_in', signInEntry(member));
      return { token: await this.sessions.create(tx, account.id), staff: member };
    });
  }

  /** Counts an attempt as failed up front, or refuses it with the time left while the account waits. */
  private async countAttempt(staffId: number): Promise<void> {
    const { freeFailures, longestDelaySeconds } = STAFF_LIMITS;
    const now = new Date();
    const counted = await this.db
      .update(staff)
      .set({
        failedLogins: sql`${staff.failedLogins} + 1`,
        loginBlockedUntil: sql`case when ${staff.failedLogins} + 1 > ${freeFailures}
          then ${now.toISOString()}::timestamptz + make_interval(secs => least(${longestDelaySeconds}, power(2, ${staff.failedLogins} + 1 - ${freeFailures})))
          else null end`,
      })
      .where(
        and(eq(staff.id, staffId), or(isNull(staff.loginBlockedUntil), lte(staff.loginBlockedUntil, now))),
      )
      .returning({ id: staff.id });
    if (counted.length > 0) return;
    const [blocked] = await this.db
      .select({ until: staff.loginBlockedUntil })
      .from(staff)
      .where(eq(staff.id, staffId));
    const seconds = blocked?.until ? Math.ceil((blocked.until.getTime() - now.getTime()) / 1000) : 1;
    throw new AppError('STAFF_LOGIN_DELAYED', { retryAfter: Math.max(1, seconds) });
  }

  private async challenge(staffId: number, enrolSecret: string | null): Promise<string> {
    const token = randomToken();
    await this.db.insert(staffLoginChallenges).values({
      staffId,
      tokenHash: digest(token),
      enrolSecret,
      expiresAt: new Date(Date.now() + STAFF_LIMITS.challengeMinutes * 60_000),
    });
    return token;
  }

  private async signedIn(tx: Transaction, staffId: number) {
    await tx
      .update(staff)
      .set({ failedLogins: 0, loginBlockedUntil: null, lastLoginAt: new Date() })
      .where(eq(staff.id, staffId));
  }
}

export function toMember(row: typeof staff.$inferSelect): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    must_change_password: row.mustChangePassword,
  };
}

function actorOf(member: StaffMember, clientIp: string | null): Actor {
  return { staffId: member.id, name: member.email, clientIp };
}

function signInEntry(member: StaffMember) {
  return { entityType: 'staff', entityId: member.id, before: null, after: { signed_in_with: 'totp' } };
}
