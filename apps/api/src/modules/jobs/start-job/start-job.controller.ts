import { Body, Controller, Post } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { JobsService } from '../../../platform/jobs/index.js';

/**
 * POST /api/jobs `{ type, ...request, commandId? }` → `{ jobId }`. The same request again (a
 * double click, the same commandId) answers the same job.
 */
@Controller('jobs')
export class StartJobController {
  constructor(private readonly jobs: JobsService) {}

  @Post()
  async start(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<{ jobId: string }> {
    const job = await this.jobs.start(body, actor);
    return { jobId: job.id };
  }
}
