import { and, desc, eq, gt, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { markCustomerSeen } from '../customers/index.ts';
import { digest, randomToken } from './secrets.ts';
import { sessions } from './tables.ts';

/** Login sessions behind opaque bearer tokens (the `token` of the spec's login answers). */
export class SessionService {
  /** Prepared once: every authenticated request runs it, and building the query each time cost more than running it. */
  readonly #byToken: ReturnType<typeof sessionByToken>;
  /**
   * Live sessions by token hash, only when this process is the database's only client (PGlite): then every
   * revocation goes through this object and the cache cannot be stale. With PostgreSQL, other processes
   * may revoke a session, so every request asks the database.
   */
  readonly #cache: Map<string, { customerId: number; expiresAt: Date }> | undefined;
  /**
   * Whose each token is, by token hash, for the tokens this process has found live (PostgreSQL): a token
   * never changes hands, so this is true on every process for ever; whether it is still live is not kept
   * (another process may have ended it), so only a write whose own statement checks that
   * (`liveSessionQuery`) takes an owner from here (`ownerOf`).
   */
  readonly #owners = new Map<string, number>();

  readonly #maxPerCustomer: number;

  constructor(
    private readonly db: Database,
    private readonly ttlDays: number,
    options: { cache: boolean; maxPerCustomer?: number } = { cache: false },
  ) {
    this.#byToken = sessionByToken(db);
    this.#cache = options.cache ? new Map() : undefined;
    this.#maxPerCustomer = options.maxPerCustomer ?? 10;
  }

  /**
   * A new session; when the customer then has more than the allowed live sessions, the oldest end. One
   * customer's logins are serialised by an advisory lock, so parallel logins cannot leave one too many.
   */
  async create(customerId: number): Promise<string> {
    const token = randomToken();
    const now = new Date();
    const ended = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sessions:${customerId}`}, 0))`);
      await tx.insert(sessions).values({
        customerId,
        tokenHash: digest(token),
        expiresAt: new Date(now.getTime() + this.ttlDays * 86_400_000),
      });
      // The latest sign-in: what the inactive-account sweep reads (modules/privacy/retention-sweeps.ts).
      await markCustomerSeen(tx, customerId, now);
      const beyondCap = tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
        )
        .orderBy(desc(sessions.id))
        .offset(this.#maxPerCustomer);
      return tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(inArray(sessions.id, beyondCap))
        .returning({ tokenHash: sessions.tokenHash });
    });
    for (const { tokenHash } of ended) this.#cache?.delete(tokenHash);
    return token;
  }

  /** The customer a live token belongs to, or null. */
  async customerOf(token: string): Promise<number | null> {
    const tokenHash = digest(token);
    const now = new Date();
    const cached = this.#cache?.get(tokenHash);
    if (cached && cached.expiresAt > now) return cached.customerId;
    const [row] = await this.#byToken.execute({ tokenHash, now });
    if (row && this.#cache) {
      if (this.#cache.size >= MAX_CACHED_SESSIONS)
        this.#cache.delete(this.#cache.keys().next().value as string);
      this.#cache.set(tokenHash, row);
    } else if (row && !this.#owners.has(tokenHash)) {
      if (this.#owners.size >= MAX_CACHED_SESSIONS)
        this.#owners.delete(this.#owners.keys().next().value as string);
      this.#owners.set(tokenHash, row.customerId);
    }
    return row?.customerId ?? null;
  }

  /**
   * Whose a token is, for a write that checks in its own statement that the session is live
   * (`liveSessionQuery`, docs/decisions/219): `confirmed` when this answer already knows it is live (asked
   * of the database now, or PGlite's cache); otherwise the owner this process once found live, the database
   * not asked, and the write must confirm the session before any answer but the one its statement gives.
   * Null when the token is nobody's live session.
   */
  async ownerOf(
    token: string,
  ): Promise<{ customerId: number; tokenHash: string; confirmed: boolean } | null> {
    const tokenHash = digest(token);
    const owner = this.#owners.get(tokenHash);
    if (owner !== undefined) return { customerId: owner, tokenHash, confirmed: false };
    const customerId = await this.customerOf(token);
    return customerId === null ? null : { customerId, tokenHash, confirmed: true };
  }

  async revoke(token: string): Promise<void> {
    this.#cache?.delete(digest(token));
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.tokenHash, digest(token)), isNull(sessions.revokedAt)));
  }

  /** Ends every session of a customer (password reset, "log out everywhere"). */
  async revokeAll(customerId: number): Promise<void> {
    for (const [tokenHash, entry] of this.#cache ?? []) {
      if (entry.customerId === customerId) this.#cache?.delete(tokenHash);
    }
    await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
  }
}

const MAX_CACHED_SESSIONS = 10_000;

/**
 * A row when the session of `tokenHash` is live at `now` (not revoked, not expired): for a write to join
 * (`cross join`), so the write and the session check are one statement (the booking, docs/decisions/219).
 */
export function liveSessionQuery(tokenHash: SQLWrapper, now: SQLWrapper): SQL {
  return sql`select ${sessions.customerId} as customer_id from ${sessions}
    where ${sessions.tokenHash} = ${tokenHash} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now}`;
}

function sessionByToken(db: Database) {
  return db
    .select({ customerId: sessions.customerId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_customer_by_token');
}
