import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffOrderDetail, staffAssignPartnerRequestSchema } from '@phonix/shared/console-orders-api';
import type { StaffPartner } from '@phonix/shared/partner-api';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SelectField } from '@/components/ui/text-field.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useActivePartners } from '../api/orders-admin.ts';
import { DialogError, ReasonField } from './reason-field.tsx';
import { useOrderChangeSubmit } from './use-order-change-submit.ts';

const assignFormSchema = z.object({
  partner_id: z.string().min(1, 'Please choose a partner'),
  reason: staffAssignPartnerRequestSchema.shape.reason,
});

/**
 * An option reads as the shop's name (the owner's name is added only where two shops share a name), so the
 * picker can be read, typed into and chosen from by that name.
 */
function partnerOptions(partners: StaffPartner[], all: StaffPartner[]) {
  return partners.map((partner) => {
    const shared = all.some(
      (other) => other.partner_id !== partner.partner_id && other.shop_name === partner.shop_name,
    );
    return (
      <option key={partner.partner_id} value={partner.partner_id}>
        {shared ? `${partner.shop_name} (${partner.owner_name})` : partner.shop_name}
      </option>
    );
  });
}

/**
 * Gives the order to a partner (from the pool) or moves it to another one: active partners serving the
 * order's pincode first, the other active partners after them; a reason is required.
 */
export function AssignPartnerDialog({
  order,
  open,
  onOpenChange,
}: {
  order: StaffOrderDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reassign = order.partner !== null;
  const partners = useActivePartners(open);
  const { busy, guard, send, serverError, clearServerError } = useOrderChangeSubmit(
    'staffAssignPartner',
    order.ref_no,
    'Could not assign the partner. Please try again.',
  );
  const form = useForm({
    resolver: zodResolver(assignFormSchema),
    defaultValues: { partner_id: '', reason: '' },
  });
  const { errors } = form.formState;

  const others = (partners.data?.partners ?? []).filter(
    (partner) => partner.status === 'active' && partner.partner_id !== order.partner?.partner_id,
  );
  const serving = others.filter((partner) => partner.pincodes.includes(order.pincode));
  const elsewhere = others.filter((partner) => !partner.pincodes.includes(order.pincode));

  const close = (next: boolean) => {
    if (!next) {
      form.reset();
      clearServerError();
    }
    onOpenChange(next);
  };

  const submit = guard(
    form.handleSubmit(async (values) => {
      if (await send({ partner_id: Number(values.partner_id), reason: values.reason })) close(false);
    }),
  );

  let hint: string | undefined;
  if (partners.isPending) hint = 'Loading partners...';
  else if (partners.isError) hint = errorMessage(partners.error, 'Could not load the partners.');
  else if (others.length === 0) hint = 'There is no other active partner.';
  else if (serving.length === 0)
    hint = `No active partner serves ${order.pincode}; all active partners are listed.`;

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={reassign ? 'Reassign partner' : 'Assign partner'}
      description={
        reassign
          ? `${order.partner?.shop_name} holds this order now. The new partner starts from Accepted; the seller and both partners are told.`
          : `The order is in the pool for pincode ${order.pincode}. The partner and the seller are told.`
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <div>
          <SelectField
            label="Partner"
            error={errors.partner_id?.message}
            disabled={partners.isPending || others.length === 0}
            {...form.register('partner_id')}
          >
            <option value="">Choose a partner</option>
            {serving.length > 0 ? (
              <optgroup label={`Serve pincode ${order.pincode}`}>{partnerOptions(serving, others)}</optgroup>
            ) : null}
            {elsewhere.length > 0 ? (
              <optgroup label={`Do not serve ${order.pincode}`}>{partnerOptions(elsewhere, others)}</optgroup>
            ) : null}
          </SelectField>
          {hint && !errors.partner_id ? <p className="mt-1.5 text-xs text-slate-500">{hint}</p> : null}
        </div>
        <ReasonField error={errors.reason?.message} {...form.register('reason')} />
        <DialogError message={serverError} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Assigning...' : 'Assign'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
