import { DEDUCTION_GROUPS, type PricingChanges, type PricingRulesResponse } from '@phonix/shared/console-api';
import { formatINR } from '@phonix/shared/money';
import type { PriceChangePreview } from '@phonix/shared/price-guard';
import { RotateCcw, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/console/confirm-dialog.tsx';
import { Panel } from '@/components/console/panel.tsx';
import { PriceChangeDialog } from '@/components/console/price-change-dialog.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { fieldControlClass } from '@/components/ui/text-field.tsx';
import { usePricingRules, useSavePricingRules } from '../api/pricing-admin.ts';
import { PreviewPanel } from './preview-panel.tsx';

type Draft = { deductions: Record<string, string>; minimum_offer: string; rounding_step: string };

const toDraft = (rules: PricingRulesResponse): Draft => ({
  deductions: Object.fromEntries(rules.deductions.map((line) => [line.code, String(line.percent)])),
  minimum_offer: String(rules.minimum_offer),
  rounding_step: String(rules.rounding_step),
});

const percentOk = (text: string) => {
  const value = Number(text);
  return (
    text.trim() !== '' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 100 &&
    Math.round(value * 100) === value * 100
  );
};
const rupeesOk = (text: string, max: number) =>
  /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max;

function Editor({ rules }: { rules: PricingRulesResponse }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(rules));
  const [confirming, setConfirming] = useState(false);
  const save = useSavePricingRules();
  /** The server's preview of a change it asks to confirm (more than 20%, or a minimum offer above a price). */
  const [preview, setPreview] = useState<PriceChangePreview | null>(null);
  const submit = (confirm: boolean) =>
    save.mutate(
      { changes, confirm },
      {
        onSuccess: (outcome) => {
          setConfirming(false);
          if (outcome.kind === 'preview') {
            setPreview(outcome.preview);
            return;
          }
          setPreview(null);
          setDraft(toDraft(outcome.rules));
        },
        onError: () => setPreview(null),
      },
    );
  /** Only what differs from the saved rules is sent: an admin changing other rules at once is not undone. */
  const changes: PricingChanges = useMemo(() => {
    const deductions = Object.fromEntries(
      rules.deductions
        .filter(
          (line) =>
            percentOk(draft.deductions[line.code] ?? '') &&
            Number(draft.deductions[line.code]) !== line.percent,
        )
        .map((line) => [line.code, Number(draft.deductions[line.code])]),
    ) as PricingChanges['deductions'];
    return {
      deductions,
      ...(Number(draft.minimum_offer) !== rules.minimum_offer
        ? { minimum_offer: Number(draft.minimum_offer) }
        : {}),
      ...(Number(draft.rounding_step) !== rules.rounding_step
        ? { rounding_step: Number(draft.rounding_step) }
        : {}),
    };
  }, [draft, rules]);
  const valid =
    Object.values(draft.deductions).every(percentOk) &&
    rupeesOk(draft.minimum_offer, 1_000_000) &&
    rupeesOk(draft.rounding_step, 10_000);
  const described = [
    ...rules.deductions
      .filter((line) => Number(draft.deductions[line.code]) !== line.percent)
      .map((line) => `${line.label}: ${line.percent}% → ${draft.deductions[line.code]}%`),
    ...(Number(draft.minimum_offer) !== rules.minimum_offer
      ? [`Minimum offer: ${formatINR(rules.minimum_offer)} → ${formatINR(Number(draft.minimum_offer))}`]
      : []),
    ...(Number(draft.rounding_step) !== rules.rounding_step
      ? [`Rounding step: ${formatINR(rules.rounding_step)} → ${formatINR(Number(draft.rounding_step))}`]
      : []),
  ];

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="flex flex-col gap-6">
        <Panel
          title="Deductions (percent of the Get Upto price)"
          actions={
            <>
              <Button
                variant="ghost"
                disabled={described.length === 0}
                onClick={() => setDraft(toDraft(rules))}
              >
                <RotateCcw className="size-4" aria-hidden />
                Undo changes
              </Button>
              <Button disabled={described.length === 0 || !valid} onClick={() => setConfirming(true)}>
                <Save className="size-4" aria-hidden />
                Save rules
              </Button>
            </>
          }
        >
          {DEDUCTION_GROUPS.map((group) => (
            <fieldset key={group.key} className="mb-5 last:mb-0">
              <legend className="mb-2 text-sm font-bold tracking-wide text-slate-700 uppercase">
                {group.label}
              </legend>
              <ul className="flex flex-col">
                {rules.deductions
                  .filter((line) => line.group === group.key)
                  .map((line) => {
                    const text = draft.deductions[line.code] ?? '';
                    const ok = percentOk(text);
                    const changed = ok && Number(text) !== line.percent;
                    const id = `deduction-${line.code}`;
                    return (
                      <li
                        key={line.code}
                        className={`flex items-center justify-between gap-3 border-t border-slate-100 py-1.5 ${changed ? 'bg-amber-50' : ''}`}
                      >
                        <label htmlFor={id} className="text-sm text-slate-800">
                          {line.label}
                          {changed ? (
                            <span className="ml-2 text-xs text-amber-800">(was {line.percent}%)</span>
                          ) : null}
                        </label>
                        <div className="flex w-24 shrink-0 items-center gap-1">
                          <input
                            id={id}
                            inputMode="decimal"
                            value={text}
                            aria-invalid={!ok || undefined}
                            onChange={(event) =>
                              setDraft({
                                ...draft,
                                deductions: { ...draft.deductions, [line.code]: event.target.value },
                              })
                            }
                            className={`${fieldControlClass(!ok)} h-11 text-right tabular-nums`}
                          />
                          <span aria-hidden className="text-sm text-slate-500">
                            %
                          </span>
                        </div>
                      </li>
                    );
                  })}
              </ul>
            </fieldset>
          ))}
        </Panel>
        <Panel title="Every quote">
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                [
                  'minimum_offer',
                  'Minimum offer (₹)',
                  'The lowest price offered for a phone we accept.',
                  1_000_000,
                ],
                [
                  'rounding_step',
                  'Rounding step (₹)',
                  'Quotes are rounded down to a multiple of this.',
                  10_000,
                ],
              ] as const
            ).map(([key, label, hint, max]) => {
              const ok = rupeesOk(draft[key], max);
              return (
                <div key={key} className="flex flex-col gap-1.5">
                  <label htmlFor={`setting-${key}`} className="text-sm font-semibold text-slate-800">
                    {label}
                  </label>
                  <input
                    id={`setting-${key}`}
                    inputMode="numeric"
                    value={draft[key]}
                    aria-invalid={!ok || undefined}
                    aria-describedby={`setting-${key}-hint`}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.value.replace(/\D/g, '') })}
                    className={`${fieldControlClass(!ok)} h-11 tabular-nums`}
                  />
                  <p id={`setting-${key}-hint`} className="text-xs text-slate-500">
                    {hint}
                  </p>
                </div>
              );
            })}
          </div>
        </Panel>
      </div>
      <div>
        <div className="xl:sticky xl:top-20">
          <PreviewPanel changes={changes} valid={valid} />
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Save the pricing rules?"
        confirmLabel="Save rules"
        busy={save.isPending}
        onConfirm={() => submit(false)}
      >
        <p className="mb-2">Every new quote uses them at once. Orders already booked keep their price.</p>
        <ul className="list-disc pl-5">
          {described.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      </ConfirmDialog>
      <PriceChangeDialog
        preview={preview}
        busy={save.isPending}
        onCancel={() => setPreview(null)}
        onConfirm={() => submit(true)}
      />
    </div>
  );
}

/** The pricing rules screen (admins): edit, preview, save. */
export function PricingEditor() {
  const query = usePricingRules();
  return (
    <QueryState query={query} loadingLabel="Loading the pricing rules...">
      {(rules) => <Editor rules={rules} />}
    </QueryState>
  );
}
