import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import {
  createPayoutDriver,
  HttpPayoutDriver,
  LogPayoutDriver,
  type PayoutRequest,
  payoutFingerprint,
} from './payout-driver.ts';

const upiPayout: PayoutRequest = {
  idempotencyKey: 'handover-1',
  amount: 12_500,
  destination: { method: 'upi', vpa: 'ravi.kumar@okhdfcbank', name: 'Ravi Kumar' },
  orderRef: 'PX4K7Q2M9A1B',
  contactMobile: '9876543210',
};
const quiet = pino({ enabled: false });

describe('LogPayoutDriver', () => {
  it('records the payout as one log line, masked, and answers a reference marked as a test', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const driver = createPayoutDriver(parseEnv({}), pino(sink));
    expect(driver).toBeInstanceOf(LogPayoutDriver);
    const result = await driver.createPayout(upiPayout);
    expect(result).toMatchObject({ status: 'processed', test: true });
    expect(result.reference).toMatch(/^TEST-UTR-[0-9A-F]{12}$/);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] as string);
    expect(line).toMatchObject({
      msg: 'Payout recorded (test driver, no money moved)',
      amount: 12_500,
      to: 'UPI XXXXXXumar@okhdfcbank',
      reference: result.reference,
    });
    expect(lines[0]).not.toContain('ravi.kumar@');
    // The same key answers the same payout; another key makes a new one.
    expect(await driver.createPayout(upiPayout)).toEqual(result);
    expect((await driver.createPayout({ ...upiPayout, idempotencyKey: 'handover-2' })).reference).not.toBe(
      result.reference,
    );
    expect(lines).toHaveLength(2);
    // Its status is read back by key or id, and an unknown payout is null.
    const lookup = { providerPayoutId: null, idempotencyKey: 'handover-1', orderRef: upiPayout.orderRef };
    expect(await driver.fetchStatus(lookup)).toMatchObject({
      providerPayoutId: result.providerPayoutId,
      status: 'processed',
      utr: result.utr,
    });
    expect(await driver.fetchStatus({ ...lookup, idempotencyKey: 'handover-9' })).toBeNull();
  });
});

