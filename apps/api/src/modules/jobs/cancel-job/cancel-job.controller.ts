import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { Actor, JobView } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { JobsService } from '../../../platform/jobs/index.js';
import { JobViews } from '../job-view.js';

/**
 * POST /api/jobs/:id/cancel → the job now: `cancelled` when it had not started, else still
 * `active` with `cancelRequested` until its worker stops it (`job.progress` says when).
 */
@Controller('jobs')
export class CancelJobController {
  constructor(
    private readonly jobs: JobsService,
    private readonly views: JobViews,
  ) {}

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<JobView> {
    return this.views.one(await this.jobs.cancel(actor, id));
  }
}
