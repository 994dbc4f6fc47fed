import { describe, expect, it } from 'vitest';
import { runWorkflow, type WorkflowStep } from './workflow.ts';

interface Trace {
  log: string[];
}

const step = (name: string, options: { fails?: boolean; stops?: boolean; undo?: boolean } = {}) =>
  ({
    name,
    run: async (state) => {
      state.log.push(`run ${name}`);
      if (options.fails) throw new Error(`${name} failed`);
      return options.stops ? 'stop' : undefined;
    },
    ...(options.undo === false
      ? {}
      : {
          undo: async (state, error) => {
            state.log.push(`undo ${name} (${(error as Error).message})`);
          },
        }),
  }) satisfies WorkflowStep<Trace>;

describe('runWorkflow', () => {
  it('runs every step in order and undoes nothing when all succeed', async () => {
    const state = await runWorkflow({ log: [] }, [step('a'), step('b'), step('c')]);
    expect(state.log).toEqual(['run a', 'run b', 'run c']);
  });

  it('undoes the steps already done, newest first, with the error, and throws it on', async () => {
    const state: Trace = { log: [] };
    await expect(
      runWorkflow(state, [
        step('claim'),
        step('no undo', { undo: false }),
        step('mark'),
        step('pay', { fails: true }),
        step('record'),
      ]),
    ).rejects.toThrow('pay failed');
    expect(state.log).toEqual([
      'run claim',
      'run no undo',
      'run mark',
      'run pay',
      'undo mark (pay failed)',
      'undo claim (pay failed)',
    ]);
  });

  it("ends early, as done, at a step that answers 'stop'", async () => {
    const state = await runWorkflow({ log: [] }, [step('claim', { stops: true }), step('pay')]);
    expect(state.log).toEqual(['run claim']);
  });
});
