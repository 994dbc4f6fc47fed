import { PRICE_CHANGE_CONFIRM_SHARE, SAMPLE_PHONE_ANSWERS } from '@phonix/shared/price-guard';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, brands } from '../src/db/schema.ts';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Issue 21, the console: a price edit of more than 20% or below the minimum offer needs a confirmation after
 * a preview (decision record 070), and catalog and pricing changes are reverted from the audit log (071).
 */
let context: TestApp;
let admin: StaffSession;
let operations: StaffSession;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signInNewAdmin(context.app, context.db, '10.71.0.1');
  operations = await signInNewOperations(context.app, admin, '10.71.0.2');
});
afterAll(async () => {
  await context.close();
});

const call = async (method: 'GET' | 'POST', url: string, as: StaffSession | null, payload?: unknown) => {
  const response = await context.app.inject({
    method,
    url,
    headers: as ? as.auth : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: '10.71.1.1',
  });
  return { status: response.statusCode, body: response.json() };
};
const post = (url: string, payload: unknown = {}, as: StaffSession = admin) => call('POST', url, as, payload);
const get = (url: string, as: StaffSession = admin) => call('GET', url, as);

const auditCount = async () => (await context.db.select({ value: count() }).from(auditLog))[0]?.value ?? 0;
const lastEntry = async (action: string, entityId: number | string) => {
  const rows = await context.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
  const row = rows.at(-1);
  if (!row) throw new Error(`no ${action} entry for ${entityId}`);
  return row;
};

async function variantOf(brandSlug: string, modelSlug: string, index = 0) {
  const [brand] = await context.db.select({ id: brands.id }).from(brands).where(eq(brands.slug, brandSlug));
  const { body } = await get(`/api/staff/catalog/brands/${brand?.id}/models`);
  const model = body.models.find((entry: { slug: string }) => entry.slug === modelSlug);
  const variant = model?.variants[index];
  if (!variant) throw new Error(`no variant ${index} of ${modelSlug}`);
  return { model, variant } as {
    model: { id: number; name: string; slug: string };
    variant: { id: number; name: string; rate: number; hidden: boolean };
  };
}

/** The storefront's Get Upto price and the seller's quote of the sample phone, as a seller sees them. */
async function storefront(modelSlug: string, variantId: number) {
  const variants = (await call('GET', `/api/variant/${modelSlug}`, null)).body.variants;
  const rate = variants.find((entry: { id: number }) => entry.id === variantId).Rate as number;
  const quote = await call('POST', '/api/getExactValue', null, {
    ...SAMPLE_PHONE_ANSWERS,
    variant: variantId,
    ic_slug: modelSlug,
  });
  return { rate, quote: quote.body.finalValue as number };
}

