import { fold, type ItemSnapshot, type Workflow } from '@parkflow/workflows';
import type { DataSource } from 'typeorm';
import { type ReadModelRow, readModelTable } from '../read-model/read-model.js';
import type { LoadedStream } from './command-steps.js';
import type { EventStore } from './event-store.js';
import { StreamCache } from './stream-cache.js';

/** A stream loaded for one command, and whether it came from the cache (which may be stale). */
export interface LoadedOne {
  stream: LoadedStream;
  cached: boolean;
}

/**
 * Where a command's stream comes from before its decision (docs/decisions/0002, 0028): one
 * command reads its stream from the cache of recently written ones, or folds its events; many
 * commands restore their streams from the read model's rows in one read (the fold the
 * projection keeps). Never trusted blindly: the append checks the version either way.
 */
export class StreamLoader {
  readonly cache = new StreamCache();

  constructor(
    private readonly db: DataSource,
    private readonly store: EventStore,
  ) {}

  /** One stream, of whatever kind it is (null: no event yet). */
  async one(workflow: Workflow, streamId: string, mayUseCache: boolean): Promise<LoadedOne | null> {
    const cached = mayUseCache ? this.cache.get(streamId) : undefined;
    if (cached) return { stream: cached, cached: true };
    const history = await this.store.readStream(streamId);
    const first = history[0];
    if (!first) return null;
    const stream = { kind: first.kind, snapshot: fold(workflow, history), version: history.length, createdAt: first.metadata.at };
    return { stream, cached: false };
  }

  /** Streams of the workflow's kind, by id; an id that is no item of this kind is absent. */
  async many(workflow: Workflow, streamIds: readonly string[]): Promise<Map<string, LoadedStream>> {
    const rows: ReadModelRow[] = await this.db.query(
      `SELECT id, state, version, created_at, context FROM ${readModelTable(workflow.kind)} WHERE id = ANY($1::uuid[])`,
      [streamIds],
    );
    const snapshots = await snapshotsOf(this.store, workflow, rows);
    return new Map(
      rows.map((row) => [
        row.id,
        {
          kind: workflow.kind,
          snapshot: snapshots.get(row.id)!,
          version: row.version,
          createdAt: new Date(row.created_at).toISOString(),
        },
      ]),
    );
  }
}

/**
 * The folded snapshot of each read-model row: restored from the row's `state` and `context`
 * (libs/workflows `restore`, one resolveState a row), or, for a row written before the context
 * was kept, folded from its stream (one read for all such rows).
 */
export async function snapshotsOf(
  store: EventStore,
  workflow: Workflow,
  rows: readonly Pick<ReadModelRow, 'id' | 'state' | 'context'>[],
): Promise<Map<string, ItemSnapshot>> {
  const snapshots = new Map<string, ItemSnapshot>();
  const missing: string[] = [];
  for (const row of rows) {
    if (row.context === null) missing.push(row.id);
    else snapshots.set(row.id, workflow.restore(row.state, row.context));
  }
  const streams = await store.readStreams(missing);
  for (const id of missing) snapshots.set(id, fold(workflow, streams.get(id) ?? []));
  return snapshots;
}
