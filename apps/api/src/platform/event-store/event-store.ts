import type { Kind } from '@parkflow/domain';
import type { DomainEvent } from '@parkflow/workflows';
import type { DataSource } from 'typeorm';
import { poolRunner, type SqlRunner } from '../db/sql.js';
import type { CommandClaim, LoggedCommand } from './command-log.js';
import { type Projection, readModelTable } from '../read-model/read-model.js';

export interface EventMetadata {
  actor: { userId: string; username: string; realname: string };
  commandId: string | null;
  correlationId: string;
  at: string;
  /** The item's state and seed code right after this event (for live payloads). */
  state?: string;
  code?: number | string;
  /** Banks a second-round loan event concerns (routing and catch-up for credit institutions). */
  bankIds?: string[];
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
  statesAfter: { state: string; code: number | string; bankIds?: string[] }[];
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

export const EVENT_COLUMNS = 'position, stream_id, kind, version, type, data, metadata, company_id';

/**
 * The event log. An append is ONE statement: the expected-version check (a conditional
 * UPDATE of the stream row, which serialises writers), the events, the read-model row and the
 * command log either all happen or none do (the relay is woken after the commit, best effort).
 * A loser writes nothing: not even a sequence value, because its INSERTs select from the empty
 * check.
 */
export class EventStore {
  private readonly sqlByKind = new Map<string, string>();
  private readonly pool: SqlRunner;

  constructor(db: DataSource) {
    this.pool = poolRunner(db);
  }

  async readStream(streamId: string, runner: SqlRunner = this.pool): Promise<StoredEvent[]> {
    const rows: EventRow[] = await runner.query(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY version`,
      [streamId],
      'read_stream',
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

  async append(req: AppendRequest, runner: SqlRunner = this.pool): Promise<AppendOutcome> {
    const version = req.expectedVersion + req.events.length;
    const events = req.events.map((e, i) => ({
      version: req.expectedVersion + i + 1,
      type: e.type,
      data: e.data,
      after: req.statesAfter[i],
    }));
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
        JSON.stringify(events),
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

/**
 * A creation claims its commandId first (`ON CONFLICT DO NOTHING`, which waits for a twin still
 * in flight): a twin that lost the claim creates nothing and uses no sequence value, and the
 * executor answers it with the winner's result. A later command logs its commandId from the
 * version check; a twin that got past its own check meets the winner on the primary key.
 */
function buildAppendSql(table: string, creates: boolean): string {
  const log = `INSERT INTO command_log (user_id, command_id, stream_id, kind, command_type, request_hash, result)
      SELECT $16::uuid, $14, $1, $2, $17, $18, $15::jsonb`;
  const head = creates
    ? `WITH c AS (
      ${log} WHERE $14::text IS NOT NULL
      ON CONFLICT (user_id, command_id) DO NOTHING
      RETURNING 1
    ),
    s AS (
      INSERT INTO streams (stream_id, kind, version, company_id) SELECT $1, $2, $3, $4::uuid
       WHERE $5::int = 0 AND ($14::text IS NULL OR EXISTS (SELECT 1 FROM c))
      RETURNING stream_id
    ),`
    : `WITH s AS (
      UPDATE streams SET version = $3, company_id = $4 WHERE stream_id = $1 AND version = $5::int RETURNING stream_id
    ),
    c AS (
      ${log} FROM s WHERE $14::text IS NOT NULL
      RETURNING 1
    ),`;
  return `
    ${head}
    e AS (
      INSERT INTO events (stream_id, kind, version, type, data, metadata, company_id)
      SELECT $1, $2, ev.version, ev.type, ev.data, $6::jsonb || ev.after, $4
        FROM s, jsonb_to_recordset($7::jsonb) AS ev(version int, type text, data jsonb, after jsonb)
       ORDER BY ev.version
      RETURNING position
    ),
    p AS (
      INSERT INTO ${table} AS rm (id, state, code, version, company_id, created_at, updated_at, decided_by, fields, context)
      SELECT $1, $8, $9, $3, $4, $10::timestamptz, $11::timestamptz, $12, $13::jsonb, $19::jsonb FROM s
      ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, code = EXCLUDED.code, version = EXCLUDED.version,
        company_id = EXCLUDED.company_id, updated_at = EXCLUDED.updated_at,
        decided_by = COALESCE(EXCLUDED.decided_by, rm.decided_by), fields = EXCLUDED.fields, context = EXCLUDED.context
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM s)::int AS applied,
           (SELECT array_agg(position ORDER BY position) FROM e) AS positions,
           (SELECT count(*) FROM p) AS projected,
           (SELECT count(*) FROM c) AS logged`;
}
