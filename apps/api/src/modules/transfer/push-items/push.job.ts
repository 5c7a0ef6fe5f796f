import { Injectable } from '@nestjs/common';
import { type Actor, DomainError, isPushableKind, type Kind, PUSH_MAX_ITEMS, pushItemLabel } from '@parkflow/domain';
import { pushDenial } from '@parkflow/workflows';
import { DataSource } from 'typeorm';
import { CommandExecutor } from '../../../platform/event-store/command-executor.js';
import { type JobContext, type JobDefinition, JobHandler, type PreparedJob } from '../../../platform/jobs/index.js';
import { readModelTable } from '../../../platform/read-model/read-model.js';
import { parseKind } from '../../items/item-view.js';
import { selectionOf } from '../../items/query-params.js';

export interface PushParams {
  /** The selected items, lower case, sorted and once each (the job's key: the same selection is the same job). */
  ids: string[];
}

/** Items decided and written together: one transaction, one statement, one `items.changed` per chunk. */
export const PUSH_CHUNK = 500;

/** The column of the push report: which bill (the report reads 行号 = position in the selection, 列, 原因). */
const REPORT_COLUMN = '账单';

/**
 * `POST /api/jobs { type: 'push', kind, ids }` (issue 10 item 4): pushes the selected bills to their
 * companies, one `Push` command per bill decided by its kind's workflow (who may push, and whether
 * the bill may be pushed now: not deleted, not already pushed, canPush 是, not settled), written in
 * chunks through the command path for many items (CommandExecutor.executeMany). Every bill ends pushed or with a
 * zh-CN reason in the job's report (行号 = its position in the selection, 列 = the bill, 原因): none is
 * silently skipped. A pushed bill records BillPushed (by whom, when, which job) on its stream, the
 * job links it (job_items: `applied` on the job), and its company's console hears it live.
 *
 * Safe to rerun (a retry, a recovered worker): a bill this job already pushed counts as pushed.
 * The job id comes from the user, kind and selection (JobsService): a double click is one job.
 *
 * EXTENSION POINT: any kind listed in libs/domain PUSHABLE_KINDS whose workflow decides `Push`
 * (→ one event carrying `jobId`, with a view field `pushed`/`pushJobId`) is served as it stands;
 * see docs/decisions/0017-bill-push.md.
 */
@Injectable()
@JobHandler({ type: 'push', concurrency: 1 })
export class PushJob implements JobDefinition<PushParams> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly db: DataSource,
  ) {}

  prepare(body: Record<string, unknown>, actor: Actor): PreparedJob<PushParams> {
    const kind = parseKind(String(body.kind ?? ''));
    if (!isPushableKind(kind)) throw new DomainError('BILL.PUSH_UNSUPPORTED', undefined, 'kind');
    const denied = pushDenial(kind, actor);
    if (denied) throw new DomainError(denied);
    const ids = selectionOf({ ids: body.ids ?? [] });
    if (!ids?.length) throw new DomainError('BILL.SELECT_TO_PUSH', undefined, 'ids');
    const unique = [...new Set(ids.map((id) => id.toLowerCase()))].sort();
    if (unique.length > PUSH_MAX_ITEMS) throw new DomainError('BILL.PUSH_TOO_MANY', { max: PUSH_MAX_ITEMS }, 'ids');
    return { kind, params: { ids: unique } };
  }

  async run(job: JobContext<PushParams>): Promise<void> {
    const kind = job.kind as Kind;
    const { ids } = job.params;
    job.progress.setTotal(ids.length);
    for (let start = 0; start < ids.length; start += PUSH_CHUNK) {
      job.throwIfCancelled(); // between chunks, never halfway through one
      const chunk = ids.slice(start, start + PUSH_CHUNK);
      const outcomes = await this.executor.executeMany({
        kind,
        type: 'Push',
        actor: job.actor,
        at: new Date(),
        jobId: job.id,
        together: true,
        items: chunk.map((streamId) => ({ streamId, payload: { jobId: job.id } })),
        alreadyDone: (snapshot) => (snapshot.context as { pushed?: { jobId?: string | null } | null }).pushed?.jobId === job.id,
        missing: 'BILL.NOT_FOUND',
      });
      const refused = outcomes.flatMap((o, i) => (o.ok ? [] : [{ o, position: start + i + 1 }]));
      if (refused.length) {
        const labels = await this.labels(
          kind,
          refused.map((r) => r.o.streamId),
        );
        for (const { o, position } of refused) {
          if (o.ok) continue;
          job.errors.add({
            row: position,
            column: labels.get(o.streamId) || `${REPORT_COLUMN} ${o.streamId}`,
            reason: o.error.message,
          });
        }
      }
      job.progress.advance(chunk.length, refused.length);
    }
  }

  /** How the report names the refused bills (their list fields). */
  private async labels(kind: Kind, ids: string[]): Promise<Map<string, string>> {
    const rows: { id: string; fields: Record<string, unknown> }[] = await this.db.query(
      `SELECT id, fields FROM ${readModelTable(kind)} WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, pushItemLabel(kind, r.fields)]));
  }
}
