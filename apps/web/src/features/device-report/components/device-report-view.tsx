import { formatIndiaDateTime } from '@phonix/shared/pickup';
import { answerRecordSchema, describeAnswers } from '@phonix/shared/questionnaire';
import { CalendarDays, ClipboardList, Smartphone } from 'lucide-react';
import { useMemo } from 'react';
import { ReportRows } from '@/components/ui/report-sections.tsx';
import type { DeviceReport } from '../api/get-device-report.ts';

function sectionsOf(report: DeviceReport) {
  // The partner's inspection, when there is one, replaces the seller's own answers (SPEC 2).
  const text = report.PartnerDeviceInfo || report.DeviceInfo;
  try {
    const parsed = answerRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? describeAnswers(parsed.data) : null;
  } catch {
    return null;
  }
}

/** The device inspection report: model, variant in upper case, report date and the condition in words. */
export function DeviceReportView({ report }: { report: DeviceReport }) {
  const sections = useMemo(() => sectionsOf(report), [report]);
  const inspected = Boolean(report.PartnerDeviceInfo);
  return (
    <article className="flex flex-col gap-6">
      <header className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 md:p-6">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
          <ClipboardList className="size-4" aria-hidden />
          Device Report
        </p>
        <h1 className="mt-2 text-2xl font-extrabold text-slate-900 md:text-3xl">{report.Model}</h1>
        <dl className="mt-3 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <div className="flex items-center gap-2">
            <Smartphone className="size-4 text-slate-400" aria-hidden />
            <dt className="text-slate-600">Variant</dt>
            <dd className="font-bold text-slate-900">{report.VariantInfo.toUpperCase()}</dd>
          </div>
          <div className="flex items-center gap-2">
            <CalendarDays className="size-4 text-slate-400" aria-hidden />
            <dt className="text-slate-600">Report date</dt>
            <dd className="font-bold text-slate-900">{formatIndiaDateTime(report.TransactionDate)}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-slate-500">
          {inspected ? 'As checked by our pickup partner.' : 'As described by the seller.'}
        </p>
      </header>
      {sections === null ? (
        <p className="rounded-2xl bg-white p-5 text-slate-600 ring-1 ring-slate-200">
          The inspection detail of this device is not available.
        </p>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          {sections.map((section) => (
            <section key={section.title} className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200">
              <h2 className="mb-3 text-sm font-bold tracking-wide text-brand-800 uppercase">
                {section.title}
              </h2>
              <ReportRows section={section} className="-mx-4" />
            </section>
          ))}
        </div>
      )}
    </article>
  );
}
