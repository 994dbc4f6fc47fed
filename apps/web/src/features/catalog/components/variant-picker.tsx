import type { Variant } from '@phonix/shared/catalog';
import { get_upto } from '@phonix/shared/messages/get_upto';
import { get_upto_choose_variant } from '@phonix/shared/messages/get_upto_choose_variant';
import { model_choose_variant } from '@phonix/shared/messages/model_choose_variant';
import { formatINR } from '@phonix/shared/money';
import { usePageLocale } from '@/lib/locale.tsx';

interface VariantPickerProps {
  variants: Variant[];
  value: number | null;
  onChange: (variantId: number) => void;
}

/** Radio, gaps, padding and border of a chip around its name. */
const CHIP_CHROME = '4.5rem';

/** 'Choose a Variant': one radio card per storage variant. */
export function VariantPicker({ variants, value, onChange }: VariantPickerProps) {
  // A variant name never breaks inside ("12GB-" / "128GB"): every chip is as wide as the longest name
  // needs (1ch is about one character of it), and as many columns as fit that width are used.
  const longest = Math.max(4, ...variants.map((variant) => variant.VariantName.length));
  const columns = `repeat(auto-fill, minmax(min(100%, calc(${longest}ch + ${CHIP_CHROME})), 1fr))`;
  return (
    <div>
      <h2 id="variant-heading" className="text-lg font-bold text-slate-900">
        {model_choose_variant()}
      </h2>
      {/* Native radios, not Radix's: the model page is the page most searches land on, and this keeps its
          script small (no radio-group library to download and hydrate). Arrow keys move between them.
          Without JavaScript they could choose nothing: hidden, the page lists a link per variant with its
          price instead (routes/model.tsx). */}
      <div
        role="radiogroup"
        aria-labelledby="variant-heading"
        className="js-only mt-3 grid gap-3 font-semibold"
        style={{ gridTemplateColumns: columns }}
      >
        {variants.map((variant) => (
          <label
            key={variant.id}
            className="group relative flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2 font-semibold text-slate-800"
          >
            <input
              type="radio"
              name="variant"
              value={variant.id}
              checked={value === variant.id}
              onChange={() => onChange(variant.id)}
              className="peer relative z-10 size-5 shrink-0 cursor-pointer accent-brand-700 focus-visible:outline-none"
            />
            {/* The chip's border and fill, drawn from the radio's state by sibling selectors (cheaper to
                restyle than :has() over the whole grid). */}
            <span
              aria-hidden
              className="absolute inset-0 rounded-xl border-2 border-slate-200 bg-white transition-colors group-hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700"
            />
            <span className="relative z-10 whitespace-nowrap peer-checked:text-brand-900">
              {variant.VariantName}
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

export function GetUptoPrice({ rate }: { rate: number | null }) {
  const { locale } = usePageLocale();
  return (
    // Follows the radios, so without JavaScript (no radios) it is not shown: each variant's link says its price.
    <div aria-live="polite" className="js-only rounded-2xl bg-brand-50 px-5 py-4">
      <p className="text-sm font-semibold text-brand-900">{get_upto()}</p>
      <p className="text-3xl font-extrabold tracking-tight text-brand-800">
        {rate === null ? (
          <span className="text-lg font-semibold text-slate-500">{get_upto_choose_variant()}</span>
        ) : (
          formatINR(rate, locale)
        )}
      </p>
    </div>
  );
}
