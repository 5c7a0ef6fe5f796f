import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.js';
import type { AppConfig } from '../../src/platform/config.js';
import { seedReference } from '../../src/demo/seed-demo.js';
import { DEMO_PASSWORD } from '../../src/demo/demo-reference.js';
import { FileStore } from '../../src/platform/files/file-store.js';
import { uploadTestFiles } from './payloads.js';
import { createTestDatabase, testRedisUrl } from './test-database.js';

export interface Answer<T = any> {
  status: number;
  body: { rsCode: number; rsCause: string; data: T; field?: string };
}

export interface TestApp {
  url: string;
  db: DataSource;
  config: AppConfig;
  app: INestApplication;
  call<T = any>(method: string, path: string, body?: unknown, token?: string | null): Promise<Answer<T>>;
  login(username: string): Promise<string>;
  socket(token: string, since?: number): Promise<Socket>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  label: string;
  redisUrl?: string;
  /** Seed the demo reference data (companies, banks, products, users, and each user's test files). Default true. */
  reference?: boolean;
  relayPollMs?: number;
  /** The HTTP server's trust proxy (TRUST_PROXY); off by default, as in production. */
  trustProxy?: AppConfig['trustProxy'];
  /**
   * A second API node on the same database, Redis prefix and FILES_DIR (it drops none of them on
   * close). With `config: { role: 'worker' }` it serves no HTTP (its `url` is '').
   */
  shareWith?: TestApp;
  /** Any other configuration, over the test defaults. */
  config?: Partial<AppConfig>;
  /** A built console to serve (default none). */
  consoleDist?: string;
  /** Reach the test database through another URL (a proxy a test can cut). */
  viaDatabaseUrl?: (url: string) => string;
}

/** The real product in-process: its own database, its own Redis key prefix, a random port. */
export async function startTestApp(options: TestAppOptions): Promise<TestApp> {
  const shared = options.shareWith;
  const database = shared
    ? { url: shared.config.databaseUrl, drop: async () => undefined }
    : await createTestDatabase(options.label);
  const prefix = shared ? shared.config.redisPrefix : `pftest:${randomBytes(4).toString('hex')}:`;
  const config: AppConfig = {
    databaseUrl: options.viaDatabaseUrl?.(database.url) ?? database.url,
    redisUrl: options.redisUrl ?? shared?.config.redisUrl ?? testRedisUrl(),
    redisPrefix: prefix,
    port: 0,
    role: 'all',
    seedDemo: false,
    consoleDist: options.consoleDist ?? null,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    tokenTtlHours: 1,
    relayPollMs: options.relayPollMs ?? 50,
    filesDir: shared?.config.filesDir ?? mkdtempSync(join(tmpdir(), 'parkflow-files-')),
    trustProxy: options.trustProxy,
    ...options.config,
  };
  const running = await createApp(config);
  const app = running.app as INestApplication;
  const db = app.get(DataSource);
  if (options.reference !== false && !shared) {
    await db.transaction((m) => seedReference(m));
    await uploadTestFiles(app.get(FileStore));
  }
  const url = running.url?.replace('localhost', '127.0.0.1') ?? '';
  const sockets: Socket[] = [];
  const tokens = new Map<string, string>();

  const call = async <T>(method: string, path: string, body?: unknown, token?: string | null): Promise<Answer<T>> => {
    const res = await fetch(url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  return {
    url,
    db,
    config,
    app,
    call,
    async login(username) {
      const cached = tokens.get(username);
      if (cached) return cached;
      const r = await call<{ token: string }>('POST', '/api/auth/login', { username, password: DEMO_PASSWORD });
      if (r.status !== 200) throw new Error(`login ${username} failed: ${JSON.stringify(r.body)}`);
      tokens.set(username, r.body.data.token);
      return r.body.data.token;
    },
    async socket(token, since) {
      const s = io(`${url}/live`, {
        auth: since === undefined ? { token } : { token, since },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', (err) => reject(err));
      });
      return s;
    },
    async close() {
      for (const s of sockets) s.disconnect();
      await running.close();
      await database.drop();
      if (shared) return;
      rmSync(config.filesDir, { recursive: true, force: true });
      const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await redis.connect();
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      } catch {
        // a test that stopped its own Redis has nothing left to clean
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** Resolves with the next `n` events of a name, or rejects after `ms` (a net for what never comes, not a timing check). */
export function collect<T = any>(socket: Socket, event: string, n: number, ms = 20_000): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const got: T[] = [];
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`expected ${n} ${event}, got ${got.length}`));
    }, ms);
    const on = (payload: T) => {
      got.push(payload);
      if (got.length === n) {
        clearTimeout(timer);
        socket.off(event, on);
        resolve(got);
      }
    };
    socket.on(event, on);
  });
}

export const subscribe = (socket: Socket, rooms: string[]) =>
  socket.emitWithAck('subscribe', { rooms }) as Promise<{ joined: string[]; refused: string[] }>;

/** Waits until the relay has published everything in the log so far; returns that position. */
export async function untilRelayed(t: Pick<TestApp, 'db'>, ms = 60_000): Promise<number> {
  const [{ end }] = await t.db.query('SELECT COALESCE(max(position), 0)::bigint AS end FROM events');
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const [cp] = await t.db.query(`SELECT position FROM relay_checkpoints WHERE name = 'live-relay'`);
    if (Number(cp?.position ?? 0) >= Number(end)) return Number(end);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the relay did not reach the end of the log');
}

/**
 * Waits until `check` holds (polling every 20 ms), or throws naming `what` after `ms`. For what a
 * test must see arrive: never a fixed sleep, which a loaded machine outlasts.
 */
export async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
