import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { asCustomer, type TestCustomer } from './customers.ts';

/** Set-up through the API for tests that start in the middle of the seller's flow, and request counters. */

export const MODEL = 'apple-iphone-13';

/** The pickup day `offset` days from today in India time, as YYYY-MM-DD (SPEC 9: tomorrow is offset 1). */
export function pickupDayValue(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + offset * 24 * 60 * 60 * 1000));
}

/** The answer record (SPEC 3) of a phone in good order, for the 128GB iPhone 13. */
export async function goodPhoneRecord(request: APIRequestContext) {
  const response = await request.get(`/api/variant/${MODEL}`);
  const { variants } = (await response.json()) as { variants: { id: number; VariantName: string }[] };
  const variant = variants.find((item) => item.VariantName === '128GB');
  if (!variant) throw new Error('The catalog has no 128GB iPhone 13');
  return {
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
    accessories: ['Chr'],
    warranty: '',
    variant: variant.id,
    ic_slug: MODEL,
    item_name: 'iPhone 13 (128GB)',
    model_name: 'iPhone 13',
    variant_name: '128GB',
    item_image: `/images/models/${MODEL}.webp`,
  };
}

/** Stores a finished evaluation in the browser, as the questionnaire leaves it (selectedModel). */
export async function storeQuote(page: Page, record: object): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('selectedModel', JSON.stringify(value)), record);
}

export async function addAddress(
  request: APIRequestContext,
  customer: TestCustomer,
  extra: object = {},
): Promise<{ id: number }> {
  const response = await request.post('/api/addaddress', {
    headers: asCustomer(customer),
    data: {
      address_type: 'Home',
      address_no: 'House 1',
      locality: 'Madhapur',
      landmark: '',
      city: 'Hyderabad',
      state: 'Telangana',
      pincode: '500081',
      is_default: 0,
      lat: '',
      lng: '',
      ...extra,
    },
  });
  expect(response.ok(), `addaddress answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { address: { id: number } }).address;
}

/** Books an order through the API and answers its reference. */
export async function bookOrder(
  request: APIRequestContext,
  customer: TestCustomer,
  addressId: number,
  record: { variant: number },
): Promise<string> {
  const response = await request.post('/api/generatesellnoworder', {
    headers: { ...asCustomer(customer), 'Idempotency-Key': `setup-${Math.random().toString(36).slice(2)}` },
    data: {
      ic_slug: MODEL,
      model_name: 'iPhone 13',
      variant: record.variant,
      device_info: JSON.stringify(record),
      customer_id: customer.customer_id,
      address_id: addressId,
      pickup_date: pickupDayValue(1),
      pickup_time: '10:00 AM - 12:00 PM',
    },
  });
  expect(response.ok(), `generatesellnoworder answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { RefNo: string }).RefNo;
}

/** Counts the page's requests whose URL contains `part` (from now on). */
export function countRequests(page: Page, part: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes(part)) counter.count += 1;
  });
  return counter;
}

/** Holds the answers of matching calls for `ms`, so a second click would land while the first is out. */
export async function holdAnswers(page: Page, pattern: string, ms = 400): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}
