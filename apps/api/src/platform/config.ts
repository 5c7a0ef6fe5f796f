import { createPrivateKey } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { BatchingOptions } from './event-store/append-batcher.js';

/** Process configuration, read once from the environment and argv and validated at start. */
export const DEFAULT_WRITE_BATCHING: BatchingOptions = { lanes: 2, maxBatch: 64 };

export const PROCESS_ROLES = ['web', 'worker', 'all'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export interface AppConfig {
  databaseUrl: string;
  redisUrl: string;
  /** Every Redis key and channel starts with this, so test runs never collide. */
  redisPrefix: string;
  port: number;
  role: ProcessRole;
  seedDemo: boolean;
  consoleDist: string | null;
  logLevel: string;
  tokenTtlHours: number;
  /** How often the relay reads the log when no append woke it (ms). */
  relayPollMs: number;
  /** Where stored files (logos, application attachments) are served from: GET /api/files/… */
  filesDir: string;
  /**
   * The HTTP server's trust proxy (TRUST_PROXY): which proxies' X-Forwarded-For gives the client
   * address that login throttling counts. Off unless set: a client must not choose its address.
   */
  trustProxy?: boolean | number | string;
  /**
   * Group commit of appends (docs/decisions/0016-writer-batching.md); absent: on with
   * DEFAULT_WRITE_BATCHING; null: every append alone.
   */
  writeBatching?: BatchingOptions | null;
  /** Background jobs (BullMQ); absent: the defaults (docs/decisions/0012-jobs.md). */
  jobs?: {
    /**
     * How long a worker's hold on a running job lasts without renewal (ms). A worker killed
     * mid-job leaves its job to another worker after about this long (BullMQ stalled check).
     */
    lockMs: number;
    /** Also run the self-test job type `probe` (tests and drills only; never in production). */
    testTypes: boolean;
  };
  /**
   * How SMS codes leave (SMS_PROVIDER); absent: the outbox. `outbox` keeps them in a table a
   * platform admin reads at GET /api/sms/outbox (development); `webhook` POSTs each message as
   * JSON to an SMS gateway, and the outbox route does not exist.
   */
  sms?: SmsConfig;
  /** A super admin's password older than this must be changed (0: no age limit); absent: 90. */
  passwordMaxAgeDays?: number;
  /** The legacy request envelope (seed 002 §7, docs/decisions/0010-legacy-envelope.md); absent: off. */
  legacyEnvelope?: {
    /** Path prefixes that accept it (`/api` for all); none: off. */
    prefixes: string[];
    /** LEGACY_ENVELOPE_PRIVATE_KEY, else a key generated once into keyFile. */
    privateKeyPem: string | null;
    keyFile: string;
  };
}

export const SMS_PROVIDERS = ['outbox', 'webhook'] as const;
export interface SmsConfig {
  provider: (typeof SMS_PROVIDERS)[number];
  /** Where `webhook` posts `{ mobile, text }`. */
  webhookUrl?: string;
  /** HMAC key of stored codes; absent: one generated once and kept in the database. */
  codeSecret?: string;
}
export const DEFAULT_PASSWORD_MAX_AGE_DAYS = 90;

/** apps/api/src/platform/config.ts and apps/api/dist/platform/config.js both sit four levels below the repo. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The relay runs in these roles only (README: `worker` runs the relay, `all` does both). */
export const runsRelay = (role: ProcessRole) => role !== 'web';
/** BullMQ workers (imports, exports, pushes) run in these roles only, like the relay. */
export const runsJobs = (role: ProcessRole) => role !== 'web';
/** HTTP, socket.io and the console are served in these roles only. */
export const servesHttp = (role: ProcessRole) => role !== 'worker';

/** Decimal digits only, so `PORT=abc`, `PORT=80.5` or `PORT=` are refused instead of becoming NaN. */
const wholeNumber = (min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);
};

const flag = z
  .enum(['1', 'true', '0', 'false'], { error: 'must be 1, true, 0 or false' })
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Like `flag`, but on unless set to 0 or false. */
const flagOn = z
  .enum(['1', 'true', '0', 'false'], { error: 'must be 1, true, 0 or false' })
  .optional()
  .transform((v) => v === undefined || v === '1' || v === 'true');

const API_PATH = /^\/api(\/[A-Za-z0-9._~-]+)*$/;
const pathPrefixes = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((p) => p.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((p) => API_PATH.test(p)),
    'must be paths under /api separated by commas, e.g. /api/items,/api/auth',
  );

const isRsaPrivateKey = (pem: string) => {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
};

