import type { FastifyBaseLogger } from 'fastify';

/**
 * A check that runs every `intervalMs` in this process (the queue alerts, the payout status check): never
 * two runs at once (a run still going when the next is due makes that one skip), a failed run logged and
 * the next one tried, and `stop()` waits for a run in progress, so a graceful stop finishes it. Its timer
 * never keeps the process alive.
 */
export class ScheduledCheck {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;

  constructor(
    /** Names the check in the log ('queue alerts: the check failed'). */
    private readonly name: string,
    private readonly intervalMs: number,
    private readonly run: () => Promise<unknown>,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  start(): void {
    this.#timer ??= setInterval(() => {
      if (this.#running) return;
      this.#running = this.run()
        .catch((error: unknown) => this.log.error({ err: error }, `${this.name}: the check failed`))
        .finally(() => {
          this.#running = undefined;
        });
    }, this.intervalMs);
    this.#timer.unref?.();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
