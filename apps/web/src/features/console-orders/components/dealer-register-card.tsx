import { zodResolver } from '@hookform/resolvers/zod';
import { DISCLOSURE_REASON_MESSAGE, isDisclosureReason } from '@phonix/shared/disclosure';
import { Download } from 'lucide-react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { Panel } from '@/components/console/panel.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useStaffSession } from '@/lib/staff-session.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { downloadDealerRegister } from '../api/files.ts';
import { financialYearStart, indiaDay } from '../utils/india-day.ts';

/**
 * The register's days (the last not before the first) and why it is downloaded: operations staff say why
 * (the server refuses without it, isDisclosureReason); an admin may add a reason too, or leave it empty.
 */
const dealerRegisterFormSchema = (admin: boolean) =>
  z.object({ from: z.string(), to: z.string(), reason: z.string().trim() }).superRefine((values, context) => {
    if (values.from && values.to && values.from > values.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'Must be on or after the first day' });
    if (!(admin && values.reason === '') && !isDisclosureReason(values.reason))
      context.addIssue({ code: 'custom', path: ['reason'], message: DISCLOSURE_REASON_MESSAGE });
  });

/**
 * The dealer register (one line per purchase receipt) of a range of India days, as a CSV file for the
 * accountant; by default the financial year so far.
 */
export function DealerRegisterCard() {
  const today = indiaDay();
  const admin = useStaffSession()?.staff.role === 'admin';
  const form = useForm({
    resolver: zodResolver(dealerRegisterFormSchema(admin)),
    defaultValues: { from: financialYearStart(today), to: today, reason: '' },
  });
  const { errors } = form.formState;
  const [from, to] = form.watch(['from', 'to']);
  const { busy, guard } = useSingleFlight();
  const invalid = !from || !to || Boolean(errors.to);
  // The range is checked as the days are typed, so Download is never pressed on a range it refuses.
  const checkRange = { onChange: () => void form.trigger('to') };

  const submit = guard(
    form.handleSubmit(async (values) => {
      try {
        await downloadDealerRegister(values.from, values.to, values.reason || undefined);
        toast.success('Dealer register downloaded');
      } catch (error) {
        toast.error(errorMessage(error, 'Could not make the dealer register. Please try again.'));
      }
    }),
  );

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
          max={to || today}
          {...form.register('from', checkRange)}
          containerClassName="sm:w-48"
        />
        <TextField
          label="Register to"
          type="date"
          min={from}
          max={today}
          error={errors.to?.message}
          {...form.register('to', checkRange)}
          containerClassName="sm:w-48"
        />
        <TextField
          label={admin ? 'Reason (optional)' : 'Reason'}
          maxLength={300}
          hint="For example: police station asked for November's purchases"
          error={errors.reason?.message}
          {...form.register('reason')}
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
