import { randomUUID } from 'node:crypto';
import { type Actor, type CommandType, DomainError, type Kind, type MessageCode } from '@parkflow/domain';
import { type Workflow, workflowOf } from '@parkflow/workflows';
import type { DataSource, EntityManager } from 'typeorm';
import { audienceOf } from '../auth/visibility.js';
import { managerRunner, poolOf } from '../db/sql.js';
import { type ReadModelRow, readModelTable } from '../read-model/read-model.js';
import { type AppendOutcome, type AppendRequest, type EventMetadata, EventStore } from './event-store.js';
import { projectionOf } from './projection.js';

/** One item a bulk write creates: its id comes from its natural key, so a rerun finds it. */
export interface BulkCreate {
  streamId: string;
  payload: Record<string, unknown>;
}

export interface BulkCreateRequest {
  kind: Kind;
  actor: Actor;
  at: Date;
  /** The job writing (its history names it; job_items links it to what it touched); null: no job (demo data). */
  jobId: string | null;
  items: readonly BulkCreate[];
}

export interface BulkCreateResult {
  /** Items this call created (or recorded anew after a delete). */
  created: number;
  /** Items already there: left as they are. */
  existing: number;
}

const UNIQUE_VIOLATION = '23505';

/** A batch of creations decided and ready to write (BulkAppender.prepareCreate). */
export interface PreparedCreate {
  readonly req: BulkCreateRequest;
  /** The batch statement's rows (a JSON array in jsonb's binary format, JsonbArray), null for an empty batch. */
  readonly rows: Buffer | null;
  /** The metadata every event of the batch shares (JSON): its states after are each row's own. */
  readonly metadata: string;
}

/** One command on many existing items (a push job's chunk): each item decided as one command would be. */
export interface BulkCommandRequest {
  kind: Kind;
  type: CommandType;
  actor: Actor;
  at: Date;
  /** The job sending it (metadata jobId; job_items links each item it reached). */
  jobId: string | null;
  items: readonly { streamId: string; payload: Record<string, unknown> }[];
  /** An item this job's command already reached (a rerun after a retry or a crash): done, not refused. */
  alreadyDone?: (snapshot: ReturnType<Workflow['initial']>) => boolean;
  /** Why an item is refused when it is not there at all (no stream of this kind, or deleted for good). */
  missing: MessageCode;
}

/** Per item: written (or already done by this job before), or refused with the workflow's reason. */
export type BulkCommandOutcome =
  | { streamId: string; ok: true; already: boolean }
  | { streamId: string; ok: false; code: MessageCode; params?: Record<string, string | number> };

const ATTEMPTS = 3;

/**
 * The command path in batches (ARCHITECTURE.md: "a batched variant for bulk writes"): each item's
 * `Create` is decided by its kind's workflow exactly as one command would be, and the whole batch
 * is appended in ONE transaction: one set-based statement creates every new stream with its event,
 * its read-model row and its job link; a stream that exists already is skipped by the streams
 * key (`ON CONFLICT DO NOTHING`, which waits for a concurrent writer of the same key), so a rerun
 * of the batch — a retry, a worker killed mid-job and its job recovered — leaves each item once.
 * An item the workflow takes again (a deleted bill imported anew) goes through the one-item
 * append with its expected version, in a transaction of its own after the batch's statement (the
 * statement alone is atomic; a rerun finds what either wrote). Every event of the batch carries
 * `batch` in its metadata: the relay announces the batch as one `items.changed`.
 */
export class BulkAppender {
  private readonly sqlByKind = new Map<Kind, string>();

  constructor(
    private readonly db: DataSource,
    private readonly store: EventStore,
    /** Wakes the relay after a commit (best effort: its polling covers a miss). */
    private readonly pokeRelay: () => Promise<void> = async () => undefined,
  ) {}

  async create(req: BulkCreateRequest): Promise<BulkCreateResult> {
    return this.write(this.prepareCreate(req));
  }

