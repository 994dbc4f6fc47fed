import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, partnerRequests } from '../src/db/schema.ts';
import { renderMessage } from '../src/modules/outbox/templates.ts';
import { freshAddress, outboxSettled } from './support/partners.ts';
import { RecordingSms, uniqueMobile } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Taking on a partner (issue 31): the partner-request e-mail links to the console's request, not to a
 * command; approving it texts the partner the portal's address and how to sign in, in its language, within
 * the SMS registry's rules (a registered template, the link a {#url#}).
 */
const sms = new RecordingSms();
let context: TestApp;
let admin: StaffSession;
const origin = 'https://phonix.test';

beforeAll(async () => {
  context = await createTestApp({
    auth: { sms, otp: { resendCooldownSeconds: 0 } },
    logger: { level: 'error' },
    publicOrigin: origin,
  });
  admin = await signInNewAdmin(context.app, context.db, '10.31.5.1');
});
afterAll(async () => {
  await context?.close();
});

describe('a partner request approved in the console', () => {
  it('e-mails the team a link to the request and texts the approved partner how to sign in', async () => {
    const mobile = uniqueMobile();
    const [{ pincode }] = (await context.app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json()
      .pincodes;
    const form = await context.app.inject({
      method: 'POST',
      url: '/api/partner-request-form',
      payload: {
        name: 'Imran Khan',
        mobile,
        city: 'Hyderabad',
        pincode,
        shop_name: 'Welcome Mobiles',
        gstin: '',
        message: '',
      },
      remoteAddress: freshAddress(),
    });
    expect(form.statusCode).toBe(200);
    const [request] = await context.db
      .select()
      .from(partnerRequests)
      .where(eq(partnerRequests.mobile, mobile));
    const [mail] = await context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.dedupeKey, `partner-request:${request?.id}:team`));
    const rendered = renderMessage('partner_request_team', mail?.data, { publicOrigin: origin });
    if (rendered.channel !== 'email') throw new Error('not an e-mail');
    expect(rendered.email.text).toContain(
      `${origin}/admin/partners?tab=requests&status=pending&request=${request?.id}`,
    );
    expect(rendered.email.text).not.toContain('npm run');

    const approved = await context.app.inject({
      method: 'POST',
      url: `/api/staff/partner-requests/${request?.id}/approve`,
      headers: admin.auth,
      payload: { pincodes: [pincode] },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const texts = await context.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'partner_approved_partner'));
    expect(texts.map((row) => row.recipient)).toEqual([mobile]);

    await outboxSettled(context);
    const sent = sms.sent.filter(
      (entry) => entry.to === mobile && entry.template === 'partner_approved_partner',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(`${origin}/partner`);
    expect(sent[0]?.text).toContain('Welcome Mobiles');
    expect(sent[0]?.text).toContain('OTP');

    // In Hindi and Telugu too, each linking to the portal in that language.
    for (const locale of ['hi', 'te'] as const) {
      const text = renderMessage(
        'partner_approved_partner',
        { shop: 'Welcome Mobiles' },
        { publicOrigin: origin },
        locale,
      );
      if (text.channel !== 'sms') throw new Error('not an SMS');
      expect(text.sms.text).toContain(`${origin}/${locale}/partner`);
      expect(text.sms.text).toContain('OTP');
    }
  });
});
