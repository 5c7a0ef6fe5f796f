import { DataSource } from 'typeorm';
import { MIGRATIONS } from '@parkflow/migrations';
import { DB_CONNECT_TIMEOUT_MS } from '../outage.js';

/**
 * One pool per process; raw SQL on the hot paths, TypeORM for migrations and plumbing. A
 * connection that cannot be had within DB_CONNECT_TIMEOUT_MS (PostgreSQL unreachable, or the pool
 * busy that long) fails the request with 503 (docs/decisions/0034-honest-outages.md) instead of
 * waiting without end; TCP keep-alive notices a peer that vanished.
 */
export function createDataSource(url: string, poolSize = 20): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    extra: { max: poolSize, application_name: 'parkflow', connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS, keepAlive: true },
  });
}

export async function isDatabaseUp(ds: DataSource, timeoutMs = 1000): Promise<boolean> {
  try {
    await Promise.race([
      ds.query('SELECT 1'),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), timeoutMs)),
    ]);
    return true;
  } catch {
    return false;
  }
}

const MIGRATION_LOCK = 7_240_000;

/** Web and worker processes start together: one migrates, the others wait for it. */
export async function migrate(ds: DataSource): Promise<void> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}
