import { type DevicePublicKey, toBase64url } from '@phonix/shared/self-check-proof';

/**
 * This browser profile's signing key (issue 34): an ECDSA P-256 pair made once with WebCrypto, its private
 * half not extractable (no script can read it out, only ask it to sign), kept in IndexedDB (CryptoKey
 * objects are structured-cloneable). The phone signs its self-check report and, at the door, the partner's
 * code with it; the server checks both against the public half. Another browser or profile (or cleared site
 * data) has another key, which is the point: it cannot prove to be the phone that ran the check.
 */
const DB_NAME = 'phonix-device-key';
const STORE = 'keys';
const KEY_ID = 'device';
const ECDSA_P256 = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** Whether this browser can keep a signing key (WebCrypto in a secure context, and IndexedDB). */
export function deviceKeySupported(): boolean {
  return (
    typeof indexedDB !== 'undefined' &&
    typeof crypto !== 'undefined' &&
    typeof crypto.subtle !== 'undefined' &&
    (typeof isSecureContext === 'undefined' || isSecureContext)
  );
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function stored(db: IDBDatabase): Promise<CryptoKeyPair | undefined> {
  return new Promise((resolve, reject) => {
    const request = db.transaction(STORE, 'readonly').objectStore(STORE).get(KEY_ID);
    request.onsuccess = () => resolve(request.result as CryptoKeyPair | undefined);
    request.onerror = () => reject(request.error);
  });
}

/** Keeps `pair` unless another tab stored one first (`add` fails then): the stored pair is the one used. */
function keep(db: IDBDatabase, pair: CryptoKeyPair): Promise<CryptoKeyPair> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction(STORE, 'readwrite');
    const request = transaction.objectStore(STORE).add(pair, KEY_ID);
    request.onerror = (event) => {
      if (request.error?.name === 'ConstraintError') {
        event.preventDefault();
        stored(db).then((first) => resolve(first ?? pair), reject);
      } else reject(request.error);
    };
    transaction.oncomplete = () => resolve(pair);
  });
}

const isPair = (value: CryptoKeyPair | undefined): value is CryptoKeyPair =>
  value?.privateKey instanceof CryptoKey && value.publicKey instanceof CryptoKey;

let pending: Promise<CryptoKeyPair> | null = null;

/** The profile's key pair, made and stored the first time it is needed. */
function keyPair(): Promise<CryptoKeyPair> {
  pending ??= (async () => {
    const db = await open();
    try {
      const existing = await stored(db);
      if (isPair(existing)) return existing;
      const made = await crypto.subtle.generateKey(ECDSA_P256, false, ['sign', 'verify']);
      return await keep(db, made);
    } finally {
      db.close();
    }
  })().catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Signs `text` (UTF-8) with this profile's private key: ECDSA-SHA-256, base64url. */
export async function sign(text: string): Promise<string> {
  const { privateKey } = await keyPair();
  return toBase64url(await crypto.subtle.sign(SIGNING, privateKey, new TextEncoder().encode(text)));
}

/** This profile's public key as a JWK, the form the API takes. */
export async function publicJwk(): Promise<DevicePublicKey> {
  const { publicKey } = await keyPair();
  const jwk = await crypto.subtle.exportKey('jwk', publicKey);
  return { kty: 'EC', crv: 'P-256', x: jwk.x as string, y: jwk.y as string };
}
