import { describe, expect, it } from 'vitest';
import { DeferredStartup } from './deferred-startup.ts';

const silent = { info: () => {}, error: () => {} };

describe('DeferredStartup', () => {
  it('keeps a task pending while it fails and tries it again until it succeeds', async () => {
    const startup = new DeferredStartup();
    let tries = 0;
    const errors: unknown[] = [];
    startup.add('job queue', async () => {
      tries += 1;
      if (tries < 3) throw new Error('database not answering');
    });
    startup.add('catalog images', async () => {});
    const running = startup.run({ ...silent, error: (object) => errors.push(object) }, { retryMs: 5 });
    expect(startup.pending).toEqual(['job queue', 'catalog images']);
    await running;
    expect(tries).toBe(3);
    expect(errors).toHaveLength(2);
    expect(startup.pending).toEqual([]);
  });

  it('rejects on the first failure without retryMs (an app whose start-up work runs before it serves)', async () => {
    const startup = new DeferredStartup();
    startup.add('job queue', async () => {
      throw new Error('no schema');
    });
    await expect(startup.run(silent)).rejects.toThrow('no schema');
    expect(startup.pending).toEqual(['job queue']);
  });

  it('stops trying when stopped (the app closes), and stop waits for the running try', async () => {
    const startup = new DeferredStartup();
    let tries = 0;
    startup.add('job queue', async () => {
      tries += 1;
      throw new Error('still down');
    });
    const running = startup.run(silent, { retryMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    await startup.stop();
    await running;
    expect(tries).toBe(1);
    expect(startup.pending).toEqual(['job queue']);
  });
});
