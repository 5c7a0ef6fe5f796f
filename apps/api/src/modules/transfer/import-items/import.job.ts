import { Injectable } from '@nestjs/common';
import { type Actor, DomainError, type ImportSpec, importSpecOf, isImportableKind, type Kind } from '@parkflow/domain';
import { importDenial } from '@parkflow/workflows';
import {
  CommandExecutor,
  type ManyRequest,
  type PreparedMany,
  throwIfRefused,
} from '../../../platform/event-store/command-executor.js';
import { FileStore, type StoredFile } from '../../../platform/files/file-store.js';
import { type JobContext, type JobDefinition, JobHandler, type PreparedJob } from '../../../platform/jobs/index.js';
import { parseKind } from '../../items/item-view.js';
import { type CheckedBatch, RowChecker } from './check-rows.js';
import {
  type CheckedBatchRecord,
  checkKeyOf,
  dropKeptCheck,
  KeptCheckBroken,
  KeptCheckWriter,
  openKeptCheck,
} from './kept-check.js';
import { naturalKeyId } from './natural-key.js';
import { UnmatchedCompanies } from './unmatched-companies.js';
import { CompanyDirectory } from './company-directory.js';
import { ContractDirectory } from './contract-directory.js';
import { readSheet, type SheetRow } from './read-sheet.js';
import { rowWeight } from '../../../platform/sheets/sheet-row.js';

