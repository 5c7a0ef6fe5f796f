import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { LOGGER } from '../logger.js';
import { REDIS } from '../redis.js';
import { Relay } from './relay.js';

/** The relay of a `worker` or `all` process (config.ts runsRelay), started and stopped with it. */
@Injectable()
export class RelayService implements OnApplicationBootstrap, BeforeApplicationShutdown {
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

  /**
   * Before any onApplicationShutdown (ResourceCloser closes PostgreSQL and Redis there): a tick
   * still running finishes with both, and the leader lease is given back.
   */
  beforeApplicationShutdown(): Promise<void> {
    return this.relay.stop();
  }
}
