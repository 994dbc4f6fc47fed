/** A row of toggle buttons choosing one filter of a list (aria-pressed tells which is on). */
export function FilterButtons<F extends string>({
  label,
  filters,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  filters: readonly F[];
  value: F;
  onChange: (filter: F) => void;
  labelOf: (filter: F) => string;
}) {
  return (
    <fieldset className="inline-flex max-w-full flex-wrap rounded-xl border border-slate-200 bg-white p-1">
      <legend className="sr-only">{label}</legend>
      {filters.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={`min-h-10 rounded-lg px-3 text-sm font-semibold whitespace-nowrap sm:px-4 ${
            value === filter ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {labelOf(filter)}
        </button>
      ))}
    </fieldset>
  );
}
