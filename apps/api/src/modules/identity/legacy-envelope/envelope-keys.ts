import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import forge from 'node-forge';

/** The server's RSA key pair: old clients encrypt each request's AES key with its public half. */
export class EnvelopeKeyPair {
  /** SPKI PEM (`-----BEGIN PUBLIC KEY-----`), what jsencrypt-style clients load. */
  readonly publicKeyPem: string;
  private readonly privateKey: forge.pki.rsa.PrivateKey;

  constructor(privateKeyPem: string) {
    const key = createPrivateKey(privateKeyPem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error('the legacy envelope key must be an RSA private key');
    this.publicKeyPem = createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();
    this.privateKey = forge.pki.privateKeyFromPem(key.export({ type: 'pkcs1', format: 'pem' }).toString());
  }

  /** RSA PKCS#1 v1.5 decryption of a base64 `enkey`, or null. node-forge does it because
   * Node 20's node:crypto refuses this padding for private decryption (CVE-2023-46809). */
  decryptKey(enkey: string): string | null {
    try {
      return this.privateKey.decrypt(forge.util.decode64(enkey), 'RSAES-PKCS1-V1_5');
    } catch {
      return null;
    }
  }
}

/**
 * The configured private key, else the one stored in `keyFile`, else a new 2048-bit key stored
 * there (mode 0600). Creation is atomic (a hard link of a complete temporary file), so API nodes
 * starting together on one data dir all end up with the same key.
 */
export function loadOrCreatePrivateKey(configured: string | null, keyFile: string): string {
  if (configured) return configured;
  try {
    return readFileSync(keyFile, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dirname(keyFile), { recursive: true, mode: 0o700 });
  const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const temporary = join(dirname(keyFile), `.${randomBytes(6).toString('hex')}.tmp`);
  writeFileSync(temporary, pem, { mode: 0o600 });
  try {
    linkSync(temporary, keyFile);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(temporary, { force: true });
  }
  return readFileSync(keyFile, 'utf8');
}
