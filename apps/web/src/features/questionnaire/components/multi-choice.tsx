import { type Option, optionText } from '@phonix/shared/questionnaire-rules';
import { useId } from 'react';
import { CheckBox } from '@/components/ui/check-box.tsx';
import { cardClass } from './choice-group.tsx';

interface MultiChoiceProps<Code extends string> {
  question: string;
  options: readonly Option<Code>[];
  value: readonly Code[];
  onChange: (codes: Code[]) => void;
}

/** Any number of answers, none included: checkbox cards named by their option text. */
export function MultiChoice<Code extends string>({
  question,
  options,
  value,
  onChange,
}: MultiChoiceProps<Code>) {
  const id = useId();
  const toggle = (code: Code, checked: boolean) =>
    onChange(checked ? [...value, code] : value.filter((item) => item !== code));
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-base font-semibold text-slate-900 md:text-lg">{question}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => {
          const optionId = `${id}-${option.code}`;
          return (
            <label key={option.code} htmlFor={optionId} className={cardClass}>
              <CheckBox
                id={optionId}
                checked={value.includes(option.code)}
                onChange={(checked) => toggle(option.code, checked)}
              />
              {optionText(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
