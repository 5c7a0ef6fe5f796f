import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnvelopeKeyPair, loadOrCreatePrivateKey } from './envelope-keys.js';

describe('legacy envelope key pair', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'parkflow-envelope-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('decrypts an RSA PKCS#1 v1.5 key that node:crypto refuses to decrypt, and answers null for garbage', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pair = new EnvelopeKeyPair(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
    const enkey = publicEncrypt(
      { key: pair.publicKeyPem, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from('ABCDEFGHJKMNPQRS'),
    ).toString('base64');
    expect(pair.decryptKey(enkey)).toBe('ABCDEFGHJKMNPQRS');
    expect(pair.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(pair.decryptKey(Buffer.from('not an rsa block').toString('base64'))).toBeNull();
    const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey;
    const forOther = publicEncrypt({ key: otherKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from('ABCDEFGHJKMNPQRS'));
    expect(pair.decryptKey(forOther.toString('base64'))).not.toBe('ABCDEFGHJKMNPQRS');
  });

  it('refuses a key that is not RSA', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    expect(() => new EnvelopeKeyPair(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())).toThrow(/RSA/);
  });

  it('generates a key once into the data dir, readable by its owner only, and reuses it', () => {
    const file = join(dir, 'legacy-envelope', 'private-key.pem');
    const first = loadOrCreatePrivateKey(null, file);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreatePrivateKey(null, file)).toBe(first);
    expect(new EnvelopeKeyPair(first).publicKeyPem).toContain('PUBLIC KEY');
  });

  it('uses a configured key and writes nothing', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const file = join(dir, 'legacy-envelope', 'private-key.pem');
    expect(loadOrCreatePrivateKey(pem, file)).toBe(pem);
    expect(() => statSync(file)).toThrow();
  });
});
