import { BILL_SPECS, type BillKind, type Kind } from '@parkflow/domain';
import { pageClause, type Queryable, type SqlFilter, whereClause } from '../db/sql.js';
import { type ReadModelRow, readModelTable } from './read-model.js';

/** Newest first, as every list of the seeds; the id breaks ties so pages never overlap. */
const NEWEST_FIRST = 'ORDER BY created_at DESC, id';

/**
 * The read side of the items: rows of the kinds' read-model tables, which only the event store's
 * append and the projection rebuild write. The slices (lists, tab counts, exports, details,
 * history, sign-ups) read them here, each with the filter it built; no controller writes SQL.
 */
export class ItemRows {
  constructor(private readonly db: Queryable) {}

  /** One item's row, or null. `lock` holds it until the caller's transaction ends. */
  async find(kind: Kind, id: string, { lock = false } = {}): Promise<ReadModelRow | null> {
    const rows: ReadModelRow[] = await this.db.query(
      `SELECT * FROM ${readModelTable(kind)} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** One page of the rows a filter matches, and how many it matches. */
  async page(kind: Kind, filter: SqlFilter, paging: { pageNum: number; pageSize: number }) {
    const table = readModelTable(kind);
    const where = whereClause(filter);
    const [rows, count] = await Promise.all([
      this.db.query(`SELECT * FROM ${table} ${where} ${NEWEST_FIRST} ${pageClause(paging)}`, filter.params) as Promise<
        ReadModelRow[]
      >,
      this.db.query(`SELECT count(*)::int AS total FROM ${table} ${where}`, filter.params) as Promise<{ total: number }[]>,
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }

  /** How many rows a filter matches per seed code (the tabs' counts). */
  async countByCode(kind: Kind, filter: SqlFilter): Promise<Record<string, number>> {
    const rows: { code: string; n: number }[] = await this.db.query(
      `SELECT code, count(*)::int AS n FROM ${readModelTable(kind)} ${whereClause(filter)} GROUP BY code`,
      filter.params,
    );
    return Object.fromEntries(rows.map((r) => [r.code, r.n]));
  }

  /** Rows a filter matches whose code is one of `codes`, oldest first (the longest waiting), at most `limit`. */
  async withCodes(kind: Kind, filter: SqlFilter, codes: readonly (number | string)[], limit: number): Promise<ReadModelRow[]> {
    if (codes.length === 0) return [];
    const params = [...filter.params, codes.map(String)];
    const where = whereClause({ ...filter, where: [...filter.where, `code = ANY($${params.length})`] });
    return this.db.query(`SELECT * FROM ${readModelTable(kind)} ${where} ORDER BY created_at, id LIMIT ${limit}`, params);
  }

  /**
   * A bill list's sums over the rows a filter matches (seed 001 §3: companyNum, costSum): how
   * many companies and the amount in all.
   */
  /** A bill list's sums (seed 001 §3): companies, and the amount (cost; for rent, theoryAmount). */
  async billSums(kind: BillKind, filter: SqlFilter): Promise<{ companyNum: number; costSum: number }> {
    const sumField = BILL_SPECS[kind].sumField;
    const rows: { company_num: number; cost_sum: string | null }[] = await this.db.query(
      `SELECT count(DISTINCT company_id)::int AS company_num, sum((fields->>'${sumField}')::numeric)::text AS cost_sum
         FROM ${readModelTable(kind)} ${whereClause(filter)}`,
      filter.params,
    );
    return { companyNum: rows[0]?.company_num ?? 0, costSum: Number(rows[0]?.cost_sum ?? 0) };
  }

  /**
   * Every row a filter matches, `size` at a time, so an export's memory stays flat. The order is
   * read first (ids only), then the rows by id chunk by chunk: each row is read once, where
   * LIMIT/OFFSET pages sort the whole list again for every chunk (quadratic: a 100,000-row
   * export spent most of its time there). A row removed meanwhile is skipped. The rows come
   * without their machine `context` (a list shows `fields`; the context is the larger half of a
   * row), and the next chunk is read while the caller works on this one.
   */
  async *chunks(kind: Kind, filter: SqlFilter, size = 2000): AsyncGenerator<ListedRow[]> {
    const table = readModelTable(kind);
    const order: { id: string }[] = await this.db.query(
      `SELECT id FROM ${table} ${whereClause(filter)} ${NEWEST_FIRST}`,
      filter.params,
    );
    const read = async (i: number): Promise<ListedRow[]> => {
      const ids = order.slice(i, i + size).map((r) => r.id);
      const rows: ListedRow[] = await this.db.query(`SELECT ${LISTED_COLUMNS} FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    };
    let next = order.length > 0 ? read(0) : null;
    for (let i = 0; next; i += size) {
      const current = next;
      next = i + size < order.length ? read(i + size) : null;
      next?.catch(() => undefined); // awaited on the next turn (or dropped when the caller stops)
      yield await current;
    }
  }

  /**
   * One page over several kinds' rows (the tenant's bills of every kind, 我的账单), each kind under
   * its own filter; newest first by `orderBy` (an SQL expression over a row), then id. Rows come
   * with their kind.
   */
  async pageAcross(
    parts: readonly { kind: Kind; filter: SqlFilter }[],
    orderBy: string,
    paging: { pageNum: number; pageSize: number },
  ): Promise<{ rows: (ReadModelRow & { kind: Kind })[]; total: number }> {
    if (parts.length === 0) return { rows: [], total: 0 };
    const params: unknown[] = [];
    const selects = parts.map(({ kind, filter }) => {
      // Each filter numbers its parameters from $1: shift them after the ones already taken.
      const offset = params.length;
      params.push(...filter.params);
      const where = whereClause(filter).replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);
      params.push(kind);
      return `SELECT $${params.length}::text AS kind, * FROM ${readModelTable(kind)} ${where}`;
    });
    const union = selects.join(' UNION ALL ');
    const [rows, count] = await Promise.all([
      this.db.query(`SELECT * FROM (${union}) b ORDER BY ${orderBy} DESC, id ${pageClause(paging)}`, params) as Promise<
        (ReadModelRow & { kind: Kind })[]
      >,
      this.db.query(`SELECT count(*)::int AS total FROM (${union}) b`, params) as Promise<{ total: number }[]>,
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }
}

/** A read-model row as lists and exports read it: everything but the machine context. */
export type ListedRow = Omit<ReadModelRow, 'context'>;
const LISTED_COLUMNS = 'id, state, code, version, company_id, created_at, updated_at, decided_by, fields';