describe('HttpPayoutDriver against a local fake RazorpayX-style provider', () => {
  interface Received {
    headers: http.IncomingHttpHeaders;
    body: Record<string, unknown>;
  }
  const received: Received[] = [];
  /** Payouts by idempotency key, as the provider keeps them. */
  const payouts = new Map<string, Record<string, unknown>>();
  let behaviour: 'ok' | 'bad-request' | 'unauthorised' | 'server-error' | 'slow' | 'rejected' | 'no-json' =
    'ok';

  /** The status checks (GETs) the provider received. */
  const lookups: string[] = [];
  const provider = http.createServer((request, response) => {
    if (request.method === 'GET') return lookup(request, response);
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      received.push({ headers: request.headers, body });
      const send = (status: number, payload: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (request.headers.authorization !== `Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`)
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      const key = String(request.headers['x-payout-idempotency']);
      // The provider creates the payout (once per key) before it answers, whatever happens to the answer.
      let payout = payouts.get(key);
      if (!payout && behaviour !== 'bad-request' && behaviour !== 'server-error') {
        payout = {
          id: `pout_${crypto.randomBytes(7).toString('hex')}`,
          entity: 'payout',
          amount: body.amount,
          status: behaviour === 'rejected' ? 'rejected' : 'processing',
          utr: null,
          mode: body.mode,
          reference_id: body.reference_id,
          notes: body.notes,
          fund_account_id: body.fund_account_id ?? `fa_${crypto.randomBytes(7).toString('hex')}`,
          status_details: behaviour === 'rejected' ? { description: 'Beneficiary bank is down' } : null,
        };
        payouts.set(key, payout);
      }
      switch (behaviour) {
        case 'bad-request':
          return send(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Invalid VPA. Please enter a valid VPA',
              field: 'vpa',
            },
          });
        case 'unauthorised':
          return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
        case 'server-error':
          return send(500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
        case 'slow':
          setTimeout(() => send(200, payout), 1500);
          return;
        case 'no-json':
          return response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
        default:
          return send(200, payout);
      }
    });
  });
  /** GET /v1/payouts/:id and GET /v1/payouts?account_number&reference_id, as RazorpayX answers them. */
  function lookup(request: http.IncomingMessage, response: http.ServerResponse) {
    const address = new URL(request.url ?? '/', 'http://provider');
    lookups.push(`${address.pathname}${address.search}`);
    const send = (status: number, payload: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (request.headers.authorization !== `Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`)
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (behaviour === 'server-error') return send(500, { error: { code: 'SERVER_ERROR' } });
    const id = address.pathname.match(/^\/v1\/payouts\/([^/]+)$/)?.[1];
    if (id) {
      const found = [...payouts.values()].find((payout) => payout.id === id);
      return found
        ? send(200, found)
        : send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
    }
    if (address.searchParams.get('account_number') !== '7878780080316316')
      return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'account_number is required' } });
    const items = [...payouts.values()].filter(
      (payout) => payout.reference_id === address.searchParams.get('reference_id'),
    );
    return send(200, { entity: 'collection', count: items.length, items });
  }
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/payouts`;
  });
  afterAll(() => new Promise<void>((resolve) => provider.close(() => resolve())));
  beforeEach(() => {
    behaviour = 'ok';
  });

  const driver = (overrides: Partial<ConstructorParameters<typeof HttpPayoutDriver>[0]> = {}) =>
    new HttpPayoutDriver({
      url,
      keyId: 'rzp_test_key',
      keySecret: 'secret',
      accountNumber: '7878780080316316',
      timeoutMs: 1000,
      log: quiet,
      ...overrides,
    });

  it('is chosen by PAYOUT_DRIVER=http, which needs every setting', () => {
    const env = parseEnv({
      PAYOUT_DRIVER: 'http',
      PAYOUT_HTTP_URL: url,
      PAYOUT_KEY_ID: 'rzp_test_key',
      PAYOUT_KEY_SECRET: 'secret',
      PAYOUT_ACCOUNT_NUMBER: '7878780080316316',
    });
    expect(createPayoutDriver(env, quiet)).toBeInstanceOf(HttpPayoutDriver);
    expect(() => parseEnv({ PAYOUT_DRIVER: 'http', PAYOUT_HTTP_URL: url })).toThrow(
      /PAYOUT_KEY_ID: is required when PAYOUT_DRIVER=http[\s\S]*PAYOUT_ACCOUNT_NUMBER/,
    );
  });

  it('posts a UPI payout in paise with basic auth and the idempotency key, and reads the payout', async () => {
    const result = await driver().createPayout({ ...upiPayout, idempotencyKey: 'upi-ok' });
    expect(result).toMatchObject({ status: 'processing', utr: null, test: false });
    expect(result.providerPayoutId).toMatch(/^pout_/);
    expect(result.reference).toBe(result.providerPayoutId);
    const last = received.at(-1) as Received;
    expect(last.headers).toMatchObject({
      'content-type': 'application/json',
      'x-payout-idempotency': 'upi-ok',
      authorization: `Basic ${Buffer.from('rzp_test_key:secret').toString('base64')}`,
    });
    expect(last.body).toEqual({
      account_number: '7878780080316316',
      amount: 1_250_000,
      currency: 'INR',
      mode: 'UPI',
      purpose: 'payout',
      fund_account: {
        account_type: 'vpa',
        vpa: { address: 'ravi.kumar@okhdfcbank' },
        contact: {
          name: 'Ravi Kumar',
          contact: '9876543210',
          type: 'customer',
          reference_id: 'PX4K7Q2M9A1B',
        },
      },
      queue_if_low_balance: true,
      reference_id: 'PX4K7Q2M9A1B',
      narration: 'Phonix PX4K7Q2M9A1B',
      notes: { order_ref: 'PX4K7Q2M9A1B', payout_key: 'upi-ok' },
    });
  });

  it('pays a bank account by IMPS up to ₹5 lakh and by NEFT above', async () => {
    const bank: PayoutRequest = {
      ...upiPayout,
      idempotencyKey: 'bank-1',
      destination: {
        method: 'bank',
        account_holder: 'Ravi Kumar',
        account_number: '50100123456789',
        ifsc: 'HDFC0000001',
      },
    };
    await driver().createPayout(bank);
    expect(received.at(-1)?.body).toMatchObject({
      mode: 'IMPS',
      fund_account: {
        account_type: 'bank_account',
        bank_account: { name: 'Ravi Kumar', ifsc: 'HDFC0000001', account_number: '50100123456789' },
      },
    });
    await driver().createPayout({ ...bank, idempotencyKey: 'bank-2', amount: 5_00_001 });
    expect(received.at(-1)?.body).toMatchObject({ mode: 'NEFT', amount: 50_000_100 });
  });

  it('turns a refused payout into PAYOUT_REJECTED and the provider’s own trouble into PAYOUT_UNAVAILABLE', async () => {
    behaviour = 'bad-request';
    await expect(driver().createPayout({ ...upiPayout, idempotencyKey: 'bad' })).rejects.toMatchObject({
      code: 'PAYOUT_REJECTED',
      statusCode: 400,
    });
    behaviour = 'rejected';
    await expect(driver().createPayout({ ...upiPayout, idempotencyKey: 'rejected' })).rejects.toMatchObject({
      code: 'PAYOUT_REJECTED',
    });
    behaviour = 'server-error';
    await expect(driver().createPayout({ ...upiPayout, idempotencyKey: 'down' })).rejects.toMatchObject({
      code: 'PAYOUT_UNAVAILABLE',
      statusCode: 503,
      retryAfter: 60,
    });
    behaviour = 'no-json';
    await expect(driver().createPayout({ ...upiPayout, idempotencyKey: 'html' })).rejects.toMatchObject({
      code: 'PAYOUT_UNAVAILABLE',
    });
    behaviour = 'ok';
    await expect(driver({ keySecret: 'wrong' }).createPayout(upiPayout)).rejects.toMatchObject({
      code: 'PAYOUT_UNAVAILABLE',
    });
  });

  it('times out as PAYOUT_UNAVAILABLE, and the retry with the same key answers the payout made meanwhile', async () => {
    behaviour = 'slow';
    const request = { ...upiPayout, idempotencyKey: 'slow-1' };
    await expect(driver({ timeoutMs: 1000 }).createPayout(request)).rejects.toMatchObject({
      code: 'PAYOUT_UNAVAILABLE',
    });
    behaviour = 'ok';
    const retried = await driver().createPayout(request);
    const again = await driver().createPayout(request);
    expect(retried.providerPayoutId).toBe((payouts.get('slow-1') as { id: string }).id);
    expect(again).toEqual(retried);
    expect([...payouts.keys()].filter((key) => key === 'slow-1')).toHaveLength(1);
  });

  it('reads a payout’s status by its id, or by our key among the order’s payouts, and never creates one', async () => {
    const request = { ...upiPayout, orderRef: 'PX4K7Q2M9LOOK', idempotencyKey: 'look-1' };
    behaviour = 'slow';
    await expect(driver({ timeoutMs: 1000 }).createPayout(request)).rejects.toMatchObject({
      code: 'PAYOUT_UNAVAILABLE',
    });
    behaviour = 'ok';
    // A refused earlier payout of the same order, under another key, is not ours to report.
    payouts.set('look-0', {
      id: 'pout_EarlierRefused1',
      status: 'rejected',
      utr: null,
      reference_id: request.orderRef,
      notes: { payout_key: 'look-0' },
    });
    const made = payouts.get('look-1') as { id: string; status: string; utr: string | null };
    made.status = 'processed';
    made.utr = '512345678901';
    const creates = received.length;
    lookups.length = 0;
    const byKey = await driver().fetchStatus({
      providerPayoutId: null,
      idempotencyKey: 'look-1',
      orderRef: request.orderRef,
    });
    expect(byKey).toMatchObject({ providerPayoutId: made.id, status: 'processed', utr: '512345678901' });
    expect(lookups).toEqual([`/v1/payouts?account_number=7878780080316316&reference_id=${request.orderRef}`]);
    const byId = await driver().fetchStatus({
      providerPayoutId: made.id,
      idempotencyKey: 'look-1',
      orderRef: request.orderRef,
    });
    expect(byId).toEqual(byKey);
    expect(lookups.at(-1)).toBe(`/v1/payouts/${made.id}`);
    // Nothing at the provider: null. The provider's own trouble: PAYOUT_UNAVAILABLE.
    expect(
      await driver().fetchStatus({
        providerPayoutId: null,
        idempotencyKey: 'never-sent',
        orderRef: request.orderRef,
      }),
    ).toBeNull();
    expect(
      await driver().fetchStatus({
        providerPayoutId: 'pout_DoesNotExist1',
        idempotencyKey: 'x',
        orderRef: 'PX',
      }),
    ).toBeNull();
    behaviour = 'server-error';
    await expect(
      driver().fetchStatus({
        providerPayoutId: made.id,
        idempotencyKey: 'look-1',
        orderRef: request.orderRef,
      }),
    ).rejects.toMatchObject({ code: 'PAYOUT_UNAVAILABLE' });
    expect(received.length).toBe(creates);
  });

  it('pays a fund account the provider has again, under a new key, without the details', async () => {
    const first = await driver().createPayout({ ...upiPayout, idempotencyKey: 'first-of-two' });
    expect(first.fundAccountId).toMatch(/^fa_/);
    expect(first.mode).toBe('UPI');
    const again = await driver().repeatPayout({
      idempotencyKey: 'payout-retry-1',
      amount: 12_500,
      fundAccountId: first.fundAccountId as string,
      mode: first.mode as string,
      orderRef: upiPayout.orderRef,
    });
    const last = received.at(-1) as Received;
    expect(last.headers['x-payout-idempotency']).toBe('payout-retry-1');
    expect(last.body).toMatchObject({
      account_number: '7878780080316316',
      fund_account_id: first.fundAccountId,
      amount: 1_250_000,
      mode: 'UPI',
      reference_id: upiPayout.orderRef,
      notes: { payout_key: 'payout-retry-1' },
    });
    expect(last.body).not.toHaveProperty('fund_account');
    expect(again.providerPayoutId).not.toBe(first.providerPayoutId);
    expect(again.fundAccountId).toBe(first.fundAccountId);
  });

  it('gives the UTR as the reference once the provider has it', async () => {
    payouts.set('with-utr', { id: 'pout_00000000000001', status: 'processed', utr: '412345678901' });
    const result = await driver().createPayout({ ...upiPayout, idempotencyKey: 'with-utr' });
    expect(result).toMatchObject({ reference: '412345678901', utr: '412345678901', status: 'processed' });
  });
});

describe('payoutFingerprint', () => {
  it('is the same for the same destination and differs for another account or key', () => {
    const bank = {
      method: 'bank',
      account_holder: 'Ravi',
      account_number: '50100123456789',
      ifsc: 'hdfc0000001',
    } as const;
    const a = payoutFingerprint(bank, 'k'.repeat(32));
    expect(
      payoutFingerprint({ ...bank, ifsc: 'HDFC0000001', account_holder: 'R Kumar' }, 'k'.repeat(32)),
    ).toBe(a);
    expect(payoutFingerprint({ ...bank, account_number: '50100123456788' }, 'k'.repeat(32))).not.toBe(a);
    expect(payoutFingerprint(bank, 'j'.repeat(32))).not.toBe(a);
    expect(a).not.toContain('50100123456789');
  });
});
