import type { EventEmitter } from 'node:events';
import type { ServingState } from './serving-state.ts';

export interface ShutdownSettings {
  /** SHUTDOWN_TIMEOUT_MS: the longest a stop may take, from the signal to the exit; then exit 1. */
  timeoutMs: number;
  /** SHUTDOWN_DELAY_MS: how long readiness answers 503 while everything else is still served. */
  delayMs: number;
}

export const DEFAULT_SHUTDOWN: ShutdownSettings = { timeoutMs: 20_000, delayMs: 0 };

interface Stoppable {
  serving: ServingState;
  /** Fastify's close: stops listening, lets running requests finish, then runs the onClose hooks. */
  close(): Promise<unknown>;
  log: {
    info(object: object, message: string): void;
    error(object: object, message: string): void;
  };
}

/**
 * The server's stop on SIGTERM or SIGINT (docs/decisions/101): readiness goes 503 at once; after
 * `delayMs` Fastify closes (no new connections, running requests finish, then the outbox and the scheduled
 * checks finish what they are sending and the database closes) and the process exits 0. A second signal,
 * or `timeoutMs` passing, exits 1 at once, whatever is still running.
 */
export function stopOnSignals(
  app: Stoppable,
  settings: ShutdownSettings,
  exit: (code: number) => void = (code) => process.exit(code),
  signals: Pick<EventEmitter, 'on'> = process,
): void {
  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) {
      app.log.error({ signal }, 'shutdown: second signal, exiting without finishing');
      exit(1);
      return;
    }
    stopping = true;
    const started = performance.now();
    const elapsedMs = () => Math.round(performance.now() - started);
    app.serving.drain();
    app.log.info({ signal, ...settings }, 'shutdown: not ready from now on');
    const deadline = setTimeout(() => {
      app.log.error({ elapsedMs: elapsedMs() }, 'shutdown: timed out, exiting without finishing');
      exit(1);
    }, settings.timeoutMs);
    const stop = async () => {
      if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
      await app.close();
    };
    stop().then(
      () => {
        clearTimeout(deadline);
        app.log.info({ elapsedMs: elapsedMs() }, 'shutdown: finished');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(deadline);
        app.log.error({ err: error, elapsedMs: elapsedMs() }, 'shutdown failed');
        exit(1);
      },
    );
  };
  signals.on('SIGTERM', () => onSignal('SIGTERM'));
  signals.on('SIGINT', () => onSignal('SIGINT'));
}
