import {
  type DisplayFinding,
  SELF_CHECK_TESTS,
  type SelfCheckOutcome,
  type SelfCheckReport,
  type SelfCheckTest,
} from '@phonix/shared/self-check';
import { useCallback, useEffect, useState } from 'react';
import { readDevice } from '../utils/device-info.ts';
import { saveReport } from '../utils/report-store.ts';

export type Results = Record<SelfCheckTest, SelfCheckOutcome | null>;
export type Stage = { kind: 'intro' } | { kind: 'test'; index: number } | { kind: 'summary' };
export type SaveState = 'saving' | 'saved' | 'failed';

const noResults = (): Results => Object.fromEntries(SELF_CHECK_TESTS.map((test) => [test, null])) as Results;

/**
 * The self-check as the seller goes through it: the tests in order, each one's outcome (a test left without
 * one counts as skipped), the display's answer, the touch grid's dead cells and the battery's level; at the end
 * the report, kept on this phone.
 */
export function useSelfCheck(variantId: number) {
  const [stage, setStage] = useState<Stage>({ kind: 'intro' });
  const [results, setResults] = useState<Results>(noResults);
  const [displayFinding, setDisplayFinding] = useState<DisplayFinding | null>(null);
  const [deadTouchCells, setDeadTouchCells] = useState<number[]>([]);
  const [batteryLevel, setBatteryLevel] = useState<number | null>(null);
  /** The front camera's device, so a browser handing the same camera for "back" is noticed. */
  const [frontCameraId, setFrontCameraId] = useState<string | null>(null);
  const [report, setReport] = useState<SelfCheckReport | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('saving');

  const setResult = useCallback((test: SelfCheckTest, outcome: SelfCheckOutcome | null) => {
    setResults((current) => ({ ...current, [test]: outcome }));
    if (test === 'display' && outcome === null) setDisplayFinding(null);
    if (test === 'touch' && outcome === null) setDeadTouchCells([]);
  }, []);

  const advance = useCallback(() => {
    setStage((current) => {
      if (current.kind !== 'test') return current;
      const next = current.index + 1;
      return next < SELF_CHECK_TESTS.length ? { kind: 'test', index: next } : { kind: 'summary' };
    });
  }, []);

  const skip = useCallback(
    (test: SelfCheckTest) => {
      setResult(test, 'skipped');
      advance();
    },
    [advance, setResult],
  );

  const start = useCallback(() => {
    setResults(noResults());
    setDisplayFinding(null);
    setDeadTouchCells([]);
    setBatteryLevel(null);
    setReport(null);
    setStage({ kind: 'test', index: 0 });
  }, []);

  useEffect(() => {
    if (stage.kind !== 'summary') return;
    let cancelled = false;
    setSaveState('saving');
    void readDevice(batteryLevel).then((device) => {
      if (cancelled) return;
      const finished: SelfCheckReport = {
        version: 1,
        variant_id: variantId,
        checked_at: new Date().toISOString(),
        results: Object.fromEntries(
          SELF_CHECK_TESTS.map((test) => [test, results[test] ?? 'skipped']),
        ) as SelfCheckReport['results'],
        display_finding: results.display === 'passed' || results.display === 'failed' ? displayFinding : null,
        dead_touch_cells: results.touch === 'failed' ? deadTouchCells : [],
        device,
      };
      setReport(finished);
      saveReport(finished).then(
        () => !cancelled && setSaveState('saved'),
        () => !cancelled && setSaveState('failed'),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [stage.kind, variantId, results, displayFinding, deadTouchCells, batteryLevel]);

  return {
    stage,
    results,
    displayFinding,
    report,
    saveState,
    frontCameraId,
    start,
    advance,
    skip,
    setResult,
    setDisplayFinding,
    setDeadTouchCells,
    setBatteryLevel,
    setFrontCameraId,
  };
}

export type SelfCheckState = ReturnType<typeof useSelfCheck>;
