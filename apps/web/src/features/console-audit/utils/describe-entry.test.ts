import type { AuditEntry } from '@phonix/shared/staff-api';
import { describe, expect, it } from 'vitest';
import { describeEntry, entrySentence } from './describe-entry.ts';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 41,
  at: '2026-11-27T04:44:00.000Z',
  staff_id: 3,
  actor: 'asha@phonix.in',
  action: 'variant.update',
  entity_type: 'variant',
  entity_id: '7',
  before: null,
  after: null,
  actor_name: 'Asha',
  actor_role: 'operations',
  entity_label: 'Apple iPhone 15 (128GB)',
  reverts_id: null,
  reverted_by_id: null,
  revertable: true,
  ...overrides,
});

describe('describeEntry', () => {
  it('says who changed which price of what from what to what, in rupees', () => {
    const price = entry({
      before: { id: 7, model_id: 2, name: '128GB', rate: 52000, hidden: false },
      after: { id: 7, model_id: 2, name: '128GB', rate: 48000, hidden: false },
    });
    expect(entrySentence(price)).toBe(
      'Asha (operations) changed Get Upto price of Apple iPhone 15 (128GB) from ₹52,000 to ₹48,000',
    );
  });

  it('lists each value when several changed, visibility in words', () => {
    const both = describeEntry(
      entry({
        actor_name: 'Ravi',
        actor_role: 'admin',
        before: { id: 7, name: '128GB', rate: 52000, hidden: false },
        after: { id: 7, name: '128GB', rate: 150000, hidden: true },
      }),
    );
    expect(both).toEqual({
      who: 'Ravi (admin)',
      what: 'changed Apple iPhone 15 (128GB)',
      lines: ['Get Upto price from ₹52,000 to ₹1,50,000', 'visibility from shown to hidden'],
    });
  });

  it('names deductions and the pricing rules, and a revert as going back', () => {
    const rules = entry({
      action: 'pricing.update',
      entity_type: 'pricing',
      entity_id: null,
      entity_label: 'the pricing rules',
      before: { deductions: { SLight: 3 } },
      after: { deductions: { SLight: 25 } },
    });
    expect(entrySentence(rules)).toBe(
      'Asha (operations) changed deduction for 1 or 2 scratches (screen) in the pricing rules from 3% to 25%',
    );
    const revert = entry({
      id: 42,
      action: 'audit.revert',
      entity_type: 'audit_entry',
      entity_id: '41',
      reverts_id: 41,
      revertable: false,
      before: { id: 7, rate: 48000 },
      after: { id: 7, rate: 52000 },
    });
    expect(entrySentence(revert)).toBe(
      'Asha (operations) reverted entry #41: Get Upto price of Apple iPhone 15 (128GB) from ₹48,000 back to ₹52,000',
    );
  });

  it('says what a new object was given, and who a script is', () => {
    const created = entry({
      actor: 'script:seed',
      actor_name: null,
      actor_role: null,
      action: 'variant.create',
      before: null,
      after: { id: 9, model_id: 2, name: '1TB', rate: 99000, hidden: false },
    });
    expect(describeEntry(created)).toEqual({
      who: 'The server script seed',
      what: 'added Apple iPhone 15 (128GB)',
      lines: ['name: “1TB”', 'Get Upto price: ₹99,000', 'visibility: shown'],
    });
  });

  it('says what the other console writes did, a sign-in without naming oneself twice', () => {
    const signIn = entry({
      action: 'staff.sign_in',
      entity_type: 'staff',
      entity_id: '3',
      entity_label: 'Asha',
      revertable: false,
      after: { signed_in_with: 'totp' },
    });
    expect(entrySentence(signIn)).toBe('Asha (operations) signed in: signed in with: totp');
    const suspended = entry({
      action: 'partner.suspended',
      entity_type: 'partner',
      entity_id: '5',
      entity_label: null,
      revertable: false,
      before: { status: 'active' },
      after: { status: 'suspended' },
    });
    expect(entrySentence(suspended)).toBe(
      'Asha (operations) suspended partner #5: status from active to suspended',
    );
  });
});

describe('sentences of the operations team’s work (issue 31)', () => {
  it('says a partner approval with its shop and pincodes', () => {
    const approved = entry({
      action: 'partner_request.approved',
      entity_type: 'partner_request',
      entity_id: '12',
      entity_label: 'Ravi Mobiles',
      revertable: false,
      before: { status: 'pending', partner_id: null },
      after: { status: 'approved', partner: { shop_name: 'Ravi Mobiles', pincodes: ['500081', '500084'] } },
    });
    expect(entrySentence(approved)).toBe('Asha (operations) approved Ravi Mobiles for 500081, 500084');
  });

  it('says whose number was shown, masked, and why', () => {
    const reveal = entry({
      action: 'order.seller_mobile_revealed',
      entity_type: 'order',
      entity_id: 'PX7K3M9Q2X4T',
      entity_label: 'order PX7K3M9Q2X4T',
      revertable: false,
      after: { seller_mobile: 'XXXXXX3210', reason: 'Confirm the pickup address' },
    });
    expect(entrySentence(reveal)).toBe(
      "Asha (operations) was shown the seller's number (XXXXXX3210) of order PX7K3M9Q2X4T, because “Confirm the pickup address”",
    );
  });

  it('says an export with how many rows and which filters', () => {
    const exported = entry({
      action: 'orders.exported',
      entity_type: 'orders_export',
      entity_id: null,
      entity_label: null,
      revertable: false,
      after: { filters: { status: 'completed', partner_id: 4 }, orders: 1250 },
    });
    expect(entrySentence(exported)).toBe(
      'Asha (operations) exported 1,250 orders as CSV (status completed, partner id 4)',
    );
  });

  it('says a change of pincodes from and to', () => {
    const moved = entry({
      action: 'partner.pincodes_changed',
      entity_type: 'partner',
      entity_id: '4',
      entity_label: 'Ravi Mobiles',
      revertable: false,
      before: { pincodes: ['500081'] },
      after: { pincodes: ['500081', '500084'] },
    });
    expect(entrySentence(moved)).toBe(
      'Asha (operations) changed the pincodes of Ravi Mobiles from 500081 to 500081, 500084',
    );
  });
});
