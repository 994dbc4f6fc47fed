import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, grievances, nominees, orders, otpCodes } from '../src/db/schema.ts';
import type { SmsMessage } from '../src/modules/sms/sms-driver.ts';
import {
  type Api,
  bookingBody,
  completedSaleWithReceipt,
  endCoolDown,
  freshIp,
  type Json,
  nameNominee,
  nominationOf,
  nomineeChangeCode,
  nomineeErasureCode,
  type Seller,
  sellerErasureCode,
  signInNominee,
  signUpSeller,
} from './support/privacy-races.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Privacy rights when two requests meet, or a request is refused (issue 32): one erasure per account
 * whoever asks, an erasure and a booking never both, a nominee's idempotent answer never replayed to another
 * nominee, a refusal that stores nothing and uses no code, a nominee's erasure code good for one nomination.
 * On PostgreSQL the races are forced: the test holds the seller's row lock while the racing requests queue
 * behind it, then lets them go. The same races between two server processes, 20 times each:
 * privacy-races-processes.test.ts.
 */

/** An SMS driver that can be told to fail, as a provider that is down. */
class FlakySms extends RecordingSms {
  down = false;
  override async send(message: SmsMessage): Promise<void> {
    if (this.down) throw new Error('the SMS provider is down');
    await super.send(message);
  }
}

const sms = new FlakySms();
let context: TestApp;
let api: Api;
const onPostgres = process.env.TEST_DB === 'postgres';

beforeAll(async () => {
  // The default 30-second resend cool-down: the naming test meets it.
  context = await createTestApp({
    auth: { sms, otp: { maxPerIpHour: 1000, maxPerIpDay: 1000 } },
    logger: { level: 'error' },
  });
  api = {
    call: async (method, url, { ip, auth, body, headers }) => {
      const response = await context.app.inject({
        method,
        url,
        headers: { ...auth, ...headers },
        ...(method === 'POST' ? { payload: (body ?? {}) as object } : {}),
        remoteAddress: ip,
      });
      return { status: response.statusCode, body: response.json() };
    },
    codeOf: async (mobile) => sms.latestCode(mobile),
    db: context.db,
  };
});
afterAll(async () => {
  await context?.close();
});

const erasedAudits = async (customerId: number) =>
  context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'privacy.erased'), eq(auditLog.entityId, String(customerId))));
const customerRow = async (customerId: number) =>
  (await context.db.select().from(customers).where(eq(customers.id, customerId)))[0];

/**
 * PostgreSQL only: holds the seller's row lock on a connection of the test's own while `requests` start,
 * until all of them wait on it (`waiting` locks), then lets them go at once. Answers their answers.
 */
async function behindTheSellersLock<T>(
  customerId: number,
  waiting: number,
  requests: () => Promise<T>[],
  whileHeld?: (client: pg.Client) => Promise<void>,
): Promise<T[]> {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${context.databaseName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query('begin');
    await client.query('select 1 from customers where id = $1 for update', [customerId]);
    await whileHeld?.(client);
    const answers = Promise.all(requests());
    const until = Date.now() + 10_000;
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.n ?? 0) >= waiting) break;
      if (Date.now() > until) throw new Error(`only ${rows[0]?.n} requests waited on the lock`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query('commit');
    return await answers;
  } finally {
    await client.end();
  }
}

