import { Injectable } from '@nestjs/common';
import { type Actor, DomainError, type Kind, type ListRow } from '@parkflow/domain';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { type JobContext, type JobDefinition, JobHandler, type PreparedJob } from '../../../platform/jobs/index.js';
import { listExportRows, planListExport } from '../../items/export-items/list-export.js';
import { writeSheet } from '../../items/export-items/write-sheet.js';
import { parseKind } from '../../items/item-view.js';
import { selectionOf } from '../../items/query-params.js';
import { planSignUpExport, writeSignUps } from '../../items/activity-signups/signup-export.js';
import { SignUpRecords } from '../../items/activity-signups/signup-records.js';

export interface ExportListParams {
  /** The list's filters as the list takes them (its query string, as JSON); `ids` for a selection. */
  filters: Record<string, string | number | string[]>;
  /** `kind: 'activity'` with an activity's id: its sign-up records (the records dialog's export). */
  activityId?: string;
}

const isFilterValue = (v: unknown): v is string | number =>
  typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/**
 * `POST /api/jobs { type: 'export', kind, filters?, ids? }` (or `{ kind: 'activity', activityId, filters? }`
 * for an activity's sign-up records): a list as an xlsx, written row by
 * row into the job's result file. The same file as GET /api/items/:kind/export for the job's
 * owner (modules/items list-export: the list's rows under the one visibility rule, the list's
 * column spec, the same sheet writer), planned again in the worker for the owner as they are
 * then (a user who lost the list's role exports nothing). The working example of a job type for
 * the transfer pipeline: it checks the request in `prepare`, counts first (total), writes in
 * chunks (progress, cancellation between chunks), and is safe to rerun (it only reads).
 */
@Injectable()
@JobHandler({ type: 'export', concurrency: 2 })
export class ExportListJob implements JobDefinition<ExportListParams> {
  constructor(
    private readonly rows: ItemRows,
    private readonly signUps: SignUpRecords,
  ) {}

  async prepare(body: Record<string, unknown>, actor: Actor): Promise<PreparedJob<ExportListParams>> {
    const kind = parseKind(String(body.kind ?? ''));
    const given = body.filters ?? {};
    if (typeof given !== 'object' || given === null || Array.isArray(given))
      throw new DomainError('VALIDATION.INVALID', undefined, 'filters');
    const filters: ExportListParams['filters'] = {};
    for (const [name, value] of Object.entries(given)) {
      if (value === undefined || value === null || value === '') continue;
      if (!isFilterValue(value)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
      filters[name] = value;
    }
    if (body.ids !== undefined) {
      // Asked for a selection but sent none: refuse rather than export everything (seed 002 §8).
      const ids = selectionOf({ ids: body.ids });
      if (!ids?.length) throw new DomainError('LOAN.EXPORT_NONE_SELECTED', undefined, 'ids');
      filters.ids = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
    }
    if (kind === 'activity' && body.activityId !== undefined) {
      const activityId = String(body.activityId).toLowerCase();
      await planSignUpExport(this.rows, activityId, filters, actor); // refused now, not in the worker
      return { kind, params: { filters, activityId } };
    }
    planListExport(actor, kind, filters, 'ids'); // a wrong kind or filter is refused now, not in the worker
    return { kind, params: { filters } };
  }

  async run(job: JobContext<ExportListParams>): Promise<void> {
    if (job.params.activityId) return this.runSignUps(job, job.params.activityId);
    const plan = planListExport(job.actor, job.kind as Kind, job.params.filters, 'ids');
    const counts = await this.rows.countByCode(plan.kind, plan.filter);
    job.progress.setTotal(Object.values(counts).reduce((sum, n) => sum + n, 0));
    const rows = this.rows;
    async function* chunks(): AsyncGenerator<ListRow[]> {
      for await (const chunk of listExportRows(rows, job.actor, plan)) {
        job.throwIfCancelled();
        yield chunk;
        job.progress.advance(chunk.length);
      }
    }
    await job.writeXlsxResult(plan.filename, (workbook) => writeSheet(workbook, plan.sheetName, plan.columns, chunks()));
  }

  /** An activity's sign-up records, as GET /api/items/activity/:id/signups/export writes them for the owner. */
  private async runSignUps(job: JobContext<ExportListParams>, activityId: string): Promise<void> {
    const plan = await planSignUpExport(this.rows, activityId, job.params.filters, job.actor);
    job.progress.setTotal((await this.signUps.page(plan.filter, { pageNum: 1, pageSize: 1 })).total);
    await job.writeXlsxResult(plan.filename, (workbook) =>
      writeSignUps(workbook, this.signUps, plan.filter, (n) => {
        job.throwIfCancelled();
        job.progress.advance(n);
      }),
    );
  }
}
