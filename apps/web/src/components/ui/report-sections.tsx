import type { ReportSection } from '@phonix/shared/questionnaire';

/** One section's answers as question / answer rows (from describeAnswers). */
export function ReportRows({ section, className = '' }: { section: ReportSection; className?: string }) {
  return (
    <dl className={`divide-y divide-slate-100 ${className}`}>
      {section.rows.map((row) => (
        <div key={row.question} className="flex items-start justify-between gap-4 px-4 py-2.5 text-sm">
          <dt className="text-slate-600">{row.question}</dt>
          <dd className="max-w-[45%] text-right font-semibold text-slate-900">{row.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The device report as titled, bordered sections (the price page's dialog and the order detail). */
export function ReportSections({ sections }: { sections: ReportSection[] }) {
  return sections.map((section) => (
    <section key={section.title}>
      <h3 className="mb-2 text-sm font-bold tracking-wide text-brand-800 uppercase">{section.title}</h3>
      <ReportRows section={section} className="rounded-xl border border-slate-200" />
    </section>
  ));
}
