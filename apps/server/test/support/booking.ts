import { pickupDates } from '@phonix/shared/pickup';
import { signUp } from './customers.ts';
import type { RecordingSms } from './recording-sms.ts';
import type { TestApp } from './test-app.ts';

/**
 * A seller ready to book: signed up, with a saved Hyderabad address, and the body of a sell-now booking
 * of an iPhone 13 as the web app sends it.
 */
export async function sellerReadyToBook(app: TestApp['app'], sms: RecordingSms, remoteAddress?: string) {
  const customer = await signUp(app, sms, remoteAddress);
  const pincode = (await app.inject({ method: 'GET', url: '/api/pincodes/Hyderabad' })).json().pincodes[0];
  const address = await app.inject({
    method: 'POST',
    url: '/api/addaddress',
    headers: customer.auth,
    payload: {
      address_type: 'Home',
      address_no: 'Flat 3, Lake View',
      locality: pincode.locality,
      city: pincode.city,
      state: pincode.state,
      pincode: pincode.pincode,
    },
  });
  if (address.statusCode !== 200) throw new Error(`addaddress answered ${address.body}`);
  const variant = (await app.inject({ method: 'GET', url: '/api/variant/apple-iphone-13' })).json()
    .variants[0];
  const booking = {
    ic_slug: 'apple-iphone-13',
    model_name: 'iPhone 13',
    variant: variant.id,
    exactValue: 0,
    device_info: JSON.stringify({
      callingerr: 'yes',
      toucherr: 'yes',
      screenspoterror: '',
      screenlineerror: '',
      screenphysicalcondition: '',
      bodyscratches: '',
      bodydent: '',
      panelerror: '',
      benderror: '',
      functionalerror: [],
      accessories: [],
      warranty: '',
      variant: variant.id,
      ic_slug: 'apple-iphone-13',
    }),
    customer_id: customer.customerId,
    address_id: address.json().address.id as number,
    pickup_date: pickupDates()[0]?.value,
    pickup_time: '10:00 AM - 12:00 PM',
  };
  /** Books the pickup with an Idempotency-Key, as the web app does. */
  const book = (key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/generatesellnoworder',
      headers: { ...customer.auth, 'idempotency-key': key },
      payload: booking,
    });
  return { ...customer, booking, book };
}
