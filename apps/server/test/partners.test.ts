import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerRequests } from '../src/db/schema.ts';
import type { EmailDriver, EmailMessage } from '../src/modules/email/email-driver.ts';
import { createTestApp } from './support/test-app.ts';

const SUCCESS = 'Thank you for your interest! Our partnerships team will contact you within 2 working days.';

const sent: EmailMessage[] = [];
const email: EmailDriver = {
  async send(message) {
    sent.push(message);
  },
};

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp({ email, teamEmail: 'partners@phonix.test' });
});
afterAll(async () => {
  await context.close();
});

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

const valid = {
  name: 'Imran Khan',
  mobile: '9876543210',
  city: 'Hyderabad',
  pincode: '500081',
  shop_name: 'Khan Mobiles',
  gstin: '36aabcu9603r1zm',
  message: 'We sell 200 used phones a month.',
};

const post = (payload: unknown, ip: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/partner-request-form',
    payload: payload as object,
    remoteAddress: ip,
  });

const allRows = () => context.db.select().from(partnerRequests);

describe('POST /api/partner-request-form', () => {
  it('stores the request, answers success and e-mails the partnerships team', async () => {
    const response = await post(valid, freshIp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SUCCESS });

    const row = (await allRows()).find((entry) => entry.shopName === 'Khan Mobiles');
    expect(row).toMatchObject({
      name: 'Imran Khan',
      mobile: '9876543210',
      city: 'Hyderabad',
      pincode: '500081',
      gstin: '36AABCU9603R1ZM',
      message: 'We sell 200 used phones a month.',
    });
    for (let attempt = 0; attempt < 50 && sent.length === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const mail = sent.find((entry) => entry.subject === 'Partner request: Khan Mobiles, Hyderabad');
    expect(mail?.to).toBe('partners@phonix.test');
    expect(mail?.text).toContain('Mobile: 9876543210');
    expect(mail?.text).toContain('GSTIN: 36AABCU9603R1ZM');
  });

  it('accepts a request without GSTIN and message, storing them as empty', async () => {
    const { gstin: _gstin, message: _message, ...required } = valid;
    const response = await post({ ...required, shop_name: 'No GST Shop' }, freshIp());
    expect(response.statusCode).toBe(200);
    const row = (await allRows()).find((entry) => entry.shopName === 'No GST Shop');
    expect(row?.gstin).toBeNull();
    expect(row?.message).toBeNull();
  });

  it.each([
    [{ ...valid, name: '' }, 'name', 'Name is required'],
    [{ ...valid, mobile: '' }, 'mobile', 'Mobile is required'],
    [{ ...valid, mobile: '5876543210' }, 'mobile', 'Mobile number is invalid'],
    [{ ...valid, mobile: '98765' }, 'mobile', 'Mobile number is invalid'],
    [{ ...valid, city: ' ' }, 'city', 'City is required'],
    [{ ...valid, pincode: '' }, 'pincode', 'Pincode is required'],
    [{ ...valid, pincode: '5000' }, 'pincode', 'Pincode is invalid'],
    [{ ...valid, shop_name: '' }, 'shop_name', 'Shop Name is required'],
    [{ ...valid, message: 'x'.repeat(301) }, 'message', 'Message must be at most 300 characters'],
  ])(
    'rejects %j with 400, the SPEC 5 message and the field, storing nothing',
    async (payload, field, message) => {
      const before = (await allRows()).length;
      const response = await post(payload, freshIp());
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, field });
      expect(body.message).toBe(message);
      expect((await allRows()).length).toBe(before);
    },
  );

  it('allows 5 requests per 10 minutes from one address, then answers 429 with a plain message', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(valid, ip)).statusCode).toBe(200);
    }
    const limited = await post(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      retry_after: expect.any(Number),
      message: 'Too many requests. Please try again in a few minutes.',
    });
    // Ten minutes from the first request, less the time the test took.
    expect(limited.json().retry_after).toBeGreaterThan(590);
    expect(limited.json().retry_after).toBeLessThanOrEqual(600);
    // The contact form keeps its own allowance.
    const contact = await context.app.inject({
      method: 'POST',
      url: '/api/contactus',
      payload: { name: 'Imran', email: 'imran@example.com', subject: 'Hi' },
      remoteAddress: ip,
    });
    expect(contact.statusCode).toBe(200);
  });
});
