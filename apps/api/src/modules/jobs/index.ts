import { CancelJobController } from './cancel-job/cancel-job.controller.js';
import { GetJobController } from './get-job/get-job.controller.js';
import { JobFilesController } from './job-files/job-files.controller.js';
import { JobViews } from './job-view.js';
import { ListJobsController } from './list-jobs/list-jobs.controller.js';
import { RetryJobController } from './retry-job/retry-job.controller.js';
import { StartJobController } from './start-job/start-job.controller.js';

/** The HTTP slices of /api/jobs (ARCHITECTURE.md: Jobs); served by web nodes. */
export const jobsControllers = [StartJobController, ListJobsController, GetJobController, CancelJobController, RetryJobController, JobFilesController];
export const jobsHttpProviders = [JobViews];
