import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests of a scope that are still being handled, so shutdown can let them finish before the
 * database closes. A client that hangs up does not stop its handler, which may still be writing. Kept as
 * the requests themselves, not a count: a reply sent by an earlier hook (a request turned away while the
 * server closes) runs onSend without this scope's onRequest, and must not count as a finished one.
 */
export class InFlightRequests {
  readonly #running = new Set<FastifyRequest>();

  track(scope: FastifyInstance): void {
    scope.addHook('onRequest', (request, _reply, done) => {
      this.#running.add(request);
      done();
    });
    // onSend runs once for every reply, success or error, whether or not the client is still there.
    scope.addHook('onSend', (request, _reply, payload, done) => {
      this.#running.delete(request);
      done(null, payload);
    });
  }

  /** How many are running now. */
  get count(): number {
    return this.#running.size;
  }

  /** Resolves when no tracked request is running, or after `timeoutMs`. */
  async drained(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.#running.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
