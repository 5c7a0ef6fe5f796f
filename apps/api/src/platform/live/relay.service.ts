import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import { REDIS } from '../redis.js';
import { Relay } from './relay.js';

@Injectable()
export class RelayService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly relay: Relay;

  constructor(
    db: DataSource,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.relay = new Relay(db, redis, config.redisPrefix, config.relayPollMs, logger);
  }

  onApplicationBootstrap(): Promise<void> {
    return this.relay.start();
  }

  onApplicationShutdown(): Promise<void> {
    return this.relay.stop();
  }
}
