import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A random bearer token or grant: 256 bits, URL-safe. */
export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Tokens are stored only as this digest, so a leaked table cannot be replayed. */
export function digest(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** argon2id at the OWASP Password Storage Cheat Sheet's minimum: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A uniformly random numeric code of `length` digits, from the operating system's CSPRNG. */
export function randomDigits(length: number): string {
  return crypto
    .randomInt(0, 10 ** length)
    .toString()
    .padStart(length, '0');
}
