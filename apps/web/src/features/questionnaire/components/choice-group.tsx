import { type Option, optionText } from '@phonix/shared/questionnaire-rules';
import { type FocusEvent, type Ref, useId } from 'react';
import type { DefectPicture } from '../defect-pictures.ts';

/** Every defect drawing is a 96 × 96 square: the <img>'s width and height, so the card keeps its size while it loads. */
export const DEFECT_PICTURE_SIZE = 96;

const cardBase =
  'flex min-h-14 items-center gap-3 rounded-xl border-2 border-slate-200 bg-white text-base font-semibold text-slate-800 transition-colors hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900';
export const cardClass = `${cardBase} px-4 py-3`;
/**
 * A card with a picture: on a phone (one column) the picture sits at the card's end, beside the text; from
 * two columns up it heads the card, on a band of its own colour, with the radio and the text below it.
 */
const pictureCardClass = `${cardBase} py-2 pr-2 pl-4 sm:flex-col-reverse sm:items-stretch sm:gap-2 sm:p-2 sm:pb-3`;

interface SingleChoiceProps {
  question: string;
  options: readonly Option[];
  value: string | undefined;
  onChange: (code: string) => void;
  /** Yes/no questions sit side by side as two large buttons. */
  layout?: 'pair' | 'cards';
  /** Set when Continue was refused with this question unanswered: marks it and says so. */
  error?: string | undefined;
  /** The radio group, for the page to bring it into view and give it the focus. */
  ref?: Ref<HTMLDivElement>;
  /** An option's picture, shown in its card (the defect options'); none for an option without one. */
  pictureOf?: (option: Option) => DefectPicture | undefined;
}

const radioClass =
  'peer size-5 cursor-pointer appearance-none rounded-full border-2 border-slate-400 bg-white checked:border-brand-700';
const indicatorClass =
  'pointer-events-none absolute inset-0 m-auto hidden size-2.5 rounded-full bg-brand-700 peer-checked:block';

/** The group takes the focus (a refused Continue) and hands it to its chosen radio, or its first, as arrows would. */
function focusRadio(event: FocusEvent<HTMLDivElement>) {
  if (event.target !== event.currentTarget) return;
  const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type=radio]')];
  (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
}

/**
 * One question with one answer: a radio group named by the question, each radio named by its option text (in
 * the page's language; the value stays the option's code). The browser's own radios (one name per question:
 * arrows move between them, Tab enters and leaves the group), drawn as the site's. An option with a picture shows it at the card's
 * end, lazily loaded with its size set (no layout shift); the radio keeps the option text as its name and
 * has the picture's alt text as its description.
 */
export function SingleChoice({
  question,
  options,
  value,
  onChange,
  layout = 'cards',
  error,
  ref,
  pictureOf,
}: SingleChoiceProps) {
  const id = useId();
  return (
    <div
      className={`flex scroll-mt-24 flex-col gap-3 ${
        error ? '-mx-3 rounded-2xl bg-red-50/70 px-3 py-3 ring-2 ring-red-600' : ''
      }`}
    >
      <p id={`${id}-q`} className="text-base font-semibold text-slate-900 md:text-lg">
        {question}
      </p>
      <div
        ref={ref}
        role="radiogroup"
        tabIndex={-1}
        onFocus={focusRadio}
        aria-labelledby={`${id}-q`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={
          layout === 'pair'
            ? 'grid grid-cols-2 gap-3 sm:max-w-md'
            : 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3'
        }
      >
        {options.map((option) => {
          const optionId = `${id}-${option.code || 'none'}`;
          const picture = pictureOf?.(option);
          const radio = (
            <span className="relative flex size-5 shrink-0">
              <input
                type="radio"
                id={optionId}
                name={id}
                value={option.code}
                checked={value === option.code}
                onChange={() => onChange(option.code)}
                aria-labelledby={picture ? `${optionId}-text` : undefined}
                aria-describedby={picture ? `${optionId}-picture` : undefined}
                className={radioClass}
              />
              <span className={indicatorClass} />
            </span>
          );
          return (
            <label
              key={option.code}
              htmlFor={optionId}
              className={`${picture ? pictureCardClass : cardClass} ${layout === 'pair' ? 'justify-center' : ''}`}
            >
              {picture ? (
                <>
                  <span className="flex min-w-0 flex-1 items-center gap-3 sm:px-2">
                    {radio}
                    <span id={`${optionId}-text`} className="min-w-0">
                      {optionText(option)}
                    </span>
                  </span>
                  <span className="flex shrink-0 justify-center rounded-lg sm:bg-brand-50">
                    <img
                      id={`${optionId}-picture`}
                      src={picture.src}
                      alt={picture.alt()}
                      width={DEFECT_PICTURE_SIZE}
                      height={DEFECT_PICTURE_SIZE}
                      loading="lazy"
                      decoding="async"
                      className="size-20 rounded-lg sm:size-24"
                    />
                  </span>
                </>
              ) : (
                <>
                  {radio}
                  {optionText(option)}
                </>
              )}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
