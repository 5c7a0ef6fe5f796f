import type { JobProgress } from '@parkflow/domain';
import type { Namespace, Socket } from 'socket.io';
import type { DataSource } from 'typeorm';
import { jobRoom, type JobProgressMessage, ownerRoom } from './job-events.js';
import { JobStore, progressOf } from './job-store.js';

/** Versions remembered per socket; beyond this many jobs the oldest are forgotten. */
const REMEMBERED_JOBS = 500;

/**
 * `job.progress` on a web node: each message goes to the local sockets in the job's room and in
 * its owner's room (every socket of a user joins `user:<id>`), once per socket, and never older
 * than what that socket already has (a snapshot sent on subscribe and a live message may cross:
 * `version` orders them). Local only: every web node hears the channel itself.
 */
export class JobProgressFeed {
  private readonly versions = new WeakMap<Socket, Map<string, number>>();

  constructor(
    private readonly namespace: Namespace,
    private readonly db: DataSource,
  ) {}

  deliver(message: JobProgressMessage): void {
    const ids = new Set<string>();
    for (const room of [jobRoom(message.jobId), ownerRoom(message.ownerId)]) {
      for (const id of this.namespace.adapter.rooms.get(room) ?? []) ids.add(id);
    }
    const { ownerId: _ownerId, ...progress } = message;
    for (const id of ids) {
      const socket = this.namespace.sockets.get(id);
      if (socket) this.send(socket, progress);
    }
  }

  /** The job's state now, to a socket that just joined its room (the console's catch-up). */
  async sendSnapshot(socket: Socket, jobId: string): Promise<void> {
    const job = await new JobStore(this.db).get(jobId);
    if (job) this.send(socket, progressOf(job));
  }

  private send(socket: Socket, progress: JobProgress): void {
    let seen = this.versions.get(socket);
    if (!seen) this.versions.set(socket, (seen = new Map()));
    if ((seen.get(progress.jobId) ?? 0) >= progress.version) return;
    seen.delete(progress.jobId);
    seen.set(progress.jobId, progress.version);
    if (seen.size > REMEMBERED_JOBS) seen.delete(seen.keys().next().value!);
    socket.emit('job.progress', {
      jobId: progress.jobId,
      state: progress.state,
      processed: progress.processed,
      total: progress.total,
      failed: progress.failed,
      version: progress.version,
      ...(progress.interrupted ? { interrupted: true as const } : {}),
    } satisfies JobProgress);
  }
}
