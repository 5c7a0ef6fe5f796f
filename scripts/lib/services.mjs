// Which PostgreSQL and Redis each script uses. Each registers its own cleanup, so a shutdown
// stops what was started here, last started first.
import path from 'node:path';
import { dataRoot, onCleanup } from './processes.mjs';
import { ensurePostgres } from './postgres.mjs';
import { ensureRedis } from './redis.mjs';

const env = (name) => process.env[name] || undefined;
// PARKFLOW_NO_LOCAL_SERVERS=1: never use the machine's 127.0.0.1:5432 / :6379, always own servers.
const local = (url) => (process.env.PARKFLOW_NO_LOCAL_SERVERS === '1' ? undefined : url);

/**
 * npm start / npm run dev: DATABASE_URL, else an embedded server under .data/pg (port PG_PORT or
 * 54329) with a `parkflow` database; REDIS_URL, else 127.0.0.1:6379, else redis-server on
 * REDIS_PORT or 6380 under .data/redis.
 */
export async function provisionForApp() {
  const pg = await provisionPostgresForApp();
  const redis = await ensureRedis({
    url: env('REDIS_URL'),
    localUrl: local('redis://127.0.0.1:6379'),
    spawn: { dataDir: path.join(dataRoot, 'redis'), port: Number(env('REDIS_PORT') ?? 6380) },
  });
  onCleanup('Redis', redis.stop);
  return { databaseUrl: pg.url, redisUrl: redis.url };
}

/** The API's environment under npm start and npm run dev: the servers provisioned, the port, demo data, SMS to the outbox. */
export const appApiEnv = ({ databaseUrl, redisUrl, port }) => ({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  PORT: String(port),
  SEED_DEMO: '1',
  SMS_PROVIDER: process.env.SMS_PROVIDER ?? 'outbox',
});

/**
 * The PostgreSQL of npm start alone (npm run projections:rebuild): DATABASE_URL, else the embedded
 * server under .data/pg, shared when npm start is running on it, else started and stopped here.
 */
export async function provisionPostgresForApp() {
  const pg = await ensurePostgres({
    url: env('DATABASE_URL'),
    embedded: { dataDir: path.join(dataRoot, 'pg'), port: Number(env('PG_PORT') ?? 54329) },
  });
  onCleanup('PostgreSQL', pg.stop);
  return pg;
}

/**
 * npm test: TEST_DATABASE_URL (an admin URL) or DATABASE_URL, else postgres@127.0.0.1:5432 if it
 * answers, else an embedded throw-away-speed cluster under .data/pg-test (port PG_TEST_PORT or
 * 54330). Redis: TEST_REDIS_URL or REDIS_URL, else 127.0.0.1:6379, else redis-server on
 * REDIS_TEST_PORT or 6381 under .data/redis-test. Returns the admin URL (database `postgres`).
 */
export async function provisionForTests() {
  const pg = await ensurePostgres({
    url: env('TEST_DATABASE_URL') ?? env('DATABASE_URL'),
    localUrl: local('postgres://postgres@127.0.0.1:5432/postgres'),
    embedded: { dataDir: path.join(dataRoot, 'pg-test'), port: Number(env('PG_TEST_PORT') ?? 54330), fast: true },
    database: 'postgres',
    label: 'PostgreSQL (tests)',
  });
  onCleanup('PostgreSQL', pg.stop);
  const redis = await ensureRedis({
    url: env('TEST_REDIS_URL') ?? env('REDIS_URL'),
    localUrl: local('redis://127.0.0.1:6379'),
    spawn: { dataDir: path.join(dataRoot, 'redis-test'), port: Number(env('REDIS_TEST_PORT') ?? 6381) },
    label: 'Redis (tests)',
  });
  onCleanup('Redis', redis.stop);
  return { testDatabaseUrl: env('TEST_DATABASE_URL') ?? pg.adminUrl, testRedisUrl: redis.url };
}
