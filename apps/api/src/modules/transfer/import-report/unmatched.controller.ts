import { Controller, Get, Param } from '@nestjs/common';
import { type Actor, DomainError, maySeeJob } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { JobStore } from '../../../platform/jobs/index.js';
import { type UnmatchedCompany, UnmatchedCompanies } from '../import-items/unmatched-companies.js';

/**
 * GET /api/jobs/:id/unmatched-companies → { notInSavedList: [{ companyName, contactName, contactTel }] }:
 * the companies an import (a safety inspection list) named that the park does not have (seed 001
 * §7.3, §8). Only for who may see the job.
 */
@Controller('jobs')
export class UnmatchedCompaniesController {
  constructor(
    private readonly jobs: JobStore,
    private readonly unmatched: UnmatchedCompanies,
  ) {}

  @Get(':id/unmatched-companies')
  async list(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<{ notInSavedList: UnmatchedCompany[] }> {
    const job = await this.jobs.get(id);
    if (!job || !maySeeJob(actor, job)) throw new DomainError('JOB.NOT_FOUND');
    return { notInSavedList: await this.unmatched.of(job.id) };
  }
}
