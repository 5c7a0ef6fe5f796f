import type pg from 'pg';
import type { AppendOutcome, AppendRequest } from './event-store.js';

export interface BatchingOptions {
  /** Statements in flight at once; a request waits only while every lane is busy. */
  lanes: number;
  /** Most appends one transaction carries. */
  maxBatch: number;
}

interface Pending {
  req: AppendRequest;
  resolve: (outcome: AppendOutcome) => void;
  reject: (error: unknown) => void;
}

type RunBatch = (client: pg.PoolClient, reqs: AppendRequest[]) => Promise<AppendOutcome[]>;
type RunOne = (req: AppendRequest) => Promise<AppendOutcome>;

/**
 * Group commit for appends. An append that finds a free lane is written at once, alone, so an idle
 * system adds no delay; appends that arrive while every lane is busy queue up, and the next free
 * lane writes all of them in one transaction (one statement per kind). Each caller is answered
 * only after the COMMIT that holds its events: durability is the same as one append alone.
 *
 * A stale expected version is refused row by row inside the statement, so it never fails the
 * others. Anything else that fails a batch (a clash on a unique key, a deadlock) rolls it back,
 * and its requests are written again one by one, so the failure lands on its own caller only.
 */
export class AppendBatcher {
  private readonly queue: Pending[] = [];
  /** Streams and commandIds being written by some lane: a second request for one waits its turn. */
  private readonly busyKeys = new Set<string>();
  private lanesBusy = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly runBatch: RunBatch,
    private readonly runOne: RunOne,
    private readonly options: BatchingOptions,
  ) {}

  append(req: AppendRequest): Promise<AppendOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ req, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.lanesBusy < this.options.lanes) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.lanesBusy++;
      void this.write(batch).finally(() => {
        for (const p of batch) for (const key of keysOf(p.req)) this.busyKeys.delete(key);
        this.lanesBusy--;
        this.pump();
      });
    }
  }

  /** The oldest queued requests that touch no stream or commandId another request here or in flight touches. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    for (let i = 0; i < this.queue.length && batch.length < this.options.maxBatch;) {
      const keys = keysOf(this.queue[i]!.req);
      if (keys.some((k) => this.busyKeys.has(k))) {
        i++;
        continue;
      }
      for (const k of keys) this.busyKeys.add(k);
      batch.push(this.queue.splice(i, 1)[0]!);
    }
    return batch;
  }

  private async write(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return settle(batch[0]!, () => this.runOne(batch[0]!.req));
    let outcomes: AppendOutcome[] | null = null;
    const client = await this.pool.connect().catch((error: unknown) => {
      for (const p of batch) p.reject(error);
      return null;
    });
    if (!client) return;
    try {
      await client.query('BEGIN');
      outcomes = await this.runBatch(
        client,
        batch.map((p) => p.req),
      );
      await client.query('COMMIT');
    } catch {
      outcomes = null;
      await client.query('ROLLBACK').catch(() => undefined);
    } finally {
      client.release();
    }
    if (outcomes) {
      batch.forEach((p, i) => p.resolve(outcomes![i]!));
      return;
    }
    // The batch failed as a whole: each request alone, so only the one at fault hears of it.
    await Promise.all(batch.map((p) => settle(p, () => this.runOne(p.req))));
  }
}

const keysOf = (req: AppendRequest): string[] =>
  req.claim ? [`s:${req.streamId}`, `c:${req.claim.userId}:${req.claim.commandId}`] : [`s:${req.streamId}`];

async function settle(p: Pending, run: () => Promise<AppendOutcome>): Promise<void> {
  try {
    p.resolve(await run());
  } catch (error) {
    p.reject(error);
  }
}
