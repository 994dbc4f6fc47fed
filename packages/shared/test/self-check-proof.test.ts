import { describe, expect, it } from 'vitest';
import type { SelfCheckReport } from '../src/self-check.ts';
import {
  canonicalJson,
  DOOR_CODE_ALPHABET,
  doorCodeSchema,
  doorProofText,
  fromBase64url,
  shareSelfCheckRequestSchema,
  spacedDoorCode,
  toBase64url,
} from '../src/self-check-proof.ts';

const report: SelfCheckReport = {
  version: 1,
  variant_id: 12,
  checked_at: '2026-11-29T10:15:00.000Z',
  results: {
    touch: 'passed',
    display: 'failed',
    front_camera: 'passed',
    back_camera: 'skipped',
    microphone: 'passed',
    speaker: 'unsupported',
    vibration: 'passed',
    motion: 'passed',
    battery: 'passed',
  },
  display_finding: 'spots',
  dead_touch_cells: [3, 1],
  device: { model: 'Pixel 7', screen_width: 412, screen_height: 915, pixel_ratio: 2.625, battery_level: 81 },
};

/** WebCrypto and TextEncoder as the runtime has them (this package is typed without the DOM or Node). */
interface SubtleLike {
  generateKey(
    algorithm: object,
    extractable: boolean,
    usages: string[],
  ): Promise<{ privateKey: unknown; publicKey: unknown }>;
  sign(algorithm: object, key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  verify(algorithm: object, key: unknown, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
  exportKey(format: 'jwk', key: unknown): Promise<Record<string, unknown>>;
}
const runtime = globalThis as unknown as {
  crypto: { subtle: SubtleLike };
  TextEncoder: new () => { encode(text: string): Uint8Array };
};
const utf8 = (text: string) => new runtime.TextEncoder().encode(text);

/** The same object with every object's keys written in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, inner]) => [key, reversed(inner)]),
    );
  return value;
}

describe('the canonical JSON of a report', () => {
  it('sorts keys at every level, keeps arrays in order, and has no whitespace', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: 'x y' } })).toBe('{"a":{"c":"x y","d":[2,1]},"b":1}');
    expect(canonicalJson({ z: null, y: true, x: false, w: 0.5, v: -0 })).toBe(
      '{"v":0,"w":0.5,"x":false,"y":true,"z":null}',
    );
  });

  it('is the same text whatever order the keys were written in, and equals JSON of sorted keys', () => {
    expect(canonicalJson(reversed(report))).toBe(canonicalJson(report));
    const text = canonicalJson(report);
    expect(text.startsWith('{"checked_at":"2026-11-29T10:15:00.000Z","dead_touch_cells":[3,1],')).toBe(true);
    expect(JSON.parse(text)).toEqual(report);
    expect(text).not.toMatch(/\s(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  });

  it('escapes strings as JSON does (quotes, unicode) and leaves out undefined keys', () => {
    expect(canonicalJson({ model: 'A "quoted" फ़ोन\n' })).toBe('{"model":"A \\"quoted\\" फ़ोन\\n"}');
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
  });

  it('refuses what JSON cannot say', () => {
    expect(() => canonicalJson(Number.NaN)).toThrow(TypeError);
    expect(() => canonicalJson({ a: Number.POSITIVE_INFINITY })).toThrow(TypeError);
    expect(() => canonicalJson(10n)).toThrow(TypeError);
    expect(() => canonicalJson(undefined)).toThrow(TypeError);
  });

  it('is what a WebCrypto signature verifies; one changed result does not verify', async () => {
    const { subtle } = runtime.crypto;
    const pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
    const sign = async (text: string) =>
      toBase64url(await subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, utf8(text)));
    const signature = await sign(canonicalJson(report));
    const jwk = await subtle.exportKey('jwk', pair.publicKey);
    const body = shareSelfCheckRequestSchema.parse({ report, public_key: jwk, signature });
    const verify = (value: unknown) =>
      subtle.verify(
        { name: 'ECDSA', hash: 'SHA-256' },
        pair.publicKey,
        fromBase64url(body.signature) as Uint8Array,
        utf8(canonicalJson(value)),
      );
    expect(await verify(reversed(body.report))).toBe(true);
    expect(await verify({ ...report, results: { ...report.results, display: 'passed' } })).toBe(false);
  });
});

describe('base64url', () => {
  it('is the base64url of the bytes without padding', () => {
    expect(toBase64url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(toBase64url(new Uint8Array([1]))).toBe('AQ');
    expect(toBase64url(new Uint8Array([1, 2]))).toBe('AQI');
    expect(toBase64url(new Uint8Array([]))).toBe('');
    expect(fromBase64url('A')).toBeNull();
    expect(fromBase64url('a+b')).toBeNull();
    expect(fromBase64url('AQI=')).toEqual(new Uint8Array([1, 2]));
    expect(fromBase64url(toBase64url(new Uint8Array([0, 200, 62, 63])))).toEqual(
      new Uint8Array([0, 200, 62, 63]),
    );
  });
});

describe('door codes', () => {
  it('are typed in any case, with spaces or a dash, and read in two groups', () => {
    expect(doorCodeSchema.parse(' km4-7rt ')).toBe('KM47RT');
    expect(spacedDoorCode('KM47RT')).toBe('KM4 7RT');
    expect(doorProofText(' px123 ', 'km4 7rt')).toBe('phonix-door-proof:PX123:KM47RT');
  });

  it('refuse letters that are easily confused, and other lengths', () => {
    for (const bad of ['KM47R0', 'KM47RO', 'KM47R1', 'KM47RI', 'KM47R', 'KM47RTA', '']) {
      expect(doorCodeSchema.safeParse(bad).success, bad).toBe(false);
    }
    expect(DOOR_CODE_ALPHABET).not.toMatch(/[01IOLSZB258G6Q]/);
  });
});
