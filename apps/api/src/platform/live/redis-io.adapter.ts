import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { LIVE_PING_INTERVAL_MS, LIVE_PING_TIMEOUT_MS } from '@parkflow/domain';
import type { Redis } from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/** socket.io over Redis, so a broadcast to a room (who is viewing an item) reaches its sockets on every API process. */
export class RedisIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly prefix: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // A short heartbeat: consoles notice a dead connection within seconds, not socket.io's 45 s default.
    const server = super.createIOServer(port, {
      ...options,
      pingInterval: LIVE_PING_INTERVAL_MS,
      pingTimeout: LIVE_PING_TIMEOUT_MS,
    } as ServerOptions) as Server;
    server.adapter(createAdapter(this.pub, this.sub, { key: `${this.prefix}socket.io` }));
    return server;
  }
}
