import { describe, expect, it } from 'vitest';
import { slotQueueOf, slotWindow, spanText, waitAndSlotText } from '../src/console-queues.ts';

/** Pickups about to be missed and missed (issue 31): the slot queues' rule, India time. */
describe('slot queues', () => {
  const order = (status: string, pickup_time = '02:00 PM - 04:00 PM') => ({
    status,
    pickup_date: '2026-11-28',
    pickup_time,
  });
  // 2026-11-28 14:00 IST is 08:30 UTC.
  const at = (utc: string) => new Date(`2026-11-28T${utc}Z`);

  it('reads a slot as its start and end in India time', () => {
    expect(slotWindow('2026-11-28', '02:00 PM - 04:00 PM')).toEqual({
      starts: at('08:30:00.000'),
      ends: at('10:30:00.000'),
    });
    expect(slotWindow('2026-11-28', '12:00 PM - 02:00 PM')?.starts).toEqual(at('06:30:00.000'));
    expect(slotWindow('2026-11-28', 'whenever')).toBeNull();
  });

  it('lists an order not out for pickup from two hours before its slot, and any open order once it ended', () => {
    // 11:59 IST: more than two hours before 14:00.
    expect(slotQueueOf(order('accepted'), at('06:29:00.000'))).toBeNull();
    // 12:00 IST: two hours before.
    expect(slotQueueOf(order('accepted'), at('06:30:00.000'))).toEqual({
      key: 'slot_soon',
      since: at('06:30:00.000'),
    });
    expect(slotQueueOf(order('enquiry'), at('09:00:00.000'))?.key).toBe('slot_soon');
    // Out for pickup is on its way: not "about to be missed", but missed once the slot ended.
    expect(slotQueueOf(order('out_for_pickup'), at('09:00:00.000'))).toBeNull();
    expect(slotQueueOf(order('out_for_pickup'), at('10:30:00.000'))).toEqual({
      key: 'slot_passed',
      since: at('10:30:00.000'),
    });
    expect(slotQueueOf(order('accepted'), at('12:00:00.000'))?.key).toBe('slot_passed');
    expect(slotQueueOf(order('completed'), at('12:00:00.000'))).toBeNull();
    expect(slotQueueOf(order('cancelled'), at('07:00:00.000'))).toBeNull();
  });

  it('says how long an order waited and how far its slot is', () => {
    expect(spanText(75)).toBe('1 h 15 min');
    expect(spanText(3000)).toBe('2 d 2 h');
    expect(
      waitAndSlotText('2026-11-28T05:30:00.000Z', '2026-11-28', '02:00 PM - 04:00 PM', at('07:45:00.000')),
    ).toEqual({ waited: 'Waiting 2 h 15 min', slot: 'slot in 45 min' });
    expect(
      waitAndSlotText('2026-11-28T05:30:00.000Z', '2026-11-28', '02:00 PM - 04:00 PM', at('11:00:00.000'))
        .slot,
    ).toBe('slot ended 30 min ago');
  });
});
