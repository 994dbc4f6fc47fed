/**
 * Work that crosses the database and an outside service, written as steps, each with the undo that puts
 * back what it did (as medusa's core-flows write them). The steps run in order; when one throws, the undos
 * of the steps already done run, newest first, each told the error, and then the error is thrown on. A step
 * whose effect cannot be taken back (money sent) has no undo, and the undos before it can see that it ran.
 * A step may answer 'stop' to end the work early as done (someone else already did it).
 */
export interface WorkflowStep<State> {
  /** What the step does, in a few words: the workflow reads as the list of these. */
  name: string;
  run(state: State): Promise<'stop' | undefined>;
  undo?(state: State, error: unknown): Promise<void>;
}

/** Runs the steps over one state; answers the state after the last step (or the one that stopped). */
export async function runWorkflow<State>(
  state: State,
  steps: readonly WorkflowStep<State>[],
): Promise<State> {
  const done: WorkflowStep<State>[] = [];
  for (const step of steps) {
    let outcome: 'stop' | undefined;
    try {
      outcome = await step.run(state);
    } catch (error) {
      for (const finished of done.reverse()) await finished.undo?.(state, error);
      throw error;
    }
    if (outcome === 'stop') break;
    done.push(step);
  }
  return state;
}
