import { Controller, Get, Inject } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Redis } from 'ioredis';
import { Public } from './auth/auth.decorators.js';
import { FailureWithData } from './http/failure-with-data.js';
import { isDatabaseUp } from './db/database.js';
import { isRedisUp, REDIS } from './redis.js';

type Status = 'up' | 'down';

/**
 * Public: load balancers and `npm start` poll it before anyone logs in. A dependency down is a
 * 503 (so a balancer takes this node out), still with `{ db, redis }` saying which one.
 */
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
    const answer = { db: db ? 'up' : 'down', redis: redis ? 'up' : 'down' } as const;
    if (!db || !redis) throw new FailureWithData('HEALTH.DOWN', answer);
    return answer;
  }
}
