import type { RecordingSms } from './recording-sms.ts';
import { uniqueMobile } from './recording-sms.ts';
import type { TestApp } from './test-app.ts';

/** Signs a new customer up through the API (register, then the OTP from the SMS) and answers the session. */
export async function signUp(app: TestApp['app'], sms: RecordingSms, remoteAddress = '10.0.0.1') {
  const mobile = uniqueMobile();
  const password = 'correct horse battery';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/registercustomer',
    payload: { mobile, name: 'Ravi Kumar', password, platform: 'web' },
    remoteAddress,
  });
  if (registered.statusCode !== 200) throw new Error(`registercustomer answered ${registered.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: '/api/verifycustomerotp',
    payload: { mobile, otp: sms.latestCode(mobile) },
    remoteAddress,
  });
  if (verified.statusCode !== 200) throw new Error(`verifycustomerotp answered ${verified.body}`);
  const body = verified.json();
  return {
    mobile,
    password,
    customerId: body.customer.customer_id as number,
    token: body.token as string,
    auth: { authorization: `Bearer ${body.token}` },
  };
}