/** Their values never appear in a configuration error. */
const SECRET_VARIABLES = new Set(['LEGACY_ENVELOPE_PRIVATE_KEY', 'SMS_CODE_SECRET', 'SMS_WEBHOOK_URL']);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  DATABASE_URL: z.url({
    protocol: /^postgres(ql)?$/,
    error: (issue) => (issue.input === undefined ? 'is required (npm start provides one)' : 'must be a postgres:// URL'),
  }),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('parkflow:'),
  PORT: wholeNumber(0, 65535).default(3000),
  SEED_DEMO: flag,
  CONSOLE_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TOKEN_TTL_HOURS: wholeNumber(1, 8760).default(12),
  RELAY_POLL_MS: wholeNumber(10, 60_000).default(200),
  FILES_DIR: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  JOB_LOCK_MS: wholeNumber(1000, 600_000).default(30_000),
  JOB_TEST_TYPES: flag,
  WRITE_BATCHING: flagOn,
  WRITE_BATCH_LANES: wholeNumber(1, 64).default(DEFAULT_WRITE_BATCHING.lanes),
  WRITE_BATCH_MAX: wholeNumber(2, 1000).default(DEFAULT_WRITE_BATCHING.maxBatch),
  LEGACY_ENVELOPE: flag,
  LEGACY_ENVELOPE_PREFIXES: pathPrefixes.optional(),
  // `\n` escapes accepted: a PEM in a one-line env file
  LEGACY_ENVELOPE_PRIVATE_KEY: z
    .string()
    .transform((s) => s.replaceAll('\\n', '\n'))
    .refine(isRsaPrivateKey, 'must be an unencrypted RSA private key in PEM')
    .optional(),
  SMS_PROVIDER: z.enum(SMS_PROVIDERS, { error: `must be one of ${SMS_PROVIDERS.join(', ')}` }).default('outbox'),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  SMS_CODE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PASSWORD_MAX_AGE_DAYS: wholeNumber(0, 3650).default(DEFAULT_PASSWORD_MAX_AGE_DAYS),
});

const roleSchema = z.enum(PROCESS_ROLES, { error: 'must be web, worker or all' });

/** A configuration mistake: its message names every bad variable. */
export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses and validates the environment; throws ConfigError listing every problem at once. */
export function configFromEnv(env: NodeJS.ProcessEnv, argv: string[] = []): AppConfig {
  const parsed = envSchema.safeParse(env);
  const givenRole = argv.find((a) => a.startsWith('--role='))?.slice('--role='.length) ?? 'all';
  const role = roleSchema.safeParse(givenRole);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return env[name] === undefined || SECRET_VARIABLES.has(name)
          ? `${name}: ${issue.message}`
          : `${name}=${JSON.stringify(env[name])}: ${issue.message}`;
      });
  if (!role.success) problems.push(`--role=${givenRole}: ${role.error.issues[0]!.message}`);
  if (parsed.success && parsed.data.SMS_PROVIDER === 'webhook' && !parsed.data.SMS_WEBHOOK_URL)
    problems.push('SMS_WEBHOOK_URL: is required with SMS_PROVIDER=webhook');
  if (problems.length > 0 || !parsed.success || !role.success) throw new ConfigError(problems);
  const e = parsed.data;
  const filesDir = resolve(e.FILES_DIR ?? resolve(REPO_ROOT, '.data/files'));
  return {
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    port: e.PORT,
    role: role.data,
    seedDemo: e.SEED_DEMO,
    consoleDist: e.CONSOLE_DIST ?? null,
    logLevel: e.LOG_LEVEL,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    relayPollMs: e.RELAY_POLL_MS,
    filesDir,
    legacyEnvelope: {
      prefixes: e.LEGACY_ENVELOPE ? ['/api'] : (e.LEGACY_ENVELOPE_PREFIXES ?? []),
      privateKeyPem: e.LEGACY_ENVELOPE_PRIVATE_KEY ?? null,
      keyFile: resolve(dirname(filesDir), 'legacy-envelope/private-key.pem'),
    },
    jobs: { lockMs: e.JOB_LOCK_MS, testTypes: e.JOB_TEST_TYPES },
    sms: { provider: e.SMS_PROVIDER, webhookUrl: e.SMS_WEBHOOK_URL, codeSecret: e.SMS_CODE_SECRET },
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    writeBatching: e.WRITE_BATCHING ? { lanes: e.WRITE_BATCH_LANES, maxBatch: e.WRITE_BATCH_MAX } : null,
    trustProxy: trustProxyFrom(e.TRUST_PROXY),
  };
}

/** The entry points' configuration: a mistake ends the process with its message (a stack would
 * only add noise) and exit code 1. */
export function configOfProcess(): AppConfig {
  try {
    return configFromEnv(process.env, process.argv);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`parkflow: ${err.message}`);
    process.exit(1);
  }
}

/** '' or unset: off; 'true'/'false'; a hop count; else a proxy list ('loopback', '10.0.0.1, 10.0.0.2', …). */
export function trustProxyFrom(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
