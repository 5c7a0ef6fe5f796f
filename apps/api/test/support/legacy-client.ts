import forge from 'node-forge';

/**
 * An old client of the legacy request envelope, written from seed 002 §7 and the protocol in
 * docs/decisions/0010-legacy-envelope.md, with node-forge only: it shares no code with the
 * server's codec, so a mistake there cannot hide behind the same mistake here.
 */

/** "a random string of 16 characters (alphabet omitting confusable characters)" */
const ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';
export const randomString = (length: number) =>
  Array.from({ length }, () => ALPHABET[forge.random.getBytesSync(1).charCodeAt(0) % ALPHABET.length]).join('');

/** "AES in ECB mode with PKCS7 padding" (forge pads with PKCS#7 by default). */
function aesEcbEncrypt(text: string, key: string): string {
  const cipher = forge.cipher.createCipher('AES-ECB', key);
  cipher.start();
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(text)));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes());
}

function aesEcbDecrypt(base64: string, key: string): string {
  const decipher = forge.cipher.createDecipher('AES-ECB', key);
  decipher.start();
  decipher.update(forge.util.createBuffer(forge.util.decode64(base64)));
  if (!decipher.finish()) throw new Error('the answer does not open with this key');
  return forge.util.decodeUtf8(decipher.output.getBytes());
}

const md5UpperCase = (text: string) => forge.md.md5.create().update(forge.util.encodeUtf8(text)).digest().toHex().toUpperCase();

export interface Envelope {
  endata: string;
  enkey: string;
  timestamp: number | string;
  nonce: string;
  signature: string;
}

export interface WrapOptions {
  timestamp?: number;
  nonce?: string;
}

export interface LegacyAnswer<T = any> {
  status: number;
  /** As it came over the wire. */
  body: { rsCode: number; rsCause: string; data: any };
  /** `data` opened with the request's key when it carries endata and enkey, else as it came. */
  data: T;
}

export class LegacyClient {
  private readonly publicKey: forge.pki.rsa.PublicKey;

  constructor(
    private readonly baseUrl: string,
    publicKeyPem: string,
  ) {
    this.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  }

  /** One request's envelope and the key only this client knows. */
  wrap(data: unknown, options: WrapOptions = {}): { envelope: Envelope; key: string } {
    const key = randomString(16);
    const endata = aesEcbEncrypt(JSON.stringify(data), key);
    const enkey = forge.util.encode64(this.publicKey.encrypt(key, 'RSAES-PKCS1-V1_5'));
    const timestamp = options.timestamp ?? Date.now();
    const nonce = options.nonce ?? randomString(16);
    const params: Record<string, string> = { timestamp: String(timestamp), nonce, enkey, endata };
    const sorted = Object.keys(params)
      .sort()
      .map((name) => `${name}=${params[name]}`)
      .join('&');
    const signature = md5UpperCase(`${sorted}&key=${key}`);
    return { envelope: { endata, enkey, timestamp, nonce, signature }, key };
  }

  /** "when data carries endata and enkey it is decrypted": the answer's key is under the request's. */
  open(data: unknown, key: string): unknown {
    const sealed = data as { endata?: unknown; enkey?: unknown } | null;
    if (sealed && typeof sealed.endata === 'string' && typeof sealed.enkey === 'string') {
      return JSON.parse(aesEcbDecrypt(sealed.endata, aesEcbDecrypt(sealed.enkey, key)));
    }
    return data;
  }

  /** Sends an envelope as it is: in the query of a GET, as the JSON body otherwise. */
  async sendEnvelope<T = any>(
    method: string,
    path: string,
    envelope: Envelope,
    key: string,
    token?: string,
  ): Promise<LegacyAnswer<T>> {
    const headers: Record<string, string> = token ? { 'x-access-token': token } : {};
    const get = method === 'GET';
    const query = get
      ? `?${new URLSearchParams(Object.entries(envelope).map(([k, v]): [string, string] => [k, String(v)]))}`
      : '';
    const res = await fetch(this.baseUrl + path + query, {
      method,
      headers: get ? headers : { ...headers, 'content-type': 'application/json' },
      body: get ? undefined : JSON.stringify(envelope),
    });
    const body = (await res.json()) as LegacyAnswer['body'];
    return { status: res.status, body, data: this.open(body.data, key) as T };
  }

  async call<T = any>(
    method: string,
    path: string,
    data: unknown,
    token?: string,
    options?: WrapOptions,
  ): Promise<LegacyAnswer<T>> {
    const { envelope, key } = this.wrap(data, options);
    return this.sendEnvelope<T>(method, path, envelope, key, token);
  }
}
