import { RECHECK_FLAG_MIN_RECHECKS } from '@phonix/shared/partner-scorecard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerReadyToBook } from './support/booking.ts';
import { photographChanges } from './support/door-photos.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * A partner's scorecard and the dashboard's cut-rate flag (issue 31), from real orders walked over HTTP:
 * accepts, a hand-back, doorstep re-checks that cut the price or keep it. A partner is flagged only with
 * RECHECK_FLAG_MIN_RECHECKS re-checks and a cut rate far above the other partners'.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let cutter: TestPartner;
let fair: TestPartner;
let admin: StaffSession;

type Auth = { auth: Record<string, string> } | null;
const call = async (who: Auth, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    headers: who ? who.auth : {},
  });
  return { status: response.statusCode, body: response.json() };
};
/** The partner's re-check as the portal sends it: a photo of each changed answer first (issue 34). */
const sendRecheck = async (who: { auth: Record<string, string> }, body: { ref_no: string }) => {
  await photographChanges(context.app, who.auth, body.ref_no, body);
  return call(who, 'POST', '/api/getReExactValue', body);
};

let bookings = 0;
async function book(): Promise<string> {
  bookings += 1;
  const booked = await seller.book(`scorecard-${bookings}-${Date.now()}`);
  expect(booked.statusCode).toBe(200);
  return booked.json().RefNo;
}

/** An order the partner takes to the door and re-checks: with a dent the seller did not mention, or as told. */
async function recheck(shop: TestPartner, cut: boolean): Promise<void> {
  const ref = await book();
  expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  expect((await call(shop, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  const answers = JSON.parse(seller.booking.device_info);
  const requoted = await sendRecheck(shop, {
    ...answers,
    ...(cut ? { bodydent: 'D1' } : {}),
    ref_no: ref,
  });
  expect(requoted.status, JSON.stringify(requoted.body)).toBe(200);
}

const scorecardOf = async (shop: TestPartner) => {
  const page = await call(admin, 'GET', `/api/staff/partners/${shop.id}`);
  expect(page.status).toBe(200);
  return page.body.scorecard;
};
const outliers = async () => (await call(admin, 'GET', '/api/staff/partners/recheck-outliers')).body.outliers;

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    logger: { level: 'error' },
  });
  seller = await sellerReadyToBook(context.app, sms, '10.31.3.1');
  const [{ pincode }] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  cutter = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Cutting Mobiles' });
  fair = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Fair Mobiles' });
  admin = await signInNewAdmin(context.app, context.db, '10.31.3.2');
});
afterAll(async () => {
  await context?.close();
});

describe('the partner scorecard', () => {
  it('counts accepts, hand-backs and re-checks, and flags a cut rate far above the others', async () => {
    for (let i = 0; i < RECHECK_FLAG_MIN_RECHECKS; i++) await recheck(fair, false);
    const handedBack = await book();
    expect((await call(fair, 'POST', `/api/partner/orders/${handedBack}/accept`)).status).toBe(200);
    expect(
      (await call(fair, 'POST', `/api/partner/orders/${handedBack}/reject`, { reason: 'Shop closed today' }))
        .status,
    ).toBe(200);

    // One re-check short of the minimum: not compared yet.
    for (let i = 0; i < RECHECK_FLAG_MIN_RECHECKS - 1; i++) await recheck(cutter, true);
    expect((await scorecardOf(cutter)).flagged).toBe(false);
    expect(await outliers()).toEqual([]);

    await recheck(cutter, true);
    const card = await scorecardOf(cutter);
    expect(card).toMatchObject({
      accepted: RECHECK_FLAG_MIN_RECHECKS,
      handed_back: 0,
      completed: 0,
      rechecks: RECHECK_FLAG_MIN_RECHECKS,
      cuts: RECHECK_FLAG_MIN_RECHECKS,
      cut_rate: 1,
      others_cut_rate: 0,
      flagged: true,
    });
    expect(card.average_cut).toBeGreaterThan(0);
    expect(card.average_cut_share).toBeGreaterThan(0);
    expect(card.average_cut_share).toBeLessThan(1);
    expect(card.median_minutes_to_accept).toBeGreaterThanOrEqual(0);

    const fairCard = await scorecardOf(fair);
    expect(fairCard).toMatchObject({
      accepted: RECHECK_FLAG_MIN_RECHECKS + 1,
      handed_back: 1,
      rechecks: RECHECK_FLAG_MIN_RECHECKS,
      cuts: 0,
      cut_rate: 0,
      average_cut: null,
      others_cut_rate: 1,
      flagged: false,
    });

    expect(await outliers()).toEqual([
      {
        partner_id: cutter.id,
        shop_name: 'Cutting Mobiles',
        rechecks: RECHECK_FLAG_MIN_RECHECKS,
        cuts: RECHECK_FLAG_MIN_RECHECKS,
        cut_rate: 1,
        others_cut_rate: 0,
      },
    ]);
    expect((await call(cutter, 'GET', '/api/staff/partners/recheck-outliers')).status).toBe(401);
  });
});
