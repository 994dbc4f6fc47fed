import { q_back } from '@phonix/shared/messages/q_back';
import { q_confirm } from '@phonix/shared/messages/q_confirm';
import { q_continue } from '@phonix/shared/messages/q_continue';
import { q_loading_questions } from '@phonix/shared/messages/q_loading_questions';
import {
  firstStepProblem,
  firstStepTitle,
  PRIMARY_QUESTIONS,
  YES_NO_OPTIONS,
} from '@phonix/shared/questionnaire-first-step';
import {
  type AnswerRecord,
  answer,
  type DeviceSelection,
  isFinalStep,
  nextStep,
  previousStep,
  type QuestionnaireDraft,
  type SingleQuestion,
  toAnswerRecord,
  unansweredFields,
} from '@phonix/shared/questionnaire-rules';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useStepHistory } from '../hooks/use-step-history.ts';
import { SingleChoice } from './choice-group.tsx';
import { StepProgress } from './step-progress.tsx';

/**
 * The step's validation toast. react-hot-toast (with its styles) is loaded when a step is first refused, not
 * with the page: the questionnaire's first page stays within issue 35's JavaScript budget. Both calls go
 * through the same import, so a dismissal never overtakes the error it dismisses.
 */
const VALIDATION_TOAST = 'questionnaire-validation';
const toasts = () => import('react-hot-toast').then((module) => module.default);
let toastLoaded = false;
function showValidationToast(problem: string) {
  toastLoaded = true;
  void toasts().then((toast) => toast.error(problem, { id: VALIDATION_TOAST }));
}
function dismissValidationToast() {
  // Nothing to dismiss before the first toast loaded the library.
  if (toastLoaded) void toasts().then((toast) => toast.dismiss(VALIDATION_TOAST));
}

/**
 * The later steps' parts (later-step-parts.ts: their words too), loaded apart from the first step: asked for
 * once the seller answers anything, or at once when the answers kept in the tab are shown (a reload), so they
 * are in hand before Continue, and never on a first visit that touches nothing (issue 35's JavaScript budget).
 */
type LaterStepParts = typeof import('../later-step-parts.ts');
let laterStepParts: LaterStepParts | undefined;
let laterStepPartsLoading: Promise<LaterStepParts> | undefined;
function loadLaterStepParts(): Promise<LaterStepParts> {
  laterStepPartsLoading ??= import('../later-step-parts.ts').then((module) => {
    laterStepParts = module;
    return module;
  });
  return laterStepPartsLoading;
}
function useLaterStepParts(wanted: boolean): LaterStepParts | undefined {
  const [parts, setParts] = useState(laterStepParts);
  useEffect(() => {
    if (!wanted || parts) return;
    void loadLaterStepParts().then(setParts);
  }, [wanted, parts]);
  return parts;
}

/** Whether any question has an answer (an empty list of parts or accessories is none yet). */
const answeredAny = (draft: QuestionnaireDraft) =>
  Object.values(draft).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined));

interface QuestionnaireProps {
  device: DeviceSelection;
  initialDraft: QuestionnaireDraft;
  /** Every answer given, so the page can keep the draft across a reload. */
  onDraftChange?: (draft: QuestionnaireDraft) => void;
  onSubmit: (record: AnswerRecord) => void;
  /**
   * The first render before the visitor's stored answers are known (the server's, and hydration's): the
   * address's step is left as it is, for the questionnaire with those answers to show.
   */
  beforeAnswers?: boolean;
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The six-step device-condition questionnaire; every text and rule comes from @phonix/shared/questionnaire's
 * parts (the rules and the first step's words with the page, the later steps' words with their parts), the
 * texts in the page's language (the messages' current language), the answers as codes.
 */
