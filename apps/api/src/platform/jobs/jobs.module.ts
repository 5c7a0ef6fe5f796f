import { type DynamicModule, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { type AppConfig, runsJobs } from '../config.js';
import { CancelChannel } from './cancel-channel.js';
import { InterruptionWatch } from './interruption-watch.js';
import { JobEvents } from './job-events.js';
import { JobNode } from './job-node.js';
import { JobQueues } from './job-queues.js';
import { JobRegistry } from './job-registry.js';
import { JobRunner } from './job-runner.js';
import { JobStore } from './job-store.js';
import { JobsService } from './jobs.service.js';
import { ProbeJob } from './probe.job.js';
import { WorkerHost } from './worker-host.js';

/**
 * The jobs platform of a process (docs/decisions/0012-jobs.md), built per role by
 * PlatformModule. Every role starts, cancels and retries jobs (a cancel is published on the
 * cancel channel); only `worker` and `all` run them (config.ts runsJobs). The job types are the
 * areas' @JobHandler providers, found wherever they are registered (modules/transfer); the
 * self-test type `probe` only with JOB_TEST_TYPES=1. Every role watches for jobs whose worker
 * process died (InterruptionWatch); a worker process keeps a heartbeat (JobNode).
 */
@Module({})
export class JobsModule {
  static forRole(config: AppConfig): DynamicModule {
    return {
      module: JobsModule,
      imports: [DiscoveryModule],
      providers: [
        JobRegistry,
        JobStore,
        JobEvents,
        JobQueues,
        CancelChannel,
        JobsService,
        InterruptionWatch,
        ...(runsJobs(config.role) ? [JobNode, JobRunner, WorkerHost] : []),
        ...(config.jobs?.testTypes ? [ProbeJob] : []),
      ],
      exports: [JobsService, JobStore],
    };
  }
}
