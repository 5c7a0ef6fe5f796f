import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { REDIS } from '../../platform/redis.js';
import { AuthService } from './auth.service.js';
import { LoginController } from './login.controller.js';
import { LoginThrottle } from './login-throttle.js';

/** Who uses the park: login, logout and the current user, with login throttling. */
@Module({
  controllers: [LoginController],
  providers: [
    AuthService,
    {
      provide: LoginThrottle,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) => new LoginThrottle(redis, config.redisPrefix),
    },
  ],
})
export class IdentityModule {}
