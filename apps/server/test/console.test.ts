import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pickupDates } from '@phonix/shared/pickup';
import type { AnswerRecord } from '@phonix/shared/questionnaire';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands, modelPhotos, models } from '../src/db/schema.ts';
import { audited } from '../src/modules/audit/audit.ts';
import { signUp } from './support/customers.ts';
import { RecordingSms } from './support/recording-sms.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const sms = new RecordingSms();
const imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonix-console-images-'));
let context: TestApp;
let admin: StaffSession;
let operations: StaffSession;

beforeAll(async () => {
  context = await createTestApp({ auth: { sms }, imagesDir });
  admin = await signInNewAdmin(context.app, context.db);
  operations = await signInNewOperations(context.app, admin);
});
afterAll(async () => {
  await context.close();
  fs.rmSync(imagesDir, { recursive: true, force: true });
});

const call = async (
  method: 'GET' | 'POST',
  url: string,
  options: { as?: { auth: Record<string, string> } | null; payload?: unknown; remoteAddress?: string } = {},
) => {
  const response = await context.app.inject({
    method,
    url,
    headers: options.as ? options.as.auth : {},
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    remoteAddress: options.remoteAddress ?? '10.70.0.1',
  });
  const json = response.headers['content-type']?.toString().includes('application/json');
  return { status: response.statusCode, body: json ? response.json() : {}, raw: response };
};
const staffGet = (url: string, as: StaffSession = admin) => call('GET', url, { as });
const staffPost = (url: string, payload: unknown = {}, as: StaffSession = admin) =>
  call('POST', url, { as, payload });

const auditCount = async () => (await context.db.select({ value: count() }).from(auditLog))[0]?.value ?? 0;
const lastAudit = async (action: string, entityId: number | string) => {
  const rows = await context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
  return rows.at(-1);
};

const answers = (variantId: number, icSlug: string, extra: Partial<AnswerRecord> = {}): AnswerRecord => ({
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
  variant: variantId,
  ic_slug: icSlug,
  ...extra,
});

async function brandIdOf(slug: string): Promise<number> {
  const [row] = await context.db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
  if (!row) throw new Error(`no brand ${slug}`);
  return row.id;
}

async function adminModel(brandSlug: string, modelSlug: string) {
  const { body } = await staffGet(`/api/staff/catalog/brands/${await brandIdOf(brandSlug)}/models`);
  const model = body.models.find((entry: { slug: string }) => entry.slug === modelSlug);
  if (!model) throw new Error(`no model ${modelSlug}`);
  return model;
}

/** Books a pickup for `customer` of the variant through the public API. */
async function bookOrder(customer: Awaited<ReturnType<typeof signUp>>, variantId: number, icSlug: string) {
  const hyderabad = (await call('GET', '/api/pincodes/Hyderabad')).body.pincodes[0];
  const address = await call('POST', '/api/addaddress', {
    as: customer,
    payload: {
      address_type: 'Home',
      address_no: 'Flat 9',
      locality: hyderabad.locality,
      city: 'Hyderabad',
      state: hyderabad.state,
      pincode: hyderabad.pincode,
    },
  });
  const booked = await call('POST', '/api/generatesellnoworder', {
    as: customer,
    payload: {
      ic_slug: icSlug,
      model_name: 'x',
      variant: variantId,
      device_info: JSON.stringify(answers(variantId, icSlug)),
      customer_id: customer.customerId,
      address_id: address.body.address.id,
      pickup_date: pickupDates()[1]?.value,
      pickup_time: '10:00 AM - 12:00 PM',
    },
  });
  expect(booked.status).toBe(200);
  return booked.body.RefNo as string;
}

describe('the audit helper', () => {
  it("writes the entry in the change's transaction: a failed change leaves neither change nor entry", async () => {
    const before = await auditCount();
    const brandId = await brandIdOf('nothing');
    await expect(
      audited(
        context.db,
        { staffId: admin.id, name: admin.email, clientIp: null },
        'brand.update',
        async (tx) => {
          await tx.update(brands).set({ name: 'Renamed' }).where(eq(brands.id, brandId));
          throw new Error('the change fails after writing');
        },
      ),
    ).rejects.toThrow('the change fails after writing');
    expect(await auditCount()).toBe(before);
    const [row] = await context.db.select().from(brands).where(eq(brands.id, brandId));
    expect(row?.name).toBe('Nothing');
  });
});