export function Questionnaire({
  device,
  initialDraft,
  onDraftChange,
  onSubmit,
  beforeAnswers = false,
}: QuestionnaireProps) {
  const [draft, setDraft] = useState(initialDraft);
  const { step, goForward, goBack } = useStepHistory(draft, { fixAddress: !beforeAnswers });
  // Set by a Continue refused for missing answers: those questions are marked until answered.
  const [attempt, setAttempt] = useState<{ step: number; count: number }>({ step: 0, count: 0 });
  const questionRefs = useRef(new Map<string, HTMLElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const parts = useLaterStepParts(step !== 1 || answeredAny(draft));

  const change = (next: QuestionnaireDraft) => {
    setDraft(next);
    onDraftChange?.(next);
  };

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

  // A refused Continue: the first unanswered question comes into view and takes the focus.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refused Continue
  useEffect(() => {
    if (attempt.count === 0 || attempt.step !== step) return;
    const [first] = unansweredFields(step, draft);
    const element = first ? questionRefs.current.get(first) : undefined;
    if (!element) return;
    element.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [attempt]);

  const proceed = () => {
    if (unansweredFields(step, draft).length > 0) {
      // The toast's words: step 1's are here, a later step's come with its parts (in hand by then, in practice).
      if (step === 1) showValidationToast(firstStepProblem(draft) ?? '');
      else {
        const later = step;
        void loadLaterStepParts().then(({ words }) =>
          showValidationToast(words.laterStepProblem(later, draft) ?? ''),
        );
      }
      setAttempt((previous) => ({ step, count: previous.count + 1 }));
      return;
    }
    dismissValidationToast();
    if (isFinalStep(step, draft)) onSubmit(toAnswerRecord(draft, device));
    else goForward(nextStep(step, draft));
  };

  const back = previousStep(step, draft);
  const single: readonly SingleQuestion[] =
    step === 1 ? PRIMARY_QUESTIONS : (parts?.words.laterQuestionsOf(step) ?? []);
  const title = step === 1 ? firstStepTitle() : (parts?.words.laterStepTitle(step) ?? '');
  const marking = attempt.count > 0 && attempt.step === step;
  const warrantyMissing = step === 6 && draft.warrantyBand === undefined;

  return (
    <div className="flex flex-col gap-6">
      <StepProgress draft={draft} current={step} title={title} />
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none md:text-2xl"
      >
        {title}
      </h2>

      <div className="flex flex-col gap-7">
        {step !== 1 && !parts ? (
          // Only until the later steps' parts arrive (they were asked for at the first answer).
          <div className="flex flex-col gap-3" role="status" aria-label={q_loading_questions()}>
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-14 sm:max-w-md" />
          </div>
        ) : step === 4 && parts ? (
          <parts.MultiChoice
            question={parts.words.functionalQuestionText()}
            options={parts.words.FUNCTIONAL_OPTIONS}
            value={draft.functional}
            onChange={(functional) => change({ ...draft, functional })}
          />
        ) : step === 5 && parts ? (
          <parts.MultiChoice
            question={parts.words.accessoriesQuestionText()}
            options={parts.words.ACCESSORY_OPTIONS}
            value={draft.accessories}
            onChange={(accessories) => change({ ...draft, accessories })}
          />
        ) : (
          single.map((question) => (
            <SingleChoice
              key={question.field}
              ref={(element) => {
                if (element) questionRefs.current.set(question.field, element);
                else questionRefs.current.delete(question.field);
              }}
              question={question.message()}
              options={question.options}
              value={draft[question.field] as string | undefined}
              layout={question.options === YES_NO_OPTIONS ? 'pair' : 'cards'}
              pictureOf={parts?.defectPicture}
              error={marking && draft[question.field] === undefined ? question.missingMessage() : undefined}
              onChange={(code) =>
                change(answer(draft, question.field, code as QuestionnaireDraft[typeof question.field]))
              }
            />
          ))
        )}
      </div>

      <div className="sticky bottom-0 -mx-5 flex gap-3 border-t border-slate-200 bg-white/95 px-5 py-4 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:py-2">
        {back === null ? null : (
          <Button variant="secondary" size="lg" onClick={() => goBack(back)} className="flex-1 md:flex-none">
            {parts ? <parts.ArrowLeft className="size-5" aria-hidden /> : null}
            {q_back()}
          </Button>
        )}
        <Button
          size="lg"
          onClick={proceed}
          disabled={warrantyMissing}
          aria-describedby={warrantyMissing ? 'warranty-hint' : undefined}
          className="flex-1 md:min-w-48 md:flex-none"
        >
          {isFinalStep(step, draft) ? q_confirm() : q_continue()}
        </Button>
      </div>
      {warrantyMissing ? (
        <p id="warranty-hint" className="-mt-4 text-sm text-slate-500">
          {parts?.words.WARRANTY_QUESTION.missingMessage()}
        </p>
      ) : null}
    </div>
  );
}
