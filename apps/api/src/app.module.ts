import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { AuthGuard } from './platform/auth/auth.guard.js';
import { AuthService } from './modules/identity/auth.service.js';
import { LoginController } from './modules/identity/login.controller.js';
import { LoginThrottle } from './modules/identity/login-throttle.js';
import { Sessions } from './platform/auth/sessions.js';
import { AllExceptionsFilter } from './platform/http/exception.filter.js';
import { EnvelopeInterceptor } from './platform/http/envelope.interceptor.js';
import { InputGuard } from './platform/http/input-guard.js';
import { APP_CONFIG, type AppConfig, runsRelay, servesHttp } from './platform/config.js';
import { CommandExecutor } from './platform/event-store/command-executor.js';
import { EventStore } from './platform/event-store/event-store.js';
import { ItemEffects } from './platform/event-store/item-effects.js';
import { FileAccess } from './platform/files/file-access.js';
import { FileStore } from './platform/files/file-store.js';
import { FilesController } from './platform/files/files.controller.js';
import { HealthController } from './platform/health.controller.js';
import { createDataSource, migrate } from './platform/db/database.js';
import { ItemRows } from './platform/read-model/item-rows.js';
import { ResourceCloser } from './platform/resource-closer.js';
import { createLogger, LOGGER } from './platform/logger.js';
import { createRedis, createSubscriberRedis, REDIS } from './platform/redis.js';
import { ApprovalEffects } from './modules/items/approval-effects.js';
import { ExportSignUpsController } from './modules/items/activity-signups/export-signups.controller.js';
import { ListSignUpsController } from './modules/items/activity-signups/list-signups.controller.js';
import { SignUpController } from './modules/items/activity-signups/sign-up.controller.js';
import { SignUpRecords } from './modules/items/activity-signups/signup-records.js';
import { CreateItemHandler } from './modules/items/create-item/create-item.command.js';
import { CreateItemController } from './modules/items/create-item/create-item.controller.js';
import { ExportItemsController } from './modules/items/export-items/export-items.controller.js';
import { GetHistoryController } from './modules/items/get-history/get-history.controller.js';
import { GetItemController } from './modules/items/get-item/get-item.controller.js';
import { ListItemsController } from './modules/items/list-items/list-items.controller.js';
import { ListKindsController } from './modules/items/list-kinds/list-kinds.controller.js';
import { SendCommandController } from './modules/items/send-command/send-command.controller.js';
import { SendItemCommandHandler } from './modules/items/send-command/send-item-command.command.js';
import { LiveGateway } from './platform/live/live.gateway.js';
import { LIVE_SUBSCRIBER } from './platform/live/live.tokens.js';
import { RelayService } from './platform/live/relay.service.js';
import { legacyEnvelope } from './modules/identity/legacy-envelope/index.js';
import { ListProductsController } from './modules/reference/products/list-products.controller.js';
import { ReferenceController } from './modules/reference/reference.controller.js';

/** Shared by every role: configuration, PostgreSQL (migrated), Redis, the engine. */
function coreProviders(config: AppConfig, logger: Logger) {
  return [
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
      provide: LoginThrottle,
      inject: [REDIS],
      useFactory: (redis: Redis) => new LoginThrottle(redis, config.redisPrefix),
    },
    { provide: EventStore, inject: [DataSource], useFactory: (db: DataSource) => new EventStore(db) },
    { provide: ItemRows, inject: [DataSource], useFactory: (db: DataSource) => new ItemRows(db) },
    { provide: ItemEffects, useClass: ApprovalEffects }, // the items' rules behind the event store's hook
    FileAccess,
    FileStore,
    CommandExecutor,
  ];
}

@Module({})
export class AppModule {
  /** `logger` is the one the HTTP server writes its request logs with, when there is one. */
  static forRole(config: AppConfig, logger: Logger = createLogger(config.logLevel)): DynamicModule {
    const web = servesHttp(config.role);
    const envelope = legacyEnvelope(config); // opt-in; empty unless configured
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot()],
      controllers: web
        ? [
            HealthController,
            LoginController,
            ListKindsController,
            ListProductsController,
            ReferenceController,
            FilesController,
            CreateItemController,
            ListItemsController,
            ExportItemsController, // before GetItemController: `export` is not an item id
            SignUpController, // sign-ups: more specific than the generic item routes, so before them
            ListSignUpsController,
            ExportSignUpsController,
            GetHistoryController,
            GetItemController,
            SendCommandController,
            ...envelope.controllers,
          ]
        : [],
      providers: [
        ...coreProviders(config, logger),
        ...(runsRelay(config.role) ? [RelayService] : []),
        ResourceCloser, // after the relay: its shutdown hook runs first and still has Redis
        ...(web
          ? [
              AuthService,
              CreateItemHandler,
              SendItemCommandHandler,
              { provide: SignUpRecords, inject: [DataSource], useFactory: (db: DataSource) => new SignUpRecords(db) },
              LiveGateway,
              {
                provide: LIVE_SUBSCRIBER,
                useFactory: () => createSubscriberRedis(config.redisUrl, 'parkflow-live'),
              },
              { provide: APP_GUARD, useClass: AuthGuard },
              // first interceptor, so the input checks see an opened legacy envelope's payload
              ...envelope.providers,
              { provide: APP_INTERCEPTOR, useClass: InputGuard },
              { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
              { provide: APP_FILTER, useClass: AllExceptionsFilter },
            ]
          : []),
      ],
    };
  }
}
