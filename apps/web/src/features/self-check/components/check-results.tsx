import { sc_apply } from '@phonix/shared/messages/sc_apply';
import { sc_back_order } from '@phonix/shared/messages/sc_back_order';
import { sc_back_quote } from '@phonix/shared/messages/sc_back_quote';
import { sc_battery_level } from '@phonix/shared/messages/sc_battery_level';
import { sc_device_mismatch } from '@phonix/shared/messages/sc_device_mismatch';
import { sc_device_model } from '@phonix/shared/messages/sc_device_model';
import { sc_device_screen } from '@phonix/shared/messages/sc_device_screen';
import { sc_device_title } from '@phonix/shared/messages/sc_device_title';
import { sc_get_quote } from '@phonix/shared/messages/sc_get_quote';
import { sc_no_quote } from '@phonix/shared/messages/sc_no_quote';
import { sc_order_note } from '@phonix/shared/messages/sc_order_note';
import { sc_run_again } from '@phonix/shared/messages/sc_run_again';
import { sc_save_failed } from '@phonix/shared/messages/sc_save_failed';
import { sc_saved } from '@phonix/shared/messages/sc_saved';
import { sc_suggest_help } from '@phonix/shared/messages/sc_suggest_help';
import { sc_suggest_none } from '@phonix/shared/messages/sc_suggest_none';
import { sc_suggest_part } from '@phonix/shared/messages/sc_suggest_part';
import { sc_suggest_title } from '@phonix/shared/messages/sc_suggest_title';
import { sc_summary_title } from '@phonix/shared/messages/sc_summary_title';
import { formatNumber } from '@phonix/shared/money';
import {
  type ConditionAnswers,
  FUNCTIONAL_OPTIONS,
  optionText,
  SCREEN_LINE_OPTIONS,
  SCREEN_QUESTIONS,
  SCREEN_SPOT_OPTIONS,
  YES_NO_OPTIONS,
} from '@phonix/shared/questionnaire';
import { paths } from '@phonix/shared/routes';
import {
  SELF_CHECK_TESTS,
  type SelfCheckReport,
  type SelfCheckSuggestion,
  selfCheckSuggestions,
} from '@phonix/shared/self-check';
import { CheckSquare, Save, Square } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import type { SaveState } from '../hooks/use-self-check.ts';
import { modelDiffers } from '../utils/device-info.ts';
import { OutcomeBadge } from './check-frame.tsx';
import { TEST_NAMES } from './check-outcome-words.ts';

/** Where the check was opened from: the quote being made, a booked order, or neither. */
export type CheckContext =
  | { kind: 'quote'; answers: ConditionAnswers; phoneName: string }
  | { kind: 'order'; answers: ConditionAnswers; phoneName: string; orderRef: string }
  | { kind: 'none'; phoneName: null };

const questionText = (field: 'touch' | 'screenSpot' | 'screenLine') =>
  SCREEN_QUESTIONS.find((question) => question.field === field)?.message() ?? '';
const optionOf = (
  options: readonly { code: string; label: string; message: () => string }[],
  code: string,
) => {
  const option = options.find((candidate) => candidate.code === code);
  return option ? optionText(option) : code;
};

/** A suggestion in the questionnaire's own words: the question and the answer it would get. */
function describe(suggestion: SelfCheckSuggestion): { question: string; answer: string } {
  switch (suggestion.field) {
    case 'toucherr':
      return { question: questionText('touch'), answer: optionOf(YES_NO_OPTIONS, suggestion.code) };
    case 'screenspoterror':
      return { question: questionText('screenSpot'), answer: optionOf(SCREEN_SPOT_OPTIONS, suggestion.code) };
    case 'screenlineerror':
      return { question: questionText('screenLine'), answer: optionOf(SCREEN_LINE_OPTIONS, suggestion.code) };
    case 'functionalerror':
      return {
        question: '',
        answer: sc_suggest_part({ part: optionOf(FUNCTIONAL_OPTIONS, suggestion.code) }),
      };
  }
}

