import type { Provider } from '@nestjs/common';
import { type AppConfig, runsJobs } from '../../config.js';
import { CancelChannel } from './cancel-channel.js';
import { JobEvents } from './job-events.js';
import { JobQueues } from './job-queues.js';
import { JobRegistry } from './job-registry.js';
import { JobRunner } from './job-runner.js';
import { JobStore } from './job-store.js';
import { JobsService } from './jobs.service.js';
import { ProbeJob } from './probe.job.js';
import { WorkerHost } from './worker-host.js';

export type { ErrorReportWriter, JobContext, JobDefinition, JobProgressReporter, PreparedJob, RejectedCell } from './job-definition.js';
export { JobHandler } from './job-definition.js';
export { JobsService, maySeeJob } from './jobs.service.js';
export { JobStore, type JobRecord, progressOf } from './job-store.js';
export { jobProgressChannel, jobRoom, ownerRoom, type JobProgressMessage } from './job-events.js';

/**
 * The jobs platform of a process. Every role can start, cancel and retry jobs (a cancel is
 * published on the cancel channel); only `worker` and `all` run them. The job types themselves are
 * listed where the app lists its providers (one @JobHandler provider each); the self-test type
 * `probe` only with JOB_TEST_TYPES=1.
 */
export function jobsProviders(config: AppConfig): Provider[] {
  return [
    JobRegistry,
    JobStore,
    JobEvents,
    JobQueues,
    CancelChannel,
    JobsService,
    ...(runsJobs(config.role) ? [JobRunner, WorkerHost] : []),
    ...(config.jobs?.testTypes ? [ProbeJob] : []),
  ];
}
