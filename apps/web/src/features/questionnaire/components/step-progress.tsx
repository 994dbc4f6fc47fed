import { q_progress_label } from '@phonix/shared/messages/q_progress_label';
import { q_step_of } from '@phonix/shared/messages/q_step_of';
import { q_step_of_titled } from '@phonix/shared/messages/q_step_of_titled';
import { type StepNumber, stepTitle } from '@phonix/shared/questionnaire';

/** Where the seller is among the steps that apply to their answers so far. */
export function StepProgress({ steps, current }: { steps: StepNumber[]; current: StepNumber }) {
  const position = steps.indexOf(current) + 1;
  const percent = Math.round((position / steps.length) * 100);
  const title = stepTitle(current);
  const total = steps.length;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-brand-800">{q_step_of({ position, total })}</span>
        <span className="text-slate-500">{title}</span>
      </div>
      <div
        role="progressbar"
        aria-label={q_progress_label()}
        aria-valuemin={0}
        aria-valuemax={steps.length}
        aria-valuenow={position}
        aria-valuetext={q_step_of_titled({ position, total, title })}
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
