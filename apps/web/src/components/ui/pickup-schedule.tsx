import { formatPickupSlot, pickupDatesIn } from '@phonix/shared/india-time';
import { seller_pickup_choose_date } from '@phonix/shared/messages/seller_pickup_choose_date';
import { seller_pickup_choose_slot } from '@phonix/shared/messages/seller_pickup_choose_slot';
import { seller_pickup_schedule_label } from '@phonix/shared/messages/seller_pickup_schedule_label';
import { seller_pickup_slot_heading } from '@phonix/shared/messages/seller_pickup_slot_heading';
import { PICKUP_SLOTS, type PickupDate, type PickupSlot } from '@phonix/shared/pickup';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { CalendarDays, Clock } from 'lucide-react';
import { useId } from 'react';
import { usePageLocale } from '@/lib/locale.tsx';

interface PickupScheduleProps {
  dates: readonly PickupDate[];
  date: string | null;
  onDateChange: (value: string) => void;
  slot: PickupSlot | null;
  onSlotChange: (slot: PickupSlot) => void;
  /** The section's heading; null when the surrounding dialog already names it. */
  heading?: string | null;
}

const chipClass =
  'rounded-xl border-2 border-slate-200 bg-white text-slate-800 transition-colors hover:border-brand-600 data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-50 data-[state=checked]:text-brand-900';

/**
 * The pickup day (the next four days from tomorrow, India time) and one of the six two-hour slots (SPEC 9):
 * booking on /sell-now and rescheduling from the order detail choose the same way.
 */
export function PickupSchedule({
  dates,
  date,
  onDateChange,
  slot,
  onSlotChange,
  heading = seller_pickup_slot_heading(),
}: PickupScheduleProps) {
  const { locale } = usePageLocale();
  const id = useId();
  const headingId = `${id}-title`;
  const dateLabelId = `${id}-date`;
  const slotLabelId = `${id}-slot`;
  return (
    <section
      {...(heading ? { 'aria-labelledby': headingId } : { 'aria-label': seller_pickup_schedule_label() })}
      className="flex flex-col gap-5"
    >
      {heading ? (
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {heading}
        </h2>
      ) : null}
      <div className="flex flex-col gap-3">
        <p id={dateLabelId} className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <CalendarDays className="size-4 text-brand-700" aria-hidden />
          {seller_pickup_choose_date()}
        </p>
        <RadioGroup.Root
          aria-labelledby={dateLabelId}
          value={date ?? ''}
          onValueChange={onDateChange}
          className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-4 sm:gap-3"
        >
          {pickupDatesIn(dates, locale).map((item) => (
            <RadioGroup.Item
              key={item.value}
              value={item.value}
              aria-label={`${item.weekday}, ${item.day} ${item.month}`}
              className={`${chipClass} flex min-h-20 flex-col items-center justify-center gap-0.5 px-1 py-2`}
            >
              <span className="text-2xl leading-none font-extrabold tabular-nums">{item.day}</span>
              <span className="max-w-full truncate text-xs font-semibold">{item.month}</span>
              <span className="max-w-full truncate text-xs text-slate-500">{item.weekday}</span>
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
      <div className="flex flex-col gap-3">
        <p id={slotLabelId} className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Clock className="size-4 text-brand-700" aria-hidden />
          {seller_pickup_choose_slot()}
        </p>
        <RadioGroup.Root
          aria-labelledby={slotLabelId}
          value={slot ?? ''}
          onValueChange={(value) => onSlotChange(value as PickupSlot)}
          className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3"
        >
          {PICKUP_SLOTS.map((item) => (
            <RadioGroup.Item
              key={item}
              value={item}
              className={`${chipClass} min-h-12 px-2 py-2 text-sm font-semibold tabular-nums`}
            >
              {formatPickupSlot(item, locale)}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      </div>
    </section>
  );
}
