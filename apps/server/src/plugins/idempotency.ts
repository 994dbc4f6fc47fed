import crypto from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_HOURS } from '@phonix/shared/idempotency';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { idempotentRequests } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';

export interface IdempotencySettings {
  /** How long an answer is kept to replay. */
  ttlHours: number;
  /** How long a repeat waits for its first request to finish before it answers 409 (still running). */
  waitMs: number;
  /** A first request "running" this long died with its process: a repeat takes its place. */
  staleMs: number;
}

export const DEFAULT_IDEMPOTENCY: IdempotencySettings = {
  ttlHours: IDEMPOTENCY_TTL_HOURS,
  waitMs: 5_000,
  staleMs: 120_000,
};

const POLL_MS = 50;
/** About one claim in this many also deletes expired answers (a few rows at a time, no timer). */
const SWEEP_EVERY = 100;
const SWEEP_BATCH = 500;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/**
 * Who sent a request, once its session is read: the principal and its id, or the client address. Every kind
 * of session is one (a nominee by their number, which is what their session stands for): two principals
 * behind one address never share a key, so none replays another's answer.
 */
function principalOf(request: FastifyRequest): string {
  if (request.staff) return `staff:${request.staff.id}`;
  if (request.partnerId !== null) return `partner:${request.partnerId}`;
  if (request.customerId !== null) return `customer:${request.customerId}`;
  if (request.nomineeMobile !== null) return `nominee:${request.nomineeMobile}`;
  return `public:${request.ip}`;
}

/** The stored key of a request: who sent it, the method, the route and the Idempotency-Key. */
export function idempotencyKeyHash(principal: string, method: string, route: string, key: string): string {
  return sha256([principal, method, route, key].join('\0'));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Idempotency-Key for every write (issue 21): a non-GET call of the contract sent with an Idempotency-Key
 * is done once. The first request claims the key (a row keyed by the principal, the method, the route and
 * the key, inserted atomically, so of two parallel requests one claims it); its answer (status and JSON
 * body) is stored when it is sent. A repeat then gets that answer again (with `Idempotent-Replayed: true`)
 * without running; a repeat while the first still runs waits for it up to `waitMs`, else answers 409
 * IDEMPOTENT_REQUEST_IN_PROGRESS; the same key with another path, query or body answers 409
 * IDEMPOTENCY_KEY_REUSED. A 5xx answer is not kept (the claim is dropped), so a retry runs again.
 *
 * Routes whose answer holds a secret (a session token, an issued password, a TOTP secret) are not stored
 * (lib/contract-routes.ts decides): a database read must never give a session away. The store is the
 * database, shared by every server process like the account limits (051), not Redis (048), which is
 * optional and fails open.
 */
export class IdempotencyStore {
  readonly #claims = new WeakMap<FastifyRequest, number>();
  #sweepCount = 0;

  constructor(
    private readonly db: Database,
    private readonly settings: IdempotencySettings = DEFAULT_IDEMPOTENCY,
  ) {}

  /**
   * preHandler (after the session is read): claims the key, or answers from the store (then answers true:
   * the handler must not run).
   */
  async begin(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return false;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
    const route = request.routeOptions.url ?? request.url;
    const keyHash = idempotencyKeyHash(principalOf(request), request.method, route, key);
    const requestHash = sha256(JSON.stringify([request.url, request.body ?? null]));
    await this.#sweep();

    const deadline = Date.now() + this.settings.waitMs;
    for (;;) {
      const now = new Date();
      const [claimed] = await this.db
        .insert(idempotentRequests)
        .values({
          keyHash,
          requestHash,
          expiresAt: new Date(now.getTime() + this.settings.ttlHours * 3_600_000),
        })
        .onConflictDoNothing({ target: idempotentRequests.keyHash })
        .returning({ id: idempotentRequests.id });
      if (claimed) {
        this.#claims.set(request, claimed.id);
        return false;
      }
      const [row] = await this.db
        .select()
        .from(idempotentRequests)
        .where(eq(idempotentRequests.keyHash, keyHash));
      if (!row) continue; // dropped a moment ago (a 5xx, or expired): claim it again
      if (row.expiresAt <= now) {
        await this.db
          .delete(idempotentRequests)
          .where(and(eq(idempotentRequests.id, row.id), lte(idempotentRequests.expiresAt, now)));
        continue;
      }
      if (row.status !== null && row.body !== null) {
        if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        reply
          .code(row.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(row.body);
        return true;
      }
      if (row.createdAt.getTime() <= now.getTime() - this.settings.staleMs) {
        // Its process died mid-request (nothing answered, nothing will): this repeat runs in its place.
        const [taken] = await this.db
          .update(idempotentRequests)
          .set({ createdAt: now })
          .where(
            and(
              eq(idempotentRequests.id, row.id),
              isNull(idempotentRequests.status),
              eq(idempotentRequests.createdAt, row.createdAt),
            ),
          )
          .returning({ id: idempotentRequests.id });
        if (taken) {
          this.#claims.set(request, taken.id);
          return false;
        }
        continue;
      }
      // Still running: wait for its answer (then compared and replayed above), up to the limit.
      if (Date.now() >= deadline) throw new AppError('IDEMPOTENT_REQUEST_IN_PROGRESS', { retryAfter: 1 });
      await pause(POLL_MS);
    }
  }

  /** onSend: keeps the answer of a claimed request (or drops the claim after a 5xx, so a retry runs). */
  async finish(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<void> {
    const id = this.#claims.get(request);
    if (id === undefined) return;
    this.#claims.delete(request);
    try {
      if (reply.statusCode >= 500 || typeof payload !== 'string') {
        await this.db.delete(idempotentRequests).where(eq(idempotentRequests.id, id));
        return;
      }
      await this.db
        .update(idempotentRequests)
        .set({ status: reply.statusCode, body: payload })
        .where(eq(idempotentRequests.id, id));
    } catch (error) {
      // The answer still goes out; a repeat waits, then finds the claim stale and runs again.
      request.log.error({ err: error }, 'idempotency: could not keep the answer');
    }
  }

  /** Deletes some expired answers now and then. */
  async #sweep(): Promise<void> {
    this.#sweepCount = (this.#sweepCount + 1) % SWEEP_EVERY;
    if (this.#sweepCount !== 1) return;
    const expired = this.db
      .select({ id: idempotentRequests.id })
      .from(idempotentRequests)
      .where(lte(idempotentRequests.expiresAt, new Date()))
      .limit(SWEEP_BATCH);
    await this.db.delete(idempotentRequests).where(inArray(idempotentRequests.id, expired));
  }
}