  /**
   * The CPU half of `create`: every item's Create decided by the workflow and the batch's
   * statement parameters built, nothing written. A caller may prepare the next batch while the
   * previous one is being written (one transaction in flight at a time), then `write` it.
   */
  prepareCreate(req: BulkCreateRequest): PreparedCreate {
    const workflow = workflowOf(req.kind);
    const at = req.at.toISOString();
    // Every new stream starts from the same initial snapshot (xstate snapshots are not mutated).
    const initial = workflow.initial();
    // Each row is written out as UTF-8 bytes as soon as it is decided, so nothing of its decision
    // outlives it and the batch never sits in V8's heap as one large string (two bytes a
    // character with Chinese text, held across young-generation collections: it filled the old
    // generation and set an import's peak memory). What every event of the batch shares in its
    // metadata is sent once (the statement's $5) and joined with each row's states after.
    const rows = new JsonbArray();
    req.items.forEach((item, ord) => {
      const { append } = prepare(workflow, req, item, at, initial);
      const data = append.events[0]!.data;
      const shared = sharingRecord(data, append.projection.fields, append.projection.context);
      rows.push({
        ord,
        stream_id: item.streamId,
        company_id: append.companyId,
        type: append.events[0]!.type,
        data,
        after: append.statesAfter[0],
        state: append.projection.state,
        code: append.projection.code,
        decided_by: append.projection.decidedBy,
        fields: shared.fields,
        context: shared.context,
        fields_extend_record: shared.fieldsExtendRecord,
        context_shares_record: shared.contextSharesRecord,
      });
    });
    return {
      req,
      rows: req.items.length ? rows.bytes() : null,
      metadata: JSON.stringify(this.metadataOf(req, at)),
    };
  }

