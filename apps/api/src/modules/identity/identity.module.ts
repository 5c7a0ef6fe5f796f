import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../platform/config.js';
import { REDIS } from '../../platform/redis.js';
import { AddUserController } from './add-user/add-user.controller.js';
import { AuthService } from './auth.service.js';
import { ChangeUserPasswordController } from './change-user-password/change-user-password.controller.js';
import { ContentColumnsController } from './content-columns/content-columns.controller.js';
import { DeleteUserController } from './delete-user/delete-user.controller.js';
import { EditUserRolesController } from './edit-user-roles/edit-user-roles.controller.js';
import { ListCompaniesController } from './list-companies/list-companies.controller.js';
import { ListRolesController } from './list-roles/list-roles.controller.js';
import { ListUsersController } from './list-users/list-users.controller.js';
import { LoginController } from './login.controller.js';
import { LoginThrottle } from './login-throttle.js';
import { UnbindUserController } from './unbind-user/unbind-user.controller.js';
import { UserHistoryController } from './user-history/user-history.controller.js';
import { UserAdmin } from './users/user-admin.js';

/**
 * Who uses the park: login, logout and the current user, with login throttling; and identity
 * administration (companies, roles, users, content columns; libs/domain identity.ts says who may).
 */
@Module({
  controllers: [
    LoginController,
    ListCompaniesController,
    ListRolesController,
    ListUsersController,
    AddUserController,
    EditUserRolesController,
    UnbindUserController,
    ChangeUserPasswordController,
    DeleteUserController,
    UserHistoryController,
    ContentColumnsController,
  ],
  providers: [
    AuthService,
    UserAdmin,
    {
      provide: LoginThrottle,
      inject: [REDIS, APP_CONFIG],
      useFactory: (redis: Redis, config: AppConfig) => new LoginThrottle(redis, config.redisPrefix),
    },
  ],
})
export class IdentityModule {}
