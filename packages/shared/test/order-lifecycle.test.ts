import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { staffActions } from '../src/console-orders-api.ts';
import {
  ACTOR_TYPES,
  agreedValue,
  canSend,
  derivedOrderFields,
  FINAL_STATUSES,
  isCancellable,
  isInvoiceAvailable,
  isOfferDecisionPending,
  isPriceSettled,
  isRequoteAllowed,
  isReschedulable,
  isRiseAwaitingApproval,
  type LifecycleEvent,
  OFFER_STATUSES,
  type OfferStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderState,
  offerStatusFor,
  sellerVisibleEvents,
  TRANSITIONS,
  type TransitionEvent,
  timelineBlocks,
} from '../src/order-lifecycle.ts';
import { DEDUCTION_CODES, type PricingRules, quote } from '../src/pricing.ts';
import {
  ACCESSORY_OPTIONS,
  BEND_OPTIONS,
  BODY_DENT_OPTIONS,
  BODY_SCRATCH_OPTIONS,
  type ConditionAnswers,
  FUNCTIONAL_OPTIONS,
  PANEL_OPTIONS,
  SCREEN_LINE_OPTIONS,
  SCREEN_PHYSICAL_OPTIONS,
  SCREEN_SPOT_OPTIONS,
  WARRANTY_OPTIONS,
} from '../src/questionnaire.ts';
import { compareAnswers, revise } from '../src/requote.ts';

const EVENTS = Object.keys(TRANSITIONS) as TransitionEvent[];
const states: OrderState[] = ORDER_STATUSES.flatMap((status) =>
  [null, ...OFFER_STATUSES].map((offerStatus) => ({
    status,
    offerStatus: offerStatus as OfferStatus | null,
  })),
);
const state = (status: OrderState['status'], offerStatus: OfferStatus | null = null): OrderState => ({
  status,
  offerStatus,
});

