import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { stopOnSignals } from './graceful-shutdown.ts';
import { ServingState } from './serving-state.ts';

/** A server whose close takes `closeMs` (Infinity: never ends), recording what happened when. */
function fakeServer(closeMs: number) {
  const started = performance.now();
  const events: { at: number; what: string }[] = [];
  const note = (what: string) => events.push({ at: performance.now() - started, what });
  const serving = new ServingState();
  const server = {
    serving,
    log: { info: () => {}, error: () => {} },
    close: async () => {
      note(`close (${serving.phase})`);
      if (Number.isFinite(closeMs)) await new Promise((resolve) => setTimeout(resolve, closeMs));
      else await new Promise(() => {});
      note('closed');
    },
  };
  const signals = new EventEmitter();
  const exited = new Promise<number>((resolve) => {
    stopOnSignals(
      server,
      { timeoutMs: 400, delayMs: 100 },
      (code) => {
        note(`exit ${code}`);
        resolve(code);
      },
      signals,
    );
  });
  return { server, signals, events, exited, serving };
}

describe('stopOnSignals', () => {
  it('goes not ready at once, closes after the delay, and exits 0 when the close is done', async () => {
    const { signals, events, exited, serving } = fakeServer(50);
    signals.emit('SIGTERM');
    expect(serving.phase).toBe('draining');
    expect(await exited).toBe(0);
    expect(events.map((event) => event.what)).toEqual(['close (draining)', 'closed', 'exit 0']);
    expect(events[0]?.at).toBeGreaterThanOrEqual(95);
  });

  it('exits 1 when the close outlasts the timeout', async () => {
    const { signals, events, exited } = fakeServer(Number.POSITIVE_INFINITY);
    signals.emit('SIGTERM');
    expect(await exited).toBe(1);
    const exit = events.find((event) => event.what === 'exit 1');
    expect(exit?.at).toBeGreaterThanOrEqual(395);
    expect(exit?.at).toBeLessThan(1_000);
  });

  it('exits 1 at once on a second signal', async () => {
    const { signals, events, exited } = fakeServer(Number.POSITIVE_INFINITY);
    signals.emit('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 20));
    signals.emit('SIGTERM');
    expect(await exited).toBe(1);
    expect(events.at(-1)?.at).toBeLessThan(100);
  });
});
