import { formatINR } from '@phonix/shared/money';
import { PRICE_RISK_TEXT } from '@phonix/shared/price-guard';
import { PRICE_UPLOAD_HEADER, type PriceUploadPreview } from '@phonix/shared/price-upload';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Panel } from '@/components/console/panel.tsx';
import { ScrollTable, td, th } from '@/components/console/table.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { usePriceUpload, usePriceUploadPreview } from '../api/catalog-admin.ts';

/** '+12%' / '−30%': how far a line moves its Get Upto price. */
const moved = (before: number, after: number) => {
  const percent = Math.round(((after - before) / before) * 100);
  return `${percent > 0 ? '+' : percent < 0 ? '−' : ''}${Math.abs(percent)}%`;
};

/**
 * Get Upto prices uploaded as a CSV (issue 31): the file is read by the server and every line shown with the
 * price now and the new one; lines the price guard flags (a move past its threshold) are marked and must be
 * confirmed; applying is one change in the price history, put back in one click.
 */
export function PriceUploadPanel() {
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null);
  const [preview, setPreview] = useState<PriceUploadPreview | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const { busy, guard } = useSingleFlight();
  const read = usePriceUploadPreview();
  const upload = usePriceUpload(() => {
    setFile(null);
    setPreview(null);
  });

  const choose = guard(async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setPreview(null);
    setConfirmed(false);
    if (!chosen) return setFile(null);
    const csv = await chosen.text();
    setFile({ name: chosen.name, csv });
    const answer = await read.mutateAsync({ csv, file_name: chosen.name }).catch(() => null);
    if (answer) setPreview(answer.preview);
  });

  const apply = guard(async () => {
    if (!file || !preview) return;
    // A refusal is told by the hook's toast; the preview stays for another try.
    await upload
      .mutateAsync({
        csv: file.csv,
        file_name: file.name,
        ...(preview.flagged > 0 ? { confirm: confirmed } : {}),
      })
      .catch(() => undefined);
  });

  const blocked = !preview || preview.problems.length > 0 || preview.changes.length === 0;
  return (
    <Panel title="Upload Get Upto prices">
      <p className="mb-3 text-sm text-slate-600">
        A CSV file with the columns <code className="font-mono">{PRICE_UPLOAD_HEADER.join(',')}</code>, one
        line per variant, as the catalog names them (a price may be written ₹1,23,456). You see every change
        before anything is saved; the whole upload is one entry in Price history, put back in one click.
      </p>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        Price file (CSV)
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="mt-1 block text-sm"
        onChange={(event) => void choose(event)}
      />
      {preview ? (
        <div className="mt-4 flex flex-col gap-3" data-testid="price-upload-preview">
          <p className="text-sm text-slate-700" aria-live="polite">
            {preview.changes.length} {preview.changes.length === 1 ? 'price changes' : 'prices change'},{' '}
            {preview.unchanged} already in force
            {preview.flagged > 0
              ? `; ${preview.flagged} move more than ${preview.threshold_percent}% and need your confirmation`
              : ''}
            .
          </p>
          {preview.problems.length > 0 ? (
            <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              <p className="font-semibold">Nothing can be applied until these lines are fixed:</p>
              <ul className="mt-1 list-disc pl-5">
                {preview.problems.map((problem) => (
                  <li key={problem.line}>
                    Line {problem.line}: {problem.message}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {preview.changes.length > 0 ? (
            <ScrollTable label="Price changes in the file">
              <thead>
                <tr>
                  <th className={th}>Line</th>
                  <th className={th}>Variant</th>
                  <th className={`${th} text-right`}>Now</th>
                  <th className={`${th} text-right`}>New</th>
                  <th className={`${th} text-right`}>Change</th>
                  <th className={th}>Price guard</th>
                </tr>
              </thead>
              <tbody>
                {preview.changes.map((change) => (
                  <tr
                    key={change.line}
                    data-testid="price-upload-line"
                    className={change.risks.length > 0 ? 'bg-amber-50' : ''}
                  >
                    <td className={`${td} tabular-nums`}>{change.line}</td>
                    <td className={td}>{change.device}</td>
                    <td className={`${td} text-right tabular-nums`}>{formatINR(change.old_rate)}</td>
                    <td className={`${td} text-right font-semibold tabular-nums`}>
                      {formatINR(change.new_rate)}
                    </td>
                    <td className={`${td} text-right tabular-nums`}>
                      {moved(change.old_rate, change.new_rate)}
                    </td>
                    <td className={td}>
                      {change.risks.length > 0 ? (
                        <span className="font-medium text-amber-900">
                          {change.risks.map((risk) => PRICE_RISK_TEXT[risk]).join(' ')}
                        </span>
                      ) : (
                        <span className="text-slate-500">Within {preview.threshold_percent}%</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          ) : null}
          {preview.flagged > 0 && preview.problems.length === 0 ? (
            <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                className="size-5"
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
              I checked the {preview.flagged} marked {preview.flagged === 1 ? 'line' : 'lines'}: apply them
              too
            </label>
          ) : null}
          <Button
            className="self-start"
            disabled={busy || blocked || (preview.flagged > 0 && !confirmed)}
            onClick={() => void apply()}
          >
            <Upload className="size-4" aria-hidden />
            {busy
              ? 'Applying...'
              : `Apply ${preview.changes.length} ${preview.changes.length === 1 ? 'price' : 'prices'}`}
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}
