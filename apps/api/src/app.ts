import type { Server } from 'node:http';
import type { INestApplication, INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from './app.module.js';
import type { AppConfig } from './platform/config.js';
import { closeRedis, createSubscriberRedis } from './platform/redis.js';
import { createLogger } from './platform/logger.js';
import { RedisIoAdapter } from './platform/live/redis-io.adapter.js';
import { createFastifyApp } from './platform/http/fastify-app.js';

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
  const logger = createLogger(config.logLevel);
  const module = AppModule.forRole(config, logger);
  const app: INestApplication = await createFastifyApp(module, config, logger);
  app.setGlobalPrefix('api');
  const pub = createSubscriberRedis(config.redisUrl, 'parkflow-io-pub');
  const sub = pub.duplicate();
  app.useWebSocketAdapter(new RedisIoAdapter(app, pub, sub, config.redisPrefix));
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('parkflow API')
      .setVersion('1')
      .addApiKey({ type: 'apiKey', name: 'X-Access-Token', in: 'header' })
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document);
  await app.init();
  await options.beforeListen?.(app);
  await app.listen(config.port, '0.0.0.0');
  const address = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://localhost:${address.port}`,
    close: async () => {
      // Requests under way finish; a keep-alive connection whose response ends after close began
      // is idle only then, and would otherwise hold close() for the whole keep-alive timeout.
      const server = app.getHttpServer() as Server;
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      try {
        await app.close();
      } finally {
        clearInterval(sweep);
      }
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}
