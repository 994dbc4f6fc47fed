import { describe, expect, it } from 'vitest';
import { formatIndiaDateIn, formatPickupSlot, pickupDatesIn } from '../src/india-time.ts';
import {
  type LifecycleEvent,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  timelineBlocks,
} from '../src/order-lifecycle.ts';
import {
  describePayoutIn,
  orderStatusLabel,
  payoutMethodLabel,
  timelineBlocksIn,
} from '../src/order-texts.ts';
import { PICKUP_SLOTS, pickupDates } from '../src/pickup.ts';

const LATIN_WORD = /[A-Za-z]{2,}/;

describe("the seller's order words in Hindi and Telugu", () => {
  it('labels every status code in each language, English unchanged', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderStatusLabel(status, 'en')).toBe(ORDER_STATUS_LABELS[status]);
      expect(orderStatusLabel(status, 'hi')).toMatch(/[\u0900-\u097F]/);
      expect(orderStatusLabel(status, 'te')).toMatch(/[\u0C00-\u0C7F]/);
    }
    expect(orderStatusLabel('out_for_pickup', 'hi')).toBe('पिकअप के लिए निकले');
  });

  it('writes the timeline in the language, English as timelineBlocks', () => {
    const events: LifecycleEvent[] = [
      { type: 'created', at: '2026-11-20T05:00:00.000Z' },
      {
        type: 'rescheduled',
        at: '2026-11-21T05:00:00.000Z',
        pickup_date: '2026-11-23',
        pickup_time: '10:00 AM - 12:00 PM',
      },
      { type: 'completed', at: '2026-11-23T06:00:00.000Z', amount: 41000 },
    ] as LifecycleEvent[];
    expect(timelineBlocksIn(events, 'en')).toEqual(timelineBlocks(events));
    const telugu = timelineBlocksIn(events, 'te');
    expect(telugu.map((block) => block.title)).toEqual(['ఆర్డర్ ప్రారంభమైంది', 'పికప్ సమయం మారింది', 'ఆర్డర్ పూర్తయింది']);
    expect(telugu[2]?.detail).toBe('₹41,000కు అమ్ముడైంది');
    for (const block of timelineBlocksIn(events, 'hi'))
      expect(`${block.title} ${block.detail ?? ''}`).not.toMatch(LATIN_WORD);
  });

  it('names pickup days, slots, dates and payouts without English words', () => {
    expect(formatPickupSlot(PICKUP_SLOTS[0], 'en')).toBe(PICKUP_SLOTS[0]);
    for (const slot of PICKUP_SLOTS) {
      expect(formatPickupSlot(slot, 'hi')).not.toMatch(LATIN_WORD);
      expect(formatPickupSlot(slot, 'te')).not.toMatch(LATIN_WORD);
    }
    expect(formatPickupSlot('08:00 AM - 10:00 AM', 'hi')).toBe('सुबह 8 - 10');
    for (const date of pickupDatesIn(pickupDates(), 'te'))
      expect(`${date.month} ${date.weekday}`).not.toMatch(LATIN_WORD);
    expect(formatIndiaDateIn('2026-11-22', 'hi')).toBe('22 नवंबर 2026');
    expect(formatIndiaDateIn('2026-11-22', 'en')).toBe('November 22nd, 2026');
    expect(payoutMethodLabel('bank', 'en')).toBe('Bank transfer');
    expect(describePayoutIn({ method: 'cheque', payee_name: 'Ravi' }, 'te')).toBe('చెక్, Ravi పేరిట');
  });
});
