import { formatIndiaDateTime } from '@phonix/shared/pickup';
import {
  AUDIT_CATEGORIES,
  AUDIT_CATEGORY_LABELS,
  type AuditCategory,
  type AuditEntry,
} from '@phonix/shared/staff-api';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/console/badge.tsx';
import { ConfirmDialog } from '@/components/console/confirm-dialog.tsx';
import { Pagination } from '@/components/console/pagination.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/text-field.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useAuditLog, usePriceHistory, useRevertEntry } from '../api/audit-log.ts';
import { describeEntry, fieldChanges } from '../utils/describe-entry.ts';

/** The log's filters: what an entry is about (AUDIT_CATEGORIES, read on the server), or one kind of object. */
const ENTITY_TYPES = [
  ['variant', 'Variants and prices'],
  ['model', 'Models and photos'],
  ['series', 'Series'],
  ['brand', 'Brands'],
  ['pricing', 'Pricing rules'],
  ['audit_entry', 'Reverts'],
  ['contact_message', 'Contact messages'],
  ['price_enquiry', 'Enquiry numbers shown'],
] as const;

/** 'category:orders' or 'entity:variant' (the select's value) as the log's query. */
function filterQuery(value: string): { category?: AuditCategory; entity_type?: string } {
  const [kind, name] = value.split(':');
  if (kind === 'category' && (AUDIT_CATEGORIES as readonly string[]).includes(name ?? ''))
    return { category: name as AuditCategory };
  if (kind === 'entity' && name) return { entity_type: name };
  return {};
}

/** A before or after state as stored: one line per field (nested values as JSON), or a dash when there was none. */
function State({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-slate-400">–</span>;
  if (typeof value !== 'object' || Array.isArray(value)) {
    return <code className="font-mono text-xs break-words">{JSON.stringify(value)}</code>;
  }
  return (
    <dl className="rounded-lg bg-slate-50 p-2 font-mono text-xs text-slate-800">
      {Object.entries(value as Record<string, unknown>).map(([key, field]) => (
        <div key={key} className="break-words">
          <dt className="inline text-slate-500">{key}: </dt>
          <dd className="inline">{typeof field === 'string' ? field : JSON.stringify(field)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One entry: who changed what from what to what, when; the stored values behind a disclosure. */
function Entry({ entry, onRevert }: { entry: AuditEntry; onRevert: (entry: AuditEntry) => void }) {
  const { who, what, lines } = describeEntry(entry);
  return (
    <li
      aria-labelledby={`audit-${entry.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs"
    >
      <div className="flex flex-col gap-3 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p id={`audit-${entry.id}`} className="text-slate-800">
            <span className="font-semibold text-slate-900">{who}</span> {what}
          </p>
          {lines.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-slate-700">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
            <span>{formatIndiaDateTime(entry.at)}</span>
            <span aria-hidden>·</span>
            <span>Entry #{entry.id}</span>
            {entry.reverted_by_id !== null ? (
              <Badge tone="warn">Reverted by entry #{entry.reverted_by_id}</Badge>
            ) : null}
          </p>
        </div>
        {entry.revertable ? (
          <Button variant="secondary" className="shrink-0 self-start px-3" onClick={() => onRevert(entry)}>
            <Undo2 className="size-4" aria-hidden />
            Revert<span className="sr-only"> entry #{entry.id}</span>
          </Button>
        ) : null}
      </div>
      <details className="mt-3 text-xs text-slate-600 [overflow-wrap:anywhere]">
        <summary className="cursor-pointer select-none">
          Stored values<span className="sr-only"> of entry #{entry.id}</span>
        </summary>
        <p className="mt-2 font-mono">
          {entry.action} · {entry.entity_type}
          {entry.entity_id ? ` #${entry.entity_id}` : ''} · {entry.actor}
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <div>
            <span className="mb-1 block font-semibold">Before</span>
            <State value={entry.before} />
          </div>
          <div>
            <span className="mb-1 block font-semibold">After</span>
            <State value={entry.after} />
          </div>
        </div>
      </details>
    </li>
  );
}

/**
 * Who changed what from what to what, and when (admins); catalog and pricing changes can be reverted. With
 * `prices`, the price history every staff member sees: each change of a Get Upto price or a variant, and each
 * price upload, reverted in one click (decision record 203).
 */
export function AuditLog({ prices = false }: { prices?: boolean }) {
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [reverting, setReverting] = useState<AuditEntry | null>(null);
  const everything = useAuditLog({ ...filterQuery(filter), page }, !prices);
  const priceHistory = usePriceHistory(page, prices);
  const query = prices ? priceHistory : everything;
  const revert = useRevertEntry(prices);
  const { busy, guard } = useSingleFlight();
  const undo = reverting ? fieldChanges(reverting.after, reverting.before) : [];
  const target = reverting ? (reverting.entity_label ?? `entry #${reverting.id}`) : '';
  return (
    <>
      {prices ? null : (
        <SelectField
          label="Show"
          containerClassName="mb-4 max-w-xs"
          className="h-11"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(1);
          }}
        >
          <option value="">Everything</option>
          {AUDIT_CATEGORIES.map((category) => (
            <option key={category} value={`category:${category}`}>
              {AUDIT_CATEGORY_LABELS[category]}
            </option>
          ))}
          <optgroup label="Catalog and messages">
            {ENTITY_TYPES.map(([value, label]) => (
              <option key={value} value={`entity:${value}`}>
                {label}
              </option>
            ))}
          </optgroup>
        </SelectField>
      )}
      <QueryState
        query={query}
        isEmpty={(data) => data.entries.length === 0}
        empty={prices ? 'No price has been changed yet.' : 'Nothing recorded yet.'}
      >
        {(data) => (
          <>
            <ul aria-label="Audit log" className="flex flex-col gap-3">
              {data.entries.map((entry) => (
                <Entry key={entry.id} entry={entry} onRevert={setReverting} />
              ))}
            </ul>
            <Pagination page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={reverting !== null}
        onOpenChange={(open) => {
          if (!open) setReverting(null);
        }}
        title="Revert this change?"
        confirmLabel="Revert"
        busy={busy || revert.isPending}
        onConfirm={guard(async () => {
          if (!reverting) return;
          await revert.mutateAsync(reverting.id).then(
            () => {
              setReverting(null);
              setPage(1);
            },
            () => undefined,
          );
        })}
      >
        {reverting?.action === 'price_upload.applied' ? (
          <p>
            Every Get Upto price this upload changed goes back to what it was before entry #{reverting.id}.
          </p>
        ) : (
          <p>
            {reverting?.action.endsWith('.create')
              ? `${target} will be hidden from the site (nothing is deleted).`
              : `${target} goes back to how it was before entry #${reverting?.id ?? ''}:`}
          </p>
        )}
        {reverting && !reverting.action.endsWith('.create') && reverting.action !== 'price_upload.applied' ? (
          <ul className="mt-2 list-disc pl-5">
            {undo.map((change) => (
              <li key={change.field}>
                {change.field} from {change.from} to {change.to}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3 text-slate-600">
          The revert is recorded in this log. It is refused if the value has changed since.
        </p>
      </ConfirmDialog>
    </>
  );
}
