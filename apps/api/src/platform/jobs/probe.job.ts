import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { type Actor, parseOrThrow } from '@parkflow/domain';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config.js';
import { REDIS } from '../redis.js';
import { type JobContext, type JobDefinition, JobHandler } from './job-definition.js';

const probeSchema = z.object({
  rows: z.coerce.number().int().min(1).max(100_000),
  delayMs: z.coerce.number().int().min(0).max(2000).default(0),
  /** Every n-th row is refused (0: none), for the error report. */
  rejectEvery: z.coerce.number().int().min(0).default(0),
  /** The first run fails at this row (a fault the retry does not meet again); 0: never. */
  failFirstRunAt: z.coerce.number().int().min(0).default(0),
  /** Free text: two probes with different labels are different requests. */
  label: z.string().max(100).optional(),
});
export type ProbeParams = z.output<typeof probeSchema>;

/** Where a probe keeps the rows it wrote: a set, so writing a row again changes nothing. */
export const probeRowsKey = (prefix: string, jobId: string) => `${prefix}probe:${jobId}`;
/** How many rows were new when written: equals the rows once, however many runs it took. */
export const probeAddedKey = (prefix: string, jobId: string) => `${prefix}probe:${jobId}:added`;

/** A row and the count of new rows change together, or not at all (a kill between cannot split them). */
const WRITE_ROW = `local n = redis.call('SADD', KEYS[1], ARGV[1]) if n > 0 then redis.call('INCRBY', KEYS[2], n) end return n`;

/**
 * The self-test job type (JOB_TEST_TYPES=1 only): `rows` rows at `delayMs` each, each written
 * once by its number (a rerun after a crash writes nothing twice), every `rejectEvery`-th one
 * refused into the error report, optionally a
 * failure of the first run at one row, and the written rows as the xlsx result. It exercises every
 * part of the jobs platform the transfer pipeline uses, at a pace a test can cancel or kill.
 */
@Injectable()
@JobHandler({ type: 'probe', concurrency: 2 })
export class ProbeJob implements JobDefinition<ProbeParams> {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  prepare(body: Record<string, unknown>, _actor: Actor) {
    return { kind: null, params: parseOrThrow(probeSchema, body) };
  }

  async run(job: JobContext<ProbeParams>): Promise<void> {
    const { rows, delayMs, rejectEvery, failFirstRunAt } = job.params;
    const key = probeRowsKey(this.config.redisPrefix, job.id);
    job.progress.setTotal(rows);
    await job.writeXlsxResult(`probe-${job.id}.xlsx`, async (workbook) => {
      const sheet = workbook.addWorksheet('probe');
      sheet.columns = [{ header: '序号' }, { header: '内容' }];
      for (let row = 1; row <= rows; row++) {
        if (delayMs > 0) await sleep(delayMs, undefined, { signal: job.signal });
        job.throwIfCancelled();
        if (job.run === 1 && row === failFirstRunAt) throw new Error(`probe: planned failure at row ${row}`);
        if (rejectEvery > 0 && row % rejectEvery === 0) {
          job.errors.add({ row: row + 1, column: '内容', reason: `第${row}条数据不符合要求` });
          job.progress.advance(1, 1);
          continue;
        }
        await this.redis.eval(WRITE_ROW, 2, key, probeAddedKey(this.config.redisPrefix, job.id), String(row));
        sheet.addRow([row, `第${row}条`]).commit();
        job.progress.advance(1);
      }
      sheet.commit();
    });
  }
}
