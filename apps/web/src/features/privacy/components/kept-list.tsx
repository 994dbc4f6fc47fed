import { privacy_label_records } from '@phonix/shared/messages/privacy_label_records';
import { privacy_label_source } from '@phonix/shared/messages/privacy_label_source';
import { privacy_label_until } from '@phonix/shared/messages/privacy_label_until';
import { privacy_label_why } from '@phonix/shared/messages/privacy_label_why';
import type { KeptRecord } from '@phonix/shared/privacy-api';
import { usePageLocale } from '@/lib/locale.tsx';
import { formatDay } from '../lib/format-day.ts';
import { RETENTION_WORDS } from '../lib/notice-text.ts';

/** What is kept after an erasure (the API's answer): what, why, the rule, until when, and which records. */
export function KeptList({ kept }: { kept: KeptRecord[] }) {
  const { locale } = usePageLocale();
  return (
    <ul className="flex flex-col gap-3">
      {kept.map((record) => {
        const words = RETENTION_WORDS[record.code as keyof typeof RETENTION_WORDS];
        return (
          <li
            key={`${record.code}-${record.until}`}
            className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
          >
            <p className="font-semibold text-slate-900">{words ? words.what() : record.what}</p>
            <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
              <dt className="font-semibold text-slate-700">{privacy_label_why()}</dt>
              <dd>{words ? words.why() : record.why}</dd>
              <dt className="font-semibold text-slate-700">{privacy_label_source()}</dt>
              <dd>{words ? words.source() : record.source}</dd>
              <dt className="font-semibold text-slate-700">{privacy_label_until()}</dt>
              <dd className="font-semibold text-slate-900">{formatDay(record.until, locale)}</dd>
              {record.references.length > 0 ? (
                <>
                  <dt className="font-semibold text-slate-700">{privacy_label_records()}</dt>
                  <dd className="break-words">{record.references.join(', ')}</dd>
                </>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
