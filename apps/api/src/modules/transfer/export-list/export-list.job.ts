import { Injectable } from '@nestjs/common';
import { type Actor, DomainError, KIND_LABELS, type Kind } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { parkToday } from '../../../common/park-time.js';
import { readModelTable, type ReadModelRow } from '../../../engine/read-model.js';
import { bankScope, companyScope } from '../../../engine/visibility.js';
import { itemViewFor, parseKind } from '../../../items/item-view.js';
import { EXPORT_COLUMNS, type ExportColumn } from '../../../items/export-items/export-columns.js';
import { buildListFilter, selectionOf } from '../../../items/list-items/list-filters.js';
import { type JobContext, type JobDefinition, JobHandler } from '../../../platform/jobs/index.js';

export interface ExportListParams {
  /** The list's filters as the list takes them (its query string, as JSON); `ids` for a selection. */
  filters: Record<string, string | number | string[]>;
}

const CHUNK = 500;

const isFilterValue = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/**
 * `POST /api/jobs { type: 'export', kind, filters?, ids? }`: a list as an xlsx, written row by
 * row into the job's result file (the same columns and filters as GET /api/items/:kind/export).
 * The working example of a job type for the transfer pipeline: it checks the request in
 * `prepare`, counts first (total), writes in chunks (progress, cancellation between chunks),
 * and is safe to rerun (it only reads).
 */
@Injectable()
@JobHandler({ type: 'export', concurrency: 2 })
export class ExportListJob implements JobDefinition<ExportListParams> {
  constructor(private readonly db: DataSource) {}

  prepare(body: Record<string, unknown>, actor: Actor) {
    const kind = parseKind(String(body.kind ?? ''));
    this.columnsOf(kind);
    const given = body.filters ?? {};
    if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new DomainError('VALIDATION.INVALID', undefined, 'filters');
    const filters: ExportListParams['filters'] = {};
    for (const [name, value] of Object.entries(given)) {
      if (value === undefined || value === null || value === '') continue;
      if (!isFilterValue(value)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
      filters[name] = value;
    }
    if (body.ids !== undefined) {
      const ids = selectionOf({ ids: body.ids });
      // Asked for a selection but sent none: refuse rather than export everything (seed 002 §8).
      if (!ids?.length) throw new DomainError('LOAN.EXPORT_NONE_SELECTED', undefined, 'ids');
      filters.ids = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
    }
    this.filterFor(actor, kind, filters); // a wrong filter is refused now, not in the worker
    return { kind, params: { filters } };
  }

  async run(job: JobContext<ExportListParams>): Promise<void> {
    const kind = job.kind as Kind;
    const columns = this.columnsOf(kind);
    const { where, params } = this.filterFor(job.actor, kind, job.params.filters);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ n }]: { n: number }[] = await this.db.query(`SELECT count(*)::int AS n FROM ${readModelTable(kind)} ${clause}`, params);
    job.progress.setTotal(n);
    // The park's calendar day, not UTC's.
    await job.writeXlsxResult(`${KIND_LABELS[kind]}-${parkToday(new Date())}.xlsx`, async (workbook) => {
      const sheet = workbook.addWorksheet(KIND_LABELS[kind]);
      sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for (let offset = 0; ; offset += CHUNK) {
        job.throwIfCancelled();
        const rows: ReadModelRow[] = await this.db.query(
          `SELECT * FROM ${readModelTable(kind)} ${clause} ORDER BY created_at DESC, id LIMIT ${CHUNK} OFFSET ${offset}`,
          params,
        );
        rows.forEach((row, i) => {
          const view = itemViewFor(job.actor, kind, row) as Record<string, unknown>;
          sheet.addRow(columns.map((c) => c.value(view, offset + i))).commit();
        });
        job.progress.advance(rows.length);
        if (rows.length < CHUNK) break;
      }
      sheet.commit();
    });
  }

  private columnsOf(kind: Kind): ExportColumn[] {
    const columns = EXPORT_COLUMNS[kind];
    if (!columns) throw new DomainError('ENGINE.UNKNOWN_COMMAND', undefined, 'kind');
    return columns;
  }

  /** The list's own filter for this user now (a user who lost the list's role exports nothing). */
  private filterFor(actor: Actor, kind: Kind, filters: ExportListParams['filters']) {
    const scope = companyScope(actor, kind);
    if (scope === 'none') throw new DomainError('AUTH.FORBIDDEN');
    return buildListFilter(kind, filters, scope, bankScope(actor, kind));
  }
}
