import { zodResolver } from '@hookform/resolvers/zod';
import {
  STAFF_ACTION_LABELS,
  type StaffOrderDetail,
  type StaffTransitionEvent,
  staffOrderTransitionRequestSchema,
} from '@phonix/shared/console-orders-api';
import { ORDER_STATUS_LABELS, statusAfter } from '@phonix/shared/order-lifecycle';
import { formatIndiaDate, PICKUP_SLOTS, pickupDates } from '@phonix/shared/pickup';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { SelectField } from '@/components/ui/text-field.tsx';
import { DialogError, ReasonField } from './reason-field.tsx';
import { useOrderChangeSubmit } from './use-order-change-submit.ts';

const emptyToUndefined = (value: string) => (value === '' ? undefined : value);

/**
 * Moves the order by one of the events the transition table allows staff now (the server's `actions`):
 * back to the pool, out for pickup, or a new pickup day and slot. A reason is required.
 */
export function TransitionDialog({
  order,
  events,
  open,
  onOpenChange,
}: {
  order: StaffOrderDetail;
  events: StaffTransitionEvent[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { busy, guard, send, serverError, clearServerError } = useOrderChangeSubmit(
    'staffOrderTransition',
    order.ref_no,
    'Could not change the order. Please try again.',
  );
  const firstEvent: StaffTransitionEvent = events[0] ?? 'rejected';
  const form = useForm({
    resolver: zodResolver(staffOrderTransitionRequestSchema),
    defaultValues: { event: firstEvent, reason: '' },
  });
  const { errors } = form.formState;
  const chosen = form.watch('event');
  const state = { status: order.status, offerStatus: order.offer_status };

  // Each opening starts afresh, on the first of the moves allowed now (they change with the order).
  useEffect(() => {
    if (open) {
      form.reset({ event: firstEvent, reason: '' });
      clearServerError();
    }
  }, [open, firstEvent, form, clearServerError]);

  const close = (next: boolean) => onOpenChange(next);

  const submit = guard(
    form.handleSubmit(async (values) => {
      const body = values.event === 'rescheduled' ? values : { event: values.event, reason: values.reason };
      if (await send(body)) close(false);
    }),
  );

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Move status"
      description={`Order ${order.ref_no} is ${ORDER_STATUS_LABELS[order.status]}. Only the moves the order's rules allow now are listed; the seller and the partner are told.`}
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800">Change</legend>
          {events.map((event) => {
            const after = statusAfter(event, state);
            return (
              <label
                key={event}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={event}
                  className="size-5 accent-brand-700"
                  {...form.register('event')}
                />
                <span>
                  <span className="font-semibold text-slate-900">{STAFF_ACTION_LABELS[event]}</span>
                  <span className="block text-xs text-slate-600">
                    {after === order.status
                      ? `Stays ${ORDER_STATUS_LABELS[after]}`
                      : `${ORDER_STATUS_LABELS[order.status]} → ${ORDER_STATUS_LABELS[after]}`}
                  </span>
                </span>
              </label>
            );
          })}
          {errors.event?.message ? (
            <p className="text-sm font-medium text-red-700">{errors.event.message}</p>
          ) : null}
        </fieldset>
        {chosen === 'rescheduled' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Pickup day"
              error={errors.pickup_date?.message}
              {...form.register('pickup_date', { setValueAs: emptyToUndefined })}
            >
              <option value="">Choose a day</option>
              {pickupDates().map((date) => (
                <option key={date.value} value={date.value}>
                  {date.weekday}, {formatIndiaDate(date.value)}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Pickup slot"
              error={errors.pickup_time?.message}
              {...form.register('pickup_time', { setValueAs: emptyToUndefined })}
            >
              <option value="">Choose a slot</option>
              {PICKUP_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
        <ReasonField error={errors.reason?.message} {...form.register('reason')} />
        <DialogError message={serverError} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Move'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