describe('catalog management', () => {
  it("edits a variant's Get Upto price: the storefront and quotes follow at once, audited before and after", async () => {
    const model = await adminModel('apple', 'apple-iphone-13');
    const variant = model.variants[0];
    const edited = await staffPost(
      `/api/staff/catalog/variants/${variant.id}`,
      { rate: variant.rate + 1234 },
      operations,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.variant).toEqual({ ...variant, rate: variant.rate + 1234 });

    const storefront = await call('GET', '/api/variant/apple-iphone-13');
    expect(storefront.body.variants.find((entry: { id: number }) => entry.id === variant.id).Rate).toBe(
      variant.rate + 1234,
    );
    const quote = await call('POST', '/api/getExactValue', {
      payload: answers(variant.id, 'apple-iphone-13'),
    });
    expect(quote.body.basePrice).toBe(variant.rate + 1234);

    const entry = await lastAudit('variant.update', variant.id);
    expect(entry).toMatchObject({ staffId: operations.id, actor: operations.email, entityType: 'variant' });
    expect(entry?.before).toMatchObject({ rate: variant.rate, name: variant.name, hidden: false });
    expect(entry?.after).toMatchObject({ rate: variant.rate + 1234, name: variant.name, hidden: false });
  });

  it('refuses a bad price or a clashing variant name with a clear message and writes no entry', async () => {
    const model = await adminModel('apple', 'apple-iphone-13');
    const [first, second] = model.variants;
    const before = await auditCount();
    const negative = await staffPost(`/api/staff/catalog/variants/${first.id}`, { rate: -5 });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Price must be at least ₹1' });
    const clash = await staffPost(`/api/staff/catalog/variants/${first.id}`, {
      name: second.name.toLowerCase(),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('CATALOG_NAME_TAKEN');
    const missing = await staffPost('/api/staff/catalog/variants/99999999', { rate: 100 });
    expect(missing.status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('hides a model from the storefront while its old orders keep working, and shows it again', async () => {
    const customer = await signUp(context.app, sms, '10.70.1.1');
    const model = await adminModel('apple', 'apple-iphone-12');
    const variant = model.variants[0];
    const refNo = await bookOrder(customer, variant.id, 'apple-iphone-12');

    const hidden = await staffPost(`/api/staff/catalog/models/${model.id}`, { hidden: true });
    expect(hidden.body.model.hidden).toBe(true);
    const brandPage = await call('GET', '/api/model/apple');
    expect(brandPage.body.models.map((entry: { ic_slug: string }) => entry.ic_slug)).not.toContain(
      'apple-iphone-12',
    );
    expect((await call('GET', '/api/variant/apple-iphone-12')).status).toBe(404);
    expect(
      (await call('POST', '/api/getExactValue', { payload: answers(variant.id, 'apple-iphone-12') })).status,
    ).toBe(404);
    expect((await call('GET', '/sell-mobile/apple/apple-iphone-12')).raw.statusCode).toBe(404);

    const order = await call('GET', `/api/getsellnowoder/${refNo}`, { as: customer });
    expect(order.status).toBe(200);
    expect((await call('GET', `/api/devicereport/${refNo}`)).status).toBe(200);
    // The console still lists it, marked hidden.
    expect((await adminModel('apple', 'apple-iphone-12')).hidden).toBe(true);

    await staffPost(`/api/staff/catalog/models/${model.id}`, { hidden: false });
    expect((await call('GET', '/api/variant/apple-iphone-12')).status).toBe(200);
    const entry = await lastAudit('model.update', model.id);
    expect(entry?.before).toMatchObject({ hidden: true });
    expect(entry?.after).toMatchObject({ hidden: false });
  });

  it('hides a whole brand with everything under it', async () => {
    const brandId = await brandIdOf('poco');
    await staffPost(`/api/staff/catalog/brands/${brandId}`, { hidden: true });
    const listed = (await call('GET', '/api/brands')).body.brands.map(
      (brand: { slug: string }) => brand.slug,
    );
    expect(listed).not.toContain('poco');
    expect((await call('GET', '/api/model/poco')).status).toBe(404);
    await staffPost(`/api/staff/catalog/brands/${brandId}`, { hidden: false });
    expect((await call('GET', '/api/model/poco')).status).toBe(200);
  });

  it('adds a brand, a series, a model and a variant; the model reaches the storefront with its first variant', async () => {
    const brand = await staffPost('/api/staff/catalog/brands', { name: 'Fairphone', color: '#3a7d44' });
    expect(brand.body.brand).toMatchObject({
      slug: 'fairphone',
      name: 'Fairphone',
      hidden: false,
      models: 0,
    });
    expect(
      (await staffPost('/api/staff/catalog/brands', { name: 'FAIRPHONE', color: '#000000' })).status,
    ).toBe(409);
    const series = await staffPost('/api/staff/catalog/series', {
      brand_id: brand.body.brand.id,
      name: 'Fairphone 5 Series',
    });
    expect(series.body.series).toMatchObject({
      code: 'FAIRPHONE-FAIRPHONE-5-SERIES',
      slug: 'fairphone-5-series',
    });
    const model = await staffPost('/api/staff/catalog/models', {
      series_id: series.body.series.id,
      name: 'Fairphone 5',
      release_year: 2023,
    });
    expect(model.body.model).toMatchObject({ slug: 'fairphone-5', variants: [], hidden: false });
    expect(model.body.model.item_code).toMatch(/^PX\d{5,}$/);
    // Nothing to sell yet: the brand is not listed.
    expect((await call('GET', '/api/model/fairphone')).status).toBe(404);

    const variant = await staffPost('/api/staff/catalog/variants', {
      model_id: model.body.model.id,
      name: '8GB-256GB',
      rate: 21000,
    });
    expect(variant.body.variant).toMatchObject({ name: '8GB-256GB', rate: 21000, hidden: false });
    const storefront = await call('GET', '/api/variant/fairphone-5');
    expect(storefront.body.variants).toEqual([
      { id: variant.body.variant.id, VariantName: '8GB-256GB', Rate: 21000 },
    ]);
    expect(
      (await call('GET', '/api/brands')).body.brands.map((entry: { slug: string }) => entry.slug),
    ).toContain('fairphone');
    expect((await lastAudit('model.create', model.body.model.id))?.after).toMatchObject({
      name: 'Fairphone 5',
    });
    expect((await lastAudit('variant.create', variant.body.variant.id))?.after).toMatchObject({
      rate: 21000,
    });
  });

  it("replaces a model's drawing with an uploaded photo, converted to a 300x400 webp, and removes it again", async () => {
    const model = await adminModel('samsung', 'samsung-galaxy-s24');
    expect(model.has_photo).toBe(false);
    const photo = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await staffPost(`/api/staff/catalog/models/${model.id}/photo`, {
      image: `data:image/jpeg;base64,${photo.toString('base64')}`,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.model.has_photo).toBe(true);
    expect(uploaded.body.model.image_url).toMatch(/^\/images\/models\/samsung-galaxy-s24\.webp\?v=/);

    const served = await context.app.inject({ method: 'GET', url: '/images/models/samsung-galaxy-s24.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('no-cache');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 400 });
    const { dominant } = await sharp(served.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
    const [stored] = await context.db.select().from(modelPhotos).where(eq(modelPhotos.modelId, model.id));
    expect(stored?.webp.equals(served.rawPayload)).toBe(true);
    expect((await lastAudit('model.photo_upload', model.id))?.after).toMatchObject({
      photo_sha256: stored?.sha256,
    });

    const removed = await staffPost(`/api/staff/catalog/models/${model.id}/photo/remove`);
    expect(removed.body.model.has_photo).toBe(false);
    // This test server draws nothing, so the photo file is simply gone (the real server draws the model again).
    expect(
      (await context.app.inject({ method: 'GET', url: '/images/models/samsung-galaxy-s24.webp' })).statusCode,
    ).toBe(404);
  });

  it('refuses a file that is not an image, and does not touch the model', async () => {
    const model = await adminModel('samsung', 'samsung-galaxy-s23');
    const before = await auditCount();
    for (const image of [
      'bm90IGFuIGltYWdl',
      'not base64 at all!',
      Buffer.from('GIF89a....').toString('base64'),
    ]) {
      const response = await staffPost(`/api/staff/catalog/models/${model.id}/photo`, { image });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('PHOTO_INVALID');
    }
    expect(await auditCount()).toBe(before);
    const [row] = await context.db.select().from(models).where(eq(models.id, model.id));
    expect(row?.hiddenAt).toBeNull();
  });
});

describe('pricing rules (admins)', () => {
  it('previews proposed changes on a sample answer set, saves them audited, and quotes follow', async () => {
    const rules = (await staffGet('/api/staff/pricing')).body;
    expect(rules.deductions.find((line: { code: string }) => line.code === 'warranty36')).toMatchObject({
      group: 'age',
      percent: 3,
    });
    const model = await adminModel('apple', 'apple-iphone-14');
    const variantId = model.variants[0].id;
    const sample = answers(variantId, 'apple-iphone-14', { bodyscratches: 'B2', warranty: 'warranty611' });
    const { variant, ic_slug, ...conditions } = sample;
    const changes = { deductions: { B2: 20 }, minimum_offer: 600, rounding_step: 100 };

    const preview = await staffPost('/api/staff/pricing/preview', {
      changes,
      variant_id: variantId,
      answers: conditions,
    });
    expect(preview.status).toBe(200);
    const live = await call('POST', '/api/getExactValue', { payload: sample });
    expect(preview.body.current.finalValue).toBe(live.body.finalValue);
    expect(
      preview.body.proposed.deductions.find((line: { code: string }) => line.code === 'B2').percent,
    ).toBe(20);
    expect(preview.body.proposed.finalValue).toBeLessThan(preview.body.current.finalValue);
    expect(preview.body.proposed.finalValue % 100).toBe(0);
    // A preview saves nothing.
    expect((await call('POST', '/api/getExactValue', { payload: sample })).body.finalValue).toBe(
      live.body.finalValue,
    );

    const saved = await staffPost('/api/staff/pricing', changes);
    expect(saved.status).toBe(200);
    expect(saved.body.deductions.find((line: { code: string }) => line.code === 'B2').percent).toBe(20);
    const after = await call('POST', '/api/getExactValue', { payload: sample });
    expect(after.body.finalValue).toBe(preview.body.proposed.finalValue);

    const [entry] = (
      await context.db.select().from(auditLog).where(eq(auditLog.action, 'pricing.update'))
    ).slice(-1);
    expect(entry?.before).toEqual({ deductions: { B2: 6 }, minimum_offer: 500, rounding_step: 50 });
    expect(entry?.after).toEqual({ deductions: { B2: 20 }, minimum_offer: 600, rounding_step: 100 });
  });

  it("keeps two admins' changes of different rules made at the same moment", async () => {
    const other = await signInNewAdmin(context.app, context.db, '10.70.9.9');
    const [first, second] = await Promise.all([
      staffPost('/api/staff/pricing', { deductions: { Spk: 7.5 } }),
      staffPost('/api/staff/pricing', { deductions: { PwBut: 9 } }, other),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const rules = (await staffGet('/api/staff/pricing')).body.deductions;
    const percentOf = (code: string) => rules.find((line: { code: string }) => line.code === code).percent;
    expect(percentOf('Spk')).toBe(7.5);
    expect(percentOf('PwBut')).toBe(9);
  });

  it('refuses unknown codes and out-of-range values', async () => {
    const unknown = await staffPost('/api/staff/pricing', { deductions: { NotACode: 5 } });
    expect(unknown.status).toBe(400);
    const tooHigh = await staffPost('/api/staff/pricing', { deductions: { Sp1: 140 } });
    expect(tooHigh.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Percent must be at most 100' });
    const extra = await staffPost('/api/staff/pricing', { deductions: {}, surprise: 1 });
    expect(extra.status).toBe(400);
    const zeroStep = await staffPost('/api/staff/pricing', { rounding_step: 0 });
    expect(zeroStep.body.message).toBe('Rounding step must be at least ₹1');
  });

  it('is closed to operations staff', async () => {
    expect((await staffGet('/api/staff/pricing', operations)).status).toBe(403);
  });
});

describe('contact messages', () => {
  it('lists open messages and marks one handled, audited', async () => {
    await call('POST', '/api/contactus', {
      payload: {
        name: 'Kiran',
        email: 'kiran@example.com',
        subject: 'Pickup time',
        message: 'Can you come at 6?',
      },
      remoteAddress: '10.71.0.1',
    });
    const open = await staffGet('/api/staff/contact-messages', operations);
    const message = open.body.messages.find((entry: { name: string }) => entry.name === 'Kiran');
    expect(message).toMatchObject({ subject: 'Pickup time', handled_at: null, handled_by: null });

    const handled = await staffPost(
      `/api/staff/contact-messages/${message.id}/handled`,
      { handled: true },
      operations,
    );
    expect(handled.body.message).toMatchObject({
      handled_at: expect.any(String),
      handled_by: 'Test Operations',
    });
    const stillOpen = await staffGet('/api/staff/contact-messages?status=open', operations);
    expect(stillOpen.body.messages.map((entry: { id: number }) => entry.id)).not.toContain(message.id);
    const done = await staffGet('/api/staff/contact-messages?status=handled', operations);
    expect(done.body.messages.map((entry: { id: number }) => entry.id)).toContain(message.id);
    const entry = await lastAudit('contact.handled', message.id);
    expect(entry?.before).toEqual({ handled_at: null, handled_by: null });
    expect(entry?.after).toMatchObject({ handled_by: operations.id });
    expect((await staffPost('/api/staff/contact-messages/99999999/handled', { handled: true })).status).toBe(
      404,
    );
  });
});

describe('price enquiries to follow up', () => {
  it('lists enquiries that did not become orders with masked mobiles; the full number is an audited lookup', async () => {
    const seller = await signUp(context.app, sms, '10.72.0.1');
    const model = await adminModel('oneplus', 'oneplus-12');
    const variantId = model.variants[0].id;
    const enquiry = await call('POST', '/api/insertPriceEnquiry', {
      as: seller,
      payload: { selectedModel: answers(variantId, 'oneplus-12') },
    });
    const id = enquiry.body.isInserted;
    const list = await staffGet('/api/staff/enquiries?with_contact=true', operations);
    const row = list.body.enquiries.find((entry: { id: number }) => entry.id === id);
    expect(row).toMatchObject({
      model: 'OnePlus 12',
      variant: model.variants[0].name,
      customer: {
        name: 'Ravi Kumar',
        mobile: `XXXXXX${seller.mobile.slice(-4)}`,
      },
    });
    expect(JSON.stringify(list.body)).not.toContain(seller.mobile);

    const contact = await staffPost(`/api/staff/enquiries/${id}/contact`, {}, operations);
    expect(contact.body).toMatchObject({ name: 'Ravi Kumar', mobile: seller.mobile });
    expect((await lastAudit('enquiry.contact_viewed', id))?.staffId).toBe(operations.id);

    // Once that seller orders that phone, the enquiry no longer needs following up.
    await bookOrder(seller, variantId, 'oneplus-12');
    const after = await staffGet('/api/staff/enquiries', operations);
    expect(after.body.enquiries.map((entry: { id: number }) => entry.id)).not.toContain(id);
  });

  it('keeps anonymous enquiries without contact details', async () => {
    const model = await adminModel('oneplus', 'oneplus-11');
    const enquiry = await call('POST', '/api/insertPriceEnquiry', {
      payload: { selectedModel: answers(model.variants[0].id, 'oneplus-11') },
    });
    const list = await staffGet('/api/staff/enquiries', operations);
    expect(
      list.body.enquiries.find((entry: { id: number }) => entry.id === enquiry.body.isInserted)?.customer,
    ).toBeNull();
    expect(
      (await staffPost(`/api/staff/enquiries/${enquiry.body.isInserted}/contact`, {}, operations)).status,
    ).toBe(404);
  });
});

describe('dashboard', () => {
  it('counts enquiries and orders per day and week, conversion and order value by status', async () => {
    const before = (await staffGet('/api/staff/dashboard', operations)).body;
    expect(before.days).toHaveLength(14);
    const seller = await signUp(context.app, sms, '10.73.0.1');
    const model = await adminModel('vivo', 'vivo-x200');
    const variant = model.variants[0];
    await call('POST', '/api/insertPriceEnquiry', {
      as: seller,
      payload: { selectedModel: answers(variant.id, 'vivo-x200') },
    });
    await bookOrder(seller, variant.id, 'vivo-x200');
    const after = (await staffGet('/api/staff/dashboard', operations)).body;
    expect(after.today.enquiries).toBe(before.today.enquiries + 1);
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.week.orders).toBe(before.week.orders + 1);
    expect(after.days.at(-1)).toMatchObject({ enquiries: after.today.enquiries, orders: after.today.orders });
    expect(after.conversion.enquiries).toBe(before.conversion.enquiries + 1);
    expect(after.conversion.converted).toBe(before.conversion.converted + 1);
    const enquiry = (status: typeof after) =>
      status.by_status.find((row: { status: string }) => row.status === 'enquiry');
    expect(enquiry(after).orders).toBe((enquiry(before)?.orders ?? 0) + 1);
    expect(enquiry(after).value).toBeGreaterThan(enquiry(before)?.value ?? 0);
  });
});

describe('the console pages', () => {
  it('serves /admin and every path under it as a page that is never indexed; not under a city', async () => {
    for (const path of ['/admin', '/admin/sign-in', '/admin/catalog/3', '/admin/anything']) {
      const page = await context.app.inject({ method: 'GET', url: path });
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('noindex');
    }
    expect((await context.app.inject({ method: 'GET', url: '/hyderabad/admin' })).statusCode).toBe(404);
    const robots = await context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Disallow: /admin');
  });
});
