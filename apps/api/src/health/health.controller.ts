import { Controller, Get, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { Public } from '../auth/auth.decorators.js';
import { isDatabaseUp } from '../infra/database.js';
import { isRedisUp, REDIS } from '../infra/redis.js';

type Status = 'up' | 'down';

/** Public: load balancers and `npm start` poll it before anyone logs in. */
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Get()
  async health(): Promise<{ db: Status; redis: Status }> {
    const [db, redis] = await Promise.all([isDatabaseUp(this.dataSource), isRedisUp(this.redis)]);
    return { db: db ? 'up' : 'down', redis: redis ? 'up' : 'down' };
  }
}
