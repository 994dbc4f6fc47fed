import { Check } from 'lucide-react';

/**
 * A checkbox: the browser's own input (its name from the <label> around it or pointing at its id, its state
 * read by screen readers, Space toggles it), drawn as the site's square with a tick. Native rather than a
 * script-drawn one: the brand page's filter and the questionnaire's lists need no library for it (DR 216).
 */
export function CheckBox({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <span className="relative flex size-5 shrink-0">
      <input
        type="checkbox"
        id={id}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="peer size-5 cursor-pointer appearance-none rounded-md border-2 border-slate-400 bg-white checked:border-brand-700 checked:bg-brand-700"
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-white peer-checked:block"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}
