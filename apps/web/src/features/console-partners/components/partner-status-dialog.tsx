import { zodResolver } from '@hookform/resolvers/zod';
import { formatIndiaDateIn } from '@phonix/shared/india-time';
import { ORDER_STATUS_LABELS } from '@phonix/shared/order-lifecycle';
import { type StaffPartner, setPartnerStatusRequestSchema } from '@phonix/shared/partner-api';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Link } from '@/components/ui/link.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { describedBy, FieldShell, fieldControlClass } from '@/components/ui/text-field.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { usePartnerPage, useSetPartnerStatus } from '../api/partners-admin.ts';

const reasonSchema = setPartnerStatusRequestSchema.pick({ reason: true });

/**
 * The orders a suspension returns to the pool (orders/partner-suspension.ts on the server): listed before
 * the click, so nobody suspends a partner without seeing whose pickups move.
 */
function HeldOrders({ partner }: { partner: StaffPartner }) {
  const page = usePartnerPage(partner.partner_id);
  const orders = page.data?.held_orders;
  return (
    <div
      className="flex flex-col gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-950 ring-1 ring-amber-300 ring-inset"
      data-testid="held-orders"
    >
      <p>
        <strong>
          It holds {partner.orders.held} order{partner.orders.held === 1 ? '' : 's'} not picked up yet.
        </strong>{' '}
        Suspending returns {partner.orders.held === 1 ? 'it' : 'them'} to the pool: each seller is texted that
        a new partner will be found, the pool's partners are texted the pickup, and {partner.shop_name} is
        texted not to go.
      </p>
      {page.isPending ? (
        <Spinner label="Loading its orders..." />
      ) : orders ? (
        <ul className="flex flex-col gap-1" aria-label="Orders returning to the pool">
          {orders.map((order) => (
            <li key={order.ref}>
              <Link className="font-semibold underline" to={`/admin/orders/${encodeURIComponent(order.ref)}`}>
                {order.ref}
              </Link>{' '}
              {order.model}, {ORDER_STATUS_LABELS[order.status]}, {formatIndiaDateIn(order.pickup_date, 'en')}{' '}
              {order.pickup_time}, {order.locality} {order.pincode}
            </li>
          ))}
        </ul>
      ) : (
        <p>Its orders could not be read; they are still returned to the pool.</p>
      )}
    </div>
  );
}

/**
 * Suspending a partner (signed out at once; no sign-in, no pickups until made active again), with an
 * optional reason, or making a suspended one active again. Asks first; sends once.
 */
export function PartnerStatusDialog({
  partner,
  onClose,
  returnFocus,
}: {
  partner: StaffPartner;
  onClose: () => void;
  returnFocus: () => Element | null;
}) {
  const id = useId();
  const suspending = partner.status === 'active';
  const form = useForm({
    resolver: zodResolver(reasonSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '' },
  });
  const error = form.formState.errors.reason?.message;
  const setStatus = useSetPartnerStatus(partner.partner_id);
  const { busy, guard } = useSingleFlight();

  const submit = guard(
    form.handleSubmit(async ({ reason }) => {
      try {
        const result = await setStatus.mutateAsync(
          suspending ? { status: 'suspended', ...(reason ? { reason } : {}) } : { status: 'active' },
        );
        const returned = result.returned_to_pool.length;
        toast.success(
          result.partner.status === 'suspended'
            ? returned > 0
              ? `${result.partner.shop_name} suspended and signed out; ${returned} order${returned === 1 ? '' : 's'} back in the pool`
              : `${result.partner.shop_name} suspended and signed out`
            : `${result.partner.shop_name} is active again`,
        );
        onClose();
      } catch (caught) {
        const message = errorMessage(caught, 'The change could not be saved. Please try again.');
        if (caught instanceof ApiError && caught.field === 'reason') {
          form.setError('reason', { message });
          return;
        }
        toast.error(message);
        // Gone: the lists were read again by the mutation.
        if (caught instanceof ApiError && caught.status === 404) onClose();
      }
    }),
  );

  const held = partner.orders.held;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={suspending ? `Suspend ${partner.shop_name}?` : `Activate ${partner.shop_name}?`}
      returnFocus={returnFocus}
      initialFocus={suspending ? () => document.getElementById(id) : undefined}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        {suspending ? (
          <div className="flex flex-col gap-2 text-sm text-slate-700">
            <p>
              <strong>The partner is signed out at once</strong> and cannot sign in, see pickups or take
              orders until someone makes it active again.
            </p>
            {held > 0 ? <HeldOrders partner={partner} /> : null}
          </div>
        ) : (
          <p className="text-sm text-slate-700">
            The partner can sign in again with {partner.mobile} and is offered the pickups in its{' '}
            {partner.pincodes.length} pincode{partner.pincodes.length === 1 ? '' : 's'}.
          </p>
        )}
        {suspending ? (
          <FieldShell
            id={id}
            label="Reason (optional)"
            error={error}
            hint="Kept with the partner and in the audit log."
          >
            <textarea
              id={id}
              rows={2}
              maxLength={reasonSchema.shape.reason.unwrap().maxLength ?? undefined}
              {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, error, 'hint')}
              className={`${fieldControlClass(Boolean(error))} h-auto min-h-20 py-3 text-sm`}
            />
          </FieldShell>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={busy}
            className={
              suspending ? 'bg-red-700 hover:bg-red-800 active:bg-red-900 disabled:hover:bg-red-700' : ''
            }
          >
            {busy ? 'Saving...' : suspending ? 'Suspend partner' : 'Activate partner'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
