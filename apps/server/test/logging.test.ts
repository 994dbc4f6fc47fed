import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.ts';
import { loggedUrl, loggerOptions, maskMobiles } from '../src/lib/logging.ts';
import { signUp } from './support/customers.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** The server's log, as main.ts configures it, captured line by line. */
const lines: string[] = [];
const sms = new RecordingSms();
let context: TestApp;
beforeAll(async () => {
  context = await createTestApp({
    logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
    auth: { sms },
  });
});
afterAll(async () => {
  await context.close();
});

const masked = (mobile: string) => `XXXXXX${mobile.slice(-4)}`;

describe('masking', () => {
  it('masks mobile numbers and drops query values', () => {
    expect(maskMobiles('/api/checkcustomerexists/9876543210')).toBe('/api/checkcustomerexists/XXXXXX3210');
    // Longer or shorter runs of digits (order ids, pincodes, timestamps) are not numbers to mask.
    expect(maskMobiles('id 123456789012 pin 500001 ts 1712345678')).toBe(
      'id 123456789012 pin 500001 ts 1712345678',
    );
    expect(loggedUrl('/api/resendotp/9123456789?utm_source=sms&ref=abc')).toBe(
      '/api/resendotp/XXXXXX6789?utm_source=*&ref=*',
    );
  });
});

describe('the log of real requests', () => {
  it('masks the number in logged URLs and leaves out query values', async () => {
    const mobile = uniqueMobile();
    await context.app.inject({
      method: 'GET',
      url: `/api/checkcustomerexists/${mobile}?campaign=secret-campaign-value`,
    });
    const incoming = lines
      .map((line) => JSON.parse(line))
      .findLast((entry) => entry.msg === 'incoming request');
    expect(incoming.req).toEqual({
      method: 'GET',
      url: `/api/checkcustomerexists/${masked(mobile)}?campaign=*`,
      remoteAddress: '127.0.0.1',
    });
    const log = lines.join('\n');
    expect(log).not.toContain(mobile);
    expect(log).not.toContain('secret-campaign-value');
  });

  it('never holds a password, its hash, an OTP, a token or a full number over a whole account flow', async () => {
    const before = lines.length;
    const customer = await signUp(context.app, sms);
    const code = sms.latestCode(customer.mobile);
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/customerlogin',
      payload: { mobile: customer.mobile, password: customer.password },
    });
    const wrong = await context.app.inject({
      method: 'POST',
      url: '/api/customerlogin',
      payload: { mobile: customer.mobile, password: 'a-wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    await context.app.inject({
      method: 'GET',
      url: `/api/getcustomerprofile/${customer.customerId}`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    // Without the numbers the logger adds to every line (a 4-digit OTP may turn up in a timestamp's digits).
    const log = lines
      .slice(before)
      .map((line) => {
        const { time: _time, pid: _pid, responseTime: _responseTime, ...entry } = JSON.parse(line);
        return JSON.stringify(entry);
      })
      .join('\n');
    expect(lines.length - before).toBeGreaterThan(8);
    for (const secret of [
      customer.mobile,
      customer.password,
      'a-wrong-password',
      code,
      customer.token,
      login.json().token,
      '$argon2',
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it("cuts a failed query's parameters, password hashes and numbers from logged errors", async () => {
    const customer = await signUp(context.app, sms);
    const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
    // A second account for the same number breaks the unique key: Drizzle's error carries the values.
    const failure = await context.db
      .insert(customers)
      .values({ mobile: customer.mobile, name: 'Duplicate', passwordHash })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(String((failure as Error).message)).toContain(customer.mobile); // what would have leaked
    const before = lines.length;
    context.app.log.error({ err: failure }, 'request failed');
    const line = lines.slice(before).join('\n');
    expect(line).toContain('params: [redacted]');
    expect(line).not.toContain(customer.mobile);
    expect(line).not.toContain('$argon2');
    expect(line).not.toContain('c2FsdHNhbHRzYWx0');
  });

  it('redacts secret fields wherever a caller logs them', () => {
    const before = lines.length;
    context.app.log.info(
      { body: { mobile: '9876543210', password: 'hunter2-secret', otp: '4321' }, token: 'tok-secret' },
      'a careless call for 9876543210',
    );
    const line = lines.slice(before).join('\n');
    expect(JSON.parse(line).body.mobile).toBe('XXXXXX3210');
    expect(line).not.toContain('hunter2-secret');
    expect(line).not.toContain('4321');
    expect(line).not.toContain('tok-secret');
    expect(line).toContain('a careless call for XXXXXX3210');
  });
});
