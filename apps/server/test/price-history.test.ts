import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffSession, signInNewAdmin, signInNewOperations } from './support/staff.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

/**
 * Who sets prices (decision record 203): operations staff change Get Upto prices, and every staff member sees
 * every price change on the price history and reverts one in one click; other entries stay the admins'.
 */

let context: TestApp;
let admin: StaffSession;
let operations: StaffSession;

beforeAll(async () => {
  context = await createTestApp();
  admin = await signInNewAdmin(context.app, context.db);
  operations = await signInNewOperations(context.app, admin);
});
afterAll(async () => {
  await context.close();
});

const call = async (who: StaffSession | null, method: 'GET' | 'POST', url: string, payload?: object) => {
  const response = await context.app.inject({
    method,
    url,
    headers: who ? who.auth : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

describe('the price history', () => {
  it('shows operations staff the price changes, and lets them revert one in one click', async () => {
    const variant = (await call(null, 'GET', '/api/variant/apple-iphone-13')).body.variants[0] as {
      id: number;
      Rate: number;
    };
    const raised = variant.Rate + 500;
    const saved = await call(operations, 'POST', `/api/staff/catalog/variants/${variant.id}`, {
      rate: raised,
      confirm: true,
    });
    expect(saved.status).toBe(200);

    const history = await call(operations, 'GET', '/api/staff/price-history');
    expect(history.status).toBe(200);
    const [change] = history.body.entries;
    expect(change).toMatchObject({
      action: 'variant.update',
      entity_type: 'variant',
      actor_role: 'operations',
      revertable: true,
    });
    // Only price entries: the staff accounts' entries stay in the admins' audit log.
    for (const entry of history.body.entries)
      expect(['variant', 'price_upload']).toContain(entry.entity_type);

    const reverted = await call(operations, 'POST', `/api/staff/price-history/${change.id}/revert`);
    expect(reverted.status).toBe(200);
    expect(reverted.body.entry).toMatchObject({ action: 'audit.revert', reverts_id: change.id });
    const now = (await call(null, 'GET', '/api/variant/apple-iphone-13')).body.variants[0];
    expect(now.Rate).toBe(variant.Rate);
    const again = await call(operations, 'POST', `/api/staff/price-history/${change.id}/revert`);
    expect([again.status, again.body.code]).toEqual([409, 'AUDIT_ALREADY_REVERTED']);
  });

  it('does not open other entries to operations staff, nor the audit log', async () => {
    const log = await call(admin, 'GET', '/api/staff/audit?entity_type=staff');
    const staffEntry = log.body.entries[0];
    expect(staffEntry).toBeDefined();
    const refused = await call(operations, 'POST', `/api/staff/price-history/${staffEntry.id}/revert`);
    expect([refused.status, refused.body.code]).toEqual([404, 'AUDIT_ENTRY_NOT_FOUND']);
    expect((await call(operations, 'GET', '/api/staff/audit')).status).toBe(403);
    expect((await call(operations, 'GET', '/api/staff/pricing')).status).toBe(403);
    expect((await call(null, 'GET', '/api/staff/price-history')).status).toBe(401);
  });
});
