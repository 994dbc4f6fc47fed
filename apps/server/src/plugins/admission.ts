import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export interface AdmissionSettings {
  /** Requests of the gated scope that run at once. */
  maxActive: number;
  /** How long a request may wait for its turn before it is shed with 503. */
  maxWaitMs: number;
  /**
   * Event-loop utilisation (0 to 1) which, held for a second, sheds new requests at once; 0 turns it off
   * (the default of buildApp, so tests that keep the loop busy are not shed; main.ts turns it on).
   */
  maxEventLoopUtilization: number;
}

export const DEFAULT_ADMISSION: AdmissionSettings = {
  maxActive: 32,
  maxWaitMs: 2_000,
  maxEventLoopUtilization: 0,
};

const SAMPLE_MS = 500;
/** Consecutive saturated samples before the loop counts as saturated: one long task is not a crowd. */
const SATURATED_SAMPLES = 2;

/**
 * Whether the event loop has been saturated for the last second. A saturated Node process reads the
 * requests of the connections it already serves first and accepts new connections last: in a closed-loop
 * test (150 clients on keep-alive, 2 ms of work each) a newcomer's first request waited 70 s. Shedding while
 * saturated sends clients away for Retry-After, which frees the loop to accept newcomers (first requests
 * then waited about 1 s).
 */
export class LoopSaturation {
  #last = performance.eventLoopUtilization();
  #hot = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly threshold: number) {}

  start(): void {
    this.#timer ??= setInterval(() => {
      const now = performance.eventLoopUtilization();
      const { utilization } = performance.eventLoopUtilization(now, this.#last);
      this.#last = now;
      this.#hot = utilization > this.threshold ? this.#hot + 1 : 0;
    }, SAMPLE_MS).unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  get saturated(): boolean {
    return this.#hot >= SATURATED_SAMPLES;
  }
}

interface Waiter {
  admit: () => void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Load shedding for the calls that use the database. At most `maxActive` of them run at once; the next
 * ones wait in arrival order, and one that has not started after `maxWaitMs` answers 503
 * SERVICE_UNAVAILABLE with Retry-After instead of queueing without bound (the embedded database is one
 * connection: under a crowd, requests used to wait 30 s and time out after their order was stored). A
 * shed request has done nothing yet, so the web app's retry (GETs and calls with an Idempotency-Key) is
 * safe.
 *
 * While the event loop is saturated (LoopSaturation) requests are shed at once as well.
 *
 * Why not @fastify/under-pressure: it sheds every route, pages and images included, and its event-loop
 * delay check does not see the queue that builds in the database pool while the loop stays idle.
 */
export class AdmissionGate {
  #active = 0;
  readonly #queue: Waiter[] = [];
  readonly #loop: { saturated: boolean; start?: () => void; stop?: () => void } | undefined;

  /**
   * `loop` replaces the event-loop monitor (tests); `onShed` is told of each shed request and why (the
   * metrics count them: modules/metrics).
   */
  constructor(
    private readonly settings: AdmissionSettings,
    loop?: { saturated: boolean },
    private readonly onShed?: (reason: 'wait' | 'saturated') => void,
  ) {
    this.#loop =
      loop ??
      (settings.maxEventLoopUtilization > 0
        ? new LoopSaturation(settings.maxEventLoopUtilization)
        : undefined);
  }

  #shed(reason: 'wait' | 'saturated'): AppError {
    this.onShed?.(reason);
    return new AppError('SERVICE_UNAVAILABLE', {
      retryAfter: Math.max(1, Math.ceil(this.settings.maxWaitMs / 1000)),
    });
  }

  /**
   * Resolves with a release function once the request may run; rejects with 503 after the wait limit, or
   * at once while the event loop is saturated.
   */
  acquire(): Promise<() => void> {
    if (this.#loop?.saturated) return Promise.reject(this.#shed('saturated'));
    const release = this.#releaser();
    if (this.#active < this.settings.maxActive && this.#queue.length === 0) {
      this.#active += 1;
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          if (waiter.timer) clearTimeout(waiter.timer);
          resolve(release);
        },
        timer: undefined,
      };
      waiter.timer = setTimeout(() => {
        const index = this.#queue.indexOf(waiter);
        if (index !== -1) this.#queue.splice(index, 1);
        reject(this.#shed('wait'));
      }, this.settings.maxWaitMs);
      this.#queue.push(waiter);
    });
  }

  /** Requests running and waiting (for tests and diagnostics). */
  get load(): { active: number; waiting: number } {
    return { active: this.#active, waiting: this.#queue.length };
  }

  #releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#queue.shift();
      // The slot passes straight to the next waiter, so a newcomer cannot overtake the queue.
      if (next) next.admit();
      else this.#active -= 1;
    };
  }

  /** Gates every request of a scope: admitted at onRequest, released once its reply is on its way. */
  track(scope: FastifyInstance): void {
    this.#loop?.start?.();
    scope.addHook('onClose', async () => this.#loop?.stop?.());
    const releases = new WeakMap<FastifyRequest, () => void>();
    scope.addHook('onRequest', async (request) => {
      releases.set(request, await this.acquire());
    });
    const release = (request: FastifyRequest) => {
      releases.get(request)?.();
      releases.delete(request);
    };
    // onSend runs once for every reply, success or error, whether or not the client is still there (a
    // handler keeps running after a hang-up, so its slot is held until then); a shed request holds none.
    // onResponse is a safety net; releasing twice does nothing.
    scope.addHook('onSend', async (request, _reply, payload) => {
      release(request);
      return payload;
    });
    scope.addHook('onResponse', async (request) => {
      release(request);
    });
  }
}
