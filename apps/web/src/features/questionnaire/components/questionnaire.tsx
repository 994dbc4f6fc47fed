import {
  ACCESSORIES_QUESTION_TEXT,
  ACCESSORY_OPTIONS,
  type AnswerRecord,
  answer,
  type DeviceSelection,
  FUNCTIONAL_OPTIONS,
  FUNCTIONAL_QUESTION_TEXT,
  isFinalStep,
  nextStep,
  previousStep,
  type QuestionnaireDraft,
  questionsOf,
  STEP_TITLES,
  type StepNumber,
  stepButtonLabel,
  stepsFor,
  toAnswerRecord,
  validateStep,
  WARRANTY_QUESTION,
  YES_NO_OPTIONS,
} from '@phonix/shared/questionnaire';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { MultiChoice, SingleChoice } from './choice-group.tsx';
import { StepProgress } from './step-progress.tsx';

interface QuestionnaireProps {
  device: DeviceSelection;
  initialDraft: QuestionnaireDraft;
  onSubmit: (record: AnswerRecord) => void;
}

/** The six-step device-condition questionnaire; every text and rule comes from @phonix/shared/questionnaire. */
export function Questionnaire({ device, initialDraft, onSubmit }: QuestionnaireProps) {
  const [draft, setDraft] = useState(initialDraft);
  const [step, setStep] = useState<StepNumber>(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Each step starts at the top, with the screen reader on its title (SPEC 2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on step change, by design
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  const proceed = () => {
    const problem = validateStep(step, draft);
    if (problem) {
      toast.error(problem, { id: 'questionnaire-validation' });
      return;
    }
    toast.dismiss('questionnaire-validation');
    if (isFinalStep(step, draft)) onSubmit(toAnswerRecord(draft, device));
    else setStep(nextStep(step, draft));
  };

  const back = previousStep(step, draft);
  const single = questionsOf(step);
  const warrantyMissing = step === 6 && draft.warrantyBand === undefined;

  return (
    <div className="flex flex-col gap-6">
      <StepProgress steps={stepsFor(draft)} current={step} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none md:text-2xl"
      >
        {STEP_TITLES[step]}
      </h2>

      <div className="flex flex-col gap-7">
        {step === 4 ? (
          <MultiChoice
            question={FUNCTIONAL_QUESTION_TEXT}
            options={FUNCTIONAL_OPTIONS}
            value={draft.functional}
            onChange={(functional) => setDraft({ ...draft, functional })}
          />
        ) : step === 5 ? (
          <MultiChoice
            question={ACCESSORIES_QUESTION_TEXT}
            options={ACCESSORY_OPTIONS}
            value={draft.accessories}
            onChange={(accessories) => setDraft({ ...draft, accessories })}
          />
        ) : (
          single.map((question) => (
            <SingleChoice
              key={question.field}
              question={question.text}
              options={question.options}
              value={draft[question.field] as string | undefined}
              layout={question.options === YES_NO_OPTIONS ? 'pair' : 'cards'}
              onChange={(code) =>
                setDraft(answer(draft, question.field, code as QuestionnaireDraft[typeof question.field]))
              }
            />
          ))
        )}
      </div>

      <div className="sticky bottom-0 -mx-5 flex gap-3 border-t border-slate-200 bg-white/95 px-5 py-4 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:py-2">
        {back === null ? null : (
          <Button variant="secondary" size="lg" onClick={() => setStep(back)} className="flex-1 md:flex-none">
            <ArrowLeft className="size-5" aria-hidden />
            Back
          </Button>
        )}
        <Button
          size="lg"
          onClick={proceed}
          disabled={warrantyMissing}
          aria-describedby={warrantyMissing ? 'warranty-hint' : undefined}
          className="flex-1 md:min-w-48 md:flex-none"
        >
          {stepButtonLabel(step, draft)}
        </Button>
      </div>
      {warrantyMissing ? (
        <p id="warranty-hint" className="-mt-4 text-sm text-slate-500">
          {WARRANTY_QUESTION.missing}
        </p>
      ) : null}
    </div>
  );
}
