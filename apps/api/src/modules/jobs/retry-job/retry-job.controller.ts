import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { Actor, JobView } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { JobsService } from '../../../platform/jobs/index.js';
import { JobViews } from '../job-view.js';

/** POST /api/jobs/:id/retry: a failed or cancelled job waits again, same id, counts from zero. */
@Controller('jobs')
export class RetryJobController {
  constructor(
    private readonly jobs: JobsService,
    private readonly views: JobViews,
  ) {}

  @Post(':id/retry')
  @HttpCode(200)
  async retry(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<JobView> {
    return this.views.one(await this.jobs.retry(actor, id));
  }
}
