import type { Kind, StoredAudience } from '@parkflow/domain';
import type { DomainEvent } from '@parkflow/workflows';
import type { DataSource } from 'typeorm';
import type pg from 'pg';
import { poolOf, poolRunner, type SqlRunner } from '../db/sql.js';
import { AppendBatcher, type BatchingOptions } from './append-batcher.js';
import { buildAppendSql, buildBatchAppendSql } from './append-sql.js';
import type { CommandClaim, LoggedCommand } from './command-log.js';
import { type Projection, readModelTable } from '../read-model/read-model.js';

/**
 * Stored with each event: who, when, and what its audience is read from (libs/domain
 * StoredAudience: the code after it, the banks seeing the item and those the event is for, whether
 * it was pushed by then; docs/decisions/0029).
 */
export interface EventMetadata extends StoredAudience {
  actor: { userId: string; username: string; realname: string };
  commandId: string | null;
  correlationId: string;
  at: string;
  /** The item's state right after this event (for live payloads). */
  state?: string;
  /** The background job that wrote it (an import): the item's history names it. */
  jobId?: string;
  /** One bulk write's id: the relay announces the batch's events as one `items.changed`. */
  batch?: string;
}

export interface StoredEvent {
  position: number;
  streamId: string;
  kind: Kind;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  companyId: string | null;
}

export interface AppendRequest {
  streamId: string;
  kind: Kind;
  /** Version the decision was made on; 0 creates the stream. */
  expectedVersion: number;
  events: DomainEvent[];
  /** State and code after each event, same order as events. */
  statesAfter: ({ state: string; code: number | string } & Omit<StoredAudience, 'code'>)[];
  metadata: EventMetadata;
  companyId: string | null;
  projection: Projection;
  /** The command's commandId and what it stood for, logged with the result; null without a commandId. */
  claim: CommandClaim | null;
  /** Stored under (user, commandId) so a repeat gets the same answer. */
  result: unknown;
}

export type AppendOutcome = { applied: true; positions: number[]; version: number } | { applied: false };

export interface EventRow {
  position: string;
  stream_id: string;
  kind: Kind;
  version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  company_id: string | null;
}

export const toStoredEvent = (r: EventRow): StoredEvent => ({
  position: Number(r.position),
  streamId: r.stream_id,
  kind: r.kind,
  version: r.version,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  companyId: r.company_id,
});

/** The events' columns, `data` as given: a reader that needs less of it passes an expression named data. */
export const eventColumns = (data = 'data') => `position, stream_id, kind, version, type, ${data}, metadata, company_id`;
export const EVENT_COLUMNS = eventColumns();

/**
 * The event log. An append is one statement (see append-sql.ts); with batching on, appends that
 * arrive while the writers are busy are written together, each still checked against its own
 * expected version and answered after the commit that holds it (append-batcher.ts).
 */
export class EventStore {
  private readonly sqlByKind = new Map<string, string>();
  private readonly pool: SqlRunner;
  private readonly batcher: AppendBatcher | null;

  constructor(db: DataSource, batching: BatchingOptions | null = null) {
    this.pool = poolRunner(db);
    this.batcher = batching
      ? new AppendBatcher(
          poolOf(db),
          (client, reqs) => this.appendMany(reqs, client),
          (req) => this.appendAlone(req),
          batching,
        )
      : null;
  }

