import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceEnquiries } from '../src/db/schema.ts';
import { loadPricingRulesSeed } from '../src/db/seed/seed.ts';
import { createTestApp } from './support/test-app.ts';

let context: Awaited<ReturnType<typeof createTestApp>>;
let variant: { id: number; VariantName: string; Rate: number };

beforeAll(async () => {
  context = await createTestApp();
  const listing = await context.app.inject({ method: 'GET', url: '/api/variant/apple-iphone-14' });
  variant = listing.json().variants[0];
});
afterAll(async () => {
  await context.close();
});

/** A flawless, boxed, 0-3 month old phone. */
const perfect = (): AnswerRecord => ({
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
  accessories: ['Box', 'Chr', 'EarPhone'],
  warranty: 'warranty03',
  variant: variant.id,
  ic_slug: 'apple-iphone-14',
  item_name: `iPhone 14 (${variant.VariantName})`,
  model_name: 'iPhone 14',
  variant_name: variant.VariantName,
  item_image: '/images/models/apple-iphone-14.webp',
});

const post = async (url: string, payload: unknown) => {
  const response = await context.app.inject({ method: 'POST', url, payload: payload as object });
  return { status: response.statusCode, body: response.json() };
};

describe('POST /api/getExactValue', () => {
  it('pays the full Rate for a perfect, boxed, 0-3 month old phone', async () => {
    const { status, body } = await post('/api/getExactValue', perfect());
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      finalValue: variant.Rate,
      basePrice: variant.Rate,
      deductions: [],
      totalDeduction: 0,
      minimumOfferApplied: false,
      quote_valid_until: expect.any(String),
    });
    // Booked now, the quote holds for QUOTE_VALID_DAYS (7).
    const holds = Date.parse(body.quote_valid_until) - Date.now();
    expect(holds).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(holds).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('itemises what each answer costs, with the rules from the database', async () => {
    const rules = loadPricingRulesSeed();
    const answers = {
      ...perfect(),
      screenphysicalcondition: 'Sbr1',
      functionalerror: ['F2'],
      accessories: ['Chr'],
      warranty: '',
    };
    const { status, body } = await post('/api/getExactValue', answers);
    expect(status).toBe(200);
    expect(body.deductions.map((line: { code: string }) => line.code)).toEqual([
      'Sbr1',
      'F2',
      'no_Box',
      'no_EarPhone',
      'out_of_warranty',
    ]);
    const screen = body.deductions[0];
    expect(screen).toEqual({
      code: 'Sbr1',
      label: 'Front Glass Broken or Cracked (screen)',
      percent: rules.deductions.Sbr1,
      amount: Math.round((variant.Rate * (rules.deductions.Sbr1 ?? 0)) / 100),
    });
    const total = body.deductions.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
    expect(body.totalDeduction).toBe(total);
    expect(body.finalValue).toBe(
      Math.floor((variant.Rate - total) / rules.roundingStep) * rules.roundingStep,
    );
  });

  it('never goes below the minimum offer for a wreck', async () => {
    const wreck = {
      ...perfect(),
      callingerr: 'no',
      toucherr: 'no',
      screenspoterror: 'Sp1',
      screenlineerror: 'SMLi',
      screenphysicalcondition: 'Sbr1',
      bodyscratches: 'B2',
      bodydent: 'D2',
      panelerror: 'PanMis',
      benderror: 'PanBent',
      functionalerror: [
        'F1',
        'F2',
        'Vbutton',
        'FTouch',
        'wifi',
        'Battery',
        'Spk',
        'PwBut',
        'AudRcv',
        'chgPort',
        'FcSnsr',
      ],
      accessories: [],
      warranty: '',
    };
    const { body } = await post('/api/getExactValue', wreck);
    expect(body.minimumOfferApplied).toBe(true);
    expect(body.finalValue).toBe(loadPricingRulesSeed().minimumOffer);
  });

  it.each([
    [{ screenspoterror: 'Sp9' }, 'screenspoterror', 'screenspoterror must be one of: Sp1, Sp2, Sp3 or empty'],
    [{ callingerr: undefined }, 'callingerr', 'callingerr must be yes or no'],
    [
      { functionalerror: ['F1', 'Camera'] },
      'functionalerror.1',
      'functionalerror.1 must be one of: F1, F2, Vbutton, FTouch, wifi, Battery, Spk, PwBut, AudRcv, chgPort, FcSnsr',
    ],
    [{ functionalerror: ['F1', 'F1'] }, 'functionalerror', 'functionalerror must not repeat a code'],
    [
      { warranty: 'warranty99' },
      'warranty',
      'warranty must be one of: warranty03, warranty36, warranty611, warrantyAbove11 or empty',
    ],
    [{ variant: 'abc' }, 'variant', 'variant must be a variant id'],
    [{ ic_slug: '' }, 'ic_slug', 'ic_slug is required'],
  ])('answers 400 naming the field for malformed answers %o', async (change, field, message) => {
    const { status, body } = await post('/api/getExactValue', { ...perfect(), ...change });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, code: 'VALIDATION_FAILED', field, message });
  });

  it('answers 400 for a body that is not an answer record at all', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/getExactValue',
      headers: { 'content-type': 'application/json' },
      payload: '{"callingerr": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
  });

  it('answers 404 for an unknown variant or a variant of another model', async () => {
    expect((await post('/api/getExactValue', { ...perfect(), variant: 99_999_999 })).status).toBe(404);
    const other = await post('/api/getExactValue', { ...perfect(), ic_slug: 'apple-iphone-15' });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(`No variant ${variant.id} found for model 'apple-iphone-15'`);
  });
});

