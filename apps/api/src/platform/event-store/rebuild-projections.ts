import { KINDS, type Kind } from '@parkflow/domain';
import { fold, workflowOf } from '@parkflow/workflows';
import type { DataSource } from 'typeorm';
import { EVENT_COLUMNS, type StoredEvent, toStoredEvent } from './event-store.js';
import { projectionOf } from './projection.js';
import { READ_MODEL_EXTRAS } from '../read-model/read-model-extras.js';
import { readModelTable } from '../read-model/read-model.js';

/**
 * Replays the whole log into fresh read-model tables: each kind's rows are rebuilt into a new
 * table that replaces the old one in one transaction, so readers never see a half-built list.
 */
export async function rebuildProjections(db: DataSource): Promise<Record<Kind, number>> {
  const counts = {} as Record<Kind, number>;
  for (const kind of KINDS) counts[kind] = await rebuildKind(db, kind);
  return counts;
}

async function rebuildKind(db: DataSource, kind: Kind): Promise<number> {
  const table = readModelTable(kind);
  const workflow = workflowOf(kind);
  return db.transaction(async (m) => {
    await m.query(`LOCK TABLE ${table} IN EXCLUSIVE MODE`);
    await m.query(`CREATE TEMP TABLE rebuild_rows (LIKE ${table} INCLUDING ALL) ON COMMIT DROP`);
    const rows = await m.query(`SELECT ${EVENT_COLUMNS} FROM events WHERE kind = $1 ORDER BY stream_id, version`, [kind]);
    const streams = new Map<string, StoredEvent[]>();
    for (const row of rows) {
      const e = toStoredEvent(row);
      const list = streams.get(e.streamId) ?? [];
      list.push(e);
      streams.set(e.streamId, list);
    }
    for (const [id, events] of streams) {
      const snapshot = fold(workflow, events);
      const last = events[events.length - 1]!;
      const p = projectionOf(workflow, snapshot, events, new Date(last.metadata.at), events[0]!.metadata.at);
      await m.query(
        `INSERT INTO rebuild_rows (id, state, code, version, company_id, created_at, updated_at, decided_by, fields, context)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          id,
          p.state,
          p.code,
          events.length,
          p.companyId,
          p.createdAt,
          p.updatedAt,
          p.decidedBy,
          JSON.stringify(p.fields),
          JSON.stringify(p.context),
        ],
      );
    }
    await READ_MODEL_EXTRAS[kind]?.(m, 'rebuild_rows');
    await m.query(`DELETE FROM ${table}`);
    await m.query(`INSERT INTO ${table} SELECT * FROM rebuild_rows`);
    return streams.size;
  });
}
