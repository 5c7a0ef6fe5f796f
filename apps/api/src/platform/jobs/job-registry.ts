import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DomainError } from '@parkflow/domain';
import { type JobDefinition, JobHandler, type JobHandlerOptions } from './job-definition.js';

export interface RegisteredJobType {
  options: Required<JobHandlerOptions>;
  definition: JobDefinition<unknown>;
}

/** BullMQ queue names and job ids may not contain ':'; ours are plain tokens. */
const TYPE_NAME = /^[a-z][a-z0-9-]{0,39}$/;

/** Every provider marked @JobHandler, by its type: the job types this app knows. */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly types = new Map<string, RegisteredJobType>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit(): void {
    for (const wrapper of this.discovery.getProviders({ metadataKey: JobHandler.KEY })) {
      const options = this.discovery.getMetadataByDecorator(JobHandler, wrapper);
      if (!options || !wrapper.instance) continue;
      if (!TYPE_NAME.test(options.type)) throw new Error(`job type ${options.type}: lower-case letters, digits and '-' only`);
      if (this.types.has(options.type)) throw new Error(`job type ${options.type} is registered twice`);
      this.types.set(options.type, {
        options: { concurrency: 1, ...options },
        definition: wrapper.instance as JobDefinition<unknown>,
      });
    }
  }

  /** The type of a request; an unknown one is refused (400). */
  get(type: unknown): RegisteredJobType {
    const found = typeof type === 'string' ? this.types.get(type) : undefined;
    if (!found) throw new DomainError('JOB.UNKNOWN_TYPE', undefined, 'type');
    return found;
  }

  find(type: string): RegisteredJobType | undefined {
    return this.types.get(type);
  }

  all(): RegisteredJobType[] {
    return [...this.types.values()];
  }
}
