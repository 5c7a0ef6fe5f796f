// The engine against a peer and against its own SQL, in the bench process, on the same PostgreSQL:
// emmett-postgresql doing the same business operation (read the stream, decide with the same
// parkflow machine, append the same event with an inline projection of the item's row), and the
// "SQL floor": parkflow's own append statement sent straight through pg.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * emmett-postgresql 0.42 on its own database: Approve on visit appointments created beforehand,
 * through emmett's CommandHandler (read stream, evolve, decide, append with expected version)
 * and a pongo single-stream projection of the row.
 */
export async function emmettPeer(url, { sampleCreation, actor }) {
  const { getPostgreSQLEventStore, pongoSingleStreamProjection } = await import('@event-driven-io/emmett-postgresql');
  const { CommandHandler, projections, STREAM_DOES_NOT_EXIST } = await import('@event-driven-io/emmett');
  const { workflowOf } = await import('../../libs/workflows/dist/index.js');
  const workflow = workflowOf('visit-appointment');
  const rowProjection = pongoSingleStreamProjection({
    collectionName: 'rm_visit_appointment',
    canHandle: ['VisitAppointmentSubmitted', 'VisitAppointmentApproved'],
    evolve: (doc, event) =>
      event.type === 'VisitAppointmentSubmitted'
        ? { state: 'pending', code: '0', fields: event.data, decidedBy: null, updatedAt: event.metadata?.at ?? null }
        : { ...doc, state: 'approved', code: '1', decidedBy: event.data.by?.realname ?? null },
  });
  const store = getPostgreSQLEventStore(url, { projections: projections.inline([rowProjection]) });
  const handle = CommandHandler({
    evolve: (s, e) => workflow.evolve(s, { type: e.type, data: e.data }),
    initialState: () => workflow.initial(),
  });
  const decide = (type) => (state) =>
    workflow
      .decide({ type, payload: {}, actor, at: new Date().toISOString() }, state)
      .map((e) => ({ type: e.type, data: e.data }));
  const create = async () => {
    const id = randomUUID();
    await store.appendToStream(`visit-${id}`, [{ type: sampleCreation.type, data: sampleCreation.data }], {
      expectedStreamVersion: STREAM_DOES_NOT_EXIST,
    });
    return id;
  };
  // The first append creates emmett's tables and the projection's collection; concurrent first
  // appends would race on CREATE TABLE IF NOT EXISTS (LIBRARY-NOTES), so it goes alone.
  await create();
  return {
    create,
    approve: (id) => handle(store, `visit-${id}`, decide('Approve')),
    close: () => store.close(),
  };
}

/**
 * parkflow's append statement for an Approve, sent directly with pg at the given concurrency on
 * items the engine created: what the engine costs above its SQL is the difference.
 */
export async function sqlFloor(url, { approvedEvent, actor }) {
  const { buildAppendSql } = await import('../../apps/api/dist/platform/event-store/append-sql.js');
  const pool = new pg.Pool({ connectionString: url, max: 34, idleTimeoutMillis: 200 });
  pool.on('error', (err) => console.error(`SQL floor pool: ${err.message}`));
  const text = buildAppendSql('rm_visit_appointment', false);
  const metadata = JSON.stringify({ actor, commandId: null, correlationId: 'bench', at: new Date().toISOString() });
  const events = JSON.stringify([
    { version: 2, type: approvedEvent.type, data: approvedEvent.data, after: { state: 'approved', code: 1 } },
  ]);
  return {
    approve: async (id, fields) => {
      const now = new Date().toISOString();
      const r = await pool.query({
        name: 'floor_append',
        text,
        values: [
          id,
          'visit-appointment',
          2,
          fields.companyId,
          1,
          metadata,
          events,
          'approved',
          '1',
          now,
          now,
          actor.realname,
          JSON.stringify(fields.fields),
          null,
          'null',
          null,
          null,
          null,
          '{}',
        ],
      });
      if (r.rows[0].applied !== 1) throw new Error(`floor append on ${id} not applied`);
    },
    close: () => pool.end(),
  };
}
