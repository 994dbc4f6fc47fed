import type { Series } from '@phonix/shared/catalog';
import { brand_series_filter } from '@phonix/shared/messages/brand_series_filter';
import { brand_series_filter_legend } from '@phonix/shared/messages/brand_series_filter_legend';
import { seriesNameIn } from '@phonix/shared/series-names';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { CheckBox } from '@/components/ui/check-box.tsx';

interface SeriesFilterProps {
  series: Series[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/**
 * The series checkboxes: folded under a button on a phone, always open beside the grid on a larger screen.
 * Which of the two is decided by CSS (the md breakpoint), not by a media query read in script, so the
 * server's HTML is already what the phone shows after hydration and the models below do not jump (issue 32:
 * they moved up ~240 px). Without JavaScript the filter cannot work, so it is not shown (`js-only`).
 */
export function SeriesFilter({ series, selected, onChange }: SeriesFilterProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggle = (code: string, checked: boolean) =>
    onChange(checked ? [...selected, code] : selected.filter((item) => item !== code));

  const label = (
    <span className="flex items-center gap-2">
      <SlidersHorizontal className="size-4 text-brand-700" aria-hidden />
      {brand_series_filter()}
      {selected.length > 0 ? (
        <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{selected.length}</span>
      ) : null}
    </span>
  );

  return (
    <div className="js-only rounded-2xl border border-slate-200 bg-white" data-series-filter>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="flex min-h-12 w-full items-center justify-between gap-2 px-4 text-left font-semibold text-slate-900 md:hidden"
      >
        {label}
        <ChevronDown className={`size-5 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
      </button>
      <p className="hidden min-h-12 items-center px-4 font-semibold text-slate-900 md:flex">{label}</p>
      <div id={listId} className={open ? undefined : 'max-md:hidden'}>
        <fieldset className="border-t border-slate-100 px-2 py-2">
          <legend className="sr-only">{brand_series_filter_legend()}</legend>
          <ul className="flex flex-col">
            {series.map((item) => {
              const id = `series-${item.cc_slug}`;
              const checked = selected.includes(item.CategoryCode);
              return (
                <li key={item.CategoryCode}>
                  <label
                    htmlFor={id}
                    className="flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50"
                  >
                    <CheckBox
                      id={id}
                      checked={checked}
                      onChange={(value) => toggle(item.CategoryCode, value)}
                    />
                    {seriesNameIn(item.CategoryName)}
                  </label>
                </li>
              );
            })}
          </ul>
          {selected.length > 0 ? (
            <button
              type="button"
              onClick={() => onChange([])}
              className="mt-1 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:underline"
            >
              Clear filters
            </button>
          ) : null}
        </fieldset>
      </div>
    </div>
  );
}
