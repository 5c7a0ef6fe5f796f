import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig, DEFAULT_PASSWORD_MAX_AGE_DAYS } from '../../platform/config.js';
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
import { UnbindUserController } from './unbind-user/unbind-user.controller.js';
import { UserHistoryController } from './user-history/user-history.controller.js';
import { UserAdmin } from './users/user-admin.js';
import { ParkAccounts } from './park-accounts/park-accounts.js';
import { GateStaffController, ParkUsersController } from './park-accounts/park-accounts.controller.js';
import { ChangePasswordController } from './change-password/change-password.controller.js';
import { ChangeOwnPassword } from './change-password/change-password.service.js';
import { LoginController } from './login.controller.js';
import { LoginThrottle } from './login-throttle.js';
import { SendSmsCodeController } from './send-sms-code/send-sms-code.controller.js';
import { SendSmsCode } from './send-sms-code/send-sms-code.service.js';
import { SmsOutboxController } from './sms-outbox/sms-outbox.controller.js';
import { OutboxSmsSender } from './sms/outbox-sender.js';
import { loadCodeSecret, SmsCodes } from './sms/sms-codes.js';
import { SmsSendLimits } from './sms/sms-send-limits.js';
import { SMS_SENDER } from './sms/sms-sender.js';
import { PASSWORD_MAX_AGE_DAYS } from './sms/sms.tokens.js';
import { WebhookSmsSender } from './sms/webhook-sender.js';

/**
 * Who uses the park: login, logout and the current user, with login throttling; identity
 * administration (companies, roles, users, content columns; libs/domain identity.ts says who may);
 * SMS codes and the change of one's own password (the forced dialog). The SMS sender follows SMS_PROVIDER;
 * only the outbox brings its route (GET /api/sms/outbox), so with a real provider it is a 404.
 */
@Module({})
export class IdentityModule {
  static forConfig(config: AppConfig): DynamicModule {
    const sms = config.sms ?? { provider: 'outbox' };
    const outbox = sms.provider === 'outbox';
    const sender: Provider = outbox
      ? { provide: SMS_SENDER, useExisting: OutboxSmsSender }
      : { provide: SMS_SENDER, useValue: new WebhookSmsSender(sms.webhookUrl!) };
    return {
      module: IdentityModule,
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
        SendSmsCodeController,
        ChangePasswordController,
        GateStaffController,
        ParkUsersController,
        ...(outbox ? [SmsOutboxController] : []),
      ],
      providers: [
        AuthService,
        UserAdmin,
        ParkAccounts,
        SendSmsCode,
        ChangeOwnPassword,
        { provide: PASSWORD_MAX_AGE_DAYS, useValue: config.passwordMaxAgeDays ?? DEFAULT_PASSWORD_MAX_AGE_DAYS },
        {
          provide: LoginThrottle,
          inject: [REDIS, APP_CONFIG],
          useFactory: (redis: Redis, c: AppConfig) => new LoginThrottle(redis, c.redisPrefix),
        },
        {
          provide: SmsSendLimits,
          inject: [REDIS, APP_CONFIG],
          useFactory: (redis: Redis, c: AppConfig) => new SmsSendLimits(redis, c.redisPrefix),
        },
        {
          provide: SmsCodes,
          inject: [DataSource],
          useFactory: async (db: DataSource) => new SmsCodes(db, await loadCodeSecret(db, sms.codeSecret)),
        },
        ...(outbox
          ? [{ provide: OutboxSmsSender, inject: [DataSource], useFactory: (db: DataSource) => new OutboxSmsSender(db) }]
          : []),
        sender,
      ],
    };
  }
}
