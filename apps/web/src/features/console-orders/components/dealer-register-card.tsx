import { DISCLOSURE_REASON_MESSAGE, isDisclosureReason } from '@phonix/shared/disclosure';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useStaffSession } from '@/lib/staff-session.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { downloadDealerRegister } from '../api/files.ts';
import { financialYearStart, indiaDay } from '../utils/india-day.ts';

/**
 * The dealer register (one line per purchase receipt) of a range of India days, as a CSV file for the
 * accountant; by default the financial year so far.
 */
export function DealerRegisterCard() {
  const today = indiaDay();
  const [from, setFrom] = useState(() => financialYearStart(today));
  const [to, setTo] = useState(today);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const admin = useStaffSession()?.staff.role === 'admin';
  const { busy, guard } = useSingleFlight();
  const invalid = !from || !to || from > to;

  const submit = guard(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (invalid) return;
    const said = reason.trim();
    // Operations staff say why (the server refuses without it); an admin may add a reason too.
    if ((!admin || said) && !isDisclosureReason(said)) {
      setReasonError(DISCLOSURE_REASON_MESSAGE);
      return;
    }
    setReasonError(undefined);
    try {
      await downloadDealerRegister(from, to, said || undefined);
      toast.success('Dealer register downloaded');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not make the dealer register. Please try again.'));
    }
  });

  return (
    <Panel title="Dealer register">
      <p className="mb-3 text-sm text-slate-600">
        Every purchase receipt of the days you choose (India time, both days included): date, receipt number,
        the seller's name, mobile and address, masked ID, IMEIs, model, price and the partner shop that bought
        the phone, the name on the seller's ID and a flag where it differs from the account's name. IMEIs
        start with an apostrophe so spreadsheets keep all 15 digits. It holds every seller's full number and
        address:
        {admin ? ' admins download it; a reason is optional.' : ' operations staff say why they need it.'}{' '}
        Every download, with its reason, is recorded in the audit log.
      </p>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
      >
        <TextField
          label="Register from"
          type="date"
          value={from}
          max={to || today}
          onChange={(event) => setFrom(event.target.value)}
          containerClassName="sm:w-48"
        />
        <TextField
          label="Register to"
          type="date"
          value={to}
          min={from}
          max={today}
          onChange={(event) => setTo(event.target.value)}
          error={from && to && from > to ? 'Must be on or after the first day' : undefined}
          containerClassName="sm:w-48"
        />
        <TextField
          label={admin ? 'Reason (optional)' : 'Reason'}
          value={reason}
          maxLength={300}
          onChange={(event) => setReason(event.target.value)}
          hint="For example: police station asked for November's purchases"
          error={reasonError}
          containerClassName="sm:min-w-80 sm:flex-1"
        />
        <Button type="submit" disabled={busy || invalid} className="sm:mb-0.5">
          <Download className="size-4" aria-hidden />
          {busy ? 'Preparing...' : 'Download CSV'}
        </Button>
      </form>
    </Panel>
  );
}