describe('the transition table', () => {
  it('labels every status, with the SPEC words (Order Initiated, not the typo)', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      enquiry: 'Order Initiated',
      accepted: 'Accepted',
      out_for_pickup: 'Out for Pick up',
      completed: 'Completed',
      cancelled: 'Cancelled',
    });
  });

  it('lets nothing leave a final status', () => {
    for (const status of FINAL_STATUSES)
      for (const event of EVENTS)
        for (const actor of ACTOR_TYPES)
          expect([event, actor, canSend(event, actor, state(status))]).toEqual([event, actor, false]);
  });

  it('gives each event exactly the senders SPEC and the issue name', () => {
    const senders = (event: TransitionEvent) =>
      ACTOR_TYPES.filter((actor) => states.some((each) => canSend(event, actor, each)));
    expect(Object.fromEntries(EVENTS.map((event) => [event, senders(event)]))).toEqual({
      accepted: ['partner', 'staff'],
      rejected: ['partner', 'staff'],
      out_for_pickup: ['partner', 'staff'],
      rescheduled: ['customer', 'staff'],
      requoted: ['partner', 'staff'],
      offer_accepted: ['customer'],
      offer_declined: ['customer'],
      // A re-quote above the quote, approved or declined by staff before the seller sees it.
      rise_approved: ['staff'],
      rise_declined: ['staff'],
      change_undone: ['staff'],
      // Only through the doorstep handover, by the partner holding the order.
      completed: ['partner'],
      cancelled: ['customer', 'staff'],
    });
  });

  it('lets staff assign an order in the pool and reassign one a partner holds, before completion', () => {
    const from = (event: TransitionEvent, actor: (typeof ACTOR_TYPES)[number]) => [
      ...new Set(states.filter((each) => canSend(event, actor, each)).map((each) => each.status)),
    ];
    expect(from('accepted', 'staff')).toEqual(['enquiry', 'accepted', 'out_for_pickup']);
    // A partner only ever accepts from the pool.
    expect(from('accepted', 'partner')).toEqual(['enquiry']);
    expect(from('rejected', 'staff')).toEqual(['accepted', 'out_for_pickup']);
    expect(from('out_for_pickup', 'staff')).toEqual(['accepted']);
    expect(from('rescheduled', 'staff')).toEqual(['enquiry', 'accepted']);
    expect(from('cancelled', 'staff')).toEqual(['enquiry', 'accepted', 'out_for_pickup']);
    expect(from('completed', 'staff')).toEqual([]);
  });

  it("lists the console's staff actions from the table", () => {
    expect(staffActions(state('enquiry'))).toEqual(['assign', 'rescheduled', 'cancel']);
    expect(staffActions(state('accepted'))).toEqual([
      'reassign',
      'rejected',
      'out_for_pickup',
      'rescheduled',
      'cancel',
    ]);
    expect(staffActions(state('out_for_pickup', 'pending'))).toEqual(['reassign', 'rejected', 'cancel']);
    expect(staffActions(state('completed'))).toEqual([]);
    expect(staffActions(state('cancelled'))).toEqual([]);
  });

  it('derives the seller and partner rules from it', () => {
    const where = (rule: (each: OrderState) => boolean) => [
      ...new Set(states.filter(rule).map((each) => each.status)),
    ];
    expect(where(isCancellable)).toEqual(['enquiry']);
    expect(where(isInvoiceAvailable)).toEqual(['completed']);
    expect(where(isReschedulable)).toEqual(['enquiry', 'accepted']);
    expect(where(isRequoteAllowed)).toEqual(['out_for_pickup']);
    expect(states.filter(isOfferDecisionPending)).toEqual([state('out_for_pickup', 'pending')]);
  });

  it('holds completion while the seller has a revised offer to decide on', () => {
    expect(canSend('completed', 'partner', state('out_for_pickup', 'pending'))).toBe(false);
    for (const offer of [null, 'accepted', 'not_needed'] as const)
      expect(canSend('completed', 'partner', state('out_for_pickup', offer))).toBe(true);
    expect(canSend('offer_accepted', 'customer', state('out_for_pickup', 'accepted'))).toBe(false);
  });

  it('pays the revised value once agreed, else the quote', () => {
    expect(offerStatusFor(20_000, 18_000)).toBe('pending');
    expect(offerStatusFor(20_000, 20_000)).toBe('not_needed');
    // A rise waits for staff; until then the quote is agreed.
    expect(offerStatusFor(20_000, 21_000)).toBe('staff_review');
    expect(agreedValue({ exactValue: 20_000, revisedValue: 21_000, offerStatus: 'staff_review' })).toBe(
      20_000,
    );
    expect(agreedValue({ exactValue: 20_000, revisedValue: 21_000, offerStatus: 'not_needed' })).toBe(21_000);
    const order = { exactValue: 20_000, revisedValue: 18_000 };
    expect(agreedValue({ ...order, offerStatus: 'pending' })).toBe(20_000);
    expect(agreedValue({ ...order, offerStatus: 'accepted' })).toBe(18_000);
    expect(agreedValue({ ...order, offerStatus: 'declined' })).toBe(20_000);
    expect(agreedValue({ exactValue: 20_000, revisedValue: null, offerStatus: null })).toBe(20_000);
  });

  it('keeps a waiting rise from the seller and the door, and lists the staff decision on it', () => {
    const rise = { status: 'out_for_pickup', offerStatus: 'staff_review' } as const;
    expect(isPriceSettled(rise)).toBe(false);
    expect(isRiseAwaitingApproval(rise)).toBe(true);
    expect(isOfferDecisionPending(rise)).toBe(false);
    expect(canSend('completed', 'partner', rise)).toBe(false);
    expect(staffActions(rise)).toEqual(['reassign', 'rejected', 'cancel', 'rise_approved', 'rise_declined']);
    expect(canSend('rise_approved', 'staff', { status: 'out_for_pickup', offerStatus: 'pending' })).toBe(
      false,
    );
  });
});

describe('what the seller sees of a re-quote', () => {
  const event = (type: LifecycleEvent['type'], amount?: number) =>
    ({
      type,
      at: '2026-03-05T09:00:00.000Z',
      by: 'partner',
      ...(amount ? { amount, previous_amount: 20_000 } : {}),
    }) as LifecycleEvent;
  const types = (events: LifecycleEvent[]) => sellerVisibleEvents(events).map((each) => each.type);

  it('shows a lower re-quote at once, and a raised one only once staff approved it', () => {
    expect(types([event('created'), event('requoted', 18_000)])).toEqual(['created', 'requoted']);
    expect(types([event('created'), event('requoted', 21_000)])).toEqual(['created']);
    expect(types([event('requoted', 21_000), event('rise_approved', 21_000)])).toEqual(['requoted']);
    expect(types([event('requoted', 21_000), event('rise_declined', 21_000)])).toEqual([]);
    // A raised price declined, then a lower one: only the lower one shows.
    expect(
      types([event('requoted', 21_000), event('rise_declined', 21_000), event('requoted', 19_000)]),
    ).toEqual(['requoted']);
  });

  it('holds a cut beyond review like a rise, and a change staff undid with the re-quote it corrects', () => {
    const deepCut = { ...event('requoted', 12_000), reviewed: true } as LifecycleEvent;
    expect(types([event('created'), deepCut, event('change_undone', 16_000)])).toEqual(['created']);
    expect(types([deepCut, event('rise_approved', 12_000), event('change_undone', 16_000)])).toEqual([
      'requoted',
      'change_undone',
    ]);
    expect(types([event('requoted', 18_000), event('change_undone', 20_000)])).toEqual([
      'requoted',
      'change_undone',
    ]);
  });
});

