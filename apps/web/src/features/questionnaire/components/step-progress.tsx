import { q_progress_label } from '@phonix/shared/messages/q_progress_label';
import { q_step } from '@phonix/shared/messages/q_step';
import { q_step_of } from '@phonix/shared/messages/q_step_of';
import { q_step_of_titled } from '@phonix/shared/messages/q_step_of_titled';
import { q_step_titled } from '@phonix/shared/messages/q_step_titled';
import {
  type QuestionnaireDraft,
  type StepNumber,
  stepCount,
  stepsFor,
} from '@phonix/shared/questionnaire-rules';

/**
 * Where the seller is among the steps that apply to their answers. The count is said once step 1's answers
 * decide it (`stepCount`), and then stays the same to the end; before that, "Step 1" alone. `title` is the
 * current step's, in the page's language.
 */
export function StepProgress({
  draft,
  current,
  title,
}: {
  draft: QuestionnaireDraft;
  current: StepNumber;
  title: string;
}) {
  const total = stepCount(draft);
  const position = stepsFor(draft).indexOf(current) + 1;
  const percent = total === null ? 0 : Math.round((position / total) * 100);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold text-brand-800">
          {total === null ? q_step({ position }) : q_step_of({ position, total })}
        </span>
        <span className="text-slate-500">{title}</span>
      </div>
      <div
        role="progressbar"
        aria-label={q_progress_label()}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total === null ? undefined : position}
        aria-valuetext={
          total === null ? q_step_titled({ position, title }) : q_step_of_titled({ position, total, title })
        }
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-700 transition-[width] duration-300"
          style={{ width: `${Math.max(percent, 4)}%` }}
        />
      </div>
    </div>
  );
}