  async readStream(streamId: string, runner: SqlRunner = this.pool): Promise<StoredEvent[]> {
    const rows: EventRow[] = await runner.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`,
      [streamId],
      'read_stream',
    );
    return rows.map(toStoredEvent);
  }

  /** The latest decisions (…Approved, …Rejected, …Replied, …SupplementRequested) taken by one user, newest first. */
  async recentDecisionsBy(userId: string, limit: number, runner: SqlRunner = this.pool): Promise<StoredEvent[]> {
    const rows: EventRow[] = await runner.query(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE metadata->'actor'->>'userId' = $1 AND type ~ '(Approved|Rejected|Replied|SupplementRequested)$'
        ORDER BY position DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map(toStoredEvent);
  }

  /** Several streams in one read (a list page's items), each oldest first; a stream with no event is absent. */
  async readStreams(streamIds: readonly string[], runner: SqlRunner = this.pool): Promise<Map<string, StoredEvent[]>> {
    const streams = new Map<string, StoredEvent[]>();
    if (streamIds.length === 0) return streams;
    const rows: EventRow[] = await runner.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1::uuid[]) ORDER BY stream_id, version`,
      [streamIds],
      'read_streams',
    );
    for (const row of rows) {
      const event = toStoredEvent(row);
      const stream = streams.get(event.streamId);
      if (stream) stream.push(event);
      else streams.set(event.streamId, [event]);
    }
    return streams;
  }

  /**
   * Appends one item's events. Inside a transaction (`runner` given) it is one statement there;
   * otherwise it goes through the batcher when batching is on.
   */
  append(req: AppendRequest, runner?: SqlRunner): Promise<AppendOutcome> {
    if (runner) return this.appendAlone(req, runner);
    return this.batcher ? this.batcher.append(req) : this.appendAlone(req);
  }

  private async appendAlone(req: AppendRequest, runner: SqlRunner = this.pool): Promise<AppendOutcome> {
    const version = req.expectedVersion + req.events.length;
    const p = req.projection;
    const rows: { applied: number; positions: string[] | null }[] = await runner.query(
      this.sql(req.kind, req.expectedVersion === 0),
      [
        req.streamId,
        req.kind,
        version,
        req.companyId,
        req.expectedVersion,
        JSON.stringify(req.metadata),
        JSON.stringify(eventsOf(req)),
        p.state,
        p.code,
        p.createdAt,
        p.updatedAt,
        p.decidedBy,
        JSON.stringify(p.fields),
        req.claim?.commandId ?? null,
        JSON.stringify(req.result),
        req.claim?.userId ?? null,
        req.claim?.commandType ?? null,
        req.claim?.requestHash ?? null,
        JSON.stringify(p.context),
      ],
      `append_${req.kind}_${req.expectedVersion === 0 ? 'create' : 'next'}`,
    );
    const row = rows[0];
    if (!row || row.applied === 0) return { applied: false };
    return { applied: true, positions: (row.positions ?? []).map(Number), version };
  }

  /**
   * Many items' appends on one connection, one statement per kind and kind of append (creation
   * or next); the caller holds the transaction. Never two requests for one stream or one commandId.
   */
  async appendMany(reqs: readonly AppendRequest[], client: Pick<pg.PoolClient, 'query'>): Promise<AppendOutcome[]> {
    const outcomes: AppendOutcome[] = new Array(reqs.length);
    const groups = new Map<string, number[]>();
    reqs.forEach((req, i) => {
      const key = `${req.kind}:${req.expectedVersion === 0}`;
      groups.set(key, [...(groups.get(key) ?? []), i]);
    });
    for (const indexes of groups.values()) {
      const first = reqs[indexes[0]!]!;
      const creates = first.expectedVersion === 0;
      const rows = indexes.map((i) => batchRow(reqs[i]!, i));
      const result = await client.query<{ i: number; applied: boolean; positions: string[] | null }>({
        name: `append_many_${first.kind}_${creates ? 'create' : 'next'}`,
        text: this.batchSql(first.kind, creates),
        values: [JSON.stringify(rows)],
      });
      for (const row of result.rows) {
        const req = reqs[row.i]!;
        outcomes[row.i] = row.applied
          ? {
              applied: true,
              positions: (row.positions ?? []).map(Number),
              version: req.expectedVersion + req.events.length,
            }
          : { applied: false };
      }
    }
    return outcomes;
  }

  async findCommand(userId: string, commandId: string): Promise<LoggedCommand | null> {
    const rows: { stream_id: string; kind: Kind; command_type: string | null; request_hash: string | null; result: unknown }[] =
      await this.pool.query(
        'SELECT stream_id, kind, command_type, request_hash, result FROM command_log WHERE user_id = $1 AND command_id = $2',
        [userId, commandId],
        'find_command',
      );
    const row = rows[0];
    return row
      ? {
          streamId: row.stream_id,
          kind: row.kind,
          commandType: row.command_type,
          requestHash: row.request_hash,
          result: row.result,
        }
      : null;
  }

  private batchSql(kind: Kind, creates: boolean): string {
    const key = `many:${kind}:${creates}`;
    let sql = this.sqlByKind.get(key);
    if (!sql) {
      sql = buildBatchAppendSql(readModelTable(kind), creates);
      this.sqlByKind.set(key, sql);
    }
    return sql;
  }

  private sql(kind: Kind, creates: boolean): string {
    const key = `${kind}:${creates}`;
    let sql = this.sqlByKind.get(key);
    if (!sql) {
      sql = buildAppendSql(readModelTable(kind), creates);
      this.sqlByKind.set(key, sql);
    }
    return sql;
  }
}

const eventsOf = (req: AppendRequest) =>
  req.events.map((e, i) => ({ version: req.expectedVersion + i + 1, type: e.type, data: e.data, after: req.statesAfter[i] }));

/** One request as a row of the batched statement's JSON input. */
function batchRow(req: AppendRequest, i: number) {
  const p = req.projection;
  return {
    i,
    stream_id: req.streamId,
    kind: req.kind,
    version: req.expectedVersion + req.events.length,
    company_id: req.companyId,
    expected: req.expectedVersion,
    metadata: req.metadata,
    events: eventsOf(req),
    state: p.state,
    code: p.code,
    created_at: p.createdAt,
    updated_at: p.updatedAt,
    decided_by: p.decidedBy,
    fields: p.fields,
    context: p.context,
    command_id: req.claim?.commandId ?? null,
    result: req.result,
    user_id: req.claim?.userId ?? null,
    command_type: req.claim?.commandType ?? null,
    request_hash: req.claim?.requestHash ?? null,
  };
}
