import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffBulkAssignResponse, staffBulkAssignRequestSchema } from '@phonix/shared/price-upload';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SelectField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useActivePartners, useBulkAssign } from '../api/orders-admin.ts';
import { DialogError, ReasonField } from './reason-field.tsx';

const bulkFormSchema = z.object({
  partner_id: z.string().min(1, 'Please choose a partner'),
  reason: staffBulkAssignRequestSchema.shape.reason,
});

/**
 * Several orders to one active partner with one reason (issue 31): each order is assigned on its own and
 * audited; the dialog then lists the orders that could not be moved and why.
 */
export function BulkAssignDialog({
  refs,
  open,
  onOpenChange,
  onDone,
}: {
  refs: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const partners = useActivePartners(open);
  const bulkAssign = useBulkAssign();
  const { busy, guard } = useSingleFlight();
  const [serverError, setServerError] = useState<string | null>(null);
  const [refused, setRefused] = useState<StaffBulkAssignResponse['results']>([]);
  const form = useForm({
    resolver: zodResolver(bulkFormSchema),
    defaultValues: { partner_id: '', reason: '' },
  });
  const { errors } = form.formState;
  const active = (partners.data?.partners ?? []).filter((partner) => partner.status === 'active');

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      setServerError(null);
      setRefused([]);
    }
    onOpenChange(next);
  };

  const submit = guard(
    form.handleSubmit(async (values) => {
      setServerError(null);
      try {
        const answer = await bulkAssign.mutateAsync({
          refs,
          partner_id: Number(values.partner_id),
          reason: values.reason,
        });
        const notMoved = answer.results.filter((result) => !result.assigned);
        onDone();
        if (notMoved.length === 0) close(false);
        else setRefused(notMoved);
      } catch (error) {
        setServerError(errorMessage(error, 'Could not reassign the orders. Please try again.'));
      }
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={`Reassign ${refs.length} ${refs.length === 1 ? 'order' : 'orders'}`}
      description="Each order goes to the partner you choose and starts again from Accepted; the sellers and the partners are told, and each move is in the audit log."
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <SelectField
          label="Partner"
          error={errors.partner_id?.message}
          disabled={partners.isPending || active.length === 0}
          {...form.register('partner_id')}
        >
          <option value="">Choose a partner</option>
          {active.map((partner) => (
            <option key={partner.partner_id} value={partner.partner_id}>
              {partner.shop_name}
            </option>
          ))}
        </SelectField>
        <ReasonField error={errors.reason?.message} {...form.register('reason')} />
        <DialogError message={serverError} />
        {refused.length > 0 ? (
          <div
            role="alert"
            className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <p className="font-semibold">These orders were not moved:</p>
            <ul className="mt-1 list-disc pl-5">
              {refused.map((result) => (
                <li key={result.ref_no}>
                  <span className="font-mono">{result.ref_no}</span>: {result.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            {refused.length > 0 ? 'Close' : 'Cancel'}
          </Button>
          {refused.length === 0 ? (
            <Button type="submit" disabled={busy}>
              {busy ? 'Reassigning...' : 'Reassign'}
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
