import { addDays, indiaDay } from '@phonix/shared/india-time';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { downloadPayoutReconciliation } from '../api/payouts-admin.ts';

/** The daily payout reconciliation (docs/decisions/112) of one India day, by default yesterday, as a CSV. */
export function ReconciliationCard() {
  const today = indiaDay();
  const [day, setDay] = useState(() => addDays(today, -1));
  const { busy, guard } = useSingleFlight();
  const invalid = !day || day > today;

  const submit = guard(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid) return;
    try {
      await downloadPayoutReconciliation(day);
      toast.success('Reconciliation report downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not make the report. Please try again.'));
    }
  });

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
          value={day}
          max={today}
          onChange={(event) => setDay(event.target.value)}
          error={day > today ? 'Choose today or an earlier day' : undefined}
          containerClassName="sm:w-48"
          data-testid="reconciliation-day"
        />
        <Button type="submit" disabled={busy || invalid} className="sm:mb-0.5">
          <Download className="size-4" aria-hidden />
          {busy ? 'Preparing...' : 'Download CSV'}
        </Button>
      </form>
    </Panel>
  );
}