export const IMPORT_MODES = ['validate', 'apply'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export interface ImportParams {
  fileId: string;
  mode: ImportMode;
}

/** Rows read, checked and written together: one transaction and one `items.changed` per batch. */
export const IMPORT_BATCH = 500;
/** A batch is also cut once its rows hold about this many characters (rowWeight). */
const IMPORT_BATCH_WEIGHT = 2_000_000;

/**
 * `POST /api/jobs { type: 'import', kind, fileId, mode }` (docs/import.md). `validate` reads every
 * row and writes nothing but the error report (行号, 列, 原因); `apply` does the same checks and
 * writes the valid rows in batches through the command path (CommandExecutor.executeMany: each
 * row's Create decided by the kind's workflow, its id from its natural key), so applying the file again,
 * retrying the job or recovering it after a worker was killed leaves each row once. The job
 * links to the items it wrote (job_items: GET /api/jobs/:id `applied`), and each item's history
 * names the job. A cancel stops between batches: what was applied stays, and says so.
 * What a run found is kept (kept-check.ts, docs/decisions/0022): the next run of the same file
 * replays it, its total known from the start, instead of reading and checking the sheet again.
 */
@Injectable()
@JobHandler({ type: 'import', concurrency: 1 })
export class ImportJob implements JobDefinition<ImportParams> {
  constructor(
    private readonly files: FileStore,
    private readonly companies: CompanyDirectory,
    private readonly contracts: ContractDirectory,
    private readonly executor: CommandExecutor,
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
    const key = checkKeyOf(spec, file.id, job.actor.userId);

    // The file was checked before (a validate, an earlier apply) under the same rules, and the
    // companies and contracts it named are still what they were: replay that check, its total
    // known at once.
    const kept = await openKeptCheck(this.files, key, file.size);
    if (kept && (await this.companiesUnchanged(kept.companies)) && (await this.contractsUnchanged(kept.contracts))) {
      job.progress.setTotal(kept.total);
      try {
        await this.consume(job, spec, kept.batches());
        return;
      } catch (error) {
        if (!(error instanceof KeptCheckBroken)) throw error;
        // Its bytes changed under us: forget it; a retry reads the sheet (rows written stay, once).
        await dropKeptCheck(this.files, key);
        job.log.warn({ err: error }, 'kept import check unreadable');
        throw new DomainError('JOB.FAILED');
      }
    }

    const checker = new RowChecker(spec, {
      companies: (names) => this.companies.idsByName(names),
      contracts: (numbers) => this.contracts.tenants(numbers),
    });
    const writer = await KeptCheckWriter.open(this.files, key, file.size);
    try {
      await this.consume(job, spec, this.checkSheet(job, spec, file, checker, writer));
      await writer.commit({ companies: checker.companyLookups(), contracts: checker.contractLookups() });
    } catch (error) {
      await writer.discard();
      throw error;
    }
    job.progress.setTotal(job.progress.processed);
  }

  /** The sheet read and checked batch by batch, each batch kept as it is found. */
  private async *checkSheet(
    job: JobContext<ImportParams>,
    spec: ImportSpec,
    file: StoredFile,
    checker: RowChecker,
    writer: KeptCheckWriter,
  ): AsyncGenerator<CheckedBatchRecord> {
    // Parsed in a reader process of its own (docs/decisions/0030-import-limits.md); an .xls is
    // counted before its rows come, so its total is known from the start.
    const rows = readSheet(this.files.localPath(file), {
      onRowCount: (count) => job.progress.setTotal(Math.max(0, count - 1)),
      log: job.log,
    });
    const check = async (batch: SheetRow[]): Promise<CheckedBatchRecord> => {
      job.throwIfCancelled();
      const checked: CheckedBatch = await checker.check(batch);
      const contact = spec.unmatched;
      const record: CheckedBatchRecord = {
        rows: batch.length,
        failed: checked.failedRows,
        valid: checked.valid,
        rejected: checked.rejected,
        unmatched: contact
          ? checked.unknownCompanies.map(({ name, values }) => ({
              name,
              contactName: String(values[contact.contactName] ?? ''),
              contactTel: String(values[contact.contactTel] ?? ''),
            }))
          : [],
      };
      await writer.add(record);
      return record;
    };
    let header = true;
    let batch: SheetRow[] = [];
    let weight = 0;
    for await (const row of rows) {
      if (header) {
        checker.readHeader(row);
        header = false;
        continue;
      }
      batch.push(row);
      weight += rowWeight(row);
      // a batch of very long cells is cut before IMPORT_BATCH rows: what waits here stays small
      if (batch.length === IMPORT_BATCH || weight >= IMPORT_BATCH_WEIGHT) {
        yield await check(batch);
        batch = [];
        weight = 0;
      }
    }
    if (header) throw new DomainError('IMPORT.HEADER_MISSING', { headers: spec.columns.map((c) => c.header).join('、') });
    if (batch.length) yield await check(batch);
  }

  /**
   * Reports and (apply) writes the checked batches in order. Writing is one transaction at a
   * time; the next batch is read, checked and decided while the previous one is written. A
   * cancel stops between batches, never inside one. Rows that make one item together (the
   * spec's `combine`) are written once every row is read; the companies not found are recorded
   * with the job (the spec's `unmatched`).
   */
  private async consume(job: JobContext<ImportParams>, spec: ImportSpec, batches: AsyncIterable<CheckedBatchRecord>) {
    const apply = job.params.mode === 'apply';
    const together: CheckedBatchRecord['valid'] = [];
    const unmatched = new Map<string, { contactName: string; contactTel: string }>();
    let writing: Promise<void> = Promise.resolve();
    try {
      for await (const batch of batches) {
        job.throwIfCancelled();
        for (const { name, contactName, contactTel } of batch.unmatched)
          if (!unmatched.has(name)) unmatched.set(name, { contactName, contactTel });
        if (spec.combine) together.push(...batch.valid);
        const prepared =
          apply && !spec.combine && batch.valid.length
            ? await this.prepareCreations(
                job,
                spec,
                batch.valid.map((row) => ({ streamId: row.streamId, payload: { fields: row.record, jobId: job.id } })),
              )
            : null;
        await writing;
        for (const cell of batch.rejected) job.errors.add(cell);
        job.throwIfCancelled(); // before writing the batch, never halfway through it
        const written = prepared ? this.writeCreations(prepared) : Promise.resolve();
        writing = written.then(() => job.progress.advance(batch.rows, batch.failed));
        writing.catch(() => undefined); // awaited before the next batch, or below
      }
      await writing;
    } finally {
      await writing.catch(() => undefined); // nothing is written after the run ends
    }
    if (spec.combine && apply) await this.writeCombined(job, spec, together);
    if (spec.unmatched) await this.unmatched.record(job.id, unmatched);
  }

  /**
   * The batch's rows decided as creations, nothing written. The check let every row through, so a
   * refusal here (the workflow's or the file rule's) stops the job before the batch is written.
   */
  private async prepareCreations(job: JobContext<ImportParams>, spec: ImportSpec, items: ManyRequest['items']) {
    const prepared = await this.executor.prepareMany({
      kind: spec.kind,
      type: 'Create',
      actor: job.actor,
      at: new Date(),
      jobId: job.id,
      together: true,
      items,
    });
    throwIfRefused(prepared.settled.values());
    return prepared;
  }

  private async writeCreations(prepared: PreparedMany): Promise<void> {
    throwIfRefused(await this.executor.writeMany(prepared));
  }

  private async companiesUnchanged(companies: readonly [string, string | null][]): Promise<boolean> {
    const found = await this.companies.idsByName(companies.map(([name]) => name));
    return companies.every(([name, id]) => (found.get(name) ?? null) === id);
  }

  /** Every contract the check looked up is there now, with the same tenant, exactly when it was then (else read again). */
  private async contractsUnchanged(contracts: readonly [string, string | null][]): Promise<boolean> {
    const found = await this.contracts.tenants(contracts.map(([no]) => no));
    return contracts.every(([no, was]) => (found.get(no) ?? null) === was);
  }

  /** Valid rows grouped by the spec's combining key, each group one item keyed by it, written in batches. */
  private async writeCombined(job: JobContext<ImportParams>, spec: ImportSpec, rows: CheckedBatchRecord['valid']) {
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
      await this.writeCreations(await this.prepareCreations(job, spec, items.slice(i, i + IMPORT_BATCH)));
    }
  }
}
