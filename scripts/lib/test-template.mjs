// The databases test files copy (`CREATE DATABASE … TEMPLATE …`) instead of building their own.
//
// The migrated template (every api test file, the e2e products' base): made once per set of
// migrations, shared by every `npm test` on the same PostgreSQL, even at the same time.
//
//   name       parkflow_tpl_<hash of migrations/dist>: another set of migrations (another branch,
//              a new migration) is another template, never a changed one
//   in use     each run holds a shared advisory lock on its template's name until it exits
//   made       under one exclusive advisory lock, migrated under a temporary name, closed to
//              connections (one would make CREATE DATABASE … TEMPLATE fail) and marked a
//              template, then renamed: a template found under its name is complete
//   dropped    another name's template, only when no run holds it (an exclusive try-lock)
//
// The demo template (every e2e product with the demo data): the built product started once on a
// copy of the migrated template with SEED_DEMO=1, stopped once healthy (it seeds before it
// listens), then closed as a template. Its data is written relative to the clock, so it is this
// run's own (parkflow_demo_<random>, held until the run ends, then dropped); a product copying it
// finds the demo there and seeds nothing. Its files are under the products' common FILES_DIR.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import { elapsed, log, onCleanup, repoRoot, spawnChild, stopChild, waitForApi } from './processes.mjs';
import { deleteKeysWithPrefix } from './redis-keys.mjs';

const PREFIX = 'parkflow_tpl_';
const DEMO_PREFIX = 'parkflow_demo_';
// Two-key advisory locks (class, object): their own key space beside the api's one-key locks.
const MAKE_LOCK = [72_400, 0];
const IN_USE_CLASS = 72_401;

const migrationsDist = path.join(repoRoot, 'migrations', 'dist');
const databaseModule = path.join(repoRoot, 'apps', 'api', 'dist', 'platform', 'db', 'database.js');
const apiMain = path.join(repoRoot, 'apps', 'api', 'dist', 'main.js');

/** A hash of the compiled migrations the template is made from: what it contains, by name. */
function migrationsHash() {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDist)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(migrationsDist, file)))
      .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const urlOf = (adminUrl, database) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

/**
 * Makes (or finds) the template of the built migrations on adminUrl and holds it in use until this
 * process exits. Returns its name, or null when the product is not built (the tests then migrate).
 */
export async function prepareTestTemplate(adminUrl) {
  if (!existsSync(migrationsDist) || !existsSync(databaseModule)) return null;
  const t0 = Date.now();
  const name = `${PREFIX}${migrationsHash()}`;
  const holder = new pg.Client({ connectionString: adminUrl, application_name: 'parkflow-test-template' });
  await holder.connect();
  onCleanup('the test template lock', () => holder.end().catch(() => undefined));
  const q = (sql, params) => holder.query(sql, params);

  await q('SELECT pg_advisory_lock_shared($1, hashtext($2))', [IN_USE_CLASS, name]);
  await q('SELECT pg_advisory_lock($1, $2)', MAKE_LOCK);
  try {
    const { rowCount } = await q('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await makeTemplate(holder, adminUrl, name);
    await dropUnusedTemplates(holder, name);
  } finally {
    await q('SELECT pg_advisory_unlock($1, $2)', MAKE_LOCK);
  }
  log(`test database template: ${name} (${elapsed(t0)})`);
  return name;
}

async function makeTemplate(holder, adminUrl, name) {
  const building = `${name}_making`;
  const id = (n) => holder.escapeIdentifier(n);
  // Left by a run that died while making it (we hold the lock: nobody else is).
  await holder.query(`DROP DATABASE IF EXISTS ${id(building)} WITH (FORCE)`);
  await holder.query(`CREATE DATABASE ${id(building)}`);
  const { createDataSource, migrate } = await import(pathToFileURL(databaseModule).href);
  // Two connections: migrate() holds one for its lock while the migrations run on the other.
  const ds = createDataSource(urlOf(adminUrl, building), 2);
  await ds.initialize();
  try {
    await migrate(ds);
  } finally {
    await ds.destroy();
  }
  await holder.query(`ALTER DATABASE ${id(building)} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
  await holder.query(`ALTER DATABASE ${id(building)} RENAME TO ${id(name)}`);
}

/**
 * Templates of other migrations that no run holds (a checkout that moved on leaves them behind),
 * and demo templates of runs that ended without dropping theirs.
 */
async function dropUnusedTemplates(holder, keep) {
  const { rows } = await holder.query(
    `SELECT datname FROM pg_database WHERE (starts_with(datname, $1) OR starts_with(datname, $2)) AND datname <> $3`,
    [PREFIX, DEMO_PREFIX, keep],
  );
  for (const { datname } of rows) {
    const { rows: got } = await holder.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS free', [IN_USE_CLASS, datname]);
    if (!got[0].free) continue;
    try {
      await holder.query(`ALTER DATABASE ${holder.escapeIdentifier(datname)} WITH IS_TEMPLATE false`);
      await holder.query(`DROP DATABASE ${holder.escapeIdentifier(datname)} WITH (FORCE)`);
    } finally {
      await holder.query('SELECT pg_advisory_unlock($1, hashtext($2))', [IN_USE_CLASS, datname]);
    }
  }
}

/**
 * This run's demo template, made from the migrated one (or from an empty database): the name the
 * e2e products copy. Dropped when the run ends.
 */
export async function prepareDemoTemplate(adminUrl, redisUrl, migrated) {
  if (!existsSync(apiMain)) return null;
  const t0 = Date.now();
  const name = `${DEMO_PREFIX}${randomBytes(6).toString('hex')}`;
  const holder = new pg.Client({ connectionString: adminUrl, application_name: 'parkflow-demo-template' });
  await holder.connect();
  const id = holder.escapeIdentifier(name);
  await holder.query('SELECT pg_advisory_lock($1, hashtext($2))', [IN_USE_CLASS, name]);
  onCleanup('the demo template', async () => {
    await holder.query(`ALTER DATABASE ${id} WITH IS_TEMPLATE false`).catch(() => undefined);
    await holder.query(`DROP DATABASE IF EXISTS ${id} WITH (FORCE)`).catch(() => undefined);
    await holder.end().catch(() => undefined);
  });
  await holder.query(`CREATE DATABASE ${id}${migrated ? ` TEMPLATE ${holder.escapeIdentifier(migrated)}` : ''}`);

  const redisPrefix = `parkflow:e2e-demo:${name}:`;
  await seedOnce(urlOf(adminUrl, name), redisUrl, redisPrefix);
  await holder.query(`ALTER DATABASE ${id} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`);
  await deleteKeysWithPrefix(redisUrl, redisPrefix);
  log(`test database template: ${name}, the demo data (${elapsed(t0)})`);
  return name;
}

/** The built product on databaseUrl with SEED_DEMO=1 until it is healthy (it seeds before it listens). */
async function seedOnce(databaseUrl, redisUrl, redisPrefix) {
  // A free port can be taken by another run between our look and the product's listen: try again.
  for (let attempt = 1; ; attempt++) {
    const port = await getPort();
    const api = spawnChild('demo', process.execPath, [apiMain, '--role=all'], {
      show: () => false,
      env: {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        PORT: String(port),
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      return await waitForApi(port, api, { timeoutMs: 300_000 });
    } catch (err) {
      if (attempt < 3 && api.tail().includes('EADDRINUSE')) continue;
      throw new Error(`the demo template: the product seeding it did not become healthy: ${err.message}\n${api.tail()}`);
    } finally {
      await stopChild(api);
    }
  }
}
