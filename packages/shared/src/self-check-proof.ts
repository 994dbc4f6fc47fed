import { z } from 'zod';
import {
  DISPLAY_FINDINGS,
  SELF_CHECK_OUTCOMES,
  SELF_CHECK_TESTS,
  selfCheckDeviceSchema,
  selfCheckReportSchema,
} from './self-check.ts';

/**
 * The self-check bound to the phone (issue 34): the browser that ran the check keeps a non-extractable
 * ECDSA P-256 key (WebCrypto, in IndexedDB) and signs the report with it when the seller shares it with an
 * order; at the door the partner's portal shows a short code which the seller's phone signs from the order
 * page. The server checks both signatures against the public key sent with the report, so only the browser
 * profile that ran the check can prove the phone at the door.
 *
 * What is signed, byte for byte, is defined here, for both sides: the report's canonical JSON
 * (`canonicalJson`) and the door proof's text (`doorProofText`), each UTF-8 encoded; the signature is
 * WebCrypto's ECDSA with SHA-256 (IEEE P1363: r then s, 64 bytes) in base64url without padding.
 */

/**
 * One JSON text for a value whatever order its keys were written in: object keys sorted by UTF-16 code
 * units (Array.prototype.sort's order), recursively, no whitespace; arrays keep their order; strings and
 * numbers as JSON.stringify writes them. Keys whose value is undefined are left out (as JSON.stringify
 * does); what JSON cannot say (non-finite numbers, functions, bigint, undefined at the top) is refused.
 */
export function canonicalJson(value: unknown): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'string':
      return JSON.stringify(value);
    case 'number':
      if (!Number.isFinite(value)) throw new TypeError('canonicalJson: numbers must be finite');
      return JSON.stringify(value);
    case 'object': {
      if (Array.isArray(value)) {
        return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
      }
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record)
        .filter((key) => record[key] !== undefined)
        .sort();
      return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`).join(',')}}`;
    }
    default:
      throw new TypeError(`canonicalJson: a ${typeof value} has no JSON form`);
  }
}

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Bytes (a signature) as base64url without padding, the form the API carries them in. */
export function toBase64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let text = '';
  for (let i = 0; i < view.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [view[i], view[i + 1], view[i + 2]];
    const group = (a << 16) | (b << 8) | c;
    const chars = i + 1 >= view.length ? 2 : i + 2 >= view.length ? 3 : 4;
    for (let k = 0; k < chars; k += 1) text += BASE64URL_ALPHABET[(group >> (18 - 6 * k)) & 63];
  }
  return text;
}