describe('the price guard on a variant', () => {
  it('saves a change within 20% at once, as any staff member', async () => {
    const { model, variant } = await variantOf('apple', 'apple-iphone-13', 0);
    const rate = Math.round(variant.rate * (1 + PRICE_CHANGE_CONFIRM_SHARE) - 1);
    const saved = await post(`/api/staff/catalog/variants/${variant.id}`, { rate }, operations);
    expect(saved.status).toBe(200);
    expect(saved.body.variant.rate).toBe(rate);
    expect((await storefront(model.slug, variant.id)).rate).toBe(rate);
  });

  it('refuses a change of more than 20% with a preview priced by the engine, and applies it once confirmed', async () => {
    const { model, variant } = await variantOf('apple', 'apple-iphone-14', 0);
    const before = await storefront(model.slug, variant.id);
    const lower = Math.floor(variant.rate * 0.7);
    const entries = await auditCount();

    const refused = await post(`/api/staff/catalog/variants/${variant.id}`, { rate: lower }, operations);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'PRICE_CHANGE_NEEDS_CONFIRMATION',
      preview: {
        risks: ['large_change'],
        threshold_percent: 20,
        variant_id: variant.id,
        device: `Apple ${model.name} (${variant.name})`,
        get_upto: { before: variant.rate, after: lower },
        sample: {
          answers: SAMPLE_PHONE_ANSWERS,
          before: { basePrice: variant.rate },
          after: { basePrice: lower },
        },
      },
    });
    // The preview's "before" is the quote a seller gets today; nothing was saved or audited.
    expect(refused.body.preview.sample.before.finalValue).toBe(before.quote);
    expect(refused.body.preview.sample.after.finalValue).toBeLessThan(before.quote);
    expect(await storefront(model.slug, variant.id)).toEqual(before);
    expect(await auditCount()).toBe(entries);

    // The check call says the same without trying to save.
    const check = await post(
      `/api/staff/catalog/variants/${variant.id}/price-check`,
      { rate: lower },
      operations,
    );
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ success: true, needs_confirmation: true, preview: refused.body.preview });

    const confirmed = await post(
      `/api/staff/catalog/variants/${variant.id}`,
      { rate: lower, confirm: true },
      operations,
    );
    expect(confirmed.status).toBe(200);
    const after = await storefront(model.slug, variant.id);
    expect(after).toEqual({ rate: lower, quote: refused.body.preview.sample.after.finalValue });
    expect((await lastEntry('variant.update', variant.id)).after).toMatchObject({ rate: lower });
  });

  it('refuses a Get Upto price below the minimum offer even when the step is small', async () => {
    const { variant } = await variantOf('apple', 'apple-iphone-13', 1);
    const rules = (await get('/api/staff/pricing')).body;
    // Down to a price just under the floor, in small confirmed steps, then one small unconfirmed step below it.
    const justAbove = rules.minimum_offer + 20;
    expect(
      (await post(`/api/staff/catalog/variants/${variant.id}`, { rate: justAbove, confirm: true })).status,
    ).toBe(200);
    const below = rules.minimum_offer - 20;
    const refused = await post(`/api/staff/catalog/variants/${variant.id}`, { rate: below });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('PRICE_CHANGE_NEEDS_CONFIRMATION');
    expect(refused.body.preview.risks).toContain('below_floor');
    expect(refused.body.preview.minimum_offer).toEqual({
      before: rules.minimum_offer,
      after: rules.minimum_offer,
    });
    // Below the floor every phone of the variant is paid its full price: the sample phone too.
    expect(refused.body.preview.sample.after.finalValue).toBe(below);
  });

  it('leaves name and visibility changes unguarded, and answers 404 for a check of no variant', async () => {
    const { variant } = await variantOf('apple', 'apple-iphone-13', 0);
    expect((await post(`/api/staff/catalog/variants/${variant.id}`, { hidden: true })).status).toBe(200);
    expect((await post(`/api/staff/catalog/variants/${variant.id}`, { hidden: false })).status).toBe(200);
    const missing = await post('/api/staff/catalog/variants/99999999/price-check', { rate: 100 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('VARIANT_NOT_FOUND');
  });
});

describe('the price guard on pricing rules', () => {
  it('refuses a deduction moved by more than 20 points and a minimum offer above the cheapest price', async () => {
    const rules = (await get('/api/staff/pricing')).body;
    const calls = rules.deductions.find(
      (line: { code: string }) => line.code === 'calls_not_working',
    ).percent;
    const big = await post('/api/staff/pricing', { deductions: { calls_not_working: calls + 25 } });
    expect(big.status).toBe(409);
    expect(big.body.code).toBe('PRICE_CHANGE_NEEDS_CONFIRMATION');
    expect(big.body.preview.risks).toEqual(['large_change']);

    // A light-scratch change moves the sample phone's quote: by more than 20% of the Get Upto price here.
    const sample = await post('/api/staff/pricing/check', { deductions: { SLight: 3 + 21 } });
    expect(sample.body.needs_confirmation).toBe(true);
    expect(
      sample.body.preview.sample.before.finalValue - sample.body.preview.sample.after.finalValue,
    ).toBeGreaterThan(sample.body.preview.get_upto.before * PRICE_CHANGE_CONFIRM_SHARE);

    const floor = await post('/api/staff/pricing/check', { minimum_offer: 1_000_000 });
    expect(floor.body.preview.risks).toContain('below_floor');
    expect(floor.body.preview.minimum_offer).toEqual({ before: rules.minimum_offer, after: 1_000_000 });

    const small = await post('/api/staff/pricing/check', { deductions: { Spk: 6 } });
    expect(small.body).toMatchObject({ needs_confirmation: false, preview: { risks: [] } });
    // Operations staff may not touch pricing rules, the check included.
    expect((await post('/api/staff/pricing/check', {}, operations)).status).toBe(403);
  });
});