describe('events: the timeline and the SPEC fields', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 5, 9, minute)).toISOString();
  const history: LifecycleEvent[] = [
    { type: 'created', at: at(0), by: 'customer' },
    {
      type: 'accepted',
      at: at(1),
      by: 'partner',
      partner_id: 7,
      partner_name: 'Quick Mobiles',
      partner_mobile: '9811111111',
    },
    { type: 'rejected', at: at(2), by: 'partner', partner_id: 7, partner_name: 'Quick Mobiles' },
    {
      type: 'accepted',
      at: at(3),
      by: 'partner',
      partner_id: 9,
      partner_name: 'Deccan Phones',
      partner_mobile: '9822222222',
    },
    {
      type: 'rescheduled',
      at: at(4),
      by: 'customer',
      pickup_date: '2026-03-07',
      pickup_time: '10:00 AM - 12:00 PM',
    },
    { type: 'out_for_pickup', at: at(5), by: 'partner', partner_id: 9, partner_name: 'Deccan Phones' },
    { type: 'requoted', at: at(6), by: 'partner', amount: 18_500, previous_amount: 20_000 },
    { type: 'offer_accepted', at: at(7), by: 'customer', amount: 18_500 },
    { type: 'completed', at: at(8), by: 'partner', amount: 18_500 },
  ];

  it('draws one block per event, with the SPEC titles and details', () => {
    expect(timelineBlocks(history).map((block) => [block.title, block.detail])).toEqual([
      ['Order Initiated', undefined],
      ['Partner Confirmed', 'Quick Mobiles, 9811111111'],
      [
        'Order Rejected',
        'This partner cannot make it. We are finding a new partner for your pickup and will let you know by SMS.',
      ],
      ['Partner Confirmed', 'Deccan Phones, 9822222222'],
      ['Pickup Rescheduled', 'New pickup: March 7th, 2026, 10:00 AM - 12:00 PM'],
      ['Out for Pick up', 'Deccan Phones is on the way.'],
      ['Revised Offer', '₹18,500 after inspection (quoted ₹20,000)'],
      ['Revised Offer Accepted', 'You accepted ₹18,500'],
      ['Order Completed', 'Sold for ₹18,500'],
    ]);
    expect(new Set(timelineBlocks(history).map((block) => block.key)).size).toBe(history.length);
  });

  it("derives SPEC's partner, cancel and final fields", () => {
    expect(derivedOrderFields(history)).toEqual({
      partner_id: 9,
      partner_name: 'Deccan Phones',
      partner_mobile: '9822222222',
      cancel_by_customer: 0,
      cancel_at: null,
      cancel_by_partner: 7,
      cancel_by_partner_at: at(2),
      cancel_reason: null,
      final_status_date: at(8),
    });
    const cancelled = derivedOrderFields([
      history[0] as LifecycleEvent,
      { type: 'cancelled', at: at(1), by: 'customer', reason: 'Cancelled by the seller' },
    ]);
    expect(cancelled).toMatchObject({
      cancel_by_customer: 1,
      cancel_at: at(1),
      cancel_reason: 'Cancelled by the seller',
      final_status_date: at(1),
      partner_id: 0,
    });
  });
});

const pick = <T extends string>(options: readonly { code: T }[]) =>
  fc.constantFrom(...options.map((o) => o.code));
