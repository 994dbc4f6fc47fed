import crypto from 'node:crypto';
import type { PayoutDestination } from '@phonix/shared/handover';
import { describe, expect, it } from 'vitest';
import { sealDestination, unsealDestination } from './sealed-destination.ts';

const secret = crypto.randomBytes(32);
const upi: PayoutDestination = { method: 'upi', vpa: '9876543210@ybl', name: 'Ravi Kumar' };

describe('sealed payout destinations', () => {
  it('open with the same key and binding, and hide the details', () => {
    const sealed = sealDestination(upi, secret, 'handover:1:order:7');
    expect(sealed).not.toContain('9876543210');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(unsealDestination(sealed, secret, 'handover:1:order:7')).toEqual(upi);
    // A fresh IV each time: the same details never seal to the same text.
    expect(sealDestination(upi, secret, 'handover:1:order:7')).not.toBe(sealed);
  });

  it('do not open with another key, for another handover, or once changed', () => {
    const sealed = sealDestination(upi, secret, 'handover:1:order:7');
    expect(unsealDestination(sealed, crypto.randomBytes(32), 'handover:1:order:7')).toBeNull();
    expect(unsealDestination(sealed, secret, 'handover:2:order:8')).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body as string, 'base64url');
    flipped[0] = (flipped[0] as number) ^ 1;
    expect(
      unsealDestination(
        [version, iv, tag, flipped.toString('base64url')].join('.'),
        secret,
        'handover:1:order:7',
      ),
    ).toBeNull();
    expect(unsealDestination('not sealed', secret, 'handover:1:order:7')).toBeNull();
  });
});
