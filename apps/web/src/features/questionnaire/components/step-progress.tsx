import { STEP_TITLES, type StepNumber } from '@phonix/shared/questionnaire';

/** Where the seller is among the steps that apply to their answers so far. */
export function StepProgress({ steps, current }: { steps: StepNumber[]; current: StepNumber }) {
  const position = steps.indexOf(current) + 1;
  const percent = Math.round((position / steps.length) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-brand-800">
          Step {position} of {steps.length}
        </span>
        <span className="text-slate-500">{STEP_TITLES[current]}</span>
      </div>
      <div
        role="progressbar"
        aria-label="Questionnaire progress"
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={position}
        aria-valuetext={`Step ${position} of ${steps.length}: ${STEP_TITLES[current]}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
