import { createCipheriv, createDecipheriv, createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@parkflow/domain';

/**
 * The legacy request envelope of seed 002 §7, as pure functions (no I/O, the clock comes in).
 * Compatibility only: AES-ECB and MD5 are weak; see docs/decisions/0010-legacy-envelope.md,
 * which is the protocol's reference for client writers.
 */

/** Letters and digits without the confusable o O L l 9 g q V v U u I 1 (seed: "alphabet omitting
 * confusable characters"; this is the alphabet old clients' randomString helpers use). */
export const KEY_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';
export const KEY_LENGTH = 16;
/** A request is accepted while its timestamp is within this much of the server's clock, either way. */
export const WINDOW_MS = 5 * 60_000;

/** The five fields of a request envelope, as sent (timestamp as its decimal digits). */
export interface EnvelopeFields {
  endata: string;
  enkey: string;
  timestamp: string;
  nonce: string;
  signature: string;
}
export const ENVELOPE_FIELDS = ['endata', 'enkey', 'timestamp', 'nonce', 'signature'] as const;

/** What a response's `data` becomes when its request came in an envelope. */
export interface SealedData {
  endata: string;
  enkey: string;
}

/** A fresh 16-character key from the seed's alphabet (AES-128: its 16 ASCII bytes are the key). */
export function randomKey(): string {
  let key = '';
  for (let i = 0; i < KEY_LENGTH; i++) key += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return key;
}

/** Any 16 ASCII letters or digits: what a key decrypted from a client may be. */
const isKey = (key: string) => /^[A-Za-z0-9]{16}$/.test(key);

/** AES-128-ECB with PKCS7 padding over UTF-8 text, base64 out. */
export function aesEncrypt(text: string, key: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(key, 'latin1'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

/** The text inside base64 AES-128-ECB PKCS7 ciphertext, or null if it does not open with this key. */
export function aesDecrypt(base64: string, key: string): string | null {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(key, 'latin1'), null);
    const plain = Buffer.concat([decipher.update(bytes), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null; // bad padding or not UTF-8
  }
}

/** The signed fields, already sorted by name in code-unit order (endata < enkey < nonce < timestamp). */
const SIGNED_FIELDS = ['endata', 'enkey', 'nonce', 'timestamp'] as const;

/**
 * The signed string: the four other fields sorted by name (code-unit order) as `name=value`
 * joined by `&`, values exactly as sent, then `&key=` and the plain AES key:
 * `endata=…&enkey=…&nonce=…&timestamp=…&key=…`. The key, which travels only RSA-encrypted,
 * is what stops a third party from re-signing a changed nonce or timestamp.
 */
export function signedString(fields: Omit<EnvelopeFields, 'signature'>, key: string): string {
  return `${SIGNED_FIELDS.map((name) => `${name}=${fields[name]}`).join('&')}&key=${key}`;
}

/** Upper-case hex MD5 of the signed string's UTF-8 bytes. */
export function signatureOf(fields: Omit<EnvelopeFields, 'signature'>, key: string): string {
  return createHash('md5').update(signedString(fields, key), 'utf8').digest('hex').toUpperCase();
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const NONCE = /^[A-Za-z0-9_.-]{8,64}$/;
const MD5_HEX = /^[0-9A-Fa-f]{32}$/;

/** True when a body or query carries any envelope field: then it must be a whole envelope. */
export const looksEnveloped = (raw: Record<string, unknown>) => 'endata' in raw || 'enkey' in raw;

/** The five fields, checked for form only; anything else is ENVELOPE.MALFORMED. */
export function readEnvelope(raw: Record<string, unknown>): EnvelopeFields {
  const { endata, enkey, timestamp, nonce, signature } = raw;
  const ts = typeof timestamp === 'number' && Number.isSafeInteger(timestamp) ? String(timestamp) : timestamp;
  if (
    typeof endata !== 'string' ||
    !BASE64.test(endata) ||
    typeof enkey !== 'string' ||
    !BASE64.test(enkey) ||
    enkey.length > 1024 ||
    typeof ts !== 'string' ||
    !/^\d{1,15}$/.test(ts) ||
    typeof nonce !== 'string' ||
    !NONCE.test(nonce) ||
    typeof signature !== 'string' ||
    !MD5_HEX.test(signature)
  ) {
    throw new DomainError('ENVELOPE.MALFORMED');
  }
  return { endata, enkey, timestamp: ts, nonce, signature };
}

/** Milliseconds since the epoch, within WINDOW_MS of `now` either way, else ENVELOPE.EXPIRED. */
export function checkFreshness(fields: EnvelopeFields, now: number): void {
  if (Math.abs(now - Number(fields.timestamp)) > WINDOW_MS) throw new DomainError('ENVELOPE.EXPIRED');
}

/**
 * Checks the signature and opens the payload. `decryptKey` is the RSA step (null when the key
 * does not decrypt); a key that does not decrypt is replaced by a random one, so a padding
 * failure and a wrong signature give the same answer (no padding oracle).
 */
export function openEnvelope(
  fields: EnvelopeFields,
  decryptKey: (enkey: string) => string | null,
): { payload: unknown; key: string } {
  const decrypted = decryptKey(fields.enkey);
  const usable = decrypted !== null && isKey(decrypted);
  const key = usable ? decrypted : randomKey();
  const expected = Buffer.from(signatureOf(fields, key), 'latin1');
  const given = Buffer.from(fields.signature.toUpperCase(), 'latin1');
  if (!timingSafeEqual(expected, given) || !usable) throw new DomainError('ENVELOPE.SIGNATURE_INVALID');
  const text = aesDecrypt(fields.endata, key);
  if (text === null) throw new DomainError('ENVELOPE.MALFORMED');
  try {
    return { payload: JSON.parse(text) as unknown, key };
  } catch {
    throw new DomainError('ENVELOPE.MALFORMED');
  }
}

/**
 * A response's data, sealed for the client that sent `requestKey`: the data under a fresh key
 * (endata), and that key under the request's key (enkey), both AES-128-ECB, base64. The client
 * holds no private key, so the request's key, which only it and the server know, carries the
 * response's key.
 */
export function sealData(data: unknown, requestKey: string): SealedData {
  const responseKey = randomKey();
  return { endata: aesEncrypt(JSON.stringify(data), responseKey), enkey: aesEncrypt(responseKey, requestKey) };
}

/**
 * Query parameters from a decrypted GET payload, shaped as the HTTP adapters give them
 * (strings, or arrays of strings), so list handlers see what a plain query would give them.
 */
export function queryFromPayload(payload: unknown): Record<string, string | string[]> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw new DomainError('ENVELOPE.MALFORMED');
  const query: Record<string, string | string[]> = {};
  const scalar = (v: unknown): string => {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    throw new DomainError('ENVELOPE.MALFORMED');
  };
  for (const [name, value] of Object.entries(payload)) {
    if (value === null || value === undefined) continue;
    query[name] = Array.isArray(value) ? value.map(scalar) : scalar(value);
  }
  return query;
}
