import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages } from '../src/db/schema.ts';
import { renderMessage } from '../src/modules/outbox/templates.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The Grievance Officer's console (issue 31), over HTTP on the real database: a new grievance e-mails the
 * team once through the outbox (with the console's link); the queue names the raiser (masked) and the order;
 * a reply keeps the state, "answered" and "closed" change it, each audited and texted to the raiser.
 */
const sms = new RecordingSms();
let context: TestApp;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let shop: TestPartner;
let officer: StaffSession;

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

const outboxOf = (template: string) =>
  context.db.select().from(outboxMessages).where(eq(outboxMessages.template, template));

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    logger: { level: 'error' },
    teamEmail: 'grievances@phonix.test',
    publicOrigin: 'https://phonix.test',
  });
  seller = await sellerReadyToBook(context.app, sms, '10.31.1.1');
  const [place] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  shop = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Grievance Mobiles' });
  const admin = await signInNewAdmin(context.app, context.db, '10.31.1.2');
  officer = await signInNewOperations(context.app, admin, '10.31.1.3');
});
afterAll(async () => {
  await context?.close();
});

describe('the Grievance Officer’s console', () => {
  it('e-mails the team once per new grievance, with the console link, the raiser and the order', async () => {
    const booked = await seller.book(`grievance-${Date.now()}`);
    const ref = booked.json().RefNo as string;
    const raised = await call(seller, 'POST', '/api/customer/grievances', {
      order_ref: ref,
      subject: 'Who saw my address?',
      message: 'The shop kept calling me after the pickup.',
    });
    expect(raised.status).toBe(200);
    const queue = await call(officer, 'GET', '/api/staff/grievances');
    const item = queue.body.grievances.find(
      (entry: { number: string }) => entry.number === raised.body.grievance.number,
    );
    expect(item).toMatchObject({
      order_ref: ref,
      raised_by: 'seller',
      message: 'The shop kept calling me after the pickup.',
      raiser: { name: 'Ravi Kumar', partner_id: null, on_behalf_of: null },
    });
    expect(item.raiser.mobile).toMatch(/^X{6}\d{4}$/);
    expect(item.raiser.mobile.slice(-2)).toBe(seller.mobile.slice(-2));

    const mails = (await outboxOf('grievance_raised_team')).filter((row) =>
      row.dedupeKey.startsWith(`grievance:${item.id}:`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', recipient: 'grievances@phonix.test' });
    const rendered = renderMessage('grievance_raised_team', mails[0]?.data, {
      publicOrigin: 'https://phonix.test',
    });
    if (rendered.channel !== 'email') throw new Error('not an e-mail');
    expect(rendered.email.subject).toBe(`Grievance ${item.number}: Who saw my address?`);
    expect(rendered.email.text).toContain(`https://phonix.test/admin/grievances?id=${item.id}`);
    expect(rendered.email.text).toContain(`Order: ${ref}`);
    expect(rendered.email.text).toContain('The shop kept calling me after the pickup.');
  });

  it('reply keeps the state, mark answered and close change it; each audited and texted to the raiser', async () => {
    const raised = await call(seller, 'POST', '/api/customer/grievances', {
      subject: 'My data',
      message: 'Please tell me what you keep.',
    });
    const number = raised.body.grievance.number as string;
    const item = (await call(officer, 'GET', '/api/staff/grievances')).body.grievances.find(
      (entry: { number: string }) => entry.number === number,
    );
    const texts = async () =>
      (await outboxOf('grievance_updated_seller')).filter((row) =>
        row.dedupeKey.startsWith(`grievance:${item.id}:`),
      );

    const reply = await call(officer, 'POST', `/api/staff/grievances/${item.id}/reply`, {
      message: 'Which order is it about?',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.grievance).toMatchObject({ state: 'open', raiser: { name: 'Ravi Kumar' } });
    expect(await texts()).toHaveLength(1);

    const answered = await call(officer, 'POST', `/api/staff/grievances/${item.id}/reply`, {
      message: 'We keep your orders for eight years.',
      state: 'answered',
    });
    expect(answered.body.grievance.state).toBe('answered');
    const closed = await call(officer, 'POST', `/api/staff/grievances/${item.id}/reply`, {
      message: 'Closed after your reply.',
      state: 'closed',
    });
    expect(closed.body.grievance.state).toBe('closed');
    const sent = await texts();
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((row) => row.recipient))).toEqual(new Set([seller.mobile]));
    const audits = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'grievance.reply'), eq(auditLog.entityId, String(item.id))));
    expect(audits.map((row) => (row.after as { state: string }).state)).toEqual([
      'open',
      'answered',
      'closed',
    ]);
    expect(audits.every((row) => row.staffId === officer.id)).toBe(true);
    // A closed grievance leaves the queue, and takes no more replies.
    const queue = (await call(officer, 'GET', '/api/staff/grievances')).body.grievances;
    expect(queue.some((entry: { id: number }) => entry.id === item.id)).toBe(false);
    const again = await call(officer, 'POST', `/api/staff/grievances/${item.id}/reply`, { message: 'x' });
    expect(again).toMatchObject({ status: 409, body: { code: 'GRIEVANCE_CLOSED' } });
    // Only staff see the queue.
    expect((await call(seller, 'GET', '/api/staff/grievances')).status).toBe(401);
    expect((await call(shop, 'GET', '/api/staff/grievances')).status).toBe(401);
  });

  it('names a partner by its shop, links its page, and texts the partner', async () => {
    const raised = await call(shop, 'POST', '/api/partner/grievances', {
      subject: 'My statement',
      message: 'Please delete my old bank account.',
    });
    expect(raised.status).toBe(200);
    const item = (await call(officer, 'GET', '/api/staff/grievances')).body.grievances.find(
      (entry: { number: string }) => entry.number === raised.body.grievance.number,
    );
    expect(item).toMatchObject({
      raised_by: 'partner',
      order_ref: null,
      raiser: { name: 'Grievance Mobiles (Imran Khan)', partner_id: shop.id },
    });
    expect(
      (await outboxOf('grievance_raised_team')).some((row) => row.dedupeKey === `grievance:${item.id}:team`),
    ).toBe(true);
    await call(officer, 'POST', `/api/staff/grievances/${item.id}/reply`, {
      message: 'Done.',
      state: 'answered',
    });
    const told = (await outboxOf('grievance_updated_partner')).filter((row) =>
      row.dedupeKey.startsWith(`grievance:${item.id}:`),
    );
    expect(told.map((row) => row.recipient)).toEqual([shop.mobile]);
  });
});
