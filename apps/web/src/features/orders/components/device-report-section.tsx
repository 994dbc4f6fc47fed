import { answerRecordSchema, describeAnswers } from '@phonix/shared/questionnaire';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ReportSections } from '@/components/ui/report-sections.tsx';

/** The order's device answers in words, folded away until asked for ('See Device report'). */
export function DeviceReportSection({ deviceInfo }: { deviceInfo: string }) {
  const [open, setOpen] = useState(false);
  const sections = useMemo(() => {
    try {
      const parsed = answerRecordSchema.safeParse(JSON.parse(deviceInfo));
      return parsed.success ? describeAnswers(parsed.data) : null;
    } catch {
      return null;
    }
  }, [deviceInfo]);

  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-2xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <Collapsible.Trigger className="flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl px-5 text-left text-base font-bold text-slate-900 hover:bg-slate-50">
        See Device report
        <ChevronDown
          className={`size-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="flex flex-col gap-5 border-t border-slate-100 px-5 py-5">
        {sections === null ? (
          <p className="text-sm text-slate-600">The device report is not available for this order.</p>
        ) : (
          <ReportSections sections={sections} />
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
