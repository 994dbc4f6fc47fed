import { webcrypto } from 'node:crypto';
import type { SelfCheckReport } from '@phonix/shared/self-check';
import { canonicalJson, doorProofText } from '@phonix/shared/self-check-proof';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doorProofs, orders, selfCheckReports } from '../src/db/schema.ts';
import { provenSelfCheckOf, selfCheckPersonalData } from '../src/modules/self-check/index.ts';
import { PERSONAL_DATA } from '../src/personal-data.ts';
import { sellerReadyToBook } from './support/booking.ts';
import { expectDownloadComplete } from './support/held-rows.ts';
import { createPartner, type TestPartner } from './support/partners.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * The self-check bound to the phone (issue 34): a report shared with an order holds only with the phone's
 * signature over its canonical JSON, for the order's variant, while the order is open; the partner holding
 * the order shows a door code the same key must sign. Another key, a wrong or old code, another seller or
 * partner are refused with their codes, and nothing a client sends makes a 5xx.
 */
const sms = new RecordingSms();
let context: TestApp;
let clockOffset = 0;
let seller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let otherSeller: Awaited<ReturnType<typeof sellerReadyToBook>>;
let shop: TestPartner;
let otherShop: TestPartner;

type Who = { auth: Record<string, string> } | null;
const call = async (who: Who, method: 'GET' | 'POST', url: string, payload?: unknown) => {
  const response = await context.app.inject({
    method,
    url,
    ...(method === 'POST' ? { payload: (payload ?? {}) as object } : {}),
    headers: who ? who.auth : {},
  });
  return { status: response.statusCode, body: response.json() };
};

/** A browser profile's key pair, made as the web app makes it (non-extractable private key). */
async function deviceKey() {
  const { subtle } = webcrypto;
  const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const sign = async (text: string) =>
    Buffer.from(
      await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(text)),
    ).toString('base64url');
  return { sign, jwk: await subtle.exportKey('jwk', pair.publicKey) };
}
type DeviceKey = Awaited<ReturnType<typeof deviceKey>>;

const reportFor = (variantId: number, overrides: Partial<SelfCheckReport> = {}): SelfCheckReport => ({
  version: 1,
  variant_id: variantId,
  checked_at: new Date(Date.now() - 60_000).toISOString(),
  results: {
    touch: 'passed',
    display: 'failed',
    front_camera: 'passed',
    back_camera: 'passed',
    microphone: 'passed',
    speaker: 'skipped',
    vibration: 'unsupported',
    motion: 'passed',
    battery: 'passed',
  },
  display_finding: 'spots',
  dead_touch_cells: [4, 17],
  device: { model: 'iPhone', screen_width: 390, screen_height: 844, pixel_ratio: 3, battery_level: 76 },
  ...overrides,
});

async function shareBody(key: DeviceKey, report: SelfCheckReport) {
  return { report, public_key: key.jwk, signature: await key.sign(canonicalJson(report)) };
}

let bookings = 0;
/** A new order of `seller`, accepted by the shop unless not `accept`, and set out for when `out` (the default). */
async function order(who = seller, { out = true, accept = true } = {}): Promise<string> {
  bookings += 1;
  const booked = await who.book(`self-check-${bookings}-${Date.now()}`);
  expect(booked.statusCode, booked.body).toBe(200);
  const ref = booked.json().RefNo as string;
  if (!accept) return ref;
  expect((await call(shop, 'POST', `/api/partner/orders/${ref}/accept`)).status).toBe(200);
  if (out) expect((await call(shop, 'POST', `/api/partner/orders/${ref}/outforpickup`)).status).toBe(200);
  return ref;
}

const variantOf = (who: typeof seller) => who.booking.variant as number;

async function doorCode(ref: string): Promise<string> {
  const answer = await call(shop, 'POST', `/api/partner/orders/${ref}/self-check/door-code`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.door_code.code).toMatch(/^[ACDEFHJKMNPRTUVWXY3479]{6}$/);
  return answer.body.door_code.code;
}

const prove = async (ref: string, key: DeviceKey, code: string) =>
  call(seller, 'POST', `/api/self-check/${ref}/proof`, {
    code,
    signature: await key.sign(doorProofText(ref, code)),
  });

