/** What the areas use of the jobs platform: the job type extension point, the service, the record. */
export type {
  ErrorReportWriter,
  JobContext,
  JobDefinition,
  JobProgressReporter,
  PreparedJob,
  RejectedCell,
} from './job-definition.js';
export { JobHandler } from './job-definition.js';
export { JobsService } from './jobs.service.js';
export { isInterrupted, JobStore, type JobRecord, progressOf } from './job-store.js';
export { jobProgressChannel, jobRoom, ownerRoom, type JobProgressMessage } from './job-events.js';
export { JobsModule } from './jobs.module.js';
