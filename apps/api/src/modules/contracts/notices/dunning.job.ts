import { PassThrough } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  type Actor,
  CONTRACT_BILL_STATUS_LABELS,
  DomainError,
  type DunningTarget,
  isDunningTarget,
  message,
  parkToday,
} from '@parkflow/domain';
import { dunningDenial } from '@parkflow/workflows';
import yazl from 'yazl';
import { type JobContext, type JobDefinition, JobHandler, type PreparedJob } from '../../../platform/jobs/index.js';
import { DunningNotices } from './dunning-notices.js';
import { noticeFileName, renderNotice } from './notice-pdf.js';

/** At most this many contracts in one run (the bench's 2,000 and some). */
export const DUNNING_MAX_CONTRACTS = 5000;
/** Contracts read together (one query for their contracts, one for their bills). */
const DUNNING_BATCH = 200;

export interface DunningParams {
  contractNos: string[];
  /** 10 current, 20 overdue (seed 001 §4: batch push and batch export targets). */
  billPeriod: DunningTarget;
}

/** The selection as the legacy exportZip sends it: contractNos, a list or comma-separated. */
export function parseDunningRequest(body: Record<string, unknown>): DunningParams {
  const raw = body.contractNos;
  const list = (Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [])
    .map((v) => String(v).trim())
    .filter(Boolean);
  if (list.length === 0) throw new DomainError('CONTRACT.SELECT_TO_EXPORT', undefined, 'contractNos');
  if (list.length > DUNNING_MAX_CONTRACTS)
    throw new DomainError('CONTRACT.TOO_MANY', { max: DUNNING_MAX_CONTRACTS }, 'contractNos');
  if (!isDunningTarget(body.billPeriod)) throw new DomainError('CONTRACT.TARGET_INVALID', undefined, 'billPeriod');
  return { contractNos: [...new Set(list)].sort(), billPeriod: Number(body.billPeriod) as DunningTarget };
}

/**
 * `POST /api/jobs { type: 'dunning', kind: 'contract-bill', contractNos, billPeriod }` (issue 10
 * item 5; the legacy contractBills/exportZip): a 催缴通知书 PDF for each selected contract with
 * its current (10) or overdue (20) bills, zipped (yazl, streamed into the job's result file as the
 * notices are drawn). Progress counts contracts; a contract this user cannot see or that has
 * nothing of the target due is reported in the error report (行号 = its place in the selection),
 * not silently left out. Park operations only (the role policy). Safe to rerun: it only reads.
 */
@Injectable()
@JobHandler({ type: 'dunning', concurrency: 1 })
export class DunningJob implements JobDefinition<DunningParams> {
  constructor(private readonly notices: DunningNotices) {}

  prepare(body: Record<string, unknown>, actor: Actor): PreparedJob<DunningParams> {
    const denied = dunningDenial(actor); // the role policy: park operations
    if (denied) throw new DomainError(denied);
    return { kind: 'contract-bill', params: parseDunningRequest(body) };
  }

  async run(job: JobContext<DunningParams>): Promise<void> {
    const denied = dunningDenial(job.actor); // a role taken away meanwhile
    if (denied) throw new DomainError(denied);
    const { contractNos, billPeriod } = job.params;
    job.progress.setTotal(contractNos.length);
    const zip = new yazl.ZipFile();
    const out = new PassThrough();
    zip.outputStream.pipe(out);
    const now = new Date();
    const name = `催缴通知书-${CONTRACT_BILL_STATUS_LABELS[billPeriod]}-${parkToday(now)}.zip`;
    const saving = job.saveResult(name, out, 'application/zip');
    saving.catch(() => undefined); // awaited below, or abandoned with the stream on a cancel
    try {
      for (let i = 0; i < contractNos.length; i += DUNNING_BATCH) {
        job.throwIfCancelled();
        const batch = contractNos.slice(i, i + DUNNING_BATCH);
        const outcomes = await this.notices.forContracts(job.actor, batch, billPeriod, now);
        for (const [j, outcome] of outcomes.entries()) {
          job.throwIfCancelled();
          if ('refused' in outcome) {
            job.errors.add({ row: i + j + 1, column: '合同编号', reason: message(outcome.refused, outcome.params) });
            job.progress.advance(1, 1);
            continue;
          }
          // PDFs barely compress: stored as they are (LIBRARY-NOTES: 2,000 notices zip in under a second).
          zip.addBuffer(await renderNotice(outcome.notice), noticeFileName(outcome.notice), { compress: false, mtime: now });
          job.progress.advance(1);
        }
      }
      zip.end();
      await saving;
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }
}
