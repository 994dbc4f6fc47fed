import type { SampleAnswers } from '@phonix/shared/console-api';
import {
  ACCESSORY_OPTIONS,
  BODY_QUESTIONS,
  FUNCTIONAL_OPTIONS,
  type Option,
  SCREEN_QUESTIONS,
  WARRANTY_OPTIONS,
} from '@phonix/shared/questionnaire';
import { useId } from 'react';
import { SelectField } from '@/components/ui/text-field.tsx';

/** An option as the console shows it: its code and SPEC's English (the console stays English). */
type EnglishOption = Pick<Option, 'code' | 'label'>;

type SingleKey = Exclude<keyof SampleAnswers, 'functionalerror' | 'accessories'>;

/** The questionnaire's single-choice questions, by the answer record's field. */
const SINGLE: { key: SingleKey; text: string; options: readonly EnglishOption[] }[] = [
  {
    key: 'callingerr',
    text: 'Calls work',
    options: [
      { code: 'yes', label: 'Yes' },
      { code: 'no', label: 'No' },
    ],
  },
  {
    key: 'toucherr',
    text: 'Touch screen works',
    options: [
      { code: 'yes', label: 'Yes' },
      { code: 'no', label: 'No' },
    ],
  },
  ...(['screenspoterror', 'screenlineerror', 'screenphysicalcondition'] as const).map((key, index) => ({
    key,
    text: SCREEN_QUESTIONS[index + 1]?.text ?? key,
    options: SCREEN_QUESTIONS[index + 1]?.options ?? [],
  })),
  ...(['bodyscratches', 'bodydent', 'panelerror', 'benderror'] as const).map((key, index) => ({
    key,
    text: BODY_QUESTIONS[index]?.text ?? key,
    options: BODY_QUESTIONS[index]?.options ?? [],
  })),
  {
    key: 'warranty',
    text: 'Age (from the bill)',
    options: [...WARRANTY_OPTIONS, { code: '', label: 'Out of warranty / no bill' }],
  },
];

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly EnglishOption[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label
            key={option.code}
            htmlFor={`${id}-${option.code}`}
            className="flex min-h-11 items-center gap-2 text-sm"
          >
            <input
              id={`${id}-${option.code}`}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={value.includes(option.code)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...value, option.code]
                    : value.filter((code) => code !== option.code),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Every answer of the questionnaire, to price a sample phone with. */
export function SampleAnswersEditor({
  value,
  onChange,
}: {
  value: SampleAnswers;
  onChange: (value: SampleAnswers) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {SINGLE.map((question) => (
        <SelectField
          key={question.key}
          label={question.text}
          value={value[question.key]}
          onChange={(event) => onChange({ ...value, [question.key]: event.target.value } as SampleAnswers)}
          className="h-11"
        >
          {question.options.map((option) => (
            <option key={option.code} value={option.code}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ))}
      <CheckboxGroup
        legend="Parts not working on this phone"
        options={FUNCTIONAL_OPTIONS}
        value={value.functionalerror}
        onChange={(codes) =>
          onChange({ ...value, functionalerror: codes as SampleAnswers['functionalerror'] })
        }
      />
      <CheckboxGroup
        legend="Accessories the seller has"
        options={ACCESSORY_OPTIONS}
        value={value.accessories}
        onChange={(codes) => onChange({ ...value, accessories: codes as SampleAnswers['accessories'] })}
      />
    </div>
  );
}
