import { generateKeyPairSync } from 'node:crypto';
import { ConfigError, configFromEnv } from '../src/platform/config.js';

const DATABASE_URL = 'postgres://parkflow:secret@db.internal:5432/parkflow';
const PEM = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

describe('configuration from the environment', () => {
  it('fills the README defaults', () => {
    const config = configFromEnv({ DATABASE_URL });
    expect(config).toMatchObject({
      databaseUrl: DATABASE_URL,
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'parkflow:',
      port: 3000,
      role: 'all',
      seedDemo: false,
      consoleDist: null,
      logLevel: 'info',
      tokenTtlHours: 12,
      relayPollMs: 200,
    });
    expect(config.filesDir).toMatch(/\.data[/\\]files$/);
    expect(config.sms).toEqual({ provider: 'outbox', webhookUrl: undefined, codeSecret: undefined });
    expect(config.passwordMaxAgeDays).toBe(90);
    expect(config.legacyEnvelope?.prefixes).toEqual([]);
    expect(config.legacyEnvelope?.keyFile).toMatch(/\.data[/\\]legacy-envelope[/\\]private-key\.pem$/);
  });

  it('reads every variable and the role', () => {
    const config = configFromEnv(
      {
        DATABASE_URL,
        REDIS_URL: 'rediss://:pw@cache:6380/2',
        REDIS_PREFIX: 'pf2:',
        PORT: '8080',
        SEED_DEMO: 'true',
        CONSOLE_DIST: '/srv/console',
        LOG_LEVEL: 'warn',
        TOKEN_TTL_HOURS: '24',
        RELAY_POLL_MS: '500',
        FILES_DIR: '/srv/files',
        LEGACY_ENVELOPE_PREFIXES: '/api/items,/api/auth',
        LEGACY_ENVELOPE_PRIVATE_KEY: PEM,
        TRUST_PROXY: 'loopback',
        JOB_LOCK_MS: '5000',
        JOB_TEST_TYPES: '1',
        SMS_PROVIDER: 'webhook',
        SMS_WEBHOOK_URL: 'https://sms.internal/send',
        SMS_CODE_SECRET: 'k'.repeat(40),
        PASSWORD_MAX_AGE_DAYS: '0',
        WRITE_BATCH_LANES: '4',
        WRITE_BATCH_MAX: '128',
      },
      ['node', 'main.js', '--role=worker'],
    );
    expect(config).toEqual({
      databaseUrl: DATABASE_URL,
      redisUrl: 'rediss://:pw@cache:6380/2',
      redisPrefix: 'pf2:',
      port: 8080,
      role: 'worker',
      seedDemo: true,
      consoleDist: '/srv/console',
      logLevel: 'warn',
      tokenTtlHours: 24,
      relayPollMs: 500,
      filesDir: '/srv/files',
      trustProxy: 'loopback',
      jobs: { lockMs: 5000, testTypes: true },
      sms: { provider: 'webhook', webhookUrl: 'https://sms.internal/send', codeSecret: 'k'.repeat(40) },
      passwordMaxAgeDays: 0,
      writeBatching: { lanes: 4, maxBatch: 128 },
      legacyEnvelope: {
        prefixes: ['/api/items', '/api/auth'],
        privateKeyPem: PEM,
        keyFile: '/srv/legacy-envelope/private-key.pem',
      },
    });
  });

  it('refuses an unknown SMS provider, a webhook without its URL, a short secret (unprinted) and a bad age', () => {
    const problems = (env: NodeJS.ProcessEnv) => {
      try {
        configFromEnv({ DATABASE_URL, ...env });
        return '';
      } catch (error) {
        return error instanceof ConfigError ? error.message : String(error);
      }
    };
    expect(problems({ SMS_PROVIDER: 'aliyun' })).toContain('SMS_PROVIDER="aliyun": must be one of outbox, webhook');
    expect(problems({ SMS_PROVIDER: 'webhook' })).toContain('SMS_WEBHOOK_URL: is required with SMS_PROVIDER=webhook');
    const short = problems({ SMS_CODE_SECRET: 'hunter2' });
    expect(short).toContain('SMS_CODE_SECRET: must be at least 32 characters');
    expect(short).not.toContain('hunter2');
    expect(problems({ PASSWORD_MAX_AGE_DAYS: '-1' })).toContain('PASSWORD_MAX_AGE_DAYS="-1"');
  });

  it('batches writes unless WRITE_BATCHING is 0 or false', () => {
    expect(configFromEnv({ DATABASE_URL }).writeBatching).toEqual({ lanes: 2, maxBatch: 64 });
    expect(configFromEnv({ DATABASE_URL, WRITE_BATCHING: '0' }).writeBatching).toBeNull();
    expect(configFromEnv({ DATABASE_URL, WRITE_BATCHING: 'false' }).writeBatching).toBeNull();
    expect(() => configFromEnv({ DATABASE_URL, WRITE_BATCHING: 'yes' })).toThrow(
      /WRITE_BATCHING="yes": must be 1, true, 0 or false/,
    );
  });

  it('turns the legacy envelope on for every /api route with LEGACY_ENVELOPE=1, and takes a PEM on one line', () => {
    const config = configFromEnv({
      DATABASE_URL,
      LEGACY_ENVELOPE: '1',
      LEGACY_ENVELOPE_PREFIXES: '/api/items',
      LEGACY_ENVELOPE_PRIVATE_KEY: PEM.replaceAll('\n', '\\n'),
    });
    expect(config.legacyEnvelope).toMatchObject({ prefixes: ['/api'], privateKeyPem: PEM });
    expect(
      configFromEnv({ DATABASE_URL, LEGACY_ENVELOPE_PREFIXES: ' /api/items/ , /api/kinds' }).legacyEnvelope?.prefixes,
    ).toEqual(['/api/items', '/api/kinds']);
  });

  it('refuses a private key that is not an RSA one without printing it', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    for (const bad of [ec, 'not a key']) {
      const attempt = () => configFromEnv({ DATABASE_URL, LEGACY_ENVELOPE_PRIVATE_KEY: bad });
      expect(attempt).toThrow(
        'invalid configuration:\n  LEGACY_ENVELOPE_PRIVATE_KEY: must be an unencrypted RSA private key in PEM',
      );
    }
  });

  it.each([
    ['PORT', 'abc', 'PORT="abc": must be a whole number from 0 to 65535'],
    ['PORT', '80.5', 'PORT="80.5": must be a whole number from 0 to 65535'],
    ['PORT', '70000', 'PORT="70000": must be a whole number from 0 to 65535'],
    ['PORT', '', 'PORT="": must be a whole number from 0 to 65535'],
    ['TOKEN_TTL_HOURS', '0', 'TOKEN_TTL_HOURS="0": must be a whole number from 1 to 8760'],
    ['RELAY_POLL_MS', '1e3', 'RELAY_POLL_MS="1e3": must be a whole number from 10 to 60000'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL="verbose": must be one of fatal, error, warn, info, debug, trace, silent'],
    ['SEED_DEMO', 'yes', 'SEED_DEMO="yes": must be 1, true, 0 or false'],
    ['JOB_LOCK_MS', '500', 'JOB_LOCK_MS="500": must be a whole number from 1000 to 600000'],
    ['LEGACY_ENVELOPE', 'on', 'LEGACY_ENVELOPE="on": must be 1, true, 0 or false'],
    [
      'LEGACY_ENVELOPE_PREFIXES',
      'items',
      'LEGACY_ENVELOPE_PREFIXES="items": must be paths under /api separated by commas, e.g. /api/items,/api/auth',
    ],
    [
      'LEGACY_ENVELOPE_PREFIXES',
      '/apix',
      'LEGACY_ENVELOPE_PREFIXES="/apix": must be paths under /api separated by commas, e.g. /api/items,/api/auth',
    ],
    ['REDIS_URL', '127.0.0.1:6379', 'REDIS_URL="127.0.0.1:6379": must be a redis:// or rediss:// URL'],
    ['DATABASE_URL', 'mysql://db/parkflow', 'DATABASE_URL="mysql://db/parkflow": must be a postgres:// URL'],
  ])('refuses %s=%j with a message naming it', (name, value, expected) => {
    const attempt = () => configFromEnv({ DATABASE_URL, [name]: value });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(`invalid configuration:\n  ${expected}`);
  });

  it('lists every problem at once, a missing DATABASE_URL and a bad role included', () => {
    expect(() => configFromEnv({ PORT: 'x' }, ['--role=api'])).toThrow(
      'invalid configuration:\n' +
        '  DATABASE_URL: is required (npm start provides one)\n' +
        '  PORT="x": must be a whole number from 0 to 65535\n' +
        '  --role=api: must be web, worker or all',
    );
  });
});
