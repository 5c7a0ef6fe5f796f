import { DomainError } from '@parkflow/domain';
import {
  aesDecrypt,
  aesEncrypt,
  checkFreshness,
  type EnvelopeFields,
  openEnvelope,
  queryFromPayload,
  randomKey,
  readEnvelope,
  sealData,
  signatureOf,
  signedString,
} from './envelope-codec.js';
import { covers, envelopeQuery, isMultipart } from './envelope-routes.js';

const KEY = 'ABCDEFGHJKMNPQRS';
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof DomainError) return err.code;
    throw err;
  }
  return 'accepted';
};

describe('legacy envelope codec (seed 002 §7)', () => {
  it('makes 16-character keys without the confusable characters, a different one each time', () => {
    const keys = Array.from({ length: 200 }, randomKey);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(key).not.toMatch(/[oOLl9gqVvUuI1]/);
    }
    expect(new Set(keys).size).toBe(200);
  });

  it('encrypts with AES-128-ECB and PKCS7 padding as openssl does, and opens it again', () => {
    const body = '{"username":"applicant","password":"测试"}';
    // printf "$body" | openssl enc -aes-128-ecb -K 41424344454647484a4b4d4e50515253 | base64
    expect(aesEncrypt(body, KEY)).toBe('XNWuODJxyD9mknYi8PtJG6MJPz/7CS0nwM3oY1RlO+7PWQklnYcfk75rqFcylEI3');
    expect(aesDecrypt('XNWuODJxyD9mknYi8PtJG6MJPz/7CS0nwM3oY1RlO+7PWQklnYcfk75rqFcylEI3', KEY)).toBe(body);
  });

  it('does not open ciphertext under another key, cut short, or empty', () => {
    const sealed = aesEncrypt('{"pageNum":1}', KEY);
    expect(aesDecrypt(sealed, 'ZYXWTSRQPNMKJHGF')).toBeNull();
    expect(aesDecrypt(sealed.slice(0, 10), KEY)).toBeNull();
    expect(aesDecrypt('', KEY)).toBeNull();
  });

  it('signs the sorted fields joined as name=value with & and the key last, upper-case MD5', () => {
    const fields = { timestamp: '1767225600000', nonce: 'n0nce-123', enkey: 'REVG', endata: 'QUJD' };
    expect(signedString(fields, KEY)).toBe('endata=QUJD&enkey=REVG&nonce=n0nce-123&timestamp=1767225600000&key=ABCDEFGHJKMNPQRS');
    // printf '<that string>' | md5sum | tr a-f A-F
    expect(signatureOf(fields, KEY)).toBe('C37D834896AE630B48D443E5AFFAF66A');
  });

  const valid = {
    endata: 'QUJD',
    enkey: 'REVG',
    timestamp: '1767225600000',
    nonce: 'n0nce-123',
    signature: 'C37D834896AE630B48D443E5AFFAF66A',
  };

  it('reads the five fields, a numeric timestamp included, and refuses anything missing or misshapen', () => {
    expect(readEnvelope({ ...valid, timestamp: 1767225600000 })).toEqual(valid);
    for (const name of ['endata', 'enkey', 'timestamp', 'nonce', 'signature']) {
      const { [name]: _gone, ...rest } = valid as Record<string, unknown>;
      expect(codeOf(() => readEnvelope(rest))).toBe('ENVELOPE.MALFORMED');
    }
    for (const bad of [
      { endata: 'not base64!' },
      { enkey: 42 },
      { timestamp: '2026-01-01' },
      { timestamp: 1.5 },
      { nonce: 'short' },
      { nonce: 'has space in it' },
      { signature: 'C37D834896AE630B48D443E5AFFAF66' },
      { signature: 'Z37D834896AE630B48D443E5AFFAF66A' },
    ]) {
      expect(codeOf(() => readEnvelope({ ...valid, ...bad }))).toBe('ENVELOPE.MALFORMED');
    }
  });

  it('accepts a timestamp up to five minutes either side of the server clock, and no further', () => {
    const now = 1767225600000;
    const at = (ms: number) => ({ ...valid, timestamp: String(ms) });
    expect(codeOf(() => checkFreshness(at(now - 300_000), now))).toBe('accepted');
    expect(codeOf(() => checkFreshness(at(now + 300_000), now))).toBe('accepted');
    expect(codeOf(() => checkFreshness(at(now - 300_001), now))).toBe('ENVELOPE.EXPIRED');
    expect(codeOf(() => checkFreshness(at(now + 300_001), now))).toBe('ENVELOPE.EXPIRED');
    expect(codeOf(() => checkFreshness(at(Math.floor(now / 1000)), now))).toBe('ENVELOPE.EXPIRED'); // seconds, not ms
  });

  /** A client's request, with the RSA step stood in by a lookup table. */
  function request(payload: unknown, key = KEY): { fields: EnvelopeFields; rsa: (enkey: string) => string | null } {
    const base = {
      endata: aesEncrypt(JSON.stringify(payload), key),
      enkey: 'UlNBKGtleSk=',
      timestamp: '1767225600000',
      nonce: 'a1b2c3d4e5f6',
    };
    return { fields: { ...base, signature: signatureOf(base, key) }, rsa: (enkey) => (enkey === base.enkey ? key : null) };
  }

  it('opens a signed envelope into its payload and key', () => {
    const { fields, rsa } = request({ username: 'applicant', password: 'Parkflow2026' });
    expect(openEnvelope(fields, rsa)).toEqual({ payload: { username: 'applicant', password: 'Parkflow2026' }, key: KEY });
    expect(openEnvelope({ ...fields, signature: fields.signature.toLowerCase() }, rsa).key).toBe(KEY);
  });

  it('refuses a changed signature, nonce, timestamp or endata, a key that does not decrypt and a key that is not one', () => {
    const { fields, rsa } = request({ type: 'Approve' });
    const flipped = fields.signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect(codeOf(() => openEnvelope({ ...fields, signature: flipped }, rsa))).toBe('ENVELOPE.SIGNATURE_INVALID');
    expect(codeOf(() => openEnvelope({ ...fields, nonce: 'a1b2c3d4e5f7' }, rsa))).toBe('ENVELOPE.SIGNATURE_INVALID');
    expect(codeOf(() => openEnvelope({ ...fields, timestamp: '1767225600001' }, rsa))).toBe('ENVELOPE.SIGNATURE_INVALID');
    expect(codeOf(() => openEnvelope({ ...fields, endata: aesEncrypt('{"type":"Reject"}', KEY) }, rsa))).toBe(
      'ENVELOPE.SIGNATURE_INVALID',
    );
    expect(codeOf(() => openEnvelope(fields, () => null))).toBe('ENVELOPE.SIGNATURE_INVALID');
    expect(codeOf(() => openEnvelope(fields, () => 'short key'))).toBe('ENVELOPE.SIGNATURE_INVALID');
  });

  it('refuses a correctly signed envelope whose payload is not JSON', () => {
    const base = {
      endata: aesEncrypt('username=applicant', KEY),
      enkey: 'UlNBKGtleSk=',
      timestamp: '1767225600000',
      nonce: 'a1b2c3d4e5f6',
    };
    expect(codeOf(() => openEnvelope({ ...base, signature: signatureOf(base, KEY) }, () => KEY))).toBe('ENVELOPE.MALFORMED');
  });

  it('seals an answer so that only the request key opens it: enkey gives the answer key, endata the data', () => {
    const data = { list: [{ companyName: '苏州博瑞生物医药有限公司' }], total: 1 };
    const sealed = sealData(data, KEY);
    const answerKey = aesDecrypt(sealed.enkey, KEY)!;
    expect(answerKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(answerKey).not.toBe(KEY);
    expect(JSON.parse(aesDecrypt(sealed.endata, answerKey)!)).toEqual(data);
    expect(aesDecrypt(sealed.enkey, 'ZYXWTSRQPNMKJHGF')).toBeNull();
  });

  it('turns a GET payload into query parameters shaped like a plain query', () => {
    expect(queryFromPayload({ pageNum: 1, pageSize: 10, checkState: '1', flag: true, ids: [1, 'b'], gone: null })).toEqual({
      pageNum: '1',
      pageSize: '10',
      checkState: '1',
      flag: 'true',
      ids: ['1', 'b'],
    });
    for (const bad of [[1, 2], 'pageNum=1', null, { nested: { a: 1 } }]) {
      expect(codeOf(() => queryFromPayload(bad))).toBe('ENVELOPE.MALFORMED');
    }
  });
});

