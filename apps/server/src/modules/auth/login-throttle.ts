import { and, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { loginFailures } from './tables.ts';

/**
 * Password attempts per account, whichever address they come from. The first FREE_FAILURES wrong
 * passwords cost nothing; from then on each attempt must wait for the one before it: 30 s, 60 s, 120 s,
 * 240 s, then 5 minutes each (so a guesser gets about 12 tries an hour, while the owner waits at most 5
 * minutes, or resets the password with an OTP at once). After LOCK_AFTER consecutive wrong passwords
 * (NIST SP 800-63B allows no more than 100) password login stops until the password is reset with an OTP.
 * A successful login or a reset clears the count.
 */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_SECONDS = 30;
export const MAX_DELAY_SECONDS = 300;
export const LOCK_AFTER = 100;

/** Seconds the next attempt waits after the `failures`-th consecutive wrong password. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

export class LoginThrottle {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Claims one attempt for the account before its password is checked: counted as a failure (and the
   * next attempt's wait set) in one statement, which refuses while the account must wait. Parallel
   * guesses therefore cannot slip in between a check and the count. `succeeded` clears it.
   */
  async claim(customerId: number, again = true): Promise<void> {
    const now = this.now();
    const at = now.toISOString();
    const next = sql`${loginFailures.failures} + 1`;
    const claimed = await this.db
      .insert(loginFailures)
      .values({ customerId, failures: 1, blockedUntil: new Date(now.getTime() + delayAfter(1) * 1000) })
      .onConflictDoUpdate({
        target: loginFailures.customerId,
        set: {
          failures: next,
          blockedUntil: sql`case when ${next} < ${FREE_FAILURES}::int then ${at}::timestamptz
            else ${at}::timestamptz + make_interval(secs => least(${MAX_DELAY_SECONDS}::float8,
              ${FIRST_DELAY_SECONDS}::float8 * power(2, ${next} - ${FREE_FAILURES}::int))) end`,
        },
        setWhere: and(lte(loginFailures.blockedUntil, now), lt(loginFailures.failures, LOCK_AFTER)),
      })
      .returning({ failures: loginFailures.failures });
    if (claimed.length > 0) return;
    const [row] = await this.db.select().from(loginFailures).where(eq(loginFailures.customerId, customerId));
    // Cleared by a login in between: claim again (once).
    if (!row) return again ? this.claim(customerId, false) : undefined;
    if (row.failures >= LOCK_AFTER) throw new AppError('LOGIN_LOCKED');
    const seconds = Math.max(1, Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000));
    throw new AppError('LOGIN_THROTTLED', {
      message: `Too many wrong passwords. Please try again in ${waitText(seconds)}, or reset your password with an OTP.`,
      retryAfter: seconds,
    });
  }

  /** The right password, or a password reset: the count starts again. */
  async succeeded(customerId: number): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.customerId, customerId));
  }
}

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
