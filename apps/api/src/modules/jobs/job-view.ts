import { Injectable } from '@nestjs/common';
import type { JobFile, JobView } from '@parkflow/domain';
import { FileStore, type StoredFile } from '../../platform/files/file-store.js';
import { isInterrupted, type JobRecord, JobStore } from '../../platform/jobs/index.js';

const fileOf = (file: StoredFile | undefined, url: string): JobFile | undefined =>
  file ? { name: file.name, size: file.size, url } : undefined;

/** An import's params carry its mode (POST /api/jobs { type: 'import', …, mode }); apply when absent. */
const importMode = (params: unknown): 'validate' | 'apply' =>
  (params as { mode?: unknown } | null)?.mode === 'validate' ? 'validate' : 'apply';

/** Records as GET /api/jobs and GET /api/jobs/:id answer them (libs/domain JobView). */
@Injectable()
export class JobViews {
  constructor(
    private readonly store: JobStore,
    private readonly files: FileStore,
  ) {}

  async of(records: readonly JobRecord[]): Promise<JobView[]> {
    const names = await this.store.creatorNames(records.map((r) => r.createdBy));
    const applied = await this.store.itemCounts(records.filter((r) => r.type === 'import' || r.type === 'push').map((r) => r.id));
    const fileIds = records.flatMap((r) => [r.resultFileId, r.errorFileId]).filter((id): id is string => id !== null);
    const files = await this.files.find(fileIds);
    return records.map((r) => {
      const result = r.resultFileId ? fileOf(files.get(r.resultFileId), `/api/jobs/${r.id}/result`) : undefined;
      const errorReport = r.errorFileId ? fileOf(files.get(r.errorFileId), `/api/jobs/${r.id}/errors`) : undefined;
      return {
        id: r.id,
        type: r.type,
        kind: r.kind,
        ...(r.type === 'import' ? { mode: importMode(r.params) } : {}),
        state: r.state,
        processed: r.processed,
        total: r.total,
        failed: r.failed,
        version: r.version,
        createdBy: r.createdBy,
        creatorName: names.get(r.createdBy) ?? '',
        createdAt: r.createdAt.toISOString(),
        startedAt: r.startedAt?.toISOString() ?? null,
        finishedAt: r.finishedAt?.toISOString() ?? null,
        cancelRequested: r.cancelRequestedAt !== null && (r.state === 'waiting' || r.state === 'active'),
        // its worker process died: 中断，正在恢复 until another worker resumes it (or it fails)
        ...(isInterrupted(r) ? { interrupted: true as const } : {}),
        // an import's rows written, a push's bills pushed (job_items)
        ...(r.type === 'import' || r.type === 'push' ? { applied: applied.get(r.id) ?? 0 } : {}),
        ...(r.error ? { error: r.error } : {}),
        ...(result ? { result } : {}),
        ...(errorReport ? { errorReport } : {}),
      };
    });
  }

  async one(record: JobRecord): Promise<JobView> {
    return (await this.of([record]))[0]!;
  }
}
