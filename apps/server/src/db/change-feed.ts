import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Transaction } from './transaction.ts';

/** The caches a change can make stale in every server process. */
export type ChangeTopic = 'catalog' | 'pricing';
const TOPICS: readonly ChangeTopic[] = ['catalog', 'pricing'];

const CHANNEL = 'phonix_changes';
const LONGEST_RECONNECT_MS = 30_000;

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Tells every server process that cached data changed, so each refreshes its in-memory copy (the catalog,
 * the pricing rules). On PostgreSQL a change publishes `pg_notify` inside its own transaction, so the
 * message leaves only if the change commits, and each process keeps one dedicated connection that LISTENs
 * (reconnecting with a growing pause, and refreshing everything after a reconnect, since messages sent
 * while it was away are lost). The process that made the change refreshes at once and ignores its own
 * message. The embedded PGlite serves one process, so there nothing is published or listened to.
 *
 * Refreshes of one topic never overlap: a request that arrives during one runs once more afterwards.
 */
export class ChangeFeed {
  /** Identifies this process's own messages. */
  readonly #instance = crypto.randomUUID();
  readonly #handlers = new Map<ChangeTopic, () => Promise<void>>();
  readonly #running = new Map<ChangeTopic, Promise<void>>();
  readonly #queued = new Map<ChangeTopic, Promise<void>>();
  #client: pg.Client | undefined;
  #closed = false;
  #reconnectDelay = 500;
  #reconnectTimer: NodeJS.Timeout | undefined;

  constructor(
    /** PostgreSQL's connection string; undefined for PGlite (one process, nothing to tell). */
    private readonly postgresUrl: string | undefined,
    private readonly log: Logger,
  ) {}

  on(topic: ChangeTopic, refresh: () => Promise<void>): void {
    this.#handlers.set(topic, refresh);
  }

  /** Inside the change's transaction: the other processes hear of it when (and only if) it commits. */
  async publish(tx: Transaction, topic: ChangeTopic): Promise<void> {
    if (!this.postgresUrl) return;
    await tx.execute(sql`select pg_notify(${CHANNEL}, ${`${topic} ${this.#instance}`})`);
  }

  /** After the change committed: this process's own copy, refreshed before the answer goes out. */
  changed(topic: ChangeTopic): Promise<void> {
    return this.#refresh(topic);
  }

  /** Starts listening (PostgreSQL only); resolves once the first LISTEN is in place. */
  async start(): Promise<void> {
    if (this.postgresUrl) await this.#connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#reconnectTimer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
    await Promise.allSettled([...this.#running.values(), ...this.#queued.values()]);
  }

  #refresh(topic: ChangeTopic): Promise<void> {
    const handler = this.#handlers.get(topic);
    if (!handler) return Promise.resolve();
    const running = this.#running.get(topic);
    if (running) {
      let queued = this.#queued.get(topic);
      if (!queued) {
        queued = running.then(() => {
          this.#queued.delete(topic);
          return this.#refresh(topic);
        });
        this.#queued.set(topic, queued);
      }
      return queued;
    }
    const run = handler()
      .catch((error: unknown) => this.log.error({ err: error, topic }, 'cache refresh failed'))
      .finally(() => this.#running.delete(topic));
    this.#running.set(topic, run);
    return run;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.postgresUrl });
    client.on('notification', (message) => {
      const [topic, instance] = (message.payload ?? '').split(' ');
      if (instance === this.#instance || !TOPICS.includes(topic as ChangeTopic)) return;
      void this.#refresh(topic as ChangeTopic);
    });
    const lost = (error?: Error) => {
      // Only the connection in use counts; one that failed while connecting is handled by its caller.
      if (this.#closed || this.#client !== client) return;
      this.#client = undefined;
      this.log.warn({ err: error }, 'change feed connection lost; reconnecting');
      client.end().catch(() => {});
      this.#scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.end().catch(() => {});
      throw error;
    }
    if (this.#closed) {
      await client.end().catch(() => {});
      return;
    }
    this.#client = client;
    this.#reconnectDelay = 500;
  }

  #scheduleReconnect(): void {
    const delay = this.#reconnectDelay;
    this.#reconnectDelay = Math.min(LONGEST_RECONNECT_MS, delay * 2);
    this.#reconnectTimer = setTimeout(async () => {
      if (this.#closed) return;
      try {
        await this.#connect();
        this.log.info({}, 'change feed reconnected');
        // Whatever changed while the connection was down was not heard: refresh everything.
        await Promise.all(TOPICS.map((topic) => this.#refresh(topic)));
      } catch (error) {
        this.log.warn({ err: error }, 'change feed reconnect failed');
        this.#scheduleReconnect();
      }
    }, delay);
    this.#reconnectTimer.unref();
  }
}
