import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/lib/logging.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Behind a proxy the client's address is the right-most X-Forwarded-For entry the trusted proxies did not
 * write themselves; whatever the client put on the left is ignored, so rotating it dodges nothing.
 */

/** An app whose log lines are kept, so a test can read the address Fastify resolved for each request. */
async function appWithLog(trustProxy: 1 | string[]) {
  const lines: string[] = [];
  const sms = new RecordingSms();
  const context = await createTestApp({
    trustProxy,
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
    auth: { sms, otp: { resendCooldownSeconds: 0, maxPerIpHour: 3 } },
  });
  /** The client address logged for a request (its "incoming request" line). */
  const addressOf = async (options: { headers?: Record<string, string>; remoteAddress?: string }) => {
    const before = lines.length;
    await context.app.inject({ method: 'GET', url: '/api/getcities', ...options });
    const line = lines
      .slice(before)
      .map((entry) => JSON.parse(entry))
      .find((entry) => entry.msg === 'incoming request');
    return line?.req?.remoteAddress as string;
  };
  return { context, sms, addressOf };
}

let spoofCounter = 0;
/** A different left-most entry each time, as an attacker rotating it would send. */
const spoofed = (client: string) => {
  spoofCounter += 1;
  return { 'x-forwarded-for': `100.64.${spoofCounter % 250}.${(spoofCounter * 7) % 250}, ${client}` };
};

describe('TRUST_PROXY=1 (one load balancer in front)', () => {
  let proxied: Awaited<ReturnType<typeof appWithLog>>;
  let context: TestApp;
  beforeAll(async () => {
    proxied = await appWithLog(1);
    context = proxied.context;
  });
  afterAll(async () => {
    await context.close();
  });

  it('takes the entry the load balancer added, not the ones the client wrote', async () => {
    const remoteAddress = '127.0.0.1';
    expect(await proxied.addressOf({ remoteAddress, headers: { 'x-forwarded-for': '203.0.113.7' } })).toBe(
      '203.0.113.7',
    );
    expect(
      await proxied.addressOf({ remoteAddress, headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } }),
    ).toBe('203.0.113.7');
    expect(
      await proxied.addressOf({
        remoteAddress,
        headers: { 'x-forwarded-for': '1.1.1.1, 2.2.2.2, 203.0.113.7' },
      }),
    ).toBe('203.0.113.7');
    // No header: the socket's address.
    expect(await proxied.addressOf({ remoteAddress: '198.51.100.9' })).toBe('198.51.100.9');
  });

  it('rotating the left-most entry does not dodge the password rate limit', async () => {
    const answers: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/customerlogin',
        // Numbers without accounts: only the per-address limit (10 per 10 minutes) applies.
        payload: { mobile: uniqueMobile(), password: 'guess-number-1' },
        remoteAddress: '127.0.0.1',
        headers: spoofed('203.0.113.20'),
      });
      answers.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json().code).toBe('RATE_LIMITED');
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers[10]).toBe(429);
    // Another client behind the same load balancer is not affected.
    const other = await context.app.inject({
      method: 'POST',
      url: '/api/customerlogin',
      payload: { mobile: uniqueMobile(), password: 'guess-number-1' },
      remoteAddress: '127.0.0.1',
      headers: spoofed('203.0.113.21'),
    });
    expect(other.statusCode).toBe(401);
  });

  it('rotating the left-most entry does not dodge the OTP caps per address', async () => {
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/checkoutcustomer',
        payload: { mobile: uniqueMobile(), name: 'Rotating Sender', city: 'Hyderabad', pincode: '500001' },
        remoteAddress: '127.0.0.1',
        headers: spoofed('203.0.113.30'),
      });
    for (let index = 0; index < 3; index += 1) expect((await send()).statusCode).toBe(200);
    const over = await send();
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('OTP_NETWORK_LIMIT');
    expect(proxied.sms.sent.length).toBe(3);
  });
});

describe('TRUST_PROXY with the proxies named by address', () => {
  let proxied: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    proxied = await appWithLog(['10.0.0.0/8', '127.0.0.1']);
  });
  afterAll(async () => {
    await proxied.context.close();
  });

  it('skips the trusted proxies from the right and stops at the first other address', async () => {
    expect(
      await proxied.addressOf({
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 10.1.2.3' },
      }),
    ).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a client that is not a named proxy', async () => {
    expect(
      await proxied.addressOf({
        remoteAddress: '198.51.100.4',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      }),
    ).toBe('198.51.100.4');
  });
});

describe('no TRUST_PROXY', () => {
  it('uses the socket address and ignores X-Forwarded-For', async () => {
    const lines: string[] = [];
    const context = await createTestApp({
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      await context.app.inject({
        method: 'GET',
        url: '/api/getcities',
        remoteAddress: '198.51.100.5',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      const line = lines.map((entry) => JSON.parse(entry)).find((entry) => entry.msg === 'incoming request');
      expect(line.req.remoteAddress).toBe('198.51.100.5');
    } finally {
      await context.close();
    }
  });
});
