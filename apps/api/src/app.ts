import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import type { AppConfig } from './config.js';
import { createSubscriberRedis } from './infra/redis.js';
import { LOGGER } from './infra/logger.js';
import { RedisIoAdapter } from './live/redis-io.adapter.js';

export interface RunningApp {
  app: INestApplication | INestApplicationContext;
  url: string | null;
  close(): Promise<void>;
}

export interface CreateAppOptions {
  /** Runs after the app is built and before it accepts requests (demo seeding). */
  beforeListen?: (app: INestApplication | INestApplicationContext) => Promise<unknown>;
}

/** Builds the process for its role; web serves HTTP, socket.io and the built console. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<RunningApp> {
  if (config.role === 'worker') {
    const ctx = await NestFactory.createApplicationContext(AppModule.forRole(config), { logger: false });
    await ctx.init();
    await options.beforeListen?.(ctx);
    return { app: ctx, url: null, close: () => ctx.close() };
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRole(config), {
    logger: ['error', 'warn'],
    bodyParser: true,
  });
  const logger = app.get<Logger>(LOGGER);
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
  app.setGlobalPrefix('api');
  app.set('trust proxy', config.trustProxy ?? false); // req.ip: the client address login throttling counts
  app.set('etag', false); // answers are live state: hashing every body buys no cache hits
  app.disable('x-powered-by');
  app.useBodyParser('json', { limit: '2mb' });
  const pub = createSubscriberRedis(config.redisUrl, 'parkflow-io-pub');
  const sub = pub.duplicate();
  app.useWebSocketAdapter(new RedisIoAdapter(app, pub, sub, config.redisPrefix));
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder().setTitle('parkflow API').setVersion('1').addApiKey({ type: 'apiKey', name: 'X-Access-Token', in: 'header' }).build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  serveConsole(app, config.consoleDist);
  await app.init();
  await options.beforeListen?.(app);
  await app.listen(config.port, '0.0.0.0');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://localhost:${address.port}`,
    close: async () => {
      await app.close();
      pub.disconnect();
      sub.disconnect();
    },
  };
}

/** The console is a single-page app: any non-API path gets its index.html. */
function serveConsole(app: NestExpressApplication, dist: string | null): void {
  if (!dist || !existsSync(join(dist, 'index.html'))) return;
  app.useStaticAssets(dist, { index: false, maxAge: '1h' });
  const index = join(dist, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || req.path.startsWith('/api') || req.path.startsWith('/socket.io')) return next();
    res.sendFile(index);
  });
}
