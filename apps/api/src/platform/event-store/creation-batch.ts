import type { Kind } from '@parkflow/domain';
import type pg from 'pg';
import { readModelTable } from '../read-model/read-model.js';
import type { Decision } from './command-steps.js';
import type { EventMetadata } from './event-store.js';

/**
 * New streams written together, an import's batch (docs/decisions/0024, 0026): each decided row is
 * written out as UTF-8 bytes as soon as it is added, so nothing of its decision outlives it and
 * the batch never sits in V8's heap as one large string; the batch goes to the database as one
 * set-based statement (the streams key decides which items are new: a rerun finds what an
 * earlier run wrote), in one round trip. How a batch of creations reaches the database is
 * decided here alone.
 */
export class CreationBatch {
  private readonly rows = new JsonbArray();
  private count = 0;

  constructor(
    readonly kind: Kind,
    readonly at: Date,
  ) {}

  get size(): number {
    return this.count;
  }

  /** A decided creation (one event on a new stream), `ord` its place in the batch. */
  add(ord: number, d: Decision): void {
    const event = d.events[0]!;
    const shared = sharingRecord(event.data, d.projection.fields, d.projection.context);
    this.rows.push({
      ord,
      stream_id: d.streamId,
      company_id: d.projection.companyId,
      type: event.type,
      data: event.data,
      after: d.statesAfter[0],
      state: d.projection.state,
      code: d.projection.code,
      decided_by: d.projection.decidedBy,
      fields: shared.fields,
      context: shared.context,
      fields_extend_record: shared.fieldsExtendRecord,
      context_shares_record: shared.contextSharesRecord,
    });
    this.count++;
  }

  /**
   * Writes every stream not there yet with its event (the call's `metadata` joined with the row's
   * state after), its read-model row and its job link; answers the ids it created. On the pool the
   * statement commits alone; on a transaction's client it is part of it.
   */
  async write(db: Pick<pg.Pool, 'query'>, metadata: EventMetadata, jobId: string | null): Promise<Set<string>> {
    if (this.count === 0) return new Set();
    const { rows } = await db.query<{ stream_id: string }>({
      name: `bulk_create_${this.kind}`,
      text: creationSqlOf(this.kind),
      values: [this.rows.bytes(), this.kind, this.at.toISOString(), jobId, JSON.stringify(metadata)],
    });
    return new Set(rows.map((r) => r.stream_id));
  }
}

const sqlByKind = new Map<Kind, string>();

function creationSqlOf(kind: Kind): string {
  let sql = sqlByKind.get(kind);
  if (!sql) {
    sql = buildBulkCreateSql(readModelTable(kind));
    sqlByKind.set(kind, sql);
  }
  return sql;
}

/**
 * A JSON array built as bytes, one value at a time, in jsonb's binary wire format (a version
 * byte, 1, then the text): node-postgres sends a Buffer parameter as binary, and PostgreSQL
 * reads it as it reads the same text. Each value's text is short-lived; the batch is external
 * memory, not a large string in V8's old generation.
 */
class JsonbArray {
  private buffer = Buffer.allocUnsafe(256 * 1024);
  private length = 2; // the version byte and '['

  constructor() {
    this.buffer[0] = 1;
    this.buffer[1] = 0x5b; // [
  }

  push(value: unknown): void {
    const text = JSON.stringify(value);
    this.reserve(text.length * 3 + 2); // at most 3 UTF-8 bytes per UTF-16 unit, a comma, the closing bracket
    if (this.length > 2) this.buffer[this.length++] = 0x2c; // ,
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  /** The array so far, closed (the bracket is not counted: more values may follow). */
  bytes(): Buffer {
    this.reserve(1);
    this.buffer[this.length] = 0x5d; // ]
    return this.buffer.subarray(0, this.length + 1);
  }

  private reserve(more: number): void {
    if (this.length + more <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + more));
    this.buffer.copy(bigger, 0, 0, this.length);
    this.buffer = bigger;
  }
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A batch row's read-model `fields` and `context`, each sent without what it repeats of the
 * event's `data.fields` (the record the row was created from): the statement joins them again
 * (`buildBulkCreateSql`), so what is stored is unchanged. A record is otherwise sent three times
 * (event, view, machine context): 768 kB of parameter a 500-row water bill batch, 540 kB
 * without the repeats, for the api to encode and the database to parse. Only what is provably the same is left out: the context's `fields`
 * when it is the event's very object, the view's keys whose values are the record's own
 * (every one of the record's keys must be in the view with the same value, else it is sent whole).
 */
function sharingRecord(
  data: Json,
  view: Json,
  context: unknown,
): { fields: Json; fieldsExtendRecord: boolean; context: unknown; contextSharesRecord: boolean } {
  const record = data.fields;
  const sent = { fields: view, fieldsExtendRecord: false, context, contextSharesRecord: false };
  if (!isRecord(record)) return sent;
  if (isRecord(context) && context.fields === record) {
    const rest: Json = {};
    for (const key in context) if (key !== 'fields' && Object.hasOwn(context, key)) rest[key] = context[key];
    sent.context = rest;
    sent.contextSharesRecord = true;
  }
  for (const key in record) if (Object.hasOwn(record, key) && view[key] !== record[key]) return sent;
  const extra: Json = {};
  for (const key in view) if (Object.hasOwn(view, key) && !Object.hasOwn(record, key)) extra[key] = view[key];
  sent.fields = extra;
  sent.fieldsExtendRecord = true;
  return sent;
}

/**
 * One statement for the batch's new streams: the streams key decides which are new (a stream that
 * exists is skipped, whoever wrote it); only those get their event, read-model row and job link.
 * An event's metadata is the batch's ($5) with the row's states after (as one append does it); a
 * read-model row's fields and context get back what they share with the event's record (sharingRecord).
 */
function buildBulkCreateSql(table: string): string {
  return `
    WITH input AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(ord int, stream_id uuid, company_id uuid, type text, data jsonb,
        after jsonb, state text, code text, decided_by text, fields jsonb, context jsonb, fields_extend_record boolean,
        context_shares_record boolean)
    ),
    s AS (
      INSERT INTO streams (stream_id, kind, version, company_id)
      SELECT stream_id, $2, 1, company_id FROM input ORDER BY ord
      ON CONFLICT (stream_id) DO NOTHING
      RETURNING stream_id
    ),
    e AS (
      INSERT INTO events (stream_id, kind, version, type, data, metadata, company_id)
      SELECT i.stream_id, $2, 1, i.type, i.data, $5::jsonb || i.after, i.company_id FROM input i JOIN s USING (stream_id) ORDER BY i.ord
      RETURNING position
    ),
    p AS (
      INSERT INTO ${table} (id, state, code, version, company_id, created_at, updated_at, decided_by, fields, context)
      SELECT i.stream_id, i.state, i.code, 1, i.company_id, $3::timestamptz, $3::timestamptz, i.decided_by,
             CASE WHEN i.fields_extend_record THEN (i.data->'fields') || i.fields ELSE i.fields END,
             CASE WHEN i.context_shares_record THEN i.context || jsonb_build_object('fields', i.data->'fields') ELSE i.context END
        FROM input i JOIN s USING (stream_id)
      RETURNING 1
    ),
    j AS (
      INSERT INTO job_items (job_id, item_id, kind) SELECT $4, stream_id, $2 FROM s WHERE $4::text IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING 1
    )
    SELECT stream_id::text, (SELECT count(*) FROM e) AS events, (SELECT count(*) FROM p) AS projected,
           (SELECT count(*) FROM j) AS linked
      FROM s`;
}
