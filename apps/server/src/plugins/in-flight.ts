import type { FastifyInstance } from 'fastify';

/**
 * Counts the requests of a scope that are still being handled, so shutdown can let them finish before the
 * database closes. A client that hangs up does not stop its handler, which may still be writing.
 */
export class InFlightRequests {
  #count = 0;

  track(scope: FastifyInstance): void {
    scope.addHook('onRequest', (_request, _reply, done) => {
      this.#count += 1;
      done();
    });
    // onSend runs once for every reply, success or error, whether or not the client is still there.
    scope.addHook('onSend', (_request, _reply, payload, done) => {
      this.#count -= 1;
      done(null, payload);
    });
  }

  /** Resolves when no tracked request is running, or after `timeoutMs`. */
  async drained(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.#count > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
