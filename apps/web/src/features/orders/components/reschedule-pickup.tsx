import { answerText } from '@phonix/shared/answer-text';
import { formatIndiaDateIn, formatPickupSlot } from '@phonix/shared/india-time';
import { seller_reschedule_confirm } from '@phonix/shared/messages/seller_reschedule_confirm';
import { seller_reschedule_current } from '@phonix/shared/messages/seller_reschedule_current';
import { seller_reschedule_description } from '@phonix/shared/messages/seller_reschedule_description';
import { seller_reschedule_done } from '@phonix/shared/messages/seller_reschedule_done';
import { seller_reschedule_failed } from '@phonix/shared/messages/seller_reschedule_failed';
import { seller_reschedule_hint_choose_both } from '@phonix/shared/messages/seller_reschedule_hint_choose_both';
import { seller_reschedule_hint_choose_date } from '@phonix/shared/messages/seller_reschedule_hint_choose_date';
import { seller_reschedule_hint_choose_slot } from '@phonix/shared/messages/seller_reschedule_hint_choose_slot';
import { seller_reschedule_hint_new } from '@phonix/shared/messages/seller_reschedule_hint_new';
import { seller_reschedule_hint_unchanged } from '@phonix/shared/messages/seller_reschedule_hint_unchanged';
import { seller_reschedule_keep } from '@phonix/shared/messages/seller_reschedule_keep';
import { seller_reschedule_title } from '@phonix/shared/messages/seller_reschedule_title';
import type { SalesOrder } from '@phonix/shared/orders-api';
import { PICKUP_SLOTS, type PickupSlot, pickupDates } from '@phonix/shared/pickup';
import { CalendarClock, LoaderCircle } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalClose } from '@/components/ui/modal.tsx';
import { PickupSchedule } from '@/components/ui/pickup-schedule.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { usePageLocale } from '@/lib/locale.tsx';
import { useSingleFlight } from '@/lib/use-single-flight.ts';
import { useReschedulePickup } from '../api/orders.ts';

const isSlot = (value: string): value is PickupSlot => (PICKUP_SLOTS as readonly string[]).includes(value);

interface RescheduleDialogProps {
  customerId: number;
  order: SalesOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: () => Element | null;
  /** The order could not be moved any more (the partner is on the way): read it again. */
  onRefused: () => void;
}

/**
 * Another of the next four days and a slot, chosen as on /sell-now. Starts on the current day and slot, so
 * Confirm waits for a change; a failure is said in the dialog, which stays open for another try.
 */
function RescheduleDialog({
  customerId,
  order,
  open,
  onOpenChange,
  returnFocus,
  onRefused,
}: RescheduleDialogProps) {
  const { locale } = usePageLocale();
  const dates = useMemo(() => pickupDates(), []);
  const initialDate = dates.some((item) => item.value === order.pickup_date) ? order.pickup_date : null;
  const initialSlot = isSlot(order.pickup_time) ? order.pickup_time : null;
  const [date, setDate] = useState<string | null>(initialDate);
  const [slot, setSlot] = useState<PickupSlot | null>(initialSlot);
  const [failure, setFailure] = useState<string | null>(null);
  const reschedule = useReschedulePickup(customerId, order.RefNo);
  const { busy, guard } = useSingleFlight();

  const unchanged = date === order.pickup_date && slot === order.pickup_time;
  const ready = date !== null && slot !== null && !unchanged;
  const hint =
    date === null && slot === null
      ? seller_reschedule_hint_choose_both()
      : date === null
        ? seller_reschedule_hint_choose_date()
        : slot === null
          ? seller_reschedule_hint_choose_slot()
          : unchanged
            ? seller_reschedule_hint_unchanged()
            : seller_reschedule_hint_new({
                date: formatIndiaDateIn(date, locale),
                slot: formatPickupSlot(slot, locale),
              });

  const confirm = guard(async () => {
    if (!ready || date === null || slot === null) return;
    setFailure(null);
    try {
      const answer = await reschedule.mutateAsync({ pickup_date: date, pickup_time: slot });
      toast.success(answerText(answer.message, seller_reschedule_done));
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error, seller_reschedule_failed()));
      // 409: the partner set out meanwhile; the page then shows the order as it is.
      if (error instanceof ApiError && error.status === 409) onRefused();
    }
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={seller_reschedule_title()}
      description={seller_reschedule_description()}
      size="lg"
      returnFocus={returnFocus}
    >
      <div className="flex flex-col gap-5">
        {order.pickup_date ? (
          <p className="flex items-center gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
            <CalendarClock className="size-4 shrink-0" aria-hidden />
            <span>
              {seller_reschedule_current()}{' '}
              <span className="font-semibold text-slate-900">
                {formatIndiaDateIn(order.pickup_date, locale)}, {formatPickupSlot(order.pickup_time, locale)}
              </span>
            </span>
          </p>
        ) : null}
        <PickupSchedule
          heading={null}
          dates={dates}
          date={date}
          onDateChange={(value) => {
            setDate(value);
            setFailure(null);
          }}
          slot={slot}
          onSlotChange={(value) => {
            setSlot(value);
            setFailure(null);
          }}
        />
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-600" aria-live="polite" id="reschedule-hint">
            {hint}
          </p>
          {/* Always in the page, so what appears in it is read out. */}
          <div role="alert">
            {failure ? (
              <p className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{failure}</p>
            ) : null}
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <ModalClose asChild>
            <Button variant="ghost" disabled={busy} className="ring-1 ring-slate-300">
              {seller_reschedule_keep()}
            </Button>
          </ModalClose>
          <Button
            onClick={confirm}
            disabled={!ready || busy}
            aria-describedby="reschedule-hint"
            data-testid="reschedule-confirm"
          >
            {busy ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : null}
            {seller_reschedule_confirm()}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** 'Reschedule pickup' and its dialog, for an order the seller may still move (isReschedulable). */
export function ReschedulePickup({
  customerId,
  order,
  onRefused,
}: {
  customerId: number;
  order: SalesOrder;
  onRefused: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Each opening starts from the order as it is now (a reschedule just made included).
  const [opening, setOpening] = useState(0);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
        data-testid="reschedule-pickup"
      >
        <CalendarClock className="size-4" aria-hidden />
        {seller_reschedule_title()}
      </Button>
      <RescheduleDialog
        key={opening}
        customerId={customerId}
        order={order}
        open={open}
        onOpenChange={setOpen}
        returnFocus={() => trigger.current}
        onRefused={onRefused}
      />
    </>
  );
}
