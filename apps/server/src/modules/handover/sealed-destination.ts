import crypto from 'node:crypto';
import type { PayoutDestination } from '@phonix/shared/handover';

/**
 * A payout destination sealed for the short time between the seller's choice and the payout (AES-256-GCM).
 * The seller may choose on their own phone and then read the OTP out to the executive, whose request
 * releases the payout: the full details must therefore be on the server until then. They are sealed under a
 * key derived from the server secret (OTP_SECRET), which the database does not hold, bound to one handover
 * (associated data), and erased when the payout is released or the choice changes.
 */

const VERSION = 'v1';

function sealKey(secret: Buffer): Buffer {
  return crypto.createHmac('sha256', secret).update('phonix payout destination seal v1').digest();
}

export function sealDestination(destination: PayoutDestination, secret: Buffer, boundTo: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(secret), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(JSON.stringify(destination), 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'))].join('.');
}

/**
 * The destination, or null when the seal cannot be opened: another key (a server restarted without
 * OTP_SECRET), another handover, or a changed value.
 */
export function unsealDestination(sealed: string, secret: Buffer, boundTo: string): PayoutDestination | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !body) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as PayoutDestination;
  } catch {
    return null;
  }
}
