import type { Locale } from '@phonix/shared/i18n';
import { formatIndiaDateTimeIn } from '@phonix/shared/india-time';
import { q_device_report } from '@phonix/shared/messages/q_device_report';
import { q_report_date } from '@phonix/shared/messages/q_report_date';
import { q_report_partner_heading } from '@phonix/shared/messages/q_report_partner_heading';
import { q_report_partner_note } from '@phonix/shared/messages/q_report_partner_note';
import { q_report_seller_heading } from '@phonix/shared/messages/q_report_seller_heading';
import { q_report_seller_note } from '@phonix/shared/messages/q_report_seller_note';
import { q_report_unavailable } from '@phonix/shared/messages/q_report_unavailable';
import { q_report_variant } from '@phonix/shared/messages/q_report_variant';
import type { DeviceReport } from '@phonix/shared/orders-api';
import { describeAnswers } from '@phonix/shared/questionnaire';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import {
  CalendarDays,
  ClipboardList,
  type LucideIcon,
  ShieldCheck,
  Smartphone,
  UserRound,
} from 'lucide-react';
import { useMemo } from 'react';
import { ReportRows } from '@/components/ui/report-sections.tsx';
import { usePageLocale } from '@/lib/locale.tsx';

function sectionsOf(report: DeviceReport, locale: Locale) {
  // The partner's inspection, when there is one, replaces the seller's own answers (SPEC 2).
  const text = report.PartnerDeviceInfo || report.DeviceInfo;
  try {
    const parsed = answerRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? describeAnswers(parsed.data, locale) : null;
  } catch {
    return null;
  }
}

/**
 * Whose account of the condition the report shows. Only the partner's inspection at pickup may be called
 * verified; until then the answers are what the seller declared.
 */
const SOURCES: Record<
  'seller' | 'partner',
  { icon: LucideIcon; iconClass: string; boxClass: string; heading: () => string; note: () => string }
> = {
  seller: {
    icon: UserRound,
    iconClass: 'text-slate-500',
    boxClass: 'bg-white ring-slate-200',
    heading: q_report_seller_heading,
    note: q_report_seller_note,
  },
  partner: {
    icon: ShieldCheck,
    iconClass: 'text-brand-700',
    boxClass: 'bg-brand-50 ring-brand-200',
    heading: q_report_partner_heading,
    note: q_report_partner_note,
  },
};

/** The device inspection report: model, variant in upper case, report date and the condition in words. */
export function DeviceReportView({ report }: { report: DeviceReport }) {
  const { locale } = usePageLocale();
  const sections = useMemo(() => sectionsOf(report, locale), [report, locale]);
  const source = SOURCES[report.PartnerDeviceInfo ? 'partner' : 'seller'];
  const SourceIcon = source.icon;
  return (
    <article className="flex flex-col gap-6">
      <header className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
          <ClipboardList className="size-4" aria-hidden />
          {q_device_report()}
        </p>
        <h1 className="mt-2 text-2xl font-extrabold text-slate-900 md:text-3xl">{report.Model}</h1>
        <dl className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <div className="flex items-center gap-2">
            <Smartphone className="size-4 text-slate-400" aria-hidden />
            <dt className="text-slate-600">{q_report_variant()}</dt>
            <dd className="font-bold text-slate-900">{report.VariantInfo.toUpperCase()}</dd>
          </div>
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 text-slate-400" aria-hidden />
            <dt className="text-slate-600">{q_report_date()}</dt>
            <dd className="font-bold text-slate-900">
              {formatIndiaDateTimeIn(report.TransactionDate, locale)}
            </dd>
          </div>
        </dl>
      </header>
      <section
        aria-labelledby="condition-source"
        className={`flex gap-3 rounded-2xl p-4 ring-1 md:p-5 ${source.boxClass}`}
      >
        <SourceIcon className={`mt-0.5 size-6 shrink-0 ${source.iconClass}`} aria-hidden />
        <div>
          <h2 id="condition-source" className="text-lg font-bold text-slate-900 md:text-xl">
            {source.heading()}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{source.note()}</p>
        </div>
      </section>
      {sections === null ? (
        <p className="rounded-2xl bg-white p-5 text-slate-600 ring-1 ring-slate-200">
          {q_report_unavailable()}
        </p>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          {sections.map((section) => (
            <section key={section.title} className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
              <h3 className="mb-3 text-sm font-bold tracking-wide text-brand-800 uppercase">
                {section.title}
              </h3>
              <ReportRows section={section} className="-mx-4" />
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