const orderIdOf = async (ref: string) =>
  (await context.db.select({ id: orders.id }).from(orders).where(eq(orders.refNo, ref)))[0]?.id as number;

beforeAll(async () => {
  context = await createTestApp({ auth: { sms }, now: () => new Date(Date.now() + clockOffset) });
  seller = await sellerReadyToBook(context.app, sms, '10.44.0.1');
  otherSeller = await sellerReadyToBook(context.app, sms, '10.44.0.2');
  const [place] = (await call(null, 'GET', '/api/pincodes/Hyderabad')).body.pincodes;
  shop = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Kukatpally Mobiles' });
  otherShop = await createPartner(context, sms, { pincodes: [place.pincode], shopName: 'Other Mobiles' });
});
afterAll(async () => {
  await context.close();
});

describe('sharing the self-check with an order', () => {
  it('accepts a report signed by the phone, shows it to the seller and the partner, and replaces it', async () => {
    const ref = await order(seller, { out: false });
    const before = await call(seller, 'GET', `/api/self-check/${ref}`);
    expect(before).toMatchObject({
      status: 200,
      body: {
        self_check: { variant_id: variantOf(seller), can_share: true, can_prove: false, shared: null },
      },
    });
    const key = await deviceKey();
    const report = reportFor(variantOf(seller));
    const shared = await call(seller, 'POST', `/api/self-check/${ref}`, await shareBody(key, report));
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body.self_check.shared).toMatchObject({ checked_at: report.checked_at, proven_at: null });

    // The keys in another order are the same report: the canonical form is what is signed.
    const reordered = Object.fromEntries(Object.entries(report).reverse()) as SelfCheckReport;
    const again = await call(seller, 'POST', `/api/self-check/${ref}`, {
      report: reordered,
      public_key: key.jwk,
      signature: await key.sign(canonicalJson(report)),
    });
    expect(again.status).toBe(200);
    const rows = await context.db
      .select()
      .from(selfCheckReports)
      .where(eq(selfCheckReports.orderId, await orderIdOf(ref)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.report).toEqual(report);

    const partner = await call(shop, 'GET', `/api/partner/orders/${ref}/self-check`);
    expect(partner.body.self_check).toMatchObject({
      report: {
        checked_at: report.checked_at,
        results: report.results,
        display_finding: 'spots',
        dead_touch_cells: 2,
        device: report.device,
      },
      proven_at: null,
      door_code: null,
      can_ask_code: false,
    });
  });

  it('refuses a tampered report, a key that is not on the curve, another variant, and a closed order', async () => {
    const ref = await order(seller, { accept: false });
    const key = await deviceKey();
    const report = reportFor(variantOf(seller));
    const body = await shareBody(key, report);
    const tampered = await call(seller, 'POST', `/api/self-check/${ref}`, {
      ...body,
      report: { ...report, results: { ...report.results, display: 'passed' } },
    });
    expect([tampered.status, tampered.body.code]).toEqual([400, 'SELF_CHECK_SIGNATURE_INVALID']);
    const otherKey = await deviceKey();
    const wrongKey = await call(seller, 'POST', `/api/self-check/${ref}`, {
      ...body,
      public_key: otherKey.jwk,
    });
    expect(wrongKey.body.code).toBe('SELF_CHECK_SIGNATURE_INVALID');
    const offCurve = await call(seller, 'POST', `/api/self-check/${ref}`, {
      ...body,
      public_key: { ...key.jwk, y: key.jwk.x },
    });
    expect([offCurve.status, offCurve.body.code]).toEqual([400, 'SELF_CHECK_SIGNATURE_INVALID']);

    const otherVariant = reportFor(variantOf(seller) + 1);
    const variant = await call(seller, 'POST', `/api/self-check/${ref}`, await shareBody(key, otherVariant));
    expect([variant.status, variant.body.code]).toEqual([400, 'SELF_CHECK_OTHER_VARIANT']);

    const future = reportFor(variantOf(seller), {
      checked_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const ahead = await call(seller, 'POST', `/api/self-check/${ref}`, await shareBody(key, future));
    expect([ahead.status, ahead.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await call(seller, 'GET', `/api/self-check/${ref}`)).body.self_check.shared).toBeNull();

    expect((await call(seller, 'GET', `/api/cancelorderbycustomer/${ref}`)).status).toBe(200);
    const closed = await call(seller, 'POST', `/api/self-check/${ref}`, body);
    expect([closed.status, closed.body.code]).toEqual([409, 'SELF_CHECK_ORDER_CLOSED']);
  });

  it("is another seller's and another partner's 404, and needs a session", async () => {
    const ref = await order();
    const key = await deviceKey();
    const body = await shareBody(key, reportFor(variantOf(seller)));
    for (const [method, url, payload] of [
      ['GET', `/api/self-check/${ref}`, undefined],
      ['POST', `/api/self-check/${ref}`, body],
      ['POST', `/api/self-check/${ref}/proof`, { code: 'KM47RT', signature: body.signature }],
    ] as const) {
      const other = await call(otherSeller, method, url, payload);
      expect([other.status, other.body.code], url).toEqual([404, 'ORDER_NOT_FOUND']);
      expect((await call(null, method, url, payload)).status, url).toBe(401);
    }
    expect((await call(seller, 'POST', `/api/self-check/${ref}`, body)).status).toBe(200);
    for (const [method, url] of [
      ['GET', `/api/partner/orders/${ref}/self-check`],
      ['POST', `/api/partner/orders/${ref}/self-check/door-code`],
    ] as const) {
      const other = await call(otherShop, method, url);
      expect([other.status, other.body.code], url).toEqual([404, 'ORDER_NOT_FOUND']);
      expect((await call(seller, method, url)).status, url).toBe(401);
    }
    expect(
      await context.db
        .select()
        .from(doorProofs)
        .where(eq(doorProofs.orderId, await orderIdOf(ref))),
    ).toEqual([]);
  });
});

describe('proving the phone at the door', () => {
  it('accepts the code signed by the key of the shared check, refuses another key', async () => {
    const accepted = await order(seller, { out: false });
    const key = await deviceKey();
    // Before a check is shared, and before the partner sets out, there is no code.
    const noCheck = await call(shop, 'POST', `/api/partner/orders/${accepted}/self-check/door-code`);
    expect([noCheck.status, noCheck.body.code]).toEqual([409, 'DOOR_CODE_NOT_YET']);
    expect(
      (
        await call(
          seller,
          'POST',
          `/api/self-check/${accepted}`,
          await shareBody(key, reportFor(variantOf(seller))),
        )
      ).status,
    ).toBe(200);
    const early = await call(shop, 'POST', `/api/partner/orders/${accepted}/self-check/door-code`);
    expect([early.status, early.body.code]).toEqual([409, 'DOOR_CODE_NOT_YET']);
    const earlyProof = await prove(accepted, key, 'KM47RT');
    expect([earlyProof.status, earlyProof.body.code]).toEqual([409, 'DOOR_CODE_NOT_YET']);

    const ref = await order();
    const unshared = await call(shop, 'POST', `/api/partner/orders/${ref}/self-check/door-code`);
    expect([unshared.status, unshared.body.code]).toEqual([409, 'SELF_CHECK_NOT_SHARED']);
    const report = reportFor(variantOf(seller));
    expect((await call(seller, 'POST', `/api/self-check/${ref}`, await shareBody(key, report))).status).toBe(
      200,
    );
    expect((await call(seller, 'GET', `/api/self-check/${ref}`)).body.self_check.can_prove).toBe(true);
    const code = await doorCode(ref);
    const shown = await call(shop, 'GET', `/api/partner/orders/${ref}/self-check`);
    expect(shown.body.self_check).toMatchObject({ door_code: { code }, proven_at: null, can_ask_code: true });

    // Another browser profile has another key: refused with its own code, the phone not proven.
    const otherProfile = await deviceKey();
    const other = await prove(ref, otherProfile, code);
    expect([other.status, other.body.code]).toEqual([400, 'DOOR_PROOF_OTHER_PHONE']);
    expect(await provenSelfCheckOf(context.db, await orderIdOf(ref))).toBeNull();
    // A signature over another order's text does not do either.
    const elsewhere = await call(seller, 'POST', `/api/self-check/${ref}/proof`, {
      code,
      signature: await key.sign(doorProofText('PX0000000', code)),
    });
    expect(elsewhere.body.code).toBe('DOOR_PROOF_OTHER_PHONE');

    // The phone that ran the check, typing the code as read aloud.
    const proven = await call(seller, 'POST', `/api/self-check/${ref}/proof`, {
      code: `${code.slice(0, 3).toLowerCase()} ${code.slice(3)}`,
      signature: await key.sign(doorProofText(ref, code)),
    });
    expect(proven.status, JSON.stringify(proven.body)).toBe(200);
    expect(proven.body.self_check).toMatchObject({
      can_prove: false,
      shared: { proven_at: expect.any(String) },
    });
    const partner = (await call(shop, 'GET', `/api/partner/orders/${ref}/self-check`)).body.self_check;
    expect(partner.proven_at).toBe(proven.body.self_check.shared.proven_at);
    expect(partner.door_code).toBeNull();
    const forRecheck = await provenSelfCheckOf(context.db, await orderIdOf(ref));
    expect(forRecheck).toMatchObject({ report, checkedAt: new Date(report.checked_at) });
    expect(forRecheck?.provenAt.toISOString()).toBe(partner.proven_at);
    // Sent twice: the same answer; the other profile still cannot.
    expect((await prove(ref, key, code)).status).toBe(200);
    expect((await prove(ref, otherProfile, code)).body.code).toBe('DOOR_PROOF_OTHER_PHONE');

    // A new check shared afterwards needs a new proof.
    const newer = reportFor(variantOf(seller), { checked_at: new Date().toISOString() });
    const reshared = await call(
      seller,
      'POST',
      `/api/self-check/${ref}`,
      await shareBody(otherProfile, newer),
    );
    expect(reshared.body.self_check).toMatchObject({ can_prove: true, shared: { proven_at: null } });
    expect(await provenSelfCheckOf(context.db, await orderIdOf(ref))).toBeNull();
    const next = await doorCode(ref);
    expect((await prove(ref, key, next)).body.code).toBe('DOOR_PROOF_OTHER_PHONE');
    expect((await prove(ref, otherProfile, next)).status).toBe(200);
  });

  it('spends a code after five wrong tries, refuses an old code and an expired one', async () => {
    const ref = await order();
    const key = await deviceKey();
    expect(
      (
        await call(
          seller,
          'POST',
          `/api/self-check/${ref}`,
          await shareBody(key, reportFor(variantOf(seller))),
        )
      ).status,
    ).toBe(200);
    const code = await doorCode(ref);
    const wrong = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA';
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const answer = await prove(ref, key, wrong);
      expect([answer.status, answer.body.code], `try ${attempt}`).toEqual([400, 'DOOR_CODE_WRONG']);
    }
    const fifth = await prove(ref, key, wrong);
    expect([fifth.status, fifth.body.code]).toEqual([400, 'DOOR_CODE_EXPIRED']);
    const spent = await prove(ref, key, code);
    expect([spent.status, spent.body.code]).toEqual([400, 'DOOR_CODE_EXPIRED']);
    expect(
      (await call(shop, 'GET', `/api/partner/orders/${ref}/self-check`)).body.self_check.door_code,
    ).toBeNull();

    // A newer code spends the one before it.
    const first = await doorCode(ref);
    const second = await doorCode(ref);
    if (first !== second) expect((await prove(ref, key, first)).body.code).toBe('DOOR_CODE_EXPIRED');

    // Ten minutes later the code has expired.
    const late = await doorCode(ref);
    clockOffset = 10 * 60 * 1000 + 1000;
    try {
      const expired = await prove(ref, key, late);
      expect([expired.status, expired.body.code]).toEqual([400, 'DOOR_CODE_EXPIRED']);
      expect(
        (await call(shop, 'GET', `/api/partner/orders/${ref}/self-check`)).body.self_check.door_code,
      ).toBeNull();
    } finally {
      clockOffset = 0;
    }
    expect((await prove(ref, key, await doorCode(ref))).status).toBe(200);
  });
});

describe('junk', () => {
  it('answers every malformed body with a 4xx and a code, never a 5xx', async () => {
    const ref = await order();
    const key = await deviceKey();
    const good = await shareBody(key, reportFor(variantOf(seller)));
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { ...good, report: null },
      { ...good, report: { ...good.report, version: 2 } },
      { ...good, report: { ...good.report, results: { touch: 'passed' } } },
      { ...good, report: { ...good.report, extra: 1 } },
      { ...good, report: { ...good.report, variant_id: -1 } },
      { ...good, report: { ...good.report, checked_at: 'yesterday' } },
      { ...good, report: { ...good.report, dead_touch_cells: Array(1001).fill(1) } },
      { ...good, public_key: { kty: 'RSA', n: 'x', e: 'AQAB' } },
      { ...good, public_key: { ...good.public_key, d: good.public_key.x } },
      { ...good, public_key: { ...good.public_key, x: '!'.repeat(43) } },
      { ...good, signature: '' },
      { ...good, signature: 'A'.repeat(86) },
      { ...good, signature: `${good.signature.slice(0, 85)}=` },
      { ...good, signature: 'x'.repeat(100_000) },
    ];
    for (const body of bodies) {
      const answer = await call(seller, 'POST', `/api/self-check/${ref}`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBeLessThan(500);
      expect(typeof answer.body.code).toBe('string');
    }
    for (const body of [
      {},
      { code: 'KM47RT' },
      { code: '', signature: good.signature },
      { code: 7, signature: 1 },
      { code: 'KM47RT', signature: 'nope' },
    ]) {
      const answer = await call(seller, 'POST', `/api/self-check/${ref}/proof`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.body.code).toBe('string');
    }
    for (const url of [
      '/api/self-check/%00',
      `/api/self-check/${'P'.repeat(300)}`,
      '/api/self-check/DROP%20TABLE',
    ]) {
      const answer = await call(seller, 'GET', url);
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
    }
    const raw = await context.app.inject({
      method: 'POST',
      url: `/api/self-check/${ref}`,
      headers: { ...seller.auth, 'content-type': 'application/json' },
      payload: '{"report": ',
    });
    expect(raw.statusCode).toBe(400);
  });
});

describe("the seller's data", () => {
  it('holds the shared check and its proof in the download, and erases them with the account', async () => {
    expect(PERSONAL_DATA).toContain(selfCheckPersonalData);
    const ref = await order();
    const key = await deviceKey();
    await call(seller, 'POST', `/api/self-check/${ref}`, await shareBody(key, reportFor(variantOf(seller))));
    expect((await prove(ref, key, await doorCode(ref))).status).toBe(200);
    const download = await call(seller, 'GET', '/api/customer/privacy/data');
    expect(download.status).toBe(200);
    const { found } = await expectDownloadComplete(context.db, seller, download.body.held);
    expect(found.get('self_check_reports')?.size ?? 0).toBeGreaterThan(0);
    expect(found.get('door_proofs')?.size ?? 0).toBeGreaterThan(0);
    const orderId = await orderIdOf(ref);
    const held = download.body.held.self_check_reports.find(
      (row: { order_id: number }) => row.order_id === orderId,
    );
    expect(held).toMatchObject({ customer_id: seller.customerId, signature: expect.any(String) });
    expect(download.body.held.door_proofs[0]).not.toHaveProperty('code');

    const orderIds = (
      await context.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, seller.customerId))
    ).map((row) => row.id);
    await context.db.transaction((tx) =>
      (selfCheckPersonalData.onErase as NonNullable<typeof selfCheckPersonalData.onErase>)(
        tx,
        {
          customerId: seller.customerId,
          mobile: seller.mobile,
          alternateMobile: '',
          email: '',
          orderIds,
          receiptOrderIds: [],
        },
        new Date(),
      ),
    );
    expect(
      await context.db
        .select()
        .from(selfCheckReports)
        .where(eq(selfCheckReports.customerId, seller.customerId)),
    ).toEqual([]);
    expect(await context.db.select().from(doorProofs).where(eq(doorProofs.orderId, orderId))).toEqual([]);
    expect(await provenSelfCheckOf(context.db, orderId)).toBeNull();
  });
});
