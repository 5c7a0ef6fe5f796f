import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { REQUEST_BODY_MAX_BYTES } from '@parkflow/domain';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import type { AppConfig } from '../config.js';

/**
 * The api on Express, kept only so `npm run bench` can measure the full path on both adapters
 * in one run (docs/benchmarks.md). The product runs on Fastify (fastify-app.ts); uploads and
 * the JSON depth limit exist only there.
 */
export async function createExpressApp(
  module: DynamicModule,
  config: AppConfig,
  logger: Logger,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(module, { logger: ['error', 'warn'], bodyParser: true });
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') || req.url === '/api/health' },
      quietReqLogger: true,
    }),
  );
  if (config.trustProxy) app.set('trust proxy', config.trustProxy);
  app.set('etag', false); // answers are live state: hashing every body buys no cache hits
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: REQUEST_BODY_MAX_BYTES });
  serveConsole(app, config.consoleDist);
  return app;
}

/** The console is a single-page app: any non-API path gets its index.html. */
function serveConsole(app: NestExpressApplication, dist: string | null): void {
  if (!dist || !existsSync(join(dist, 'index.html'))) return;
  app.useStaticAssets(dist, { index: false, maxAge: '1h' });
  const index = join(dist, 'index.html');
  app.use((req: { method: string; path: string }, res: { sendFile(path: string): void }, next: () => void) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/socket.io')) return next();
    res.sendFile(index);
  });
}
