import type { PincodeEntry } from '@phonix/shared/account-api';
import { LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { describedBy, FieldShell, fieldControlClass } from './text-field.tsx';

/** Enough to choose from while typing, few enough for a phone to render at once. */
const MAX_SUGGESTIONS = 50;

interface PincodeComboboxProps {
  label: string;
  /** The typed text (the form keeps it: changing it clears the chosen pincode). */
  text: string;
  onTextChange: (text: string) => void;
  onSelect: (entry: PincodeEntry) => void;
  /** The chosen city's pincodes. */
  entries: readonly PincodeEntry[];
  loading: boolean;
  disabled?: boolean;
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  name?: string;
}

const optionKey = (entry: PincodeEntry) => `${entry.pincode}|${entry.locality}`;

/**
 * Pincode autocomplete (SPEC 5): suggestions are the chosen city's pincodes containing the typed text.
 * An ARIA 1.2 combobox: arrow keys move through the list, Enter chooses, Escape closes.
 */
export function PincodeCombobox({
  label,
  text,
  onTextChange,
  onSelect,
  entries,
  loading,
  disabled = false,
  error,
  hint,
  placeholder = 'Type your pincode',
  name,
}: PincodeComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const suggestions = useMemo(() => {
    const typed = text.trim();
    return entries.filter((entry) => entry.pincode.includes(typed)).slice(0, MAX_SUGGESTIONS);
  }, [entries, text]);
  const expanded = open && !disabled && !loading && text.trim() !== '';

  const choose = (entry: PincodeEntry) => {
    onSelect(entry);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const entry = suggestions[active];
      if (entry) {
        event.preventDefault();
        choose(entry);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeId = expanded && active >= 0 && suggestions[active] ? `${id}-option-${active}` : undefined;

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div>
        <div className="relative">
          <input
            id={id}
            name={name}
            type="text"
            role="combobox"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(id, error, hint)}
            aria-busy={loading || undefined}
            placeholder={loading ? 'Loading pincodes...' : placeholder}
            disabled={disabled || loading}
            value={text}
            onChange={(event) => {
              onTextChange(event.target.value.replace(/\D/g, ''));
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={`${fieldControlClass(Boolean(error))} pr-11`}
          />
          {loading ? (
            <LoaderCircle
              className="absolute top-1/2 right-3.5 size-5 -translate-y-1/2 animate-spin text-brand-700"
              aria-hidden
            />
          ) : null}
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!expanded || suggestions.length === 0}
          // In the flow rather than floating: inside a scrolling dialog a floating list would be cut off.
          className="mt-1 max-h-56 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-md"
        >
          {suggestions.map((entry, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the input (aria-activedescendant), as ARIA's combobox pattern says
            <div
              key={optionKey(entry)}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              // Keeps the focus in the input, so the blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(entry)}
              onMouseEnter={() => setActive(index)}
              className={`flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-sm ${
                index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
              }`}
            >
              <span className="font-semibold tabular-nums">{entry.pincode}</span>
              <span className="text-slate-500">-</span>
              <span className="truncate">{entry.locality}</span>
            </div>
          ))}
        </div>
        {expanded && suggestions.length === 0 ? (
          <p className="mt-1 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-500">
            No matching pincode in this city
          </p>
        ) : null}
      </div>
    </FieldShell>
  );
}
