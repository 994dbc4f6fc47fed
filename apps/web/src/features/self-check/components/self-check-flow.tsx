import { sc_desktop_note } from '@phonix/shared/messages/sc_desktop_note';
import { sc_for_phone } from '@phonix/shared/messages/sc_for_phone';
import { sc_intro } from '@phonix/shared/messages/sc_intro';
import { sc_start } from '@phonix/shared/messages/sc_start';
import { sc_title } from '@phonix/shared/messages/sc_title';
import {
  type DisplayFinding,
  SELF_CHECK_TESTS,
  type SelfCheckOutcome,
  type SelfCheckTest,
} from '@phonix/shared/self-check';
import { Laptop, ShieldCheck } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { useApplySuggestions } from '../hooks/use-apply-suggestions.ts';
import { useSelfCheck } from '../hooks/use-self-check.ts';
import { CameraCheck } from './check-camera.tsx';
import { DisplayCheck } from './check-display.tsx';
import { CheckFrame } from './check-frame.tsx';
import { MicrophoneCheck } from './check-microphone.tsx';
import { TEST_NAMES } from './check-outcome-words.ts';
import { type CheckContext, ResultsSummary } from './check-results.tsx';
import { BatteryCheck, MotionCheck, VibrationCheck } from './check-sensors.tsx';
import { SpeakerCheck } from './check-speaker.tsx';
import { TouchCheck } from './check-touch.tsx';

export type { CheckContext } from './check-results.tsx';

/** A computer with no touch screen: the check tells nothing about the phone being sold there. */
function onDesktop(): boolean {
  return typeof navigator !== 'undefined' && (navigator.maxTouchPoints ?? 0) === 0;
}

/**
 * "Check my phone" (issue 34): nine tests run in order on the phone being sold, each skippable and retried at
 * will, then the results, the answers they suggest and the report kept on this phone.
 */
export function SelfCheckFlow({ variantId, context }: { variantId: number; context: CheckContext }) {
  const flow = useSelfCheck(variantId);
  const applySuggestions = useApplySuggestions(variantId);
  const [desktop] = useState(onDesktop);
  const { setResult, setDisplayFinding, setDeadTouchCells } = flow;

  // One stable handler per test, so a check may report from its effects.
  const onResultFor = useMemo(
    () =>
      Object.fromEntries(
        SELF_CHECK_TESTS.map((test) => [
          test,
          (outcome: SelfCheckOutcome | null) => setResult(test, outcome),
        ]),
      ) as Record<SelfCheckTest, (outcome: SelfCheckOutcome | null) => void>,
    [setResult],
  );
  const onTouch = useCallback(
    (outcome: SelfCheckOutcome | null, dead?: number[]) => {
      setDeadTouchCells(dead ?? []);
      setResult('touch', outcome);
    },
    [setResult, setDeadTouchCells],
  );
  const onDisplay = useCallback(
    (outcome: SelfCheckOutcome | null, finding?: DisplayFinding) => {
      setDisplayFinding(finding ?? null);
      setResult('display', outcome);
    },
    [setResult, setDisplayFinding],
  );

  if (flow.stage.kind === 'summary') {
    return (
      <ResultsSummary
        report={flow.report}
        saveState={flow.saveState}
        context={context}
        onApply={(confirmed) => applySuggestions(confirmed)}
        onRunAgain={flow.start}
      />
    );
  }

  if (flow.stage.kind === 'intro') {
    return (
      <section className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-8">
        <div className="flex items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-800">
            <ShieldCheck className="size-7" aria-hidden />
          </span>
          <div>
            <h1 className="text-2xl font-extrabold text-slate-900 md:text-3xl">{sc_title()}</h1>
            {context.phoneName ? (
              <p className="font-semibold text-slate-700">{sc_for_phone({ phone: context.phoneName })}</p>
            ) : null}
          </div>
        </div>
        <p className="text-base text-slate-800">{sc_intro()}</p>
        {desktop ? (
          <p
            className="flex items-start gap-3 rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-300"
            data-desktop-note
          >
            <Laptop className="mt-0.5 size-5 shrink-0" aria-hidden />
            {sc_desktop_note()}
          </p>
        ) : null}
        <ol className="grid gap-2 text-slate-800 sm:grid-cols-3">
          {SELF_CHECK_TESTS.map((test, index) => (
            <li
              key={test}
              className="flex items-center gap-3 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                {index + 1}
              </span>
              {TEST_NAMES[test]()}
            </li>
          ))}
        </ol>
        <Button size="lg" onClick={flow.start} className="w-full sm:w-auto sm:self-start">
          {sc_start()}
        </Button>
      </section>
    );
  }

  const index = flow.stage.index;
  const test = SELF_CHECK_TESTS[index] as SelfCheckTest;
  const result = flow.results[test];
  return (
    <CheckFrame
      key={test}
      index={index}
      total={SELF_CHECK_TESTS.length}
      test={test}
      result={result}
      onNext={flow.advance}
      onSkip={() => flow.skip(test)}
    >
      {test === 'touch' ? <TouchCheck result={result} onResult={onTouch} /> : null}
      {test === 'display' ? (
        <DisplayCheck result={result} finding={flow.displayFinding} onResult={onDisplay} />
      ) : null}
      {test === 'front_camera' ? (
        <CameraCheck
          facing="user"
          frontCameraId={null}
          onCameraId={flow.setFrontCameraId}
          result={result}
          onResult={onResultFor.front_camera}
        />
      ) : null}
      {test === 'back_camera' ? (
        <CameraCheck
          facing="environment"
          frontCameraId={flow.frontCameraId}
          result={result}
          onResult={onResultFor.back_camera}
        />
      ) : null}
      {test === 'microphone' ? <MicrophoneCheck result={result} onResult={onResultFor.microphone} /> : null}
      {test === 'speaker' ? <SpeakerCheck result={result} onResult={onResultFor.speaker} /> : null}
      {test === 'vibration' ? <VibrationCheck result={result} onResult={onResultFor.vibration} /> : null}
      {test === 'motion' ? <MotionCheck result={result} onResult={onResultFor.motion} /> : null}
      {test === 'battery' ? (
        <BatteryCheck result={result} onResult={onResultFor.battery} onLevel={flow.setBatteryLevel} />
      ) : null}
    </CheckFrame>
  );
}
