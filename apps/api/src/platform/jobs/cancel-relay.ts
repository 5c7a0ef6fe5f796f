import { type BeforeApplicationShutdown, Inject, Injectable } from '@nestjs/common';
import { Relay } from 'bullmq';
import type { Logger } from 'pino';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { LOGGER } from '../../infra/logger.js';
import { bullPrefix, consumerConnection } from './bullmq-connection.js';

const CANCEL_TOPIC = 'jobs.cancel';

export interface CancelMessage {
  jobId: string;
}

/**
 * Cancelling a job that runs in another process (BullMQ's Relay, its documented "cancelling
 * jobs on other workers"): any node publishes, every worker node hears it and the one running
 * the job aborts it. Not the only path: a running job also polls its record's cancel flag
 * (job-runner.ts), so a message lost while a node was starting still stops the job.
 */
@Injectable()
export class CancelRelay implements BeforeApplicationShutdown {
  private relay: Relay | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async publish(jobId: string): Promise<void> {
    await this.connect().publish(CANCEL_TOPIC, { jobId } satisfies CancelMessage);
  }

  async onCancel(listener: (jobId: string) => void): Promise<void> {
    await this.connect().subscribe<CancelMessage>(CANCEL_TOPIC, (message) => {
      if (typeof message.data?.jobId === 'string') listener(message.data.jobId);
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    const relay = this.relay;
    this.relay = null;
    await relay?.close().catch((err: unknown) => this.logger.debug({ err }, 'job relay close failed'));
  }

  private connect(): Relay {
    if (!this.relay) {
      this.relay = new Relay({
        connection: consumerConnection(this.config, 'parkflow-jobs-relay'),
        prefix: bullPrefix(this.config),
        namespace: 'parkflow',
        name: `parkflow-${this.config.role}`,
      });
      this.relay.on('error', (err: unknown) => this.logger.debug({ err }, 'job relay error'));
    }
    return this.relay;
  }
}
