import 'reflect-metadata';
import { resolve } from 'node:path';
import { createApp, type HttpAdapterName } from './app.js';
import { configFromEnv } from './config.js';
import { seedDemo } from './demo/seed-demo.js';

const config = configFromEnv(process.env, process.argv);
config.consoleDist ??= resolve(import.meta.dirname, '../../console/dist');

// Only `npm run bench` sets HTTP_ADAPTER=express, to measure both adapters side by side.
const adapter: HttpAdapterName = process.env.HTTP_ADAPTER === 'express' ? 'express' : 'fastify';

// Seed before listening: the first login must find the demo users.
const running = await createApp(config, { beforeListen: config.seedDemo ? seedDemo : undefined, adapter });
console.log(running.url ? `parkflow api listening on ${running.url} (role ${config.role})` : `parkflow ${config.role} started`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    running
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        console.error(err);
        process.exit(1);
      });
  });
}
