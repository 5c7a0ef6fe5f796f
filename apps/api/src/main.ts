import 'reflect-metadata';
import { resolve } from 'node:path';
import { createApp } from './app.js';
import { configOfProcess } from './platform/config.js';
import { seedDemo } from './demo/seed-demo.js';

const config = configOfProcess();
config.consoleDist ??= resolve(import.meta.dirname, '../../console/dist');

// Seed before listening: the first login must find the demo users.
const running = await createApp(config, { beforeListen: config.seedDemo ? seedDemo : undefined });
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