describe('one erasure per account', () => {
  async function sellerAndNomineeReady() {
    const seller = await signUpSeller(api);
    const receipt = await completedSaleWithReceipt(context.db, seller.customerId);
    const nominee = await signInNominee(api, await nameNominee(api, seller));
    const nominationId = nominationOf(nominee, seller);
    const sellerCode = await sellerErasureCode(api, seller);
    const nomineeCode = await nomineeErasureCode(api, nominee, nominationId);
    const bySeller = () =>
      api.call('POST', '/api/customer/privacy/erasure', {
        ip: seller.ip,
        auth: seller.auth,
        body: { otp: sellerCode },
      });
    const byNominee = () =>
      api.call('POST', `/api/nominee/nominations/${nominationId}/erasure`, {
        ip: nominee.ip,
        auth: nominee.auth,
        body: { otp: nomineeCode },
      });
    return { seller, receipt, bySeller, byNominee };
  }

  async function expectErasedOnce(
    seller: Seller,
    receipt: string,
    answers: { status: number; body: Json }[],
  ) {
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const loser = answers.find((answer) => answer.status !== 200);
    // The second finds the account erased under the lock (409), or, when it came later, no session (401)
    // or no nomination (404).
    expect([401, 404, 409]).toContain(loser?.status);
    if (loser?.status === 409) expect(loser.body.code).toBe('ACCOUNT_ERASED');
    const winner = answers.find((answer) => answer.status === 200);
    expect(winner?.body.kept[0].references).toEqual([receipt]);
    expect(await erasedAudits(seller.customerId)).toHaveLength(1);
    // The kept receipt still names the seller's number: a fresh sign-up on it is told what is kept.
    expect((await customerRow(seller.customerId))?.keptMobile).toBe(seller.mobile);
  }

  it("by the seller and the nominee at once: one answers 200, the other is refused; the seller's number is kept", async () => {
    const { seller, receipt, bySeller, byNominee } = await sellerAndNomineeReady();
    await expectErasedOnce(seller, receipt, await Promise.all([bySeller(), byNominee()]));
  });

  it.runIf(onPostgres)(
    'by both at once, queued behind the same lock: the second answers 409 ACCOUNT_ERASED and changes nothing',
    async () => {
      const { seller, receipt, bySeller, byNominee } = await sellerAndNomineeReady();
      const answers = await behindTheSellersLock(seller.customerId, 2, () => [bySeller(), byNominee()]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      await expectErasedOnce(seller, receipt, answers);
    },
  );

  it('refused while an order is open, the code stays good; then a second erasure is refused', async () => {
    const seller = await signUpSeller(api);
    const body = await bookingBody(api, seller);
    const code = await sellerErasureCode(api, seller);
    const booked = await api.call('POST', '/api/generatesellnoworder', {
      ip: seller.ip,
      auth: seller.auth,
      body,
      headers: { 'idempotency-key': `open-order-${seller.mobile}` },
    });
    expect(booked.status).toBe(200);
    const erase = () =>
      api.call('POST', '/api/customer/privacy/erasure', {
        ip: seller.ip,
        auth: seller.auth,
        body: { otp: code },
      });
    expect((await erase()).body.code).toBe('ERASURE_ORDER_OPEN');
    const ref = booked.body.RefNo;
    expect(
      (await api.call('GET', `/api/cancelorderbycustomer/${ref}`, { ip: seller.ip, auth: seller.auth }))
        .status,
    ).toBe(200);
    // The refusal used nothing up: the same code erases now.
    expect((await erase()).status).toBe(200);
    expect((await erase()).status).toBe(401);
    expect(await erasedAudits(seller.customerId)).toHaveLength(1);
  });
});

describe('an erasure and a booking at the same moment', () => {
  it('one wins: never an order in Enquiry for an erased account', async () => {
    const seller = await signUpSeller(api);
    const body = await bookingBody(api, seller);
    const code = await sellerErasureCode(api, seller);
    const [erased, booked] = await Promise.all([
      api.call('POST', '/api/customer/privacy/erasure', {
        ip: seller.ip,
        auth: seller.auth,
        body: { otp: code },
      }),
      api.call('POST', '/api/generatesellnoworder', { ip: seller.ip, auth: seller.auth, body }),
    ]);
    const open = await context.db.select().from(orders).where(eq(orders.customerId, seller.customerId));
    if (erased.status === 200) {
      expect([401, 409]).toContain(booked.status);
      expect(open).toEqual([]);
    } else {
      expect([booked.status, erased.body.code]).toEqual([200, 'ERASURE_ORDER_OPEN']);
      expect(open.map((order) => order.status)).toEqual(['enquiry']);
    }
  });

  it.runIf(onPostgres)(
    'a booking that waited for the erasing transaction books nothing (409 ACCOUNT_ERASED)',
    async () => {
      const seller = await signUpSeller(api);
      const body = await bookingBody(api, seller);
      // The test's own transaction erases the seller as erasure.ts does (row lock, addresses gone, the
      // account marked) and commits only once the booking waits for it.
      const [booked] = await behindTheSellersLock(
        seller.customerId,
        1,
        () => [api.call('POST', '/api/generatesellnoworder', { ip: seller.ip, auth: seller.auth, body })],
        async (client) => {
          await client.query('delete from addresses where customer_id = $1', [seller.customerId]);
          await client.query(
            "update customers set erased_at = now(), mobile = 'erased:' || id where id = $1",
            [seller.customerId],
          );
        },
      );
      expect(booked).toMatchObject({ status: 409, body: { code: 'ACCOUNT_ERASED' } });
      expect(await context.db.select().from(orders).where(eq(orders.customerId, seller.customerId))).toEqual(
        [],
      );
    },
  );
});

describe("a nominee's idempotent answer", () => {
  it('is never replayed to another nominee sending the same key from the same address', async () => {
    const first = await signUpSeller(api);
    const second = await signUpSeller(api);
    const n = await signInNominee(api, await nameNominee(api, first));
    const m = await signInNominee(api, await nameNominee(api, second));
    const url = `/api/nominee/nominations/${nominationOf(n, first)}/grievances`;
    const body = { subject: 'For my father', message: 'Who has his address? Private words of N.' };
    const shared = { ip: '10.99.99.99', body, headers: { 'idempotency-key': 'shared-key-0001' } };
    const byN = await api.call('POST', url, { ...shared, auth: n.auth });
    expect(byN.status).toBe(200);
    // M sends N's very request (same address, key, path and body): M's own, not N's stored answer.
    const byM = await api.call('POST', url, { ...shared, auth: m.auth });
    expect(byM).toMatchObject({ status: 404, body: { code: 'NOMINEE_NOT_FOUND' } });
    expect(JSON.stringify(byM.body)).not.toContain('Private words');
    // N's repeat is still N's answer, replayed.
    const again = await api.call('POST', url, { ...shared, auth: n.auth });
    expect(again.body.grievance.number).toBe(byN.body.grievance.number);
    expect(
      await context.db.select().from(grievances).where(eq(grievances.customerId, first.customerId)),
    ).toHaveLength(1);
  });
});

describe('a refused request stores nothing', () => {
  it("naming a nominee whose number is in its cool-down answers 429 and keeps the seller's code unused", async () => {
    const first = await signUpSeller(api);
    const second = await signUpSeller(api);
    const shared = uniqueMobile();
    const firstCode = await nomineeChangeCode(api, first);
    const secondCode = await nomineeChangeCode(api, second);
    const name = (seller: Seller, otp: string, mobile: string) =>
      api.call('POST', '/api/customer/privacy/nominee', {
        ip: seller.ip,
        auth: seller.auth,
        body: { name: 'Lakshmi Devi', mobile, otp },
      });
    expect((await name(first, firstCode, shared)).status).toBe(200);
    // The shared number was texted a second ago: the second naming cannot text it.
    const refused = await name(second, secondCode, shared);
    expect(refused).toMatchObject({ status: 429, body: { code: 'OTP_COOLDOWN' } });
    expect(
      await context.db.select().from(nominees).where(eq(nominees.customerId, second.customerId)),
    ).toEqual([]);
    const [unused] = await context.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, second.mobile), eq(otpCodes.purpose, 'nominee_change')));
    expect(unused?.consumedAt).toBeNull();
    // The same code names another number at once.
    expect((await name(second, secondCode, uniqueMobile())).status).toBe(200);
  });

  it('naming while the SMS provider is down answers 503 and stores nothing', async () => {
    const seller = await signUpSeller(api);
    const code = await nomineeChangeCode(api, seller);
    const mobile = uniqueMobile();
    const name = () =>
      api.call('POST', '/api/customer/privacy/nominee', {
        ip: seller.ip,
        auth: seller.auth,
        body: { name: 'Lakshmi Devi', mobile, otp: code },
      });
    sms.down = true;
    try {
      expect(await name()).toMatchObject({ status: 503, body: { code: 'SMS_UNAVAILABLE' } });
    } finally {
      sms.down = false;
    }
    expect(
      await context.db.select().from(nominees).where(eq(nominees.customerId, seller.customerId)),
    ).toEqual([]);
    expect(await context.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile))).toEqual([]);
    expect((await name()).status).toBe(200);
  });

  it('a code asked for while the provider is down is not stored: no cool-down follows', async () => {
    const seller = await signUpSeller(api);
    await endCoolDown(context.db, seller.mobile);
    sms.down = true;
    try {
      const refused = await api.call('POST', '/api/customer/privacy/erasure/otp', {
        ip: seller.ip,
        auth: seller.auth,
      });
      expect(refused).toMatchObject({ status: 503, body: { code: 'SMS_UNAVAILABLE' } });
    } finally {
      sms.down = false;
    }
    expect(
      await context.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'privacy.erasure_code_sent'),
            eq(auditLog.entityId, String(seller.customerId)),
          ),
        ),
    ).toEqual([]);
    expect((await sellerErasureCode(api, seller)).length).toBeGreaterThan(0);
  });

  it('verifying a nominee removed meanwhile, or removing with a wrong code, changes nothing', async () => {
    const seller = await signUpSeller(api);
    const nomineeMobile = uniqueMobile();
    const named = await api.call('POST', '/api/customer/privacy/nominee', {
      ip: seller.ip,
      auth: seller.auth,
      body: { name: 'Lakshmi Devi', mobile: nomineeMobile, otp: await nomineeChangeCode(api, seller) },
    });
    expect(named.status).toBe(200);
    const nomineeCode = await api.codeOf(nomineeMobile);
    const removeCode = await nomineeChangeCode(api, seller);
    const wrong = `${removeCode.slice(0, -1)}${(Number(removeCode.slice(-1)) + 1) % 10}`;
    const remove = (otp: string) =>
      api.call('POST', '/api/customer/privacy/nominee/remove', {
        ip: seller.ip,
        auth: seller.auth,
        body: { otp },
      });
    expect((await remove(wrong)).body.code).toBe('OTP_INVALID');
    expect(
      (await api.call('GET', '/api/customer/privacy/nominee', { ip: seller.ip, auth: seller.auth })).body
        .nominee,
    ).toMatchObject({ state: 'pending' });
    expect((await remove(removeCode)).status).toBe(200);
    // The nominee's code arrives too late: refused, and the code is not used up by the refusal.
    const verify = await api.call('POST', '/api/customer/privacy/nominee/verify', {
      ip: seller.ip,
      auth: seller.auth,
      body: { otp: nomineeCode },
    });
    expect(verify).toMatchObject({ status: 409, body: { code: 'NOMINEE_NOT_PENDING' } });
    const [code] = await context.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, nomineeMobile), eq(otpCodes.purpose, 'nominee_verify')));
    expect([code?.consumedAt, code?.attempts]).toEqual([null, 0]);
  });
});

