import { X } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { fieldControlClass } from '@/components/ui/text-field.tsx';
import { usePincodes } from '@/lib/pincodes.ts';
import { useServedCities } from '@/lib/places.ts';
import type { PincodeList } from '../hooks/use-pincode-list.ts';

/** A served city's pincodes, one entry per pincode with all its localities. */
function byPincode(entries: readonly { pincode: string; locality: string }[]): [string, string][] {
  const grouped = new Map<string, string[]>();
  for (const entry of entries) {
    const localities = grouped.get(entry.pincode) ?? [];
    if (entry.locality && !localities.includes(entry.locality)) localities.push(entry.locality);
    grouped.set(entry.pincode, localities);
  }
  return [...grouped.entries()]
    .map(([pincode, localities]): [string, string] => [pincode, localities.join(', ')])
    .sort(([a], [b]) => a.localeCompare(b));
}

/** Picking from the pincodes we serve in one city: a city, a filter, a checkbox per pincode. */
function ServedPincodePicker({ list, city }: { list: PincodeList; city: string }) {
  const id = useId();
  const cities = useServedCities();
  const wanted = city.trim().toLowerCase();
  const matched = cities.data?.find(
    (entry) => entry.city_name.toLowerCase() === wanted || entry.city_slug === wanted,
  );
  // Until someone picks a city, the one the shop named (when we serve it) is offered.
  const [picked, setPicked] = useState<string | null>(null);
  const cityName = picked ?? matched?.city_name ?? '';
  const served = usePincodes(cityName);
  const entries = useMemo(() => byPincode(served.data ?? []), [served.data]);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? entries.filter(
        ([pincode, localities]) => pincode.startsWith(needle) || localities.toLowerCase().includes(needle),
      )
    : entries;
  const chosen = new Set(list.pincodes);
  const missing = shown.filter(([pincode]) => !chosen.has(pincode)).map(([pincode]) => pincode);

  return (
    <fieldset className="rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Pick from the pincodes we serve</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-city`} className="text-xs font-semibold text-slate-600">
            City
          </label>
          <select
            id={`${id}-city`}
            value={cityName}
            onChange={(event) => {
              setPicked(event.target.value);
              setFilter('');
            }}
            className={`${fieldControlClass(false)} h-11 text-sm`}
          >
            <option value="">{cities.isPending ? 'Loading cities...' : 'Choose a city'}</option>
            {cities.data?.map((entry) => (
              <option key={entry.city_id} value={entry.city_name}>
                {entry.city_name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={`${id}-find`} className="text-xs font-semibold text-slate-600">
            Find by code or area
          </label>
          <input
            id={`${id}-find`}
            type="search"
            value={filter}
            disabled={cityName === ''}
            onChange={(event) => setFilter(event.target.value)}
            onKeyDown={(event) => {
              // Enter here must not submit the dialog's form.
              if (event.key === 'Enter') event.preventDefault();
            }}
            autoComplete="off"
            className={`${fieldControlClass(false)} h-11 text-sm`}
          />
        </div>
      </div>
      {cities.isError ? (
        <p className="mt-2 text-sm text-red-700">The list of cities could not be loaded.</p>
      ) : cityName === '' ? (
        <p className="mt-2 text-sm text-slate-600">Choose a city to see its pincodes.</p>
      ) : served.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading the pincodes of {cityName}...</p>
      ) : served.isError ? (
        <p className="mt-2 text-sm text-red-700">
          The pincodes of {cityName} could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void served.refetch()}>
            Try again
          </button>
        </p>
      ) : shown.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {entries.length === 0 ? `We serve no pincodes in ${cityName}.` : 'None match.'}
        </p>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-600">
              {shown.length} of {entries.length} in {cityName}
            </p>
            <Button
              variant="ghost"
              className="min-h-9 px-3 py-1"
              disabled={missing.length === 0}
              onClick={() => list.add(missing)}
            >
              {missing.length > 0 ? `Add all ${missing.length} shown` : 'All shown are added'}
            </Button>
          </div>
          <ul className="mt-1 grid max-h-56 gap-x-3 overflow-y-auto rounded-lg border border-slate-100 p-1 sm:grid-cols-2">
            {shown.map(([pincode, localities]) => (
              <li key={pincode}>
                <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 text-sm hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-brand-700"
                    checked={chosen.has(pincode)}
                    onChange={(event) =>
                      event.target.checked ? list.add([pincode]) : list.remove([pincode])
                    }
                  />
                  <span className="font-semibold text-slate-900 tabular-nums">{pincode}</span>
                  <span className="truncate text-slate-600" title={localities}>
                    {localities}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}

/**
 * The pincodes a partner serves, as removable chips: typed (6 digits, Enter or Add; a pasted list works) or
 * picked from a city's served pincodes. The server has the last word on which pincodes we serve; its
 * refusal is shown under the field through `list.setError`.
 */
export function PincodeEditor({
  list,
  city = '',
  inputRef,
}: {
  list: PincodeList;
  /** The city whose pincodes are offered first (a request's city), by name. */
  city?: string;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const inputId = `${id}-pincodes`;
  const messageId = `${id}-message`;
  const chipsRef = useRef<HTMLUListElement>(null);
  const ownInput = useRef<HTMLInputElement | null>(null);
  // After a chip is removed the focus moves to the chip now in its place (or the field), never to the page.
  const focusAfterRemove = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes, by design
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = chipsRef.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? ownInput.current)?.focus();
  }, [list.pincodes]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds what is typed; it never sends the dialog's form from here.
    event.preventDefault();
    list.commit();
  };

  const { error } = list;
  const count = list.pincodes.length;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
          Pincodes
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            ref={(element) => {
              ownInput.current = element;
              if (typeof inputRef === 'function') inputRef(element);
              else if (inputRef) inputRef.current = element;
            }}
            inputMode="numeric"
            autoComplete="off"
            placeholder="6-digit pincode"
            value={list.text}
            onChange={(event) => list.setText(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={messageId}
            className={`${fieldControlClass(Boolean(error))} h-11 min-w-0 flex-1`}
          />
          <Button variant="secondary" onClick={() => list.commit()}>
            Add
          </Button>
        </div>
        {error ? (
          <p id={messageId} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id={messageId} className="text-xs text-slate-500">
            Type a pincode and press Enter (a pasted list works too), or pick them below.
          </p>
        )}
      </div>
      <div>
        <p className="text-xs font-semibold text-slate-600">
          {count === 0 ? 'None chosen yet: a partner serves at least one.' : `${count} chosen`}
        </p>
        {count > 0 ? (
          <ul ref={chipsRef} className="mt-1.5 flex max-h-40 flex-wrap gap-1.5 overflow-y-auto">
            {list.pincodes.map((code, index) => (
              <li
                key={code}
                data-testid="pincode-chip"
                className="inline-flex items-center gap-0.5 rounded-full bg-brand-50 py-0.5 pl-3 text-sm font-semibold text-brand-900 tabular-nums ring-1 ring-brand-200 ring-inset"
              >
                {code}
                <button
                  type="button"
                  aria-label={`Remove ${code}`}
                  className="inline-flex size-8 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
                  onClick={() => {
                    focusAfterRemove.current = index;
                    list.remove([code]);
                  }}
                >
                  <X className="size-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="sr-only" aria-live="polite">
        {list.notice}
      </p>
      <ServedPincodePicker list={list} city={city} />
    </div>
  );
}
