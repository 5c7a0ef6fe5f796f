import { type DynamicModule, Global, Module, type Provider, type Type } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { Sessions } from './auth/sessions.js';
import { APP_CONFIG, type AppConfig, DEFAULT_WRITE_BATCHING, runsRelay, servesHttp } from './config.js';
import { createDataSource, migrate } from './db/database.js';
import { CommandExecutor } from './event-store/command-executor.js';
import { RelayPoke, relayPokeChannel } from './event-store/relay-poke.js';
import { EventStore } from './event-store/event-store.js';
import { CommandIssuer } from './event-store/command-issuer.js';
import { ItemEffects } from './event-store/item-effects.js';
import { FileAccess } from './files/file-access.js';
import { FileStore } from './files/file-store.js';
import { FilesController } from './files/files.controller.js';
import { HealthController } from './health.controller.js';
import { JobsModule } from './jobs/jobs.module.js';
import { LiveGateway } from './live/live.gateway.js';
import { LiveNotices } from './live/live-notices.js';
import { LIVE_SUBSCRIBER } from './live/live.tokens.js';
import { RelayService } from './live/relay.service.js';
import { LOGGER } from './logger.js';
import { ItemRows } from './read-model/item-rows.js';
import { createRedis, createSubscriberRedis, REDIS } from './redis.js';
import { ResourceCloser } from './resource-closer.js';

export interface PlatformOptions {
  /** What a decision's events do beyond the item's stream: the areas' rules (modules/items). */
  itemEffects: Type<ItemEffects>;
  /** Values the server issues to a command before it is decided (a loan's order number). */
  commandIssuer: Type<CommandIssuer>;
}

/**
 * What every area stands on, for the process's role. Every role: configuration, the logger,
 * PostgreSQL (migrated), Redis, sessions, the event store and its command executor, the read
 * side and the stored files; the jobs platform (started anywhere, run in `worker` and `all`);
 * the relay in `worker` and `all`. Serving HTTP (`web`, `all`): the live gateway, health and the
 * files routes. Global, so the areas' modules inject from it.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRole(config: AppConfig, logger: Logger, options: PlatformOptions): DynamicModule {
    const web = servesHttp(config.role);
    const shared: Provider[] = [
      { provide: APP_CONFIG, useValue: config },
      { provide: LOGGER, useValue: logger },
      {
        provide: DataSource,
        useFactory: async () => {
          const ds = createDataSource(config.databaseUrl);
          await ds.initialize();
          await migrate(ds);
          return ds;
        },
      },
      {
        provide: REDIS,
        useFactory: async () => {
          const redis = createRedis(config.redisUrl, 'parkflow-api');
          await redis.connect().catch(() => undefined); // down now is fine: health says so, ioredis retries
          return redis;
        },
      },
      {
        provide: Sessions,
        inject: [DataSource, REDIS, LOGGER, { token: LIVE_SUBSCRIBER, optional: true }],
        useFactory: (db: DataSource, redis: Redis, logger: Logger, subscriber?: Redis) => {
          // Web nodes hear revocations (they hold cached sessions and sockets); workers only publish.
          const bus = { redis, subscriber: subscriber ?? null, prefix: config.redisPrefix, logger };
          const sessions = new Sessions(db, config.tokenTtlHours, bus);
          void sessions.listen().catch((err: unknown) => logger.warn({ err }, 'session revocations: subscribe failed'));
          return sessions;
        },
      },
      {
        provide: EventStore,
        inject: [DataSource],
        useFactory: (db: DataSource) =>
          new EventStore(db, config.writeBatching === undefined ? DEFAULT_WRITE_BATCHING : config.writeBatching),
      },
      { provide: ItemRows, inject: [DataSource], useFactory: (db: DataSource) => new ItemRows(db) },
      {
        provide: RelayPoke,
        inject: [REDIS],
        useFactory: (redis: Redis) => new RelayPoke(redis, relayPokeChannel(config.redisPrefix)),
      },
      { provide: ItemEffects, useClass: options.itemEffects },
      { provide: CommandIssuer, useClass: options.commandIssuer },
      FileAccess,
      FileStore,
      CommandExecutor,
      LiveNotices,
    ];
    const live: Provider[] = [
      LiveGateway,
      { provide: LIVE_SUBSCRIBER, useFactory: () => createSubscriberRedis(config.redisUrl, 'parkflow-live') },
    ];
    return {
      module: PlatformModule,
      imports: [JobsModule.forRole(config)],
      controllers: web ? [HealthController, FilesController] : [],
      providers: [...shared, ...(runsRelay(config.role) ? [RelayService] : []), ResourceCloser, ...(web ? live : [])],
      exports: [
        APP_CONFIG,
        LOGGER,
        DataSource,
        REDIS,
        Sessions,
        EventStore,
        ItemRows,
        FileAccess,
        FileStore,
        CommandExecutor,
        LiveNotices,
        JobsModule,
      ],
    };
  }
}
