import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import type { Logger } from 'pino';
import { ContractsHttpModule, ContractsModule } from './modules/contracts/contracts.module.js';
import { DeskModule } from './modules/desk/desk.module.js';
import { GateModule } from './modules/gate/gate.module.js';
import { FilesModule } from './modules/files/files.module.js';
import { IdentityModule } from './modules/identity/identity.module.js';
import { legacyEnvelope } from './modules/identity/legacy-envelope/index.js';
import { ApprovalEffects } from './modules/items/approval-effects.js';
import { LoanOrderNumbers } from './modules/items/loan-order-numbers.js';
import { ItemsModule } from './modules/items/items.module.js';
import { JobsHttpModule } from './modules/jobs/jobs-http.module.js';
import { ReferenceModule } from './modules/reference/reference.module.js';
import { TransferHttpModule } from './modules/transfer/transfer-http.module.js';
import { TransferModule } from './modules/transfer/transfer.module.js';
import { AuthGuard } from './platform/auth/auth.guard.js';
import { type AppConfig, servesHttp } from './platform/config.js';
import { EnvelopeInterceptor } from './platform/http/envelope.interceptor.js';
import { AllExceptionsFilter } from './platform/http/exception.filter.js';
import { InputGuard } from './platform/http/input-guard.js';
import { createLogger } from './platform/logger.js';
import { PlatformModule } from './platform/platform.module.js';

/**
 * The process for its role (README: `web` serves HTTP and socket.io, `worker` runs the relay and
 * the jobs, `all` both). Every role stands on the platform and knows the job types (a web node
 * checks a job's request, a worker runs it); a role that serves HTTP adds the areas' modules and
 * the request pipeline, declared here in the order it runs.
 */
@Module({})
export class AppModule {
  /** `logger` is the one the HTTP server writes its request logs with, when there is one. */
  static forRole(config: AppConfig, logger: Logger = createLogger(config.logLevel)): DynamicModule {
    const web = servesHttp(config.role);
    const envelope = legacyEnvelope(config); // opt-in; empty unless configured
    return {
      module: AppModule,
      imports: [
        CqrsModule.forRoot(),
        PlatformModule.forRole(config, logger, { itemEffects: ApprovalEffects, commandIssuer: LoanOrderNumbers }),
        TransferModule,
        ContractsModule,
        // TransferHttpModule before ItemsModule: `template` is not an item id
        ...(web
          ? [
              IdentityModule.forConfig(config),
              ReferenceModule,
              TransferHttpModule,
              ContractsHttpModule,
              ItemsModule,
              DeskModule,
              GateModule,
              FilesModule,
              JobsHttpModule,
            ]
          : []),
      ],
      controllers: web ? envelope.controllers : [],
      providers: web
        ? [
            { provide: APP_GUARD, useClass: AuthGuard },
            // first interceptor, so the input checks see an opened legacy envelope's payload
            ...envelope.providers,
            { provide: APP_INTERCEPTOR, useClass: InputGuard },
            { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
            { provide: APP_FILTER, useClass: AllExceptionsFilter },
          ]
        : [],
    };
  }
}
