import { seller_report_check_note } from '@phonix/shared/messages/seller_report_check_note';
import { seller_report_checked } from '@phonix/shared/messages/seller_report_checked';
import { seller_report_described } from '@phonix/shared/messages/seller_report_described';
import { seller_report_replaces } from '@phonix/shared/messages/seller_report_replaces';
import { seller_report_see } from '@phonix/shared/messages/seller_report_see';
import { seller_report_unavailable } from '@phonix/shared/messages/seller_report_unavailable';
import { describeAnswers } from '@phonix/shared/questionnaire';
import { answerRecordSchema } from '@phonix/shared/questionnaire-record';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown, ShieldCheck, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ReportSections } from '@/components/ui/report-sections.tsx';

function sectionsOf(json: string) {
  try {
    const parsed = answerRecordSchema.safeParse(JSON.parse(json));
    return parsed.success ? describeAnswers(parsed.data) : null;
  } catch {
    return null;
  }
}

/**
 * The order's device answers in words, folded away until asked for ('See Device report'). As on the public
 * report (SPEC 2), the partner's inspection at pickup replaces the seller's own answers once there is one,
 * and the section says whose account it shows.
 */
export function DeviceReportSection({
  deviceInfo,
  partnerDeviceInfo = null,
}: {
  deviceInfo: string;
  partnerDeviceInfo?: string | null;
}) {
  const [open, setOpen] = useState(false);
  const verified = Boolean(partnerDeviceInfo);
  const sections = useMemo(
    () => sectionsOf(partnerDeviceInfo || deviceInfo),
    [deviceInfo, partnerDeviceInfo],
  );
  const SourceIcon = verified ? ShieldCheck : UserRound;

  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-2xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <Collapsible.Trigger className="flex min-h-14 w-full items-center justify-between gap-3 rounded-2xl px-5 text-left text-base font-bold text-slate-900 hover:bg-slate-50">
        {seller_report_see()}
        <ChevronDown
          className={`size-5 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="flex flex-col gap-5 border-t border-slate-100 px-5 py-5">
        <p
          className={`flex gap-2 rounded-xl p-3 text-sm ${verified ? 'bg-brand-50 text-brand-900' : 'bg-slate-50 text-slate-700'}`}
          data-testid="device-report-source"
        >
          <SourceIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">
              {verified ? seller_report_checked() : seller_report_described()}
            </span>{' '}
            {verified ? seller_report_replaces() : seller_report_check_note()}
          </span>
        </p>
        {sections === null ? (
          <p className="text-sm text-slate-600">{seller_report_unavailable()}</p>
        ) : (
          <ReportSections sections={sections} />
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