  /** The write half of `create`: one transaction for the prepared batch (decided again only after a lost race). */
  async write(prepared: PreparedCreate): Promise<BulkCreateResult> {
    const { req } = prepared;
    if (req.items.length === 0) return { created: 0, existing: 0 };
    for (let attempt = 1; ; attempt++) {
      try {
        const batch = attempt === 1 ? prepared : this.prepareCreate(req);
        const result = await this.createAll(req, batch);
        if (result.created > 0) this.pokeRelay().catch(() => undefined);
        return result;
      } catch (error) {
        // A one-item append lost to a concurrent writer of the same item: decide again on fresh state.
        const code =
          (error as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (error as { code?: string }).code;
        if (attempt >= 3 || (!(error instanceof LostRace) && code !== UNIQUE_VIOLATION)) throw error;
      }
    }
  }

  /**
   * The batch's statement runs on its own, committed as it ends (one statement is one transaction,
   * all of it or nothing): one round trip. Inside a BEGIN … COMMIT each step waited for the event
   * loop, busy deciding the next batch, before the next could leave (decision 0026). Items already there that the workflow takes again
   * (a deleted bill imported anew) are appended after it, each with its expected version and its
   * job link, in one transaction.
   */
  private async createAll(req: BulkCreateRequest, batch: PreparedCreate): Promise<BulkCreateResult> {
    const workflow = workflowOf(req.kind);
    const at = req.at.toISOString();
    const { rows: inserted } = await poolOf(this.db).query<{ stream_id: string }>({
      name: `bulk_create_${req.kind}`,
      text: this.sql(req.kind),
      values: [batch.rows, req.kind, at, req.jobId, batch.metadata],
    });
    const created = new Set(inserted.map((r) => r.stream_id));
    const others = req.items.filter((item) => !created.has(item.streamId));
    const renewed = others.length ? await this.db.transaction((m) => this.recordAgain(m, workflow, req, others, at)) : 0;
    return { created: created.size + renewed, existing: others.length - renewed };
  }

  /** Items whose stream exists: those the workflow takes a creation again (deleted ones) get it. */
  private async recordAgain(
    m: EntityManager,
    workflow: Workflow,
    req: BulkCreateRequest,
    items: readonly BulkCreate[],
    at: string,
  ) {
    const table = readModelTable(req.kind);
    const rows: ReadModelRow[] = await m.query(
      `SELECT * FROM ${table} WHERE id = ANY($1::uuid[]) AND context IS NOT NULL FOR UPDATE`,
      [items.map((i) => i.streamId)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    let renewed = 0;
    for (const item of items) {
      const row = byId.get(item.streamId);
      if (!row) continue;
      const before = workflow.restore(row.state, row.context);
      let prepared: ReturnType<typeof prepare>;
      try {
        prepared = prepare(workflow, req, item, at, before, row.version, new Date(row.created_at).toISOString());
      } catch (error) {
        if (error instanceof DomainError) continue; // there and live: left as it is
        throw error;
      }
      const appended = await this.store.append({ ...prepared.append, metadata: this.metadataOf(req, at) }, managerRunner(m));
      if (!appended.applied) throw new LostRace();
      if (req.jobId)
        await m.query('INSERT INTO job_items (job_id, item_id, kind) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
          req.jobId,
          item.streamId,
          req.kind,
        ]);
      renewed++;
    }
    return renewed;
  }

  /**
   * The command path in batches for existing items (a push): every item's stream state is read
   * from its read-model row (state + context, the fold the projection keeps), the command decided
   * by the kind's workflow exactly as one command would be, and all accepted appends written in ONE
   * transaction with one statement (EventStore.appendMany, each still checked against its own
   * expected version) plus their job links. A refusal is that item's outcome, never the batch's;
   * an item a concurrent writer moved meanwhile is decided again on fresh state (three times).
   * Every event of the call carries one `batch`: the relay announces it as one `items.changed`.
   */
  async command(req: BulkCommandRequest): Promise<BulkCommandOutcome[]> {
    const workflow = workflowOf(req.kind);
    const outcomes = new Map<string, BulkCommandOutcome>();
    let pending = [...new Map(req.items.map((i) => [i.streamId, i])).values()];
    for (let attempt = 1; pending.length > 0; attempt++) {
      const lost = await this.commandOnce(workflow, req, pending, outcomes);
      if (attempt >= ATTEMPTS) {
        for (const item of lost)
          outcomes.set(item.streamId, { streamId: item.streamId, ok: false, code: 'ENGINE.CONCURRENT_WRITE' });
        break;
      }
      pending = lost;
    }
    if ([...outcomes.values()].some((o) => o.ok && !o.already)) this.pokeRelay().catch(() => undefined);
    return req.items.map((i) => outcomes.get(i.streamId)!);
  }

  /** One round: decide and append; answers the items that lost a race (to decide again). */
  private async commandOnce(
    workflow: Workflow,
    req: BulkCommandRequest,
    items: readonly BulkCreate[],
    outcomes: Map<string, BulkCommandOutcome>,
  ): Promise<BulkCreate[]> {
    const at = req.at.toISOString();
    const rows: ReadModelRow[] = await this.db.query(
      `SELECT * FROM ${readModelTable(req.kind)} WHERE id = ANY($1::uuid[]) AND context IS NOT NULL`,
      [items.map((i) => i.streamId)],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const metadata: EventMetadata = { ...this.metadataOf(req, at) };
    const appends: { item: BulkCreate; append: AppendRequest }[] = [];
    for (const item of items) {
      const row = byId.get(item.streamId);
      if (!row) {
        outcomes.set(item.streamId, { streamId: item.streamId, ok: false, code: req.missing });
        continue;
      }
      const before = workflow.restore(row.state, row.context);
      if (req.alreadyDone?.(before)) {
        outcomes.set(item.streamId, { streamId: item.streamId, ok: true, already: true });
        continue;
      }
      let events: ReturnType<Workflow['decide']>;
      try {
        events = workflow.decide({ type: req.type, payload: item.payload, actor: req.actor, at }, before);
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        outcomes.set(item.streamId, { streamId: item.streamId, ok: false, code: error.code, params: error.params });
        continue;
      }
      const statesAfter: AppendRequest['statesAfter'] = [];
      const after = events.reduce((snap, e) => {
        const next = workflow.evolve(snap, e);
        const code = workflow.code(next);
        statesAfter.push({ state: workflow.stateName(next), code, ...audienceOf(req.kind, e, snap, code, workflow.view(next)) });
        return next;
      }, before);
      appends.push({
        item,
        append: {
          streamId: item.streamId,
          kind: req.kind,
          expectedVersion: row.version,
          events,
          statesAfter,
          metadata,
          companyId: workflow.companyId(after),
          projection: projectionOf(workflow, after, events, req.at, new Date(row.created_at).toISOString()),
          claim: null,
          result: null,
        },
      });
    }
    if (appends.length === 0) return [];
    const client = await poolOf(this.db).connect();
    let applied: AppendOutcome[];
    try {
      await client.query('BEGIN');
      applied = await this.store.appendMany(
        appends.map((a) => a.append),
        client,
      );
      const linked = appends.filter((_, i) => applied[i]!.applied).map((a) => a.item.streamId);
      if (req.jobId && linked.length)
        await client.query(
          'INSERT INTO job_items (job_id, item_id, kind) SELECT $1, unnest($2::uuid[]), $3 ON CONFLICT DO NOTHING',
          [req.jobId, linked, req.kind],
        );
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    const lost: BulkCreate[] = [];
    appends.forEach(({ item }, i) => {
      if (applied[i]!.applied) outcomes.set(item.streamId, { streamId: item.streamId, ok: true, already: false });
      else lost.push(item);
    });
    return lost;
  }

  private metadataOf(req: { actor: Actor; jobId: string | null }, at: string): EventMetadata {
    return {
      actor: { userId: req.actor.userId, username: req.actor.username, realname: req.actor.realname },
      commandId: null,
      correlationId: req.jobId ?? randomUUID(),
      at,
      ...(req.jobId ? { jobId: req.jobId } : {}),
      batch: randomUUID(),
    };
  }

  private sql(kind: Kind): string {
    let sql = this.sqlByKind.get(kind);
    if (!sql) {
      sql = buildBulkCreateSql(readModelTable(kind));
      this.sqlByKind.set(kind, sql);
    }
    return sql;
  }
}

class LostRace extends Error {}

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

  bytes(): Buffer {
    this.reserve(1);
    this.buffer[this.length++] = 0x5d; // ]
    return this.buffer.subarray(0, this.length);
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

/** The one-item append of a creation, decided by the workflow (throws its DomainError when refused). */
function prepare(
  workflow: Workflow,
  req: BulkCreateRequest,
  item: BulkCreate,
  at: string,
  before: ReturnType<Workflow['initial']>,
  version = 0,
  createdAt = at,
): { append: AppendRequest } {
  const events = workflow.decide({ type: 'Create', payload: item.payload, actor: req.actor, at }, before);
  const statesAfter: AppendRequest['statesAfter'] = [];
  let view: Record<string, unknown> = {};
  const after = events.reduce((s, e) => {
    const next = workflow.evolve(s, e);
    const code = workflow.code(next);
    view = workflow.view(next);
    statesAfter.push({ state: workflow.stateName(next), code, ...audienceOf(req.kind, e, s, code, view) });
    return next;
  }, before);
  return {
    append: {
      streamId: item.streamId,
      kind: req.kind,
      expectedVersion: version,
      events,
      statesAfter,
      metadata: {} as EventMetadata,
      companyId: workflow.companyId(after),
      // The view of the state after the last event, computed once (the projection's fields).
      projection: projectionOf(workflow, after, events, req.at, createdAt, events.length ? view : undefined),
      claim: null,
      result: null,
    },
  };
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
