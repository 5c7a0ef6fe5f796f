import { Controller, Get, Query } from '@nestjs/common';
import { type Actor, DomainError, isJobState, type JobView, pagingSchema, parseOrThrow, TEXT_MAX } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { JobsService } from '../../../platform/jobs/index.js';
import { JobViews } from '../job-view.js';

const optionalText = (query: Record<string, unknown>, name: string): string | null => {
  const v = query[name];
  if (v === undefined || v === '') return null;
  if (typeof v !== 'string' || v.length > TEXT_MAX.short) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
  return v;
};

/** GET /api/jobs: the caller's jobs (every job for a platform admin), newest first, paged. */
@Controller('jobs')
export class ListJobsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly views: JobViews,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor): Promise<{ list: JobView[]; total: number }> {
    const { pageNum, pageSize } = parseOrThrow(pagingSchema, query);
    const state = optionalText(query, 'state');
    if (state !== null && !isJobState(state)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'state');
    const page = await this.jobs.list(actor, {
      state,
      type: optionalText(query, 'type'),
      limit: pageSize,
      offset: (pageNum - 1) * pageSize,
    });
    return { list: await this.views.of(page.list), total: page.total };
  }
}