describe('legacy envelope routes', () => {
  it('covers a prefix and what is below it, not a longer name, and ignores the query', () => {
    expect(covers(['/api/items'], '/api/items')).toBe(true);
    expect(covers(['/api/items'], '/api/items/loan?pageNum=1')).toBe(true);
    expect(covers(['/api/items'], '/api/itemsx')).toBe(false);
    expect(covers(['/api/items'], '/api/auth/login')).toBe(false);
    expect(covers(['/api'], '/api/auth/login')).toBe(true);
    expect(covers([], '/api/auth/login')).toBe(false);
  });

  it('finds envelope fields in a query string, putting back a + that arrived as a space', () => {
    expect(envelopeQuery('/api/items/loan?pageNum=1')).toBeNull();
    expect(envelopeQuery('/api/items/loan')).toBeNull();
    expect(envelopeQuery('/api/items/loan?endata=a+b%2Bc&enkey=x&timestamp=1&nonce=n&signature=S&other=1')).toEqual({
      endata: 'a+b+c',
      enkey: 'x',
      timestamp: '1',
      nonce: 'n',
      signature: 'S',
    });
  });

  it('knows a multipart upload by its content type', () => {
    expect(isMultipart({ 'content-type': 'multipart/form-data; boundary=x' })).toBe(true);
    expect(isMultipart({ 'content-type': 'application/json' })).toBe(false);
    expect(isMultipart({})).toBe(false);
  });
});
