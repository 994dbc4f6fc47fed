import type { PricingChanges, PricingPreviewResponse, SampleAnswers } from '@phonix/shared/console-api';
import { formatINR } from '@phonix/shared/money';
import { SAMPLE_PHONE_ANSWERS } from '@phonix/shared/price-guard';
import { Calculator } from 'lucide-react';
import { useState } from 'react';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/text-field.tsx';
import { useBrandsForPreview, useModelsForPreview, usePricingPreview } from '../api/pricing-admin.ts';
import { SampleAnswersEditor } from './sample-answers.tsx';

type PreviewQuote = PricingPreviewResponse['current'];

/** Each deduction now and with the changes, side by side, then the two prices. */
function Comparison({ current, proposed }: { current: PreviewQuote; proposed: PreviewQuote }) {
  const codes = [...new Set([...current.deductions, ...proposed.deductions].map((line) => line.code))];
  const lineOf = (quote: PreviewQuote, code: string) => quote.deductions.find((line) => line.code === code);
  const difference = proposed.finalValue - current.finalValue;
  const cell = (line: PreviewQuote['deductions'][number] | undefined) =>
    line ? (
      <>
        <span className="block whitespace-nowrap text-slate-900">−{formatINR(line.amount)}</span>
        <span className="text-xs text-slate-500">{line.percent}%</span>
      </>
    ) : (
      <span className="text-slate-400">–</span>
    );
  return (
    <table className="w-full border-collapse text-left text-sm">
      <thead>
        <tr className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <th className="py-2 pr-2">Condition</th>
          <th className="py-2 pr-2 text-right">Now</th>
          <th className="py-2 text-right">With your changes</th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-t border-slate-100">
          <td className="py-2 pr-2 text-slate-700">Get Upto price</td>
          <td className="py-2 pr-2 text-right whitespace-nowrap">{formatINR(current.basePrice)}</td>
          <td className="py-2 text-right whitespace-nowrap">{formatINR(proposed.basePrice)}</td>
        </tr>
        {codes.map((code) => {
          const now = lineOf(current, code);
          const next = lineOf(proposed, code);
          const changed = now?.percent !== next?.percent;
          return (
            <tr key={code} className={`border-t border-slate-100 ${changed ? 'bg-amber-50' : ''}`}>
              <td className="py-2 pr-2 text-slate-700">{(now ?? next)?.label}</td>
              <td className="py-2 pr-2 text-right align-top">{cell(now)}</td>
              <td className="py-2 text-right align-top">{cell(next)}</td>
            </tr>
          );
        })}
        <tr className="border-t-2 border-slate-200 text-base font-bold">
          <td className="py-2 pr-2">Quote</td>
          <td className="py-2 pr-2 text-right whitespace-nowrap" data-testid="preview-now">
            {formatINR(current.finalValue)}
          </td>
          <td className="py-2 text-right whitespace-nowrap" data-testid="preview-with">
            {formatINR(proposed.finalValue)}
          </td>
        </tr>
      </tbody>
      <caption className="caption-bottom pt-2 text-left text-sm">
        {difference === 0 ? (
          <span className="text-slate-600">The quote does not change.</span>
        ) : (
          <span className={`font-semibold ${difference < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
            {difference < 0 ? 'Lower' : 'Higher'} by {formatINR(Math.abs(difference))}
          </span>
        )}
        {proposed.minimumOfferApplied ? (
          <span className="text-slate-600"> · the minimum offer applies</span>
        ) : null}
      </caption>
    </table>
  );
}

/** Prices a sample phone and answer set with the rules as they are and as edited, saving nothing. */
export function PreviewPanel({ changes, valid }: { changes: PricingChanges; valid: boolean }) {
  const brands = useBrandsForPreview();
  const [brandId, setBrandId] = useState<number | null>(null);
  const chosenBrand = brandId ?? brands.data?.brands.find((brand) => !brand.hidden)?.id ?? null;
  const models = useModelsForPreview(chosenBrand);
  const [modelId, setModelId] = useState<number | null>(null);
  const sellable = (models.data?.models ?? []).filter(
    (model) => !model.hidden && model.variants.some((v) => !v.hidden),
  );
  const model = sellable.find((entry) => entry.id === modelId) ?? sellable[0];
  const [variantId, setVariantId] = useState<number | null>(null);
  const variants = model?.variants.filter((variant) => !variant.hidden) ?? [];
  const variant = variants.find((entry) => entry.id === variantId) ?? variants[0];
  const [answers, setAnswers] = useState<SampleAnswers>(SAMPLE_PHONE_ANSWERS);
  const preview = usePricingPreview();

  return (
    <Panel title="Preview on a sample phone">
      <p className="mb-4 text-sm text-slate-600">
        Choose a phone and the seller's answers, then compare today's quote with the quote under your changes.
        Nothing is saved here.
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Brand"
          className="h-11"
          value={chosenBrand ?? ''}
          onChange={(event) => {
            setBrandId(Number(event.target.value));
            setModelId(null);
            setVariantId(null);
          }}
        >
          {(brands.data?.brands ?? [])
            .filter((brand) => !brand.hidden)
            .map((brand) => (
              <option key={brand.id} value={brand.id}>
                {brand.name}
              </option>
            ))}
        </SelectField>
        <SelectField
          label="Model"
          className="h-11"
          value={model?.id ?? ''}
          disabled={!sellable.length}
          onChange={(event) => {
            setModelId(Number(event.target.value));
            setVariantId(null);
          }}
        >
          {sellable.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Variant"
          containerClassName="sm:col-span-2"
          className="h-11"
          value={variant?.id ?? ''}
          disabled={!variants.length}
          onChange={(event) => setVariantId(Number(event.target.value))}
        >
          {variants.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.name} (Get Upto {formatINR(entry.rate)})
            </option>
          ))}
        </SelectField>
      </div>
      <details className="mt-4" open>
        <summary className="cursor-pointer text-sm font-semibold text-brand-800">
          The seller's answers
        </summary>
        <div className="mt-3">
          <SampleAnswersEditor value={answers} onChange={setAnswers} />
        </div>
      </details>
      <Button
        className="mt-4"
        disabled={!variant || !valid || preview.isPending}
        onClick={() => variant && preview.mutate({ changes, variant_id: variant.id, answers })}
      >
        <Calculator className="size-4" aria-hidden />
        {preview.isPending ? 'Pricing...' : 'Preview the quote'}
      </Button>
      {!valid ? <p className="mt-2 text-sm text-red-700">Fix the highlighted values first.</p> : null}
      {preview.data ? (
        <div className="mt-4" aria-live="polite">
          <p className="mb-1 text-sm font-semibold text-slate-800">{preview.data.device}</p>
          <Comparison current={preview.data.current} proposed={preview.data.proposed} />
        </div>
      ) : null}
    </Panel>
  );
}
