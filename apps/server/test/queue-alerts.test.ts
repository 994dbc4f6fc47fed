import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outboxMessages } from '../src/db/schema.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { createPartner, outboxSettled } from './support/partners.ts';
import { RecordingEmail, RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The work queue's alerts (issue 21): an order nobody accepted within UNASSIGNED_ALERT_MINUTES of working
 * hours, and an order handed back with no other active partner serving its pincode, are listed on the
 * dashboard and e-mail the team once through the outbox, however often the scheduled check runs.
 */

const TEAM_ALERTS = 'alerts@phonix.test';

type Who = { auth: Record<string, string> } | null;

describe('work queue alerts', () => {
  const sms = new RecordingSms();
  const email = new RecordingEmail();
  let context: TestApp;
  let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
  let admin: StaffSession;
  let pincode: string;
  let bookings = 0;

  const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await context.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: who ? who.auth : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  const book = async (): Promise<{ ref: string; id: number }> => {
    bookings += 1;
    const booked = await seller.book(`queue-alerts-${bookings}`);
    expect(booked.statusCode).toBe(200);
    const ref = booked.json().RefNo as string;
    const [row] = await context.db.select({ id: orders.id }).from(orders).where(eq(orders.refNo, ref));
    if (!row) throw new Error(`no order ${ref}`);
    return { ref, id: row.id };
  };
  const alertsFor = (orderId: number) =>
    context.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.orderId, orderId), like(outboxMessages.dedupeKey, 'queue-alert:%')));
  const queue = async () => {
    const dashboard = await call(admin, 'GET', '/api/staff/dashboard');
    expect(dashboard.status).toBe(200);
    return dashboard.body.queue;
  };
  const refs = (list: { ref_no: string }[]) => list.map((entry) => entry.ref_no);

  beforeAll(async () => {
    context = await createTestApp({
      auth: { sms },
      email,
      teamAlertEmail: TEAM_ALERTS,
      outbox: { pollMs: 20, backoffBaseMs: 20 },
      unassignedAlertMinutes: 60,
      // The test runs the check itself.
    });
    seller = await sellerReadyToBook(context.app, sms, '10.95.0.1');
    pincode = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes[0].pincode as string;
    admin = await signInNewAdmin(context.app, context.db, '10.95.0.2');
  });
  afterAll(async () => {
    await context.close();
  });

  it('e-mails the team once about an order nobody accepted for the alert time of working hours', async () => {
    const old = await book();
    const fresh = await book();
    // Booked three days ago: 36 working hours, long past the 60-minute alert.
    await context.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3 * 24 * 3_600_000) })
      .where(eq(orders.id, old.id));

    await context.app.queueAlerts.runOnce();
    await context.app.queueAlerts.runOnce();
    const alerts = await alertsFor(old.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      channel: 'email',
      recipient: TEAM_ALERTS,
      template: 'queue_alert_team',
      dedupeKey: `queue-alert:unassigned:${old.id}`,
    });
    expect(await alertsFor(fresh.id)).toHaveLength(0);
    expect(refs((await queue()).unassigned)).toContain(old.ref);

    await outboxSettled(context);
    const sent = email.sent.filter(
      // (Booked where nobody serves the pincode, it was also e-mailed at booking: issue 31's no_partner_team.)
      (message) =>
        message.to === TEAM_ALERTS &&
        message.subject.includes(old.ref) &&
        !message.subject.startsWith('Nobody serves pincode'),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toContain(`Nobody took order ${old.ref}: iPhone 13`);
    expect(sent[0]?.text).toContain(`/admin/orders/${old.ref}`);
  });

  it('lists and e-mails once a hand-back no other active partner can take, and not one another partner can', async () => {
    const first = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Only Mobiles' });
    const handedBack = await book();
    expect((await call(first, 'POST', `/api/partner/orders/${handedBack.ref}/accept`)).status).toBe(200);
    // Before the hand-back the order is held: no entry.
    expect(refs((await queue()).handed_back)).not.toContain(handedBack.ref);
    expect(
      (
        await call(first, 'POST', `/api/partner/orders/${handedBack.ref}/reject`, {
          reason: 'Executive unwell',
        })
      ).status,
    ).toBe(200);

    const entry = (await queue()).handed_back.find(
      (order: { ref_no: string }) => order.ref_no === handedBack.ref,
    );
    expect(entry).toMatchObject({ status: 'enquiry', partner: null, pincode });
    expect(Date.parse(entry.handed_back_at)).toBeGreaterThan(Date.now() - 60_000);

    await context.app.queueAlerts.runOnce();
    await context.app.queueAlerts.runOnce();
    const alerts = await alertsFor(handedBack.id);
    expect(alerts.map((alert) => alert.dedupeKey)).toEqual([`queue-alert:handed_back:${handedBack.id}`]);
    expect(alerts[0]?.recipient).toBe(TEAM_ALERTS);

    // A second active partner serves the pincode: a hand-back it can take is no alert, and the first one
    // leaves the queue (its e-mail stays the one sent).
    const second = await createPartner(context, sms, { pincodes: [pincode], shopName: 'Second Mobiles' });
    const takeable = await book();
    expect((await call(first, 'POST', `/api/partner/orders/${takeable.ref}/accept`)).status).toBe(200);
    expect(
      (await call(first, 'POST', `/api/partner/orders/${takeable.ref}/reject`, { reason: 'Too far' })).status,
    ).toBe(200);
    const after = refs((await queue()).handed_back);
    expect(after).not.toContain(takeable.ref);
    expect(after).not.toContain(handedBack.ref);
    await context.app.queueAlerts.runOnce();
    expect(await alertsFor(takeable.id)).toHaveLength(0);
    expect(await alertsFor(handedBack.id)).toHaveLength(1);

    // The second partner hands it back too: now nobody active can take it.
    expect((await call(second, 'POST', `/api/partner/orders/${takeable.ref}/accept`)).status).toBe(200);
    expect(
      (await call(second, 'POST', `/api/partner/orders/${takeable.ref}/reject`, { reason: 'Closed today' }))
        .status,
    ).toBe(200);
    expect(refs((await queue()).handed_back)).toContain(takeable.ref);
    await context.app.queueAlerts.runOnce();
    expect(await alertsFor(takeable.id)).toHaveLength(1);
  });
});
