import { sc_next } from '@phonix/shared/messages/sc_next';
import { sc_see_results } from '@phonix/shared/messages/sc_see_results';
import { sc_skip } from '@phonix/shared/messages/sc_skip';
import { sc_test_of } from '@phonix/shared/messages/sc_test_of';
import type { SelfCheckOutcome, SelfCheckTest } from '@phonix/shared/self-check';
import { CheckCircle2, CircleSlash, MinusCircle, XCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { OUTCOME_STYLES, OUTCOME_WORDS, TEST_NAMES } from './check-outcome-words.ts';

const OUTCOME_ICONS = {
  passed: CheckCircle2,
  failed: XCircle,
  skipped: MinusCircle,
  unsupported: CircleSlash,
} as const;

export function OutcomeBadge({ outcome }: { outcome: SelfCheckOutcome }) {
  const Icon = OUTCOME_ICONS[outcome];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1 ${OUTCOME_STYLES[outcome]}`}
    >
      <Icon className="size-4" aria-hidden />
      {OUTCOME_WORDS[outcome]()}
    </span>
  );
}

/**
 * One test's page: where the seller is (test n of 9), the test, its outcome once there is one, and the two ways
 * on (the next test, or skipping this one) at the bottom, in reach of a thumb.
 */
export function CheckFrame({
  index,
  total,
  test,
  result,
  onNext,
  onSkip,
  children,
}: {
  index: number;
  total: number;
  test: SelfCheckTest;
  result: SelfCheckOutcome | null;
  onNext: () => void;
  onSkip: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A new test (the frame is drawn anew for each): the screen reader and the keyboard start at its name.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const last = index === total - 1;
  return (
    <section
      aria-labelledby={`self-check-${test}`}
      className="flex flex-col rounded-2xl bg-white shadow-xs ring-1 ring-slate-200"
      data-test={test}
    >
      <div className="border-b border-slate-200 p-5 md:p-6">
        <p className="text-sm font-semibold text-slate-700">{sc_test_of({ n: index + 1, total })}</p>
        <div
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={index + 1}
          aria-label={sc_test_of({ n: index + 1, total })}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-brand-700"
            style={{ width: `${((index + 1) / total) * 100}%` }}
          />
        </div>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <h2
            id={`self-check-${test}`}
            ref={heading}
            tabIndex={-1}
            className="text-2xl font-extrabold text-slate-900 outline-none"
          >
            {TEST_NAMES[test]()}
          </h2>
          {result ? (
            <p role="status" aria-live="polite">
              <OutcomeBadge outcome={result} />
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-col gap-4 p-5 text-base text-slate-800 md:p-6">{children}</div>
      <div className="sticky bottom-0 flex flex-row-reverse gap-3 rounded-b-2xl border-t border-slate-200 bg-white p-3 sm:justify-start md:px-6 md:py-4">
        <Button
          size="lg"
          onClick={onNext}
          disabled={result === null}
          className="flex-[3] px-3 sm:flex-none sm:px-6"
        >
          {last ? sc_see_results() : sc_next()}
        </Button>
        {result === null ? (
          <Button
            size="lg"
            variant="ghost"
            onClick={onSkip}
            className="flex-[2] px-3 text-sm ring-1 ring-slate-300 sm:flex-none sm:px-6 sm:text-base"
          >
            {sc_skip()}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
