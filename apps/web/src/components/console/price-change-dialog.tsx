import { formatINR } from '@phonix/shared/money';
import { PRICE_RISK_TEXT, type PriceChangePreview } from '@phonix/shared/price-guard';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';

/** '+12%' / '−30%' of `before`; '' when there is no base to compare with. */
function change(before: number, after: number): string {
  if (before === 0 || before === after) return '';
  const percent = Math.round(((after - before) / before) * 100);
  return percent >= 0 ? `+${percent}%` : `−${Math.abs(percent)}%`;
}

function Row({ label, before, after }: { label: string; before: number; after: number }) {
  const moved = change(before, after);
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="py-2 pr-3 text-left font-medium text-slate-700">
        {label}
      </th>
      <td className="py-2 pr-3 text-right text-slate-600 tabular-nums">{formatINR(before)}</td>
      <td className="py-2 pr-3 text-right font-semibold text-slate-900 tabular-nums">{formatINR(after)}</td>
      <td className="py-2 text-right text-xs text-slate-600 tabular-nums">{moved}</td>
    </tr>
  );
}

/**
 * The preview of a price change the server refused until confirmed (PRICE_CHANGE_NEEDS_CONFIRMATION,
 * packages/shared/src/price-guard.ts): why it asks, the storefront's Get Upto price and a sample phone's quote
 * before and after. Confirming sends the change again with `confirm: true`; Cancel or Escape leaves it unsaved.
 */
export function PriceChangeDialog({
  preview,
  onCancel,
  onConfirm,
  busy,
}: {
  preview: PriceChangePreview | null;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  return (
    <Modal
      open={preview !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title="Confirm this price change?"
      description={preview ? `What sellers of ${preview.device} would see and be paid.` : undefined}
      size="lg"
    >
      {preview ? (
        <div className="text-sm text-slate-700">
          <div className="flex gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-amber-900">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <ul className="flex flex-col gap-1">
              {preview.risks.map((risk) => (
                <li key={risk}>{PRICE_RISK_TEXT[risk]}</li>
              ))}
            </ul>
          </div>
          <table className="mt-4 w-full">
            <caption className="sr-only">Prices before and after the change</caption>
            <thead>
              <tr className="text-xs text-slate-600">
                <th scope="col" className="pb-1 text-left font-semibold">
                  {preview.device}
                </th>
                <th scope="col" className="pb-1 pr-3 text-right font-semibold">
                  Now
                </th>
                <th scope="col" className="pb-1 pr-3 text-right font-semibold">
                  After
                </th>
                <th scope="col" className="pb-1 text-right font-semibold">
                  <span className="sr-only">Change</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <Row
                label="Get Upto price on the site"
                before={preview.get_upto.before}
                after={preview.get_upto.after}
              />
              {preview.minimum_offer.before !== preview.minimum_offer.after ? (
                <Row
                  label="Minimum offer"
                  before={preview.minimum_offer.before}
                  after={preview.minimum_offer.after}
                />
              ) : null}
              <Row
                label="Quote for the sample phone"
                before={preview.sample.before.finalValue}
                after={preview.sample.after.finalValue}
              />
            </tbody>
          </table>
          <p className="mt-3 text-xs text-slate-600">
            Sample phone, in working order:{' '}
            {preview.sample.before.deductions.map((line) => line.label).join('; ') || 'no defects'}.
          </p>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy ? 'Saving...' : 'Confirm and save'}
        </Button>
      </div>
    </Modal>
  );
}
