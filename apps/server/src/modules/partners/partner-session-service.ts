import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { digest, randomToken } from '../auth/index.ts';
import { partnerSessions, partners } from './tables.ts';

/**
 * Partner sessions behind opaque bearer tokens, in their own table: a customer's token is never found
 * here and a partner's never in `sessions`, so neither opens the other's calls. A token only works while
 * its partner is active: suspending a partner ends its sessions at once.
 */
export class PartnerSessionService {
  readonly #byToken: ReturnType<typeof partnerByToken>;

  constructor(
    private readonly db: Database,
    private readonly ttlDays: number,
  ) {
    this.#byToken = partnerByToken(db);
  }

  async create(partnerId: number): Promise<string> {
    const token = randomToken();
    await this.db.insert(partnerSessions).values({
      partnerId,
      tokenHash: digest(token),
      expiresAt: new Date(Date.now() + this.ttlDays * 86_400_000),
    });
    return token;
  }

  /** The active partner a live token belongs to, or null. */
  async partnerOf(token: string): Promise<number | null> {
    const [row] = await this.#byToken.execute({ tokenHash: digest(token), now: new Date() });
    return row?.partnerId ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(partnerSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(partnerSessions.tokenHash, digest(token)), isNull(partnerSessions.revokedAt)));
  }
}

function partnerByToken(db: Database) {
  return db
    .select({ partnerId: partnerSessions.partnerId })
    .from(partnerSessions)
    .innerJoin(partners, eq(partners.id, partnerSessions.partnerId))
    .where(
      and(
        eq(partnerSessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(partnerSessions.revokedAt),
        gt(partnerSessions.expiresAt, sql.placeholder('now')),
        eq(partners.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('partner_by_token');
}
