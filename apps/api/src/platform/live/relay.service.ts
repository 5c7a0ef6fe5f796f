import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { poolRunner } from '../db/sql.js';
import { RelayPoke } from '../event-store/relay-poke.js';
import { LOGGER } from '../logger.js';
import { REDIS } from '../redis.js';
import { Relay } from './relay.js';

/**
 * The relay of a `worker` or `all` process (config.ts runsRelay), started and stopped with it;
 * this process's commits wake it directly while it leads.
 */
@Injectable()
export class RelayService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly relay: Relay;

  constructor(
    db: DataSource,
    @Inject(REDIS) redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(LOGGER) logger: Logger,
    poke: RelayPoke,
  ) {
    this.relay = new Relay(poolRunner(db), redis, config.redisPrefix, config.relayPollMs, logger);
    poke.hearLocally(this.relay);
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
