import { Controller, Get, Param } from '@nestjs/common';
import type { Actor, JobView } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { JobsService } from '../../../platform/jobs/index.js';
import { JobViews } from '../job-view.js';

/** GET /api/jobs/:id: also what a console refetches after a reconnect (progress is not replayed). */
@Controller('jobs')
export class GetJobController {
  constructor(
    private readonly jobs: JobsService,
    private readonly views: JobViews,
  ) {}

  @Get(':id')
  async get(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<JobView> {
    return this.views.one(await this.jobs.visible(actor, id));
  }
}
