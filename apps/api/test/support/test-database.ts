import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const adminDatabaseUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const testRedisUrl = () => process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * The migrated database npm test made for this run (scripts/lib/test-template.mjs): a copy of it
 * starts migrated. Unset (jest run by hand): an empty database, which the app migrates at start.
 */
export const testTemplateDatabase = () => process.env.TEST_TEMPLATE_DATABASE || undefined;

/** A database of its own for one test file, dropped afterwards: concurrent runs never collide. */
export async function createTestDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `parkflow_t_${label.replace(/\W/g, '_').slice(0, 20)}_${randomBytes(4).toString('hex')}`;
  const template = testTemplateDatabase();
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${admin.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(adminDatabaseUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminDatabaseUrl() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
