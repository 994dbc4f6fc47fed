import { type ConditionAnswers, describeAnswers } from '@phonix/shared/questionnaire';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';

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
        {sections.map((section) => (
          <section key={section.title}>
            <h3 className="mb-2 text-sm font-bold tracking-wide text-brand-800 uppercase">{section.title}</h3>
            <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {section.rows.map((row) => (
                <div
                  key={row.question}
                  className="flex items-start justify-between gap-4 px-4 py-2.5 text-sm"
                >
                  <dt className="text-slate-600">{row.question}</dt>
                  <dd className="max-w-[45%] text-right font-semibold text-slate-900">{row.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <ModalClose asChild>
          <Button size="lg" className="w-full sm:w-auto sm:self-end sm:px-10">
            OK
          </Button>
        </ModalClose>
      </div>
    </Modal>
  );
}
