import { Inject, Injectable, type OnApplicationShutdown, Optional } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { LIVE_SUBSCRIBER } from './live/live.tokens.js';
import { closeRedis, REDIS } from './redis.js';

/**
 * Closes connections last: Nest runs onApplicationShutdown after every beforeApplicationShutdown
 * (the relay stops there) and after the HTTP server and socket.io have closed.
 */
@Injectable()
export class ResourceCloser implements OnApplicationShutdown {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Optional() @Inject(LIVE_SUBSCRIBER) private readonly subscriber?: Redis,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.subscriber ? closeRedis(this.subscriber) : undefined, closeRedis(this.redis)]);
    if (this.db.isInitialized) await this.db.destroy();
  }
}