/** base64url (padded or not) back to bytes; null when the text is not base64url. */
export function fromBase64url(text: string): Uint8Array | null {
  const body = text.replace(/=+$/, '');
  if (body.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of body) {
    const value = BASE64URL_ALPHABET.indexOf(char);
    if (value < 0) return null;
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/** The text the seller's phone signs to prove it is at the door: the order's reference and the code shown. */
export const doorProofText = (refNo: string, code: string): string =>
  `phonix-door-proof:${refNo.trim().toUpperCase()}:${normalDoorCode(code)}`;

/**
 * A door code's letters: read aloud and typed on a phone without doubt (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, G/6,
 * Q), in capitals.
 */
export const DOOR_CODE_ALPHABET = 'ACDEFHJKMNPRTUVWXY3479';
export const DOOR_CODE_LENGTH = 6;
/** How long a door code can be proven, from when the partner asks for it. */
export const DOOR_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries (wrong code, or a signature of another phone) after which the code is spent. */
export const DOOR_CODE_MAX_ATTEMPTS = 5;

/** A code as typed: spaces and dashes dropped, capitals. */
export const normalDoorCode = (code: string): string => code.replace(/[\s-]+/g, '').toUpperCase();

/** A code as read aloud: two groups of three ('KM4 7RT'). */
export const spacedDoorCode = (code: string): string =>
  `${code.slice(0, DOOR_CODE_LENGTH / 2)} ${code.slice(DOOR_CODE_LENGTH / 2)}`;

const BASE64URL = /^[A-Za-z0-9_-]+$/;
/** A P-256 coordinate in base64url: 32 bytes, 43 characters. */
const coordinate = z.string().length(43).regex(BASE64URL, 'must be base64url');

/** The phone's public key as WebCrypto exports it (JWK of an ECDSA P-256 key); nothing private. */
export const devicePublicKeySchema = z.strictObject({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: coordinate,
  y: coordinate,
  ext: z.boolean().optional(),
  key_ops: z.array(z.literal('verify')).max(1).optional(),
});
export type DevicePublicKey = z.infer<typeof devicePublicKeySchema>;

/** An ECDSA P-256 signature (r and s, 64 bytes) in base64url without padding: 86 characters. */
export const deviceSignatureSchema = z
  .string()
  .length(86, 'must be a P-256 signature in base64url')
  .regex(BASE64URL, 'must be base64url');

/** What the seller's phone sends to share its latest check with an order. */
export const shareSelfCheckRequestSchema = z.strictObject({
  report: selfCheckReportSchema,
  public_key: devicePublicKeySchema,
  /** Over canonicalJson(report). */
  signature: deviceSignatureSchema,
});
export type ShareSelfCheckRequest = z.infer<typeof shareSelfCheckRequestSchema>;

export const doorCodeSchema = z
  .string()
  .trim()
  .max(20)
  .transform(normalDoorCode)
  .pipe(
    z
      .string()
      .length(DOOR_CODE_LENGTH, 'must be the 6-letter code')
      .regex(new RegExp(`^[${DOOR_CODE_ALPHABET}]+$`), 'must be the 6-letter code'),
  );

/** What the seller's phone sends to prove it is the phone that ran the check. */
export const proveDoorCodeRequestSchema = z.strictObject({
  code: doorCodeSchema,
  /** Over doorProofText(ref, code). */
  signature: deviceSignatureSchema,
});
export type ProveDoorCodeRequest = z.infer<typeof proveDoorCodeRequestSchema>;

/** The seller's view of the self-check on their order. */
export const sellerSelfCheckSchema = z.object({
  ref_no: z.string(),
  /** The order's variant: the report shared must be for it. */
  variant_id: z.number().int(),
  /** A check can be shared while the order is open (enquiry, accepted, out for pickup). */
  can_share: z.boolean(),
  /** The phone can be proven while the executive is at the door (out for pickup) and a check is shared. */
  can_prove: z.boolean(),
  /** The check shared with the order, if any (ISO times). */
  shared: z
    .object({
      checked_at: z.string(),
      shared_at: z.string(),
      proven_at: z.string().nullable(),
    })
    .nullable(),
});
export type SellerSelfCheck = z.infer<typeof sellerSelfCheckSchema>;
export const sellerSelfCheckResponseSchema = z.object({
  success: z.literal(true),
  self_check: sellerSelfCheckSchema,
});

/** A live door code as the partner shows it. */
export const doorCodeViewSchema = z.object({ code: z.string(), expires_at: z.string() });
export type DoorCodeView = z.infer<typeof doorCodeViewSchema>;

/** What the partner sees of the seller's self-check: what was tested, when, and whether the phone is proven. */
export const partnerSelfCheckSchema = z.object({
  ref_no: z.string(),
  report: z
    .object({
      checked_at: z.string(),
      shared_at: z.string(),
      results: z.record(z.enum(SELF_CHECK_TESTS), z.enum(SELF_CHECK_OUTCOMES)),
      display_finding: z.enum(DISPLAY_FINDINGS).nullable(),
      dead_touch_cells: z.number().int(),
      device: selfCheckDeviceSchema,
    })
    .nullable(),
  proven_at: z.string().nullable(),
  /** The code waiting for the seller's phone, while it lives and is not proven. */
  door_code: doorCodeViewSchema.nullable(),
  /** A code can be asked for while the order is out for pickup and a check is shared. */
  can_ask_code: z.boolean(),
});
export type PartnerSelfCheck = z.infer<typeof partnerSelfCheckSchema>;
export const partnerSelfCheckResponseSchema = z.object({
  success: z.literal(true),
  self_check: partnerSelfCheckSchema,
});
