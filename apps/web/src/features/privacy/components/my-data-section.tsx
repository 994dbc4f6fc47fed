import { COMPANY } from '@phonix/shared/company';
import type { Locale } from '@phonix/shared/i18n';
import { privacy_data_count } from '@phonix/shared/messages/privacy_data_count';
import { privacy_data_document_title } from '@phonix/shared/messages/privacy_data_document_title';
import { privacy_data_download_html } from '@phonix/shared/messages/privacy_data_download_html';
import { privacy_data_download_json } from '@phonix/shared/messages/privacy_data_download_json';
import { privacy_data_downloaded } from '@phonix/shared/messages/privacy_data_downloaded';
import { privacy_data_failed } from '@phonix/shared/messages/privacy_data_failed';
import { privacy_data_generated } from '@phonix/shared/messages/privacy_data_generated';
import { privacy_data_held_title } from '@phonix/shared/messages/privacy_data_held_title';
import { privacy_data_intro } from '@phonix/shared/messages/privacy_data_intro';
import { privacy_data_kind } from '@phonix/shared/messages/privacy_data_kind';
import { privacy_data_loading } from '@phonix/shared/messages/privacy_data_loading';
import { privacy_data_none } from '@phonix/shared/messages/privacy_data_none';
import { privacy_data_recipient_orders } from '@phonix/shared/messages/privacy_data_recipient_orders';
import { privacy_data_recipients_none } from '@phonix/shared/messages/privacy_data_recipients_none';
import { privacy_data_recipients_title } from '@phonix/shared/messages/privacy_data_recipients_title';
import { privacy_data_show } from '@phonix/shared/messages/privacy_data_show';
import { privacy_data_title } from '@phonix/shared/messages/privacy_data_title';
import { privacy_erased_kept_title } from '@phonix/shared/messages/privacy_erased_kept_title';
import { privacy_label_until } from '@phonix/shared/messages/privacy_label_until';
import { Database, Download, FileJson } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePageLocale } from '@/lib/locale.tsx';
import { saveFile } from '@/lib/save-file.ts';
import { type PrivacyData, useMyData } from '../api/privacy.ts';
import { type DataDocumentWords, renderDataDocument } from '../lib/data-document.ts';
import { failureText, formatMoment } from '../lib/format.ts';
import { formatDay } from '../lib/format-day.ts';
import { kindLabel, RETENTION_WORDS, recipientWords } from '../lib/notice-text.ts';
import { SectionCard, StatusLine } from './section-card.tsx';

const fileDay = (at: string) => at.slice(0, 10);

/** The readable copy's words, in the page's language. */
function documentWords(data: PrivacyData, locale: Locale): DataDocumentWords {
  return {
    lang: locale,
    title: privacy_data_document_title({ company: COMPANY.name }),
    generated: privacy_data_generated({
      date: formatMoment(data.generated_at, locale),
      version: data.notice_version,
    }),
    heldTitle: privacy_data_held_title(),
    kind: privacy_data_kind(),
    count: privacy_data_count(),
    none: privacy_data_none(),
    recipientsTitle: privacy_data_recipients_title(),
    recipientsNone: privacy_data_recipients_none({ company: COMPANY.name }),
    keptTitle: privacy_erased_kept_title(),
    kindLabel,
    recipient: (recipient) => ({
      ...recipientWords(recipient.kind, recipient.name),
      orders:
        recipient.orders.length > 0
          ? privacy_data_recipient_orders({ orders: recipient.orders.join(', ') })
          : '',
    }),
    kept: (record) => {
      const words = RETENTION_WORDS[record.code as keyof typeof RETENTION_WORDS];
      return {
        what: words ? words.what() : record.what,
        why: words ? words.why() : record.why,
        until: `${privacy_label_until()}: ${formatDay(record.until, locale)}`,
      };
    },
  };
}

/** What we hold, counted by kind, and its downloads (JSON as the API answers it, and a page to read). */
function HeldSummary({ data }: { data: PrivacyData }) {
  const { locale } = usePageLocale();
  const [saved, setSaved] = useState('');
  const tables = Object.entries(data.held).filter(([, rows]) => rows.length > 0);
  const download = (kind: 'json' | 'html') => {
    const name = `phonix-my-data-${fileDay(data.generated_at)}.${kind}`;
    const file =
      kind === 'json'
        ? new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' })
        : new Blob([renderDataDocument(data, documentWords(data, locale))], { type: 'text/html' });
    saveFile(file, name);
    setSaved(privacy_data_downloaded());
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        {privacy_data_generated({
          date: formatMoment(data.generated_at, locale),
          version: data.notice_version,
        })}
      </p>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-bold text-slate-900">{privacy_data_held_title()}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {privacy_data_kind()}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {privacy_data_count()}
            </th>
          </tr>
        </thead>
        <tbody>
          {tables.map(([table, rows]) => (
            <tr key={table} className="border-b border-slate-100">
              <td className="py-2 pr-3 text-slate-800">{kindLabel(table)}</td>
              <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">{rows.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div>
        <h3 className="mb-1 font-bold text-slate-900">{privacy_data_recipients_title()}</h3>
        {data.recipients.length === 0 ? (
          <p className="text-sm text-slate-600">{privacy_data_recipients_none({ company: COMPANY.name })}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {data.recipients.map((recipient) => {
              const words = recipientWords(recipient.kind, recipient.name);
              return (
                <li key={`${recipient.kind}-${recipient.name}`}>
                  <span className="font-semibold text-slate-900">{words.who}</span>: {words.data}
                  {recipient.orders.length > 0
                    ? `. ${privacy_data_recipient_orders({ orders: recipient.orders.join(', ') })}`
                    : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button variant="secondary" onClick={() => download('json')}>
          <FileJson className="size-4" aria-hidden />
          {privacy_data_download_json()}
        </Button>
        <Button variant="secondary" onClick={() => download('html')}>
          <Download className="size-4" aria-hidden />
          {privacy_data_download_html()}
        </Button>
      </div>
      <StatusLine message={saved} />
    </div>
  );
}

/** "My data": fetched when asked (the server allows a few an hour), then summarised and downloadable. */
export function MyDataSection() {
  const data = useMyData();
  return (
    <SectionCard
      id="my-data"
      title={privacy_data_title()}
      icon={<Database className="size-5 text-brand-700" aria-hidden />}
    >
      <p className="mb-3 text-slate-700">{privacy_data_intro()}</p>
      {data.isSuccess ? (
        <HeldSummary data={data.data} />
      ) : data.isPending ? (
        <Spinner label={privacy_data_loading()} className="py-4" />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <Button onClick={() => data.mutate()}>{privacy_data_show()}</Button>
          {data.isError ? (
            <StatusLine tone="error" message={`${privacy_data_failed()} ${failureText(data.error)}`} />
          ) : null}
        </div>
      )}
    </SectionCard>
  );
}
