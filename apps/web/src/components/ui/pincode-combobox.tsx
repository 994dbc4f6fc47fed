import type { PincodeEntry } from '@phonix/shared/account-api';
import { seller_pincode_loading } from '@phonix/shared/messages/seller_pincode_loading';
import { seller_pincode_none } from '@phonix/shared/messages/seller_pincode_none';
import { seller_pincode_placeholder } from '@phonix/shared/messages/seller_pincode_placeholder';
import { seller_pincode_suggestions } from '@phonix/shared/messages/seller_pincode_suggestions';
import { pincodeSuggestions } from '@phonix/shared/pincode-rules';
import { LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { describedBy, FieldShell, fieldControlClass } from './text-field.tsx';

interface PincodeComboboxProps {
  label: string;
  /** The typed text (the form keeps it: changing it clears or fills the chosen pincode). */
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

/** The list's tallest height, and the least room below the field before it opens upwards instead. */
const LIST_MAX_PX = 224;
const ROOM_BELOW_PX = 160;
const GAP_PX = 4;

/** The element that clips the list: the nearest scrolling ancestor (a dialog's body), else the window. */
function clippingBox(element: HTMLElement): { top: number; bottom: number } {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll' || overflowY === 'hidden') {
      const box = node.getBoundingClientRect();
      return { top: Math.max(box.top, 0), bottom: Math.min(box.bottom, window.innerHeight) };
    }
  }
  return { top: 0, bottom: window.innerHeight };
}

/**
 * Pincode autocomplete (SPEC 5, rules in packages/shared/src/pincode-rules.ts): suggestions are the chosen
 * city's pincodes containing the typed text; a whole pincode typed is taken without choosing. An ARIA 1.2
 * combobox: arrow keys move through the list, Enter chooses, Escape closes.
 *
 * The list floats over the fields below instead of pushing them down, and is sized (or turned upwards) to
 * stay inside the dialog's visible area, so nothing moves under the seller's finger between choosing a
 * pincode and the next tap.
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
  placeholder = seller_pincode_placeholder(),
  name,
}: PincodeComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placement, setPlacement] = useState<{ above: boolean; maxHeight: number }>({
    above: false,
    maxHeight: LIST_MAX_PX,
  });

  const suggestions = useMemo(() => pincodeSuggestions(entries, text), [entries, text]);
  const expanded = open && !disabled && !loading && text.trim() !== '';

  // Measured before paint each time the list opens or its length changes: no flash in the wrong place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measures when the suggestions change
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!expanded || !input) return;
    const measure = () => {
      const field = input.getBoundingClientRect();
      const box = clippingBox(input);
      const below = box.bottom - field.bottom - GAP_PX * 2;
      const above = field.top - box.top - GAP_PX * 2;
      const upwards = below < ROOM_BELOW_PX && above > below;
      setPlacement({
        above: upwards,
        maxHeight: Math.max(88, Math.min(LIST_MAX_PX, upwards ? above : below)),
      });
    };
    measure();
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [expanded, suggestions.length]);

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
  // At least as wide as the field, and wide enough for a locality where the field sits in a narrow column
  // (it always ends at the field's right edge, the form's right column).
  const floating = `absolute right-0 z-30 w-[max(100%,17rem)] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg ${
    placement.above ? 'bottom-full mb-1' : 'top-full mt-1'
  }`;

  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className="min-w-0">
      <div className="relative">
        <input
          ref={inputRef}
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
          placeholder={loading ? seller_pincode_loading() : placeholder}
          disabled={disabled || loading}
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value.replace(/\D/g, ''));
            setOpen(true);
            setActive(-1);
          }}
          // A tap on the field (focused or not) shows the suggestions again, to pick another locality.
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
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
        <div
          id={listId}
          role="listbox"
          aria-label={seller_pincode_suggestions({ label })}
          hidden={!expanded || suggestions.length === 0}
          style={{ maxHeight: placement.maxHeight }}
          // Any press inside the list keeps the focus in the input, so the list stays open until a choice.
          onMouseDown={(event) => event.preventDefault()}
          className={`${floating} py-1`}
        >
          {suggestions.map((entry, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the input (aria-activedescendant), as ARIA's combobox pattern says
            <div
              key={optionKey(entry)}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              onClick={() => choose(entry)}
              onPointerMove={() => setActive(index)}
              className={`flex min-h-11 min-w-0 cursor-pointer items-center gap-2 px-4 py-2 text-sm ${
                index === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'
              }`}
            >
              <span className="shrink-0 font-semibold tabular-nums">{entry.pincode}</span>
              <span className="shrink-0 text-slate-500">-</span>
              <span className="min-w-0 truncate">{entry.locality}</span>
            </div>
          ))}
        </div>
        {expanded && suggestions.length === 0 ? (
          <p className={`${floating} px-4 py-3 text-sm text-slate-500`}>{seller_pincode_none()}</p>
        ) : null}
      </div>
    </FieldShell>
  );
}
