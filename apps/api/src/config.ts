import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Process configuration, read once from the environment and argv. */
export type ProcessRole = 'web' | 'worker' | 'all';

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
  /** Relay poll interval when no NOTIFY arrives (ms). */
  relayPollMs: number;
  /** Where stored files (logos, application attachments) are served from: GET /api/files/… */
  filesDir: string;
  /**
   * Which proxies may set X-Forwarded-For (the client address login throttling counts):
   * unset trusts none; `true`, a hop count, or addresses/CIDRs/`loopback`, comma-separated.
   */
  trustProxy?: boolean | number | string;
}

/** apps/api/src/config.ts and apps/api/dist/config.js both sit three levels below the repo. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export function roleFromArgv(argv: string[]): ProcessRole {
  const arg = argv.find((a) => a.startsWith('--role='));
  const role = arg?.slice('--role='.length) ?? 'all';
  if (role === 'web' || role === 'worker' || role === 'all') return role;
  throw new Error(`--role must be web, worker or all (got ${role})`);
}

export function configFromEnv(env: NodeJS.ProcessEnv, argv: string[] = []): AppConfig {
  const databaseUrl = env.DATABASE_URL;
  const redisUrl = env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!databaseUrl) throw new Error('DATABASE_URL is required (npm start provides one)');
  return {
    databaseUrl,
    redisUrl,
    redisPrefix: env.REDIS_PREFIX ?? 'parkflow:',
    port: Number(env.PORT ?? 3000),
    role: roleFromArgv(argv),
    seedDemo: env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    consoleDist: env.CONSOLE_DIST ?? null,
    logLevel: env.LOG_LEVEL ?? 'info',
    tokenTtlHours: Number(env.TOKEN_TTL_HOURS ?? 12),
    relayPollMs: Number(env.RELAY_POLL_MS ?? 200),
    filesDir: resolve(env.FILES_DIR ?? resolve(REPO_ROOT, '.data/files')),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
  };
}

export function trustProxyFrom(value: string | undefined): boolean | number | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
