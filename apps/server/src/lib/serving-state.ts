/**
 * Where the server is in its life, read by readiness (modules/health/routes.ts) and by the hooks that turn
 * requests away while it stops (app.ts). `serving`: everything answers. `draining` (from SIGTERM, for
 * SHUTDOWN_DELAY_MS): readiness answers 503 SHUTTING_DOWN so a load balancer stops sending, every other
 * call is still served. `closing` (Fastify's close has begun): no new connections; a request arriving on a
 * kept-alive connection or still arriving answers 503 SHUTTING_DOWN (liveness excepted), requests already
 * running finish.
 */
export class ServingState {
  #phase: 'serving' | 'draining' | 'closing' = 'serving';

  get phase(): 'serving' | 'draining' | 'closing' {
    return this.#phase;
  }

  /** Not ready from now on (readiness 503); everything else still answers. */
  drain(): void {
    if (this.#phase === 'serving') this.#phase = 'draining';
  }

  /** New requests are turned away; called by Fastify's preClose hook. */
  close(): void {
    this.#phase = 'closing';
  }
}
