// One api process for a benchmark: `node apps/api/dist/main.js --role=all` on a fresh database,
// its own Redis prefix and files directory, the reference data seeded, the given users signed in.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import getPort from 'get-port';

const DEMO_PASSWORD = 'Parkflow2026';

/**
 * `admin` is a connected pg client on `adminUrl`; `label` names the database, prefix and files;
 * `nodeArgs` go before the entry point (a CPU profile, say). The answer: { base, dbUrl, pid,
 * prefix, tokens (by username), token (the first user's), stop() } — stop drops it all.
 */
export async function startBenchApi(admin, { adminUrl, redisUrl, label, users = ['operator'], nodeArgs = [] }) {
  const tag = randomBytes(3).toString('hex');
  const dbName = `parkflow_bench_${label}_${tag}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const port = await getPort();
  const prefix = `pfbench:${label}:${tag}:`;
  const filesDir = join(tmpdir(), `parkflow-bench-${label}-files-${tag}`);
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/main.js', '--role=all'], {
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      PORT: String(port),
      FILES_DIR: filesDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const api = {
    base,
    dbUrl: dbUrl.toString(),
    pid: child.pid,
    prefix,
    tokens: {},
    token: null,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
  try {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 300) throw new Error('api did not become healthy');
      await new Promise((r) => setTimeout(r, 200));
    }
    const { seedReference } = await import('../../apps/api/dist/demo/seed-demo.js');
    const { createDataSource } = await import('../../apps/api/dist/platform/db/database.js');
    const ds = createDataSource(dbUrl.toString(), 2);
    await ds.initialize();
    await ds.transaction((m) => seedReference(m));
    await ds.destroy();
    for (const username of users) {
      const r = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      api.tokens[username] = (await r.json()).data.token;
    }
    api.token = api.tokens[users[0]];
  } catch (err) {
    await api.stop();
    throw err;
  }
  return api;
}
