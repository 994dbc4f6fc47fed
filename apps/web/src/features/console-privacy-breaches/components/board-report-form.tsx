import { zodResolver } from '@hookform/resolvers/zod';
import { type Breach, breachBoardReportRequestSchema } from '@phonix/shared/privacy-api';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { translated } from '@/lib/form-resolver.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useReportBreachToBoard } from '../api/breaches-admin.ts';

const reportSchema = breachBoardReportRequestSchema.pick({ reference: true });

/** A breach's step "reported": the Board's acknowledgement or reference, once the report is made. */
export function BoardReportForm({ breach }: { breach: Breach }) {
  const form = useForm({
    resolver: translated(zodResolver(reportSchema), (english) =>
      english === 'is required' ? 'Enter the Board’s acknowledgement or reference.' : english,
    ),
    defaultValues: { reference: '' },
  });
  const reportToBoard = useReportBreachToBoard(breach.id);
  const { busy, guard } = useSingleFlight();
  const submit = guard(
    form.handleSubmit(async ({ reference }) => {
      try {
        await reportToBoard.mutateAsync(reference);
        toast.success(`The Board report of ${breach.number} is recorded.`);
      } catch (caught) {
        toast.error(errorMessage(caught, 'Could not record the report. Please try again.'));
      }
    }),
  );
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => void submit(event)}
    >
      <TextField
        label={`Board report reference for ${breach.number}`}
        maxLength={reportSchema.shape.reference.maxLength ?? undefined}
        error={form.formState.errors.reference?.message}
        containerClassName="flex-1"
        {...form.register('reference')}
      />
      <Button type="submit" disabled={busy} className="sm:mb-0.5">
        {busy ? 'Saving...' : 'Mark reported to the Board'}
      </Button>
    </form>
  );
}
