import type { Variant } from '@phonix/shared/catalog';
import { formatINR } from '@phonix/shared/money';
import * as RadioGroup from '@radix-ui/react-radio-group';

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
        Choose a Variant
      </h2>
      <RadioGroup.Root
        aria-labelledby="variant-heading"
        value={value === null ? '' : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        className="mt-3 grid gap-3 font-semibold"
        style={{ gridTemplateColumns: columns }}
      >
        {variants.map((variant) => {
          const id = `variant-${variant.id}`;
          return (
            <label
              key={variant.id}
              htmlFor={id}
              className="flex min-h-12 items-center gap-3 rounded-xl border-2 border-slate-200 bg-white px-3 py-2 font-semibold text-slate-800 transition-colors hover:border-brand-600 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50 has-[[data-state=checked]]:text-brand-900"
            >
              <RadioGroup.Item
                id={id}
                value={String(variant.id)}
                className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-400 bg-white data-[state=checked]:border-brand-700"
              >
                <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-700" />
              </RadioGroup.Item>
              <span className="whitespace-nowrap">{variant.VariantName}</span>
            </label>
          );
        })}
      </RadioGroup.Root>
    </div>
  );
}

export function GetUptoPrice({ rate }: { rate: number | null }) {
  return (
    <div aria-live="polite" className="rounded-2xl bg-brand-50 px-5 py-4">
      <p className="text-sm font-semibold text-brand-900">Get Upto</p>
      <p className="text-3xl font-extrabold tracking-tight text-brand-800">
        {rate === null ? (
          <span className="text-lg font-semibold text-slate-500">Choose a variant to see the price</span>
        ) : (
          formatINR(rate)
        )}
      </p>
    </div>
  );
}
