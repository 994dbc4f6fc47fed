import type { AnswerComparison } from '@phonix/shared/console-orders-api';
import { formatINR } from '@phonix/shared/money';
import { useState } from 'react';
import { ScrollTable, td, th } from '@/components/console/table.tsx';

const signed = (amount: number) =>
  amount === 0 ? '–' : `${amount > 0 ? '+' : '−'}${formatINR(Math.abs(amount))}`;

/**
 * Every priced question with the seller's answer beside the partner's doorstep finding; the answers that
 * differ are marked (colour and a word) with what they change the price by.
 */
export function AnswersCompare({ answers, inspected }: { answers: AnswerComparison[]; inspected: boolean }) {
  const changed = answers.filter((answer) => answer.differs);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const rows = onlyChanged ? changed : answers;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700" data-testid="answers-summary">
        {inspected
          ? changed.length === 0
            ? 'The partner found everything as the seller said.'
            : `The partner found ${changed.length === 1 ? '1 answer' : `${changed.length} answers`} different from the seller's.`
          : 'The partner has not re-checked the device yet: only the seller’s answers are known.'}
      </p>
      {inspected && changed.length > 0 ? (
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={onlyChanged}
            onChange={(event) => setOnlyChanged(event.target.checked)}
          />
          Only the answers that differ
        </label>
      ) : null}
      <ScrollTable label="Seller's answers and partner's inspection">
        <thead>
          <tr>
            <th className={th}>Question</th>
            <th className={th}>Seller said</th>
            <th className={th}>Partner found</th>
            <th className={`${th} text-right`}>Price effect</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((answer) => (
            <tr
              key={answer.key}
              data-differs={answer.differs ? 'true' : undefined}
              className={answer.differs ? 'bg-amber-50' : undefined}
            >
              <td className={`${td} font-medium`}>
                {answer.question}
                {answer.differs ? (
                  <span className="ml-2 inline-flex rounded-full bg-amber-200 px-2 py-0.5 text-xs font-bold text-amber-950">
                    Changed
                  </span>
                ) : null}
              </td>
              <td className={td}>{answer.declared}</td>
              <td className={`${td} ${answer.differs ? 'font-semibold text-slate-950' : ''}`}>
                {answer.found ?? <span className="text-slate-500">Not checked yet</span>}
              </td>
              <td
                className={`${td} text-right tabular-nums ${
                  answer.price_effect < 0
                    ? 'font-semibold text-red-800'
                    : answer.price_effect > 0
                      ? 'font-semibold text-emerald-800'
                      : 'text-slate-500'
                }`}
              >
                {signed(answer.price_effect)}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </div>
  );
}
