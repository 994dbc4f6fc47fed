import { type QuestionnaireDraft, type StepNumber, stepToShow } from '@phonix/shared/questionnaire-rules';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Marks a history entry pushed by Continue, so Back knows the entry before it is the previous step. */
const PUSHED = { questionnaireStep: true } as const;

function pushedByContinue(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'questionnaireStep' in state;
}

/** The address's query for a step: none for step 1. (Plain strings: useSearchParams would add router code
 * to the first page.) */
const searchFor = (step: StepNumber) => (step === 1 ? '' : `?step=${step}`);

/**
 * The questionnaire's step lives in the address (`?step=4`), one history entry per step, so the browser's
 * and the phone's Back and Forward move between steps, and a reload stays on the step. Continue pushes the
 * next step; Back goes back through history when the entry before is the previous step (it always is when
 * this page pushed it), else replaces this entry with SPEC's previous step. A step the answers do not
 * reach (an old Forward entry, a shared link) is replaced by the one `stepToShow` picks, unless
 * `fixAddress` is false (the server's rendering, whose answers are not the visitor's yet).
 */
export function useStepHistory(draft: QuestionnaireDraft, { fixAddress = true } = {}) {
  const location = useLocation();
  const navigate = useNavigate();
  const requested = Number(new URLSearchParams(location.search).get('step') ?? '1') || 1;
  const step = stepToShow(requested, draft);

  useEffect(() => {
    if (fixAddress && step !== requested)
      navigate({ search: searchFor(step) }, { replace: true, state: location.state });
  }, [fixAddress, step, requested, navigate, location.state]);

  const goForward = (next: StepNumber) => navigate({ search: searchFor(next) }, { state: PUSHED });

  const goBack = (previous: StepNumber) => {
    if (pushedByContinue(location.state)) navigate(-1);
    else navigate({ search: searchFor(previous) }, { replace: true });
  };

  return { step, goForward, goBack };
}