const subset = <T extends string>(options: readonly { code: T }[]) => fc.subarray(options.map((o) => o.code));
const answersArb: fc.Arbitrary<ConditionAnswers> = fc.record({
  callingerr: fc.constantFrom('yes' as const, 'no' as const),
  toucherr: fc.constantFrom('yes' as const, 'no' as const),
  screenspoterror: pick(SCREEN_SPOT_OPTIONS),
  screenlineerror: pick(SCREEN_LINE_OPTIONS),
  screenphysicalcondition: pick(SCREEN_PHYSICAL_OPTIONS),
  bodyscratches: pick(BODY_SCRATCH_OPTIONS),
  bodydent: pick(BODY_DENT_OPTIONS),
  panelerror: pick(PANEL_OPTIONS),
  benderror: pick(BEND_OPTIONS),
  functionalerror: subset(FUNCTIONAL_OPTIONS),
  accessories: subset(ACCESSORY_OPTIONS),
  warranty: fc.constantFrom('' as const, ...WARRANTY_OPTIONS.map((option) => option.code)),
});
const rulesArb: fc.Arbitrary<PricingRules> = fc
  .record({
    percents: fc.array(fc.integer({ min: 0, max: 3000 }), {
      minLength: DEDUCTION_CODES.length,
      maxLength: DEDUCTION_CODES.length,
    }),
    minimumOffer: fc.integer({ min: 1, max: 3000 }),
    roundingStep: fc.constantFrom(1, 10, 50, 100),
  })
  .map(({ percents, minimumOffer, roundingStep }) => ({
    deductions: Object.fromEntries(
      DEDUCTION_CODES.map((code, index) => [code, (percents[index] ?? 0) / 100]),
    ),
    minimumOffer,
    roundingStep,
  }));
const basisArb = fc.record({
  rate: fc.integer({ min: 10, max: 2_000 }).map((value) => value * 100),
  rules: rulesArb,
});

describe('the doorstep re-quote', () => {
  it('changes nothing when the partner finds what the seller declared', () => {
    fc.assert(
      fc.property(answersArb, basisArb, (answers, basis) => {
        const quoted = quote(basis.rate, answers, basis.rules).finalValue;
        const revision = revise({ quotedValue: quoted, declared: answers, found: answers, basis });
        expect(revision).toMatchObject({ revisedValue: quoted, changes: [], priceChange: 0, rounding: 0 });
      }),
    );
  });

  it('explains the revised value: quote + each changed answer + price change + rounding', () => {
    fc.assert(
      fc.property(answersArb, answersArb, basisArb, (declared, found, basis) => {
        const quoted = quote(basis.rate, declared, basis.rules).finalValue;
        const revision = revise({ quotedValue: quoted, declared, found, basis });
        const effects = revision.changes.reduce((sum, change) => sum + change.price_effect, 0);
        expect(quoted + effects + revision.priceChange + revision.rounding).toBe(revision.revisedValue);
        expect(revision.priceChange).toBe(0);
        expect(revision.revisedValue).toBe(quote(basis.rate, found, basis.rules).finalValue);
        for (const change of revision.changes) expect(change.declared).not.toBe(change.found);
      }),
    );
  });

  it('names each changed answer in the words of the questionnaire', () => {
    const declared: ConditionAnswers = {
      callingerr: 'yes',
      toucherr: 'yes',
      screenspoterror: '',
      screenlineerror: '',
      screenphysicalcondition: '',
      bodyscratches: '',
      bodydent: '',
      panelerror: '',
      benderror: '',
      functionalerror: [],
      accessories: ['Box', 'Chr'],
      warranty: 'warranty36',
    };
    const found: ConditionAnswers = {
      ...declared,
      functionalerror: ['F2'],
      accessories: ['Chr'],
      warranty: '',
    };
    const rules = {
      deductions: Object.fromEntries(DEDUCTION_CODES.map((code) => [code, 0])),
      minimumOffer: 500,
      roundingStep: 100,
    };
    Object.assign(rules.deductions, { F2: 10, no_Box: 2, warranty36: 1, out_of_warranty: 5 });
    expect(compareAnswers(declared, found, { rate: 30_000, rules })).toEqual([
      {
        key: 'functionalerror.F2',
        question: 'Back Camera',
        declared: 'Working',
        found: 'Not working',
        price_effect: -3000,
      },
      {
        key: 'accessories.Box',
        question: 'Original Box with same IMEI/Serial Number',
        declared: 'Available',
        found: 'Not available',
        price_effect: -600,
      },
      {
        key: 'warranty',
        question: 'Warranty',
        declared: '3-6 Months',
        found: 'Not under warranty',
        price_effect: -1200,
      },
    ]);
  });
});
