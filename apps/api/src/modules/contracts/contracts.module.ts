import { Module } from '@nestjs/common';
import { ContractReferenceController } from './contract-reference.controller.js';
import { DunningJob } from './notices/dunning.job.js';
import { DunningNotices } from './notices/dunning-notices.js';
import { NoticeController } from './notices/notice.controller.js';

/** Contracts' background jobs (every role: a web node checks a dunning request, a worker runs it). */
@Module({ providers: [DunningJob, DunningNotices] })
export class ContractsModule {}

/**
 * Contracts' own routes (roles that serve HTTP): dictionaries, bank accounts, a contract's
 * account, a contract's notice. Lists, details, commands, imports and exports are the items'
 * and the transfer pipeline's.
 */
@Module({ controllers: [ContractReferenceController, NoticeController], providers: [DunningNotices] })
export class ContractsHttpModule {}
