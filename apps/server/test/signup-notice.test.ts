import { CURRENT_PRIVACY_NOTICE } from '@phonix/shared/privacy-notice';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers } from '../src/db/schema.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 32: the sign-up and checkout dialogs link the privacy notice, and signing up records the version the
 * dialog showed as accepted, once the number is proved by its code (not before: anyone can type a number).
 */
const sms = new RecordingSms();
let context: TestApp;

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    logger: { level: 'error' },
  });
});
afterAll(async () => {
  await context?.close();
});

const post = (url: string, payload: object, remoteAddress: string) =>
  context.app.inject({ method: 'POST', url, payload, remoteAddress });

async function verify(mobile: string, remoteAddress: string) {
  const verified = await post(
    '/api/verifycustomerotp',
    { mobile, otp: sms.latestCode(mobile) },
    remoteAddress,
  );
  expect(verified.statusCode).toBe(200);
  const body = verified.json();
  return { customerId: body.customer.customer_id as number, auth: { authorization: `Bearer ${body.token}` } };
}

async function noticeOf(auth: Record<string, string>) {
  const summary = await context.app.inject({ method: 'GET', url: '/api/customer/privacy', headers: auth });
  expect(summary.statusCode).toBe(200);
  return summary.json().privacy.notice;
}

const signup = (mobile: string, extra: object = {}) => ({
  mobile,
  name: 'Ravi Kumar',
  password: 'correct horse battery',
  platform: 'web',
  ...extra,
});

describe('signing up accepts the privacy notice the dialog linked', () => {
  it('records the version once the sign-up code is verified, with its audit entry', async () => {
    const mobile = uniqueMobile();
    const registered = await post(
      '/api/registercustomer',
      signup(mobile, { notice_version: CURRENT_PRIVACY_NOTICE.version }),
      '10.32.0.1',
    );
    expect(registered.statusCode).toBe(200);
    const [row] = await context.db.select().from(customers).where(eq(customers.mobile, mobile));
    if (!row) throw new Error('no account');
    // Not before the code: the number is not proved yet.
    const before = await context.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacy.notice_accepted'), eq(auditLog.entityId, String(row.id))));
    expect(before).toEqual([]);

    const seller = await verify(mobile, '10.32.0.1');
    expect(await noticeOf(seller.auth)).toMatchObject({
      current_version: CURRENT_PRIVACY_NOTICE.version,
      accepted: { version: CURRENT_PRIVACY_NOTICE.version },
      up_to_date: true,
    });
    const audit = await context.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'privacy.notice_accepted'), eq(auditLog.entityId, String(seller.customerId))),
      );
    expect(audit).toHaveLength(1);
  });

  it('records it for a checkout sign-up too', async () => {
    const mobile = uniqueMobile();
    const checkout = await post(
      '/api/checkoutcustomer',
      {
        mobile,
        name: 'Sita Devi',
        email: '',
        city: 'Hyderabad',
        pincode: '500081',
        platform: 'web',
        notice_version: CURRENT_PRIVACY_NOTICE.version,
      },
      '10.32.0.2',
    );
    expect(checkout.statusCode, checkout.body).toBe(200);
    const seller = await verify(mobile, '10.32.0.2');
    expect((await noticeOf(seller.auth)).accepted.version).toBe(CURRENT_PRIVACY_NOTICE.version);
  });

  it('refuses a version that is not the current one before anything is stored or texted', async () => {
    for (const [version, code] of [
      ['2020-01-01.1', 'NOTICE_VERSION_UNKNOWN'],
      ['', 'NOTICE_VERSION_UNKNOWN'],
    ] as const) {
      const mobile = uniqueMobile();
      const refused = await post(
        '/api/registercustomer',
        signup(mobile, { notice_version: version }),
        '10.32.0.3',
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe(code);
      expect(await context.db.select().from(customers).where(eq(customers.mobile, mobile))).toEqual([]);
      expect(sms.sent.filter((entry) => entry.to === mobile)).toEqual([]);
    }
  });

  it('without a version (an older client), the account is made and the privacy page still asks', async () => {
    const mobile = uniqueMobile();
    expect((await post('/api/registercustomer', signup(mobile), '10.32.0.4')).statusCode).toBe(200);
    const seller = await verify(mobile, '10.32.0.4');
    expect(await noticeOf(seller.auth)).toMatchObject({ accepted: null, up_to_date: false });
  });
});
