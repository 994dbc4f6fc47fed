import { eq, inArray } from 'drizzle-orm';
import { outboxMessages, partnerRequests } from '../../src/db/schema.ts';
import { scriptActor } from '../../src/modules/audit/audit.ts';
import { PartnerAdminService } from '../../src/modules/partners/admin-service.ts';
import type { RecordingSms } from './recording-sms.ts';
import { uniqueMobile } from './recording-sms.ts';
import type { TestApp } from './test-app.ts';

let nextAddress = 1;
/** A client address no other call of these helpers used (the form and OTP limits count per address). */
export const freshAddress = () => `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

/**
 * A partner made the real way: a request through the partner form, approved with its pincodes by the
 * service the command-line script uses, then signed in with the OTP from the SMS.
 */
export async function createPartner(
  context: TestApp,
  sms: RecordingSms,
  options: { pincodes: string[]; shopName?: string },
) {
  const mobile = uniqueMobile();
  const shopName = options.shopName ?? `Shop ${mobile.slice(-4)}`;
  const form = await context.app.inject({
    method: 'POST',
    url: '/api/partner-request-form',
    payload: {
      name: 'Imran Khan',
      mobile,
      city: 'Hyderabad',
      pincode: options.pincodes[0],
      shop_name: shopName,
      gstin: '',
      message: '',
    },
    remoteAddress: freshAddress(),
  });
  if (form.statusCode !== 200) throw new Error(`partner-request-form answered ${form.body}`);
  const [request] = await context.db.select().from(partnerRequests).where(eq(partnerRequests.mobile, mobile));
  if (!request) throw new Error('The partner request was not stored');
  const { partner } = await new PartnerAdminService(context.db).approveRequest(scriptActor('partners'), {
    requestId: request.id,
    pincodes: options.pincodes,
  });
  const session = await signInPartner(context, sms, mobile);
  return { ...partner, id: partner.partner_id, requestId: request.id, ...session };
}

export async function signInPartner(context: TestApp, sms: RecordingSms, mobile: string) {
  const remoteAddress = freshAddress();
  const sent = await context.app.inject({
    method: 'POST',
    url: '/api/partner/sendotp',
    payload: { mobile },
    remoteAddress,
  });
  if (sent.statusCode !== 200) throw new Error(`partner/sendotp answered ${sent.body}`);
  const verified = await context.app.inject({
    method: 'POST',
    url: '/api/partner/verifyotp',
    payload: { mobile, otp: sms.latestCode(mobile) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`partner/verifyotp answered ${verified.body}`);
  const token = verified.json().token as string;
  return { token, auth: { authorization: `Bearer ${token}` } };
}

export type TestPartner = Awaited<ReturnType<typeof createPartner>>;

/** Waits until the outbox worker has nothing left to send (or gave up on it), at most `ms`. */
export async function outboxSettled(context: TestApp, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const busy = await context.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(inArray(outboxMessages.status, ['pending', 'sending']))
      .limit(1);
    if (busy.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The outbox did not settle');
}
