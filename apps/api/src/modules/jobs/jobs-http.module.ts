import { Module } from '@nestjs/common';
import { CancelJobController } from './cancel-job/cancel-job.controller.js';
import { GetJobController } from './get-job/get-job.controller.js';
import { JobFilesController } from './job-files/job-files.controller.js';
import { JobViews } from './job-view.js';
import { ListJobsController } from './list-jobs/list-jobs.controller.js';
import { PreviewErrorsController } from './preview-errors/preview-errors.controller.js';
import { RetryJobController } from './retry-job/retry-job.controller.js';
import { StartJobController } from './start-job/start-job.controller.js';

/**
 * /api/jobs (ARCHITECTURE.md: Jobs), one slice per use case, on the platform's JobsService; served
 * by the roles that serve HTTP. (The jobs themselves run in the platform's JobsModule; the job
 * types live with their areas, e.g. modules/transfer.)
 */
@Module({
  controllers: [
    StartJobController,
    ListJobsController,
    GetJobController,
    CancelJobController,
    RetryJobController,
    JobFilesController,
    PreviewErrorsController,
  ],
  providers: [JobViews],
})
export class JobsHttpModule {}
