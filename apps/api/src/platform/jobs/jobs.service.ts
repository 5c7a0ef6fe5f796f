import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type Actor, commandIdOf, DomainError, jobOwnerFilter, maySeeJob } from '@parkflow/domain';
import { CancelChannel } from './cancel-channel.js';
import { JobEvents } from './job-events.js';
import { JobQueues } from './job-queues.js';
import { JobRegistry } from './job-registry.js';
import { type JobListQuery, type JobRecord, JobStore } from './job-store.js';

/** JSON with object keys in order: the same parameters always hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Starting, cancelling and retrying jobs, for the HTTP slices and for any module that starts a
 * job itself (an import's `apply` after its `validate`).
 */
@Injectable()
export class JobsService {
  constructor(
    private readonly registry: JobRegistry,
    private readonly store: JobStore,
    private readonly queues: JobQueues,
    private readonly cancels: CancelChannel,
    private readonly events: JobEvents,
  ) {}

  /**
   * POST /api/jobs: the type's `prepare` checks the request; the job's id comes from the
   * request (the user's commandId, else the user, type, kind and parameters), so a repeat
   * answers the same job instead of starting a second one.
   */
  async start(body: unknown, actor: Actor): Promise<JobRecord> {
    if (!isPlainObject(body)) throw new DomainError('VALIDATION.INVALID');
    const { type, commandId: rawCommandId, ...request } = body;
    const registered = this.registry.get(type);
    const commandId = commandIdOf(rawCommandId);
    const { kind, params } = await registered.definition.prepare(request, actor);
    const typeName = registered.options.type;
    const payload = canonicalJson({ type: typeName, kind, params });
    const requestKey =
      commandId === undefined
        ? sha256(canonicalJson([actor.userId, payload]))
        : sha256(canonicalJson(['commandId', actor.userId, commandId]));
    const { record, created } = await this.store.findOrCreate({
      idStem: commandId === undefined ? `${typeName}-${requestKey.slice(0, 20)}` : `${typeName}-c${requestKey.slice(0, 24)}`,
      byCommandId: commandId !== undefined,
      requestKey,
      payloadHash: sha256(payload),
      type: typeName,
      kind,
      params,
      createdBy: actor.userId,
    });
    if (!created) return record;
    try {
      await this.queues.enqueue(typeName, { jobId: record.id, createdBy: record.createdBy });
    } catch (err) {
      await this.store.discard(record.id);
      throw err;
    }
    await this.events.publishRecord(record);
    return record;
  }

  /** A job this actor may see (libs/domain maySeeJob); any other (or none) is the same 404, so ids cannot be probed. */
  async visible(actor: Actor, id: string): Promise<JobRecord> {
    const job = await this.store.get(id);
    if (!job || !maySeeJob(actor, job)) throw new DomainError('JOB.NOT_FOUND');
    return job;
  }

  list(actor: Actor, query: Omit<JobListQuery, 'owner'>) {
    return this.store.list({ ...query, owner: jobOwnerFilter(actor) });
  }

  /**
   * Stops a job wherever it is: taken out of its queue while no worker has it (cancelled at
   * once), else the worker running it is told (cancel channel) and also finds the flag on its
   * record within a second. The job then ends `cancelled` with the counts it had reached.
   * Asking again is harmless; a job that already ended is refused.
   */
  async cancel(actor: Actor, id: string): Promise<JobRecord> {
    const job = await this.visible(actor, id);
    const asked = await this.store.requestCancel(job.id);
    if (!asked) {
      if (job.state === 'cancelled') return job;
      throw new DomainError('JOB.NOT_CANCELLABLE');
    }
    if (asked.state === 'waiting' && (await this.queues.removeWaiting(asked.type, asked.id))) {
      const cancelled = await this.store.cancelUnstarted(asked.id);
      if (cancelled) {
        await this.events.publishRecord(cancelled);
        return cancelled;
      }
    }
    await this.events.publishRecord(asked);
    await this.cancels.publish(asked.id).catch(() => undefined); // the record's flag still stops it
    return asked;
  }

  /** A failed or cancelled job runs again from the start (its work is keyed, so nothing doubles). */
  async retry(actor: Actor, id: string): Promise<JobRecord> {
    const job = await this.visible(actor, id);
    if (job.state === 'waiting' || job.state === 'active') return job; // a second click
    if (job.state === 'completed') throw new DomainError('JOB.NOT_RETRYABLE');
    const reset = await this.store.resetForRetry(job.id);
    if (!reset) return this.visible(actor, id); // another retry won the race
    await this.queues.requeue(reset.type, { jobId: reset.id, createdBy: reset.createdBy });
    await this.events.publishRecord(reset);
    return reset;
  }
}
