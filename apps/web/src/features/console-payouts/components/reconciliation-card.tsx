import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, indiaDay } from '@phonix/shared/india-time';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { downloadPayoutReconciliation } from '../api/payouts-admin.ts';

/** The day of the report: today at the latest (India time). */
const reconciliationFormSchema = z.object({
  day: z.string().refine((day) => day <= indiaDay(), 'Choose today or an earlier day'),
});

/** The daily payout reconciliation (docs/decisions/112) of one India day, by default yesterday, as a CSV. */
export function ReconciliationCard() {
  const today = indiaDay();
  const form = useForm({
    resolver: zodResolver(reconciliationFormSchema),
    // Checked as the day is typed, so Download is never pressed on a day it refuses.
    mode: 'onChange',
    defaultValues: { day: addDays(today, -1) },
  });
  const error = form.formState.errors.day?.message;
  const { busy, guard } = useSingleFlight();
  const invalid = !form.watch('day') || Boolean(error);

  const submit = guard(
    form.handleSubmit(async ({ day }) => {
      try {
        await downloadPayoutReconciliation(day);
        toast.success('Reconciliation report downloaded');
      } catch (failure) {
        toast.error(errorMessage(failure, 'Could not make the report. Please try again.'));
      }
    }),
  );

  return (
    <Panel title="Daily reconciliation">
      <p className="mb-3 text-sm text-slate-600">
        Every payout released on the day you choose (India time, midnight to midnight), cheques included: when
        it was released, the order, our reference (the idempotency key sent), the provider's payout id, UTR,
        state, amount, whether the order completed, and any mismatch our records show. The export is recorded
        in the audit log.
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <TextField
          label="Day (India time)"
          type="date"
          max={today}
          error={error}
          containerClassName="sm:w-48"
          data-testid="reconciliation-day"
          {...form.register('day')}
        />
        <Button type="submit" disabled={busy || invalid} className="sm:mb-0.5">
          <Download className="size-4" aria-hidden />
          {busy ? 'Preparing...' : 'Download CSV'}
        </Button>
      </form>
    </Panel>
  );
}
