import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../src/db/schema.ts';
import { SMS_WEBHOOK_PATH } from '../src/modules/sms/delivery-reports.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * SMS delivery reports (issue 23): signed with X-SMS-Signature (HMAC-SHA256 of the raw body), recorded on
 * the outbox row by the idempotency key the driver sent, only forward; a bad signature changes nothing, a
 * replay or a late earlier state changes nothing, an unknown message is answered 200, a big body 413.
 */
const SECRET = 'sms-webhook-secret-0123456789';
let context: TestApp;

const sign = (raw: string, secret = SECRET) => crypto.createHmac('sha256', secret).update(raw).digest('hex');
const post = (body: unknown, signature?: string) => {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return context.app.inject({
    method: 'POST',
    url: SMS_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined
        ? { 'x-sms-signature': sign(raw) }
        : signature
          ? { 'x-sms-signature': signature }
          : {}),
    },
    payload: raw,
  });
};
const report = (id: number, status: string, extra: object = {}) => ({
  reports: [{ reference: `phonix-outbox-${id}`, status, at: '2026-11-27T10:00:00Z', ...extra }],
});
const row = async (id: number) => {
  const [found] = await context.db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return found;
};

async function sentSms(key: string): Promise<number> {
  const [inserted] = await context.db
    .insert(outboxMessages)
    .values({
      channel: 'sms',
      recipient: '9876543210',
      template: 'order_booked_seller',
      data: {},
      dedupeKey: key,
      status: 'sent',
      sentAt: new Date(),
    })
    .returning({ id: outboxMessages.id });
  return inserted?.id as number;
}

beforeAll(async () => {
  context = await createTestApp({ smsWebhookSecret: SECRET, outbox: { firstPollDelayMs: 3_600_000 } });
});
afterAll(async () => {
  await context.close();
});

describe('SMS delivery reports', () => {
  it('records sent then delivered; a late sent, a failed after delivery and a replay change nothing', async () => {
    const id = await sentSms('dlr-1');
    expect((await post(report(id, 'submitted'))).json()).toEqual({ success: true, outcomes: ['applied'] });
    expect(await row(id)).toMatchObject({ deliveryStatus: 'sent' });
    expect((await post(report(id, 'DELIVERED'))).json()).toEqual({ success: true, outcomes: ['applied'] });
    expect((await post(report(id, 'delivered'))).json()).toEqual({ success: true, outcomes: ['stale'] });
    expect((await post(report(id, 'sent'))).json()).toEqual({ success: true, outcomes: ['stale'] });
    expect((await post(report(id, 'failed', { error: 'late' }))).json()).toEqual({
      success: true,
      outcomes: ['stale'],
    });
    expect(await row(id)).toMatchObject({ deliveryStatus: 'delivered', deliveryError: null });
  });

  it('records a failure with its reason, final', async () => {
    const id = await sentSms('dlr-2');
    await post(report(id, 'undelivered', { error: 'DND number' }));
    await post(report(id, 'delivered'));
    expect(await row(id)).toMatchObject({ deliveryStatus: 'failed', deliveryError: 'DND number' });
  });

  it('refuses a wrong or missing signature with 401 and changes nothing', async () => {
    const id = await sentSms('dlr-3');
    const raw = JSON.stringify(report(id, 'delivered'));
    const wrong = await post(raw, sign(raw, 'another-secret-0123456789'));
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, 'WEBHOOK_SIGNATURE_INVALID']);
    expect((await post(raw, '')).statusCode).toBe(401);
    expect((await post(raw, 'sha256=abc')).statusCode).toBe(401);
    expect((await row(id))?.deliveryStatus).toBeNull();
  });

  it('answers an unknown message 200, a malformed body 400 and a big one 413', async () => {
    expect((await post(report(987_654_321, 'delivered'))).json()).toEqual({
      success: true,
      outcomes: ['unknown_message'],
    });
    expect(
      (await post({ reports: [{ reference: 'someone-else-1', status: 'delivered' }] })).json().outcomes,
    ).toEqual(['unknown_message']);
    expect((await post('{"reports": [')).statusCode).toBe(400);
    expect(
      (await post({ reports: [{ reference: 'phonix-outbox-1', status: 'teleported' }] })).statusCode,
    ).toBe(400);
    expect((await post({ nothing: true })).statusCode).toBe(400);
    const big = JSON.stringify({ reports: [], padding: 'x'.repeat(70_000) });
    expect((await post(big)).statusCode).toBe(413);
  });
});