describe("a nominee's erasure code", () => {
  it('erases only the seller of the nomination it was asked for', async () => {
    const first = await signUpSeller(api);
    const second = await signUpSeller(api);
    const mobile = await nameNominee(api, first);
    await nameNominee(api, second, mobile);
    const nominee = await signInNominee(api, mobile);
    expect(nominee.nominations).toHaveLength(2);
    const code = await nomineeErasureCode(api, nominee, nominationOf(nominee, first));
    const erase = (seller: Seller) =>
      api.call('POST', `/api/nominee/nominations/${nominationOf(nominee, seller)}/erasure`, {
        ip: nominee.ip,
        auth: nominee.auth,
        body: { otp: code },
      });
    expect(await erase(second)).toMatchObject({ status: 400, body: { code: 'OTP_INVALID' } });
    expect((await customerRow(second.customerId))?.erasedAt).toBeNull();
    expect((await erase(first)).status).toBe(200);
    expect((await customerRow(first.customerId))?.erasedAt).not.toBeNull();
    expect((await customerRow(second.customerId))?.erasedAt).toBeNull();
  });

  it('is refused for a nomination the nominee no longer holds (404), its code unused', async () => {
    const seller = await signUpSeller(api);
    const nominee = await signInNominee(api, await nameNominee(api, seller));
    const nominationId = nominationOf(nominee, seller);
    const code = await nomineeErasureCode(api, nominee, nominationId);
    const removed = await api.call('POST', '/api/customer/privacy/nominee/remove', {
      ip: seller.ip,
      auth: seller.auth,
      body: { otp: await nomineeChangeCode(api, seller) },
    });
    expect(removed.status).toBe(200);
    const erased = await api.call('POST', `/api/nominee/nominations/${nominationId}/erasure`, {
      ip: freshIp(),
      auth: nominee.auth,
      body: { otp: code },
    });
    expect(erased).toMatchObject({ status: 404, body: { code: 'NOMINEE_NOT_FOUND' } });
    expect((await customerRow(seller.customerId))?.erasedAt).toBeNull();
  });
});
