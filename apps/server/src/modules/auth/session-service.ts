import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema.ts';
import { digest, randomToken } from './secrets.ts';

/** Login sessions behind opaque bearer tokens (the `token` of the spec's login answers). */
export class SessionService {
  constructor(
    private readonly db: Database,
    private readonly ttlDays: number,
  ) {}

  async create(customerId: number): Promise<string> {
    const token = randomToken();
    await this.db.insert(sessions).values({
      customerId,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + this.ttlDays * 86_400_000),
    });
    return token;
  }

  /** The customer a live token belongs to, or null. */
  async customerOf(token: string): Promise<number | null> {
    const [row] = await this.db
      .select({ customerId: sessions.customerId })
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, digest(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return row?.customerId ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, digest(token)), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a customer (password reset). */
  async revokeAll(customerId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
  }
}
