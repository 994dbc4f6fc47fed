import { type ConditionAnswers, describeAnswers } from '@phonix/shared/questionnaire';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import { ReportSections } from '@/components/ui/report-sections.tsx';

interface DeviceReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  answers: ConditionAnswers;
  deviceName: string;
}

/** The seller's answers in words, as the pickup executive will see them. */
export function DeviceReportDialog({ open, onOpenChange, answers, deviceName }: DeviceReportDialogProps) {
  const sections = describeAnswers(answers);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Device Report" description={deviceName} size="lg">
      <div className="flex flex-col gap-5">
        <ReportSections sections={sections} />
        <ModalClose asChild>
          <Button size="lg" className="w-full sm:w-auto sm:self-end sm:px-10">
            OK
          </Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
