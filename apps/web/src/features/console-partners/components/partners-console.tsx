import { PARTNER_FILTERS } from '@phonix/shared/partner-api';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  type PartnerFilter,
  REQUEST_FILTERS,
  type RequestFilter,
  usePartnerRequests,
} from '../api/partners-admin.ts';
import { PartnerRequests } from './partner-requests.tsx';
import { PartnersList } from './partners-list.tsx';

const TABS = [
  { key: 'requests', label: 'Requests' },
  { key: 'partners', label: 'Partners' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/**
 * Partner requests and partners, as two tabs (WAI-ARIA tabs: arrow keys, Home and End move between them).
 * The tab and its filter live in the address (?tab=requests&status=pending), so a reload or a shared link
 * opens the same list, and Back returns to the previous one.
 */
export function PartnersConsole() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab = oneOf(
    TABS.map((entry) => entry.key),
    params.get('tab'),
    'requests',
  );
  const requestStatus = oneOf<RequestFilter>(REQUEST_FILTERS, params.get('status'), 'pending');
  const partnerStatus = oneOf<PartnerFilter>(PARTNER_FILTERS, params.get('status'), 'all');
  // The pending count on the tab: the same query as the requests tab's first page, so it is shared.
  const pending = usePartnerRequests('pending', 1).data?.counts.pending;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const show = (next: Tab) => setParams({ tab: next });
  const setStatus = (status: string) => setParams({ tab, status });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = TABS[target];
    if (!next) return;
    show(next.key);
    tabRefs.current[target]?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label="Partner lists" className="mb-5 flex gap-1 border-b border-slate-200">
        {TABS.map((entry, index) => {
          const selected = entry.key === tab;
          return (
            <button
              key={entry.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${entry.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${entry.key}`}
              aria-describedby={
                entry.key === 'requests' && pending !== undefined ? `${id}-pending` : undefined
              }
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) show(entry.key);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold ${
                selected
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {entry.label}
              {entry.key === 'requests' && pending ? (
                <span
                  aria-hidden
                  className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 tabular-nums"
                >
                  {pending}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {pending !== undefined ? (
        <span id={`${id}-pending`} hidden>
          {pending === 1 ? '1 pending request' : `${pending} pending requests`}
        </span>
      ) : null}
      {TABS.map((entry) => (
        <div
          key={entry.key}
          role="tabpanel"
          id={`${id}-panel-${entry.key}`}
          aria-labelledby={`${id}-tab-${entry.key}`}
          hidden={entry.key !== tab}
        >
          {entry.key !== tab ? null : entry.key === 'requests' ? (
            <PartnerRequests key={requestStatus} status={requestStatus} onStatus={setStatus} />
          ) : (
            <PartnersList status={partnerStatus} onStatus={setStatus} />
          )}
        </div>
      ))}
    </>
  );
}
