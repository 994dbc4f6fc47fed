import { q_device_report } from '@phonix/shared/messages/q_device_report';
import { q_report_ok } from '@phonix/shared/messages/q_report_ok';
import { type ConditionAnswers, describeAnswers } from '@phonix/shared/questionnaire';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import { ReportSections } from '@/components/ui/report-sections.tsx';
import { usePageLocale } from '@/lib/locale.tsx';

interface DeviceReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  answers: ConditionAnswers;
  deviceName: string;
}

/** The seller's answers in words, as the pickup executive will see them. */
export function DeviceReportDialog({ open, onOpenChange, answers, deviceName }: DeviceReportDialogProps) {
  const { locale } = usePageLocale();
  const sections = describeAnswers(answers, locale);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={q_device_report()}
      description={deviceName}
      size="lg"
    >
      <div className="flex flex-col gap-5">
        <ReportSections sections={sections} />
        <ModalClose asChild>
          <Button size="lg" className="w-full sm:w-auto sm:self-end sm:px-10">
            {q_report_ok()}
          </Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
