import type { Redis } from 'ioredis';

export interface Viewer {
  userId: string;
  realname: string;
}

const TTL_SECONDS = 3600;

/**
 * Who has an item open, shared across API processes: one Redis hash per item, one field per
 * socket. A socket that disconnects removes itself; the TTL clears what a crashed process left.
 */
export class Presence {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(itemId: string) {
    return `${this.prefix}presence:${itemId}`;
  }

  async join(itemId: string, socketId: string, viewer: Viewer): Promise<Viewer[]> {
    await this.redis
      .multi()
      .hset(this.key(itemId), socketId, JSON.stringify(viewer))
      .expire(this.key(itemId), TTL_SECONDS)
      .exec();
    return this.viewers(itemId);
  }

  async leave(itemId: string, socketId: string): Promise<Viewer[]> {
    await this.redis.hdel(this.key(itemId), socketId);
    return this.viewers(itemId);
  }

  /** One entry per user, however many tabs they have open. */
  async viewers(itemId: string): Promise<Viewer[]> {
    const all = Object.values(await this.redis.hgetall(this.key(itemId))).map((v) => JSON.parse(v) as Viewer);
    return [...new Map(all.map((v) => [v.userId, v])).values()];
  }
}
