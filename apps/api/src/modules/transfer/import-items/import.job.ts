import { Injectable } from '@nestjs/common';
import { type Actor, DomainError, type ImportSpec, importSpecOf, isImportableKind, type Kind } from '@parkflow/domain';
import { importDenial } from '@parkflow/workflows';
import { BulkAppender } from '../../../platform/event-store/bulk-append.js';
import { FileStore } from '../../../platform/files/file-store.js';
import { type JobContext, type JobDefinition, JobHandler, type PreparedJob } from '../../../platform/jobs/index.js';
import { parseKind } from '../../items/item-view.js';
import { type CheckedBatch, type CheckedRow, RowChecker } from './check-rows.js';
import { naturalKeyId } from './natural-key.js';
import { UnmatchedCompanies } from './unmatched-companies.js';
import { CompanyDirectory } from './company-directory.js';
import { readSheet, type SheetRow } from './read-sheet.js';

export const IMPORT_MODES = ['validate', 'apply'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export interface ImportParams {
  fileId: string;
  mode: ImportMode;
}

/** Rows read, checked and written together: one transaction and one `items.changed` per batch. */
export const IMPORT_BATCH = 500;

/**
 * `POST /api/jobs { type: 'import', kind, fileId, mode }` (issue 9 item 3). `validate` reads every
 * row and writes nothing but the error report (行号, 列, 原因); `apply` does the same checks and
 * writes the valid rows in batches through the command path (BulkAppender: each row's Create
 * decided by the kind's workflow, its id from its natural key), so applying the file again,
 * retrying the job or recovering it after a worker was killed leaves each row once. The job
 * links to the items it wrote (job_items: GET /api/jobs/:id `applied`), and each item's history
 * names the job. A cancel stops between batches: what was applied stays, and says so.
 */
@Injectable()
@JobHandler({ type: 'import', concurrency: 1 })
export class ImportJob implements JobDefinition<ImportParams> {
  constructor(
    private readonly files: FileStore,
    private readonly companies: CompanyDirectory,
    private readonly bulk: BulkAppender,
    private readonly unmatched: UnmatchedCompanies,
  ) {}

  async prepare(body: Record<string, unknown>, actor: Actor): Promise<PreparedJob<ImportParams>> {
    const kind = parseKind(String(body.kind ?? ''));
    if (!isImportableKind(kind)) throw new DomainError('IMPORT.NOT_IMPORTABLE', undefined, 'kind');
    const denied = importDenial(kind, actor);
    if (denied) throw new DomainError(denied);
    const mode = body.mode;
    if (mode !== 'validate' && mode !== 'apply') throw new DomainError('IMPORT.MODE_INVALID', undefined, 'mode');
    const fileId = typeof body.fileId === 'string' ? body.fileId.toLowerCase() : '';
    const file = (await this.files.find([fileId])).get(fileId);
    // Only the uploader's own spreadsheet: an id seen elsewhere is not a way into someone's file.
    if (!file || file.uploadedBy !== actor.userId) throw new DomainError('IMPORT.FILE_NOT_FOUND', undefined, 'fileId');
    return { kind, params: { fileId, mode } };
  }

  async run(job: JobContext<ImportParams>): Promise<void> {
    const spec = importSpecOf(job.kind as Kind, '');
    if (!spec) throw new DomainError('IMPORT.NOT_IMPORTABLE');
    const file = (await this.files.find([job.params.fileId])).get(job.params.fileId);
    if (!file) throw new DomainError('IMPORT.FILE_NOT_FOUND');
    const path = this.files.localPath(file);
    const checker = new RowChecker(spec, (names) => this.companies.idsByName(names));
    const rows = readSheet(path, async () => {
      const stream = await this.files.open(file);
      if (!stream) throw new DomainError('IMPORT.FILE_NOT_FOUND');
      return stream;
    });
    let header = true;
    let batch: SheetRow[] = [];
    const together: CheckedRow[] = [];
    const unmatched = new Map<string, { contactName: string; contactTel: string }>();
    for await (const row of rows) {
      if (header) {
        checker.readHeader(row);
        header = false;
        continue;
      }
      batch.push(row);
      if (batch.length === IMPORT_BATCH) {
        await this.handle(job, spec, checker, batch, together, unmatched);
        batch = [];
      }
    }
    if (header) throw new DomainError('IMPORT.HEADER_MISSING', { headers: spec.columns.map((c) => c.header).join('、') });
    if (batch.length) await this.handle(job, spec, checker, batch, together, unmatched);
    if (spec.combine && job.params.mode === 'apply') await this.writeCombined(job, spec, together);
    if (spec.unmatched) await this.unmatched.record(job.id, unmatched);
    job.progress.setTotal(job.progress.processed);
  }

  private async handle(
    job: JobContext<ImportParams>,
    spec: ImportSpec,
    checker: RowChecker,
    rows: SheetRow[],
    together: CheckedRow[],
    unmatched: Map<string, { contactName: string; contactTel: string }>,
  ) {
    job.throwIfCancelled();
    const checked: CheckedBatch = await checker.check(rows);
    for (const cell of checked.rejected) job.errors.add(cell);
    if (spec.unmatched) {
      const { contactName, contactTel } = spec.unmatched;
      for (const { name, values } of checked.unknownCompanies)
        if (!unmatched.has(name))
          unmatched.set(name, { contactName: String(values[contactName] ?? ''), contactTel: String(values[contactTel] ?? '') });
    }
    // rows that make one item together are written once every row is read
    if (spec.combine) together.push(...checked.valid);
    else if (job.params.mode === 'apply' && checked.valid.length) {
      job.throwIfCancelled(); // before writing the batch, never halfway through it
      await this.bulk.create({
        kind: spec.kind,
        actor: job.actor,
        at: new Date(),
        jobId: job.id,
        items: checked.valid.map((row) => ({ streamId: row.streamId, payload: { fields: row.record, jobId: job.id } })),
      });
    }
    job.progress.advance(rows.length, checked.failedRows);
  }

  /** Valid rows grouped by the spec's combining key, each group one item keyed by it, written in batches. */
  private async writeCombined(job: JobContext<ImportParams>, spec: ImportSpec, rows: CheckedRow[]) {
    const combine = spec.combine!;
    const groups = new Map<string, Record<string, unknown>[]>();
    for (const row of rows) {
      const key = JSON.stringify(
        combine.key.map((k) =>
          String(row.record[k] ?? '')
            .trim()
            .toLowerCase(),
        ),
      );
      const group = groups.get(key) ?? [];
      group.push(row.record);
      groups.set(key, group);
    }
    const items = [...groups.values()].map((group) => ({
      streamId: naturalKeyId(
        spec.kind,
        combine.key.map((k) => group[0]![k]),
      ),
      payload: { fields: combine.record(group), jobId: job.id },
    }));
    for (let i = 0; i < items.length; i += IMPORT_BATCH) {
      job.throwIfCancelled();
      await this.bulk.create({
        kind: spec.kind,
        actor: job.actor,
        at: new Date(),
        jobId: job.id,
        items: items.slice(i, i + IMPORT_BATCH),
      });
    }
  }
}
