import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { useState } from 'react';
import { Pagination } from '@/components/console/pagination.tsx';
import { QueryState } from '@/components/console/query-state.tsx';
import { SelectField } from '@/components/ui/text-field.tsx';
import { useAuditLog } from '../api/audit-log.ts';

const ENTITY_TYPES = [
  ['', 'Everything'],
  ['variant', 'Variants and prices'],
  ['model', 'Models and photos'],
  ['series', 'Series'],
  ['brand', 'Brands'],
  ['pricing', 'Pricing rules'],
  ['staff', 'Staff and sign-ins'],
  ['contact_message', 'Contact messages'],
  ['price_enquiry', 'Enquiry numbers shown'],
] as const;

/** A card on a phone (before and after side by side); on a desk the cards line up as a table's rows. */
const COLUMNS =
  'grid grid-cols-2 gap-x-3 gap-y-2 [&>*:nth-child(-n+3)]:col-span-2 md:grid-cols-[8.5rem_minmax(0,10rem)_minmax(0,9rem)_minmax(0,1fr)_minmax(0,1fr)] md:gap-4 md:[&>*:nth-child(-n+3)]:col-span-1';

/** A before or after state: one line per field (nested values as JSON), or a dash when there was none. */
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

/** Who changed what and when, with the object before and after (admins). */
export function AuditLog() {
  const [entityType, setEntityType] = useState('');
  const [page, setPage] = useState(1);
  const query = useAuditLog({ ...(entityType ? { entity_type: entityType } : {}), page });
  return (
    <>
      <SelectField
        label="Show"
        containerClassName="mb-4 max-w-xs"
        className="h-11"
        value={entityType}
        onChange={(event) => {
          setEntityType(event.target.value);
          setPage(1);
        }}
      >
        {ENTITY_TYPES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <QueryState query={query} isEmpty={(data) => data.entries.length === 0} empty="Nothing recorded yet.">
        {(data) => (
          <>
            <div
              aria-hidden
              className={`${COLUMNS} mb-2 hidden px-4 text-xs font-semibold tracking-wide text-slate-600 uppercase md:grid`}
            >
              <span>When</span>
              <span>Who</span>
              <span>What</span>
              <span>Before</span>
              <span>After</span>
            </div>
            <ul aria-label="Audit log" className="flex flex-col gap-3">
              {data.entries.map((entry) => (
                <li
                  key={entry.id}
                  className={`${COLUMNS} rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-xs`}
                >
                  <span className="text-slate-600">{formatIndiaDateTime(entry.at)}</span>
                  <span className="break-all text-slate-800">{entry.actor}</span>
                  <span>
                    <span className="font-mono text-xs font-semibold">{entry.action}</span>
                    <br />
                    <span className="text-xs text-slate-500">
                      {entry.entity_type}
                      {entry.entity_id ? ` #${entry.entity_id}` : ''}
                    </span>
                  </span>
                  <div>
                    <span className="block text-xs font-semibold text-slate-600 md:hidden">Before</span>
                    <State value={entry.before} />
                  </div>
                  <div>
                    <span className="block text-xs font-semibold text-slate-600 md:hidden">After</span>
                    <State value={entry.after} />
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pageSize={data.page_size} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryState>
    </>
  );
}
