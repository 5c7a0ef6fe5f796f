import pg from 'pg';
import { EVENT_COLUMNS, type EventRow, toStoredEvent } from '../src/platform/event-store/event-store.js';
import { LIVE_EVENT_COLUMNS, toRelayedEvent } from '../src/platform/live/live-event.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * Live delivery reads nothing of an event's data (docs/decisions/0027, 0029): what it publishes must
 * be what it published when it read the whole of `data`; who hears it comes from its metadata.
 */
describe('LIVE_EVENT_COLUMNS', () => {
  let database: { url: string; drop(): Promise<void> };
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('live_columns');
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('given bank decisions, imported records and odd bankIds, then each relayed event is the one the whole data gives', async () => {
    const metadata = {
      at: '2026-11-23T10:00:00.000Z',
      actor: { userId: 'u1', realname: '张三' },
      state: 's',
      code: 1004,
      bankIds: ['b1', 'b2'],
      onlyBanks: ['b1'],
    };
    const events = [
      ['LoanBankApproved', { bankId: 'b1', productId: 'p1', creditAmount: 300 }],
      ['LoanBankRejected', { bankId: 'b2', reason: '不符合准入' }],
      ['LoanBankApproved', { bankId: null }],
      ['LoanBankApproved', { bankId: 42 }],
      ['LoanBankApproved', {}],
      ['BillRecorded', { fields: { companyName: '苏州博瑞生物医药有限公司', roomNum: 'A栋100' }, jobId: 'j1', bankId: 'b9' }],
    ] as const;
    const values = events
      .map(
        (_, i) =>
          `(${i + 1}, '00000000-0000-4000-8000-00000000000${i}'::uuid, 'loan', 1, $${2 * i + 1}::text, $${2 * i + 2}::jsonb, $${2 * events.length + 1}::jsonb, NULL::uuid)`,
      )
      .join(', ');
    const params = [...events.flatMap(([type, data]) => [type, JSON.stringify(data)]), JSON.stringify(metadata)];
    const from = `FROM (VALUES ${values}) AS events(position, stream_id, kind, version, type, data, metadata, company_id) ORDER BY position`;
    const whole = (await client.query<EventRow>(`SELECT ${EVENT_COLUMNS} ${from}`, params)).rows;
    const live = (await client.query<EventRow>(`SELECT ${LIVE_EVENT_COLUMNS} ${from}`, params)).rows;

    expect(live.map((r) => toRelayedEvent(toStoredEvent(r)))).toEqual(whole.map((r) => toRelayedEvent(toStoredEvent(r))));
    expect(live.map((r) => toRelayedEvent(toStoredEvent(r)))).toContainEqual(
      expect.objectContaining({ type: 'LoanBankApproved', bankIds: ['b1', 'b2'], onlyBanks: ['b1'] }),
    );
    // Nothing of a record is read: a bill's fields never leave the database for the relay.
    expect(live.map((r) => r.data)).toEqual(events.map(() => ({})));
  });
});