export function ResultsSummary({
  report,
  saveState,
  context,
  onApply,
  onRunAgain,
}: {
  report: SelfCheckReport | null;
  saveState: SaveState;
  context: CheckContext;
  onApply: (confirmed: readonly SelfCheckSuggestion[]) => void;
  onRunAgain: () => void;
}) {
  const { locale } = usePageLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const suggestions = useMemo(
    () => (report && context.kind !== 'none' ? selfCheckSuggestions(report, context.answers) : []),
    [report, context],
  );
  const [declined, setDeclined] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setDeclined((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  const confirmed = suggestions.filter((_, index) => !declined.has(index));

  return (
    <section
      aria-labelledby="self-check-summary"
      className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-8"
      data-summary
    >
      <h2
        id="self-check-summary"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-extrabold text-slate-900 outline-none"
      >
        {sc_summary_title()}
      </h2>
      {report === null ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {SELF_CHECK_TESTS.map((test) => (
              <li key={test} className="flex items-center justify-between gap-3 px-4 py-3" data-result={test}>
                <span className="font-semibold text-slate-900">
                  {TEST_NAMES[test]()}
                  {test === 'battery' && report.device.battery_level !== null ? (
                    <span className="block text-sm font-normal text-slate-600">
                      {sc_battery_level({ level: report.device.battery_level })}
                    </span>
                  ) : null}
                </span>
                <OutcomeBadge outcome={report.results[test]} />
              </li>
            ))}
          </ul>

          <div className="flex flex-col gap-1 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
            <h3 className="font-bold text-slate-900">{sc_device_title()}</h3>
            {report.device.model ? <p>{sc_device_model({ model: report.device.model })}</p> : null}
            <p className="text-slate-700">
              {sc_device_screen({
                width: formatNumber(report.device.screen_width, locale),
                height: formatNumber(report.device.screen_height, locale),
                ratio: report.device.pixel_ratio,
              })}
            </p>
            {modelDiffers(report.device.model, context.phoneName) ? (
              <p
                className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300"
                data-mismatch
              >
                {sc_device_mismatch({ reported: report.device.model ?? '', chosen: context.phoneName ?? '' })}
              </p>
            ) : null}
          </div>

          <p
            className="flex items-center gap-2 text-sm font-semibold text-slate-700"
            role="status"
            data-save={saveState}
          >
            <Save className="size-4" aria-hidden />
            {saveState === 'failed' ? sc_save_failed() : saveState === 'saved' ? sc_saved() : null}
          </p>

          {context.kind === 'none' ? (
            <div className="flex flex-col gap-3">
              <p>{sc_no_quote()}</p>
              <CityLink to={paths.sellMobile()} className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
                {sc_get_quote()}
              </CityLink>
            </div>
          ) : (
            <div className="flex flex-col gap-3" data-suggestions>
              <h3 className="text-lg font-bold text-slate-900">{sc_suggest_title()}</h3>
              {suggestions.length === 0 ? (
                <p>{sc_suggest_none()}</p>
              ) : (
                <>
                  {context.kind === 'quote' ? <p>{sc_suggest_help()}</p> : <p>{sc_order_note()}</p>}
                  <ul className="flex flex-col gap-2">
                    {suggestions.map((suggestion, index) => {
                      const { question, answer } = describe(suggestion);
                      const content = (
                        <span className="flex flex-col text-left">
                          {question ? <span className="text-sm text-slate-700">{question}</span> : null}
                          <span className="font-bold text-slate-900">{answer}</span>
                        </span>
                      );
                      return (
                        <li key={`${suggestion.field}-${suggestion.code}`} data-suggestion={suggestion.code}>
                          {context.kind === 'quote' ? (
                            <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
                              <input
                                type="checkbox"
                                className="peer sr-only"
                                checked={!declined.has(index)}
                                onChange={() => toggle(index)}
                              />
                              {declined.has(index) ? (
                                <Square className="size-6 shrink-0 text-slate-500" aria-hidden />
                              ) : (
                                <CheckSquare className="size-6 shrink-0 text-brand-700" aria-hidden />
                              )}
                              {content}
                            </label>
                          ) : (
                            <div className="rounded-xl p-3 ring-1 ring-slate-300">{content}</div>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </>
              )}
              {context.kind === 'quote' ? (
                <Button
                  size="lg"
                  onClick={() => onApply(confirmed)}
                  className="w-full sm:w-auto sm:self-start"
                >
                  {confirmed.length > 0 ? sc_apply() : sc_back_quote()}
                </Button>
              ) : (
                <CityLink
                  to={paths.salesOrderDetail(context.orderRef)}
                  className={buttonClass('primary', 'lg', 'w-full sm:w-auto sm:self-start')}
                >
                  {sc_back_order()}
                </CityLink>
              )}
            </div>
          )}
          <Button
            variant="ghost"
            size="lg"
            onClick={onRunAgain}
            className="w-full ring-1 ring-slate-300 sm:w-auto sm:self-start"
          >
            {sc_run_again()}
          </Button>
        </>
      )}
    </section>
  );
}
