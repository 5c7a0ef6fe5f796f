/**
 * The append statements. One append is ONE statement: the expected-version check (a conditional
 * UPDATE of the stream row, which serialises writers), the events, the read-model row and the
 * command log either all happen or none do. A loser writes nothing: not even a sequence value,
 * because its INSERTs select from the empty check.
 *
 * A creation claims its commandId first (`ON CONFLICT DO NOTHING`, which waits for a twin still
 * in flight): a twin that lost the claim creates nothing and uses no sequence value, and the
 * executor answers it with the winner's result. A later command logs its commandId from the
 * version check; a twin that got past its own check meets the winner on the primary key.
 */
export function buildAppendSql(table: string, creates: boolean): string {
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
      ON CONFLICT (id) DO UPDATE SET ${PROJECTION_UPDATE}
      RETURNING 1
    )
    SELECT (SELECT count(*) FROM s)::int AS applied,
           (SELECT array_agg(position ORDER BY position) FROM e) AS positions,
           (SELECT count(*) FROM p) AS projected,
           (SELECT count(*) FROM c) AS logged`;
}

const PROJECTION_UPDATE = `state = EXCLUDED.state, code = EXCLUDED.code, version = EXCLUDED.version,
        company_id = EXCLUDED.company_id, updated_at = EXCLUDED.updated_at,
        decided_by = COALESCE(EXCLUDED.decided_by, rm.decided_by), fields = EXCLUDED.fields, context = EXCLUDED.context`;

/**
 * Many appends of one kind in one statement, $1 being a JSON array of `BatchRow`s: the same checks
 * as one append, row by row, so a request whose expected version is stale is refused alone
 * (applied false) while the others are written. The batcher never puts two requests for one
 * stream, or two claims of one commandId, in the same statement.
 */
export function buildBatchAppendSql(table: string, creates: boolean): string {
  const rows = `r AS (
      SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(i int, stream_id uuid, kind text, version int, company_id uuid,
        expected int, metadata jsonb, events jsonb, state text, code text, created_at timestamptz, updated_at timestamptz,
        decided_by text, fields jsonb, context jsonb, command_id text, result jsonb, user_id uuid, command_type text,
        request_hash text)
    )`;
  const logColumns = 'user_id, command_id, stream_id, kind, command_type, request_hash, result';
  const head = creates
    ? `WITH ${rows},
    c AS (
      INSERT INTO command_log (${logColumns}) SELECT ${logColumns} FROM r WHERE command_id IS NOT NULL
      ON CONFLICT (user_id, command_id) DO NOTHING
      RETURNING user_id, command_id
    ),
    s AS (
      INSERT INTO streams (stream_id, kind, version, company_id)
      SELECT stream_id, kind, version, company_id FROM r
       WHERE expected = 0
         AND (command_id IS NULL OR EXISTS (SELECT 1 FROM c WHERE c.user_id = r.user_id AND c.command_id = r.command_id))
      RETURNING stream_id
    ),
    w AS (SELECT r.* FROM r JOIN s USING (stream_id)),`
    : `WITH ${rows},
    s AS (
      UPDATE streams st SET version = r.version, company_id = r.company_id
        FROM r WHERE st.stream_id = r.stream_id AND st.version = r.expected
      RETURNING st.stream_id
    ),
    w AS (SELECT r.* FROM r JOIN s USING (stream_id)),
    c AS (
      INSERT INTO command_log (${logColumns}) SELECT ${logColumns} FROM w WHERE command_id IS NOT NULL
      RETURNING 1
    ),`;
  return `
    ${head}
    e AS (
      INSERT INTO events (stream_id, kind, version, type, data, metadata, company_id)
      SELECT w.stream_id, w.kind, ev.version, ev.type, ev.data, w.metadata || ev.after, w.company_id
        FROM w, jsonb_to_recordset(w.events) AS ev(version int, type text, data jsonb, after jsonb)
       ORDER BY w.i, ev.version
      RETURNING stream_id, position
    ),
    p AS (
      INSERT INTO ${table} AS rm (id, state, code, version, company_id, created_at, updated_at, decided_by, fields, context)
      SELECT stream_id, state, code, version, company_id, created_at, updated_at, decided_by, fields, context FROM w
      ON CONFLICT (id) DO UPDATE SET ${PROJECTION_UPDATE}
      RETURNING 1
    )
    SELECT r.i, (s.stream_id IS NOT NULL) AS applied,
           (SELECT array_agg(e.position ORDER BY e.position) FROM e WHERE e.stream_id = r.stream_id) AS positions,
           (SELECT count(*) FROM p) AS projected,
           (SELECT count(*) FROM c) AS logged
      FROM r LEFT JOIN s USING (stream_id)
     ORDER BY r.i`;
}