describe('reverting from the audit log', () => {
  it('puts a Get Upto price back in one call, audited as a revert of that entry, and only once', async () => {
    const { model, variant } = await variantOf('samsung', 'samsung-galaxy-s23', 0);
    const before = await storefront(model.slug, variant.id);
    const raised = Math.round(variant.rate * 1.5);
    await post(`/api/staff/catalog/variants/${variant.id}`, { rate: raised, confirm: true }, operations);
    const change = await lastEntry('variant.update', variant.id);

    const log = await get(`/api/staff/audit?entity_type=variant&entity_id=${variant.id}`);
    const listed = log.body.entries.find((entry: { id: number }) => entry.id === change.id);
    expect(listed).toMatchObject({
      actor_name: 'Test Operations',
      actor_role: 'operations',
      entity_label: `Samsung ${model.name} (${variant.name})`,
      revertable: true,
      reverted_by_id: null,
    });

    const reverted = await post(`/api/staff/audit/${change.id}/revert`);
    expect(reverted.status).toBe(200);
    // An explicit revert is the confirmation: the 33% cut back needs no second request.
    expect(reverted.body.entry).toMatchObject({
      action: 'audit.revert',
      entity_type: 'audit_entry',
      entity_id: String(change.id),
      reverts_id: change.id,
      actor_name: 'Test Admin',
      actor_role: 'admin',
      entity_label: `Samsung ${model.name} (${variant.name})`,
      before: { rate: raised },
      after: { rate: variant.rate },
      revertable: false,
    });
    expect(await storefront(model.slug, variant.id)).toEqual(before);

    const again = await post(`/api/staff/audit/${change.id}/revert`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('AUDIT_ALREADY_REVERTED');
    const relisted = (
      await get(`/api/staff/audit?entity_type=variant&entity_id=${variant.id}`)
    ).body.entries.find((entry: { id: number }) => entry.id === change.id);
    expect(relisted).toMatchObject({ revertable: false, reverted_by_id: reverted.body.entry.id });
  });

  it('refuses a revert when the value changed since, and two reverts at once apply one', async () => {
    const { variant } = await variantOf('samsung', 'samsung-galaxy-s23', 1);
    await post(`/api/staff/catalog/variants/${variant.id}`, { rate: variant.rate + 100 });
    const first = await lastEntry('variant.update', variant.id);
    await post(`/api/staff/catalog/variants/${variant.id}`, { rate: variant.rate + 200 });
    const second = await lastEntry('variant.update', variant.id);
    const entries = await auditCount();

    const conflict = await post(`/api/staff/audit/${first.id}/revert`);
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('AUDIT_REVERT_CONFLICT');
    expect(await auditCount()).toBe(entries);

    const both = await Promise.all([
      post(`/api/staff/audit/${second.id}/revert`),
      post(`/api/staff/audit/${second.id}/revert`),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditCount()).toBe(entries + 1);
    const { variant: now } = await variantOf('samsung', 'samsung-galaxy-s23', 1);
    expect(now.rate).toBe(variant.rate + 100);
  });

  it('reverts a pricing change and a creation (by hiding), and refuses what cannot be reverted', async () => {
    const saved = await post('/api/staff/pricing', { deductions: { Spk: 9 }, rounding_step: 100 });
    expect(saved.status).toBe(200);
    const [change] = (
      await context.db.select().from(auditLog).where(eq(auditLog.action, 'pricing.update'))
    ).slice(-1);
    if (!change) throw new Error('no pricing entry');
    const reverted = await post(`/api/staff/audit/${change.id}/revert`);
    expect(reverted.status).toBe(200);
    expect(reverted.body.entry).toMatchObject({
      entity_label: 'the pricing rules',
      before: { deductions: { Spk: 9 }, rounding_step: 100 },
      after: { deductions: { Spk: 5 }, rounding_step: 50 },
    });
    const rules = (await get('/api/staff/pricing')).body;
    expect(rules.rounding_step).toBe(50);
    expect(rules.deductions.find((line: { code: string }) => line.code === 'Spk').percent).toBe(5);

    const { model } = await variantOf('samsung', 'samsung-galaxy-s23', 0);
    const created = await post('/api/staff/catalog/variants', {
      model_id: model.id,
      name: '2TB',
      rate: 90_000,
    });
    expect(created.status).toBe(200);
    const creation = await lastEntry('variant.create', created.body.variant.id);
    expect((await post(`/api/staff/audit/${creation.id}/revert`)).status).toBe(200);
    const shown = (await call('GET', `/api/variant/${model.slug}`, null)).body.variants.map(
      (entry: { VariantName: string }) => entry.VariantName,
    );
    expect(shown).not.toContain('2TB');

    // A revert is not itself reverted; an unknown entry is 404; operations staff cannot revert.
    expect((await post(`/api/staff/audit/${reverted.body.entry.id}/revert`)).body.code).toBe(
      'AUDIT_NOT_REVERTABLE',
    );
    expect((await post('/api/staff/audit/99999999/revert')).status).toBe(404);
    expect((await post(`/api/staff/audit/${change.id}/revert`, {}, operations)).status).toBe(403);
  });
});