describe('POST /api/calculateprice', () => {
  it('answers the finalValue for the selected model', async () => {
    const { status, body } = await post('/api/calculateprice', {
      selectedModel: { ...perfect(), bodydent: 'D1' },
    });
    expect(status).toBe(200);
    const exact = await post('/api/getExactValue', { ...perfect(), bodydent: 'D1' });
    expect(body).toEqual({ success: true, finalValue: exact.body.finalValue });
    expect(body.finalValue).toBeLessThan(variant.Rate);
  });

  it('answers 400 naming the nested field', async () => {
    const { status, body } = await post('/api/calculateprice', {
      selectedModel: { ...perfect(), bodydent: 'D7' },
    });
    expect(status).toBe(400);
    expect(body.field).toBe('selectedModel.bodydent');
  });
});

describe('POST /api/insertPriceEnquiry', () => {
  it('records the enquiry with the value computed on the server, never the one sent', async () => {
    const answers = { ...perfect(), bodyscratches: 'B1' };
    const expected = (await post('/api/getExactValue', answers)).body.finalValue;
    const { status, body } = await post('/api/insertPriceEnquiry', {
      selectedModel: answers,
      user: null,
      finalValue: 9_999_999,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, isInserted: expect.any(Number), finalValue: expected });
    const [row] = await context.db.select().from(priceEnquiries).orderBy(desc(priceEnquiries.id)).limit(1);
    expect(row?.id).toBe(body.isInserted);
    expect(row?.finalValue).toBe(expected);
    expect(row?.variantId).toBe(variant.id);
    expect(row?.customerId).toBeNull();
    expect(row?.answers).toMatchObject({ bodyscratches: 'B1', ic_slug: 'apple-iphone-14' });
  });

  it('gives each evaluation its own marker', async () => {
    const first = await post('/api/insertPriceEnquiry', { selectedModel: perfect() });
    const second = await post('/api/insertPriceEnquiry', { selectedModel: perfect() });
    expect(second.body.isInserted).toBeGreaterThan(first.body.isInserted);
  });

  it('stores nothing for malformed answers', async () => {
    const [before] = await context.db.select({ n: count() }).from(priceEnquiries);
    const { status, body } = await post('/api/insertPriceEnquiry', {
      selectedModel: { ...perfect(), accessories: ['Cable'] },
    });
    expect(status).toBe(400);
    expect(body.field).toBe('selectedModel.accessories.0');
    const [after] = await context.db.select({ n: count() }).from(priceEnquiries);
    expect(after?.n).toBe(before?.n);
  });
});
