/**
 * Start-up work that need not block serving (docs/decisions/212): the job queue's schema check and its start
 * (pg-boss), and the catalog's drawn illustrations. The server (main.ts) runs it after it listens, so a
 * restart answers its first request without waiting for it; readiness answers 503 until every task has
 * finished (modules/health/routes.ts), liveness stays 200. A task that fails is logged and tried again
 * after `retryMs` until it succeeds or the app closes. An app built without deferring (the tests) runs the
 * same tasks before it is handed over, and a failure there rejects.
 */
export interface StartupTask {
  name: string;
  run: () => Promise<void>;
}

interface StartupLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export class DeferredStartup {
  readonly #tasks: StartupTask[] = [];
  readonly #pending = new Set<string>();
  #running: Promise<void> | undefined;
  #stopped = false;
  readonly #wakers = new Set<() => void>();

  /** Adds a task; before run(). */
  add(name: string, run: () => Promise<void>): void {
    this.#tasks.push({ name, run });
    this.#pending.add(name);
  }

  /** The tasks not finished yet, by name (readiness names them). */
  get pending(): string[] {
    return [...this.#pending];
  }

  /**
   * Runs every task, side by side, once. With `retryMs`, a failing task is logged and tried again after it
   * (the server); without, the first failure rejects (an app whose start-up work runs before it serves).
   */
  run(log: StartupLog, { retryMs }: { retryMs?: number } = {}): Promise<void> {
    this.#running ??= (async () => {
      const started = performance.now();
      await Promise.all(this.#tasks.map((task) => this.#runTask(task, log, retryMs)));
      if (!this.#stopped)
        log.info({ ms: Math.round(performance.now() - started) }, 'deferred start-up work finished');
    })();
    return this.#running;
  }

  async #runTask(task: StartupTask, log: StartupLog, retryMs: number | undefined): Promise<void> {
    for (let attempt = 1; !this.#stopped; attempt += 1) {
      try {
        await task.run();
        this.#pending.delete(task.name);
        return;
      } catch (error) {
        if (retryMs === undefined) throw error;
        if (this.#stopped) return;
        log.error({ err: error, task: task.name, attempt, retryMs }, 'start-up work failed; trying again');
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            this.#wakers.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, retryMs);
          this.#wakers.add(wake);
        });
      }
    }
  }

  /** No more tries; resolves once the task running now (if any) has settled. Called when the app closes. */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const wake of [...this.#wakers]) wake();
    await this.#running?.catch(() => {});
  }
}
