import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** Anything that runs SQL: the pool directly, or a transaction's manager. */
export interface SqlRunner {
  /** `name` makes it a prepared statement, planned once per connection (hot statements only). */
  query<R = Record<string, unknown>>(sql: string, params?: unknown[], name?: string): Promise<R[]>;
}

/**
 * The hot paths (read a stream, append) go straight to the pg pool TypeORM already owns:
 * TypeORM's per-query runner costs more than the query on a busy reviewer day.
 */
export function poolRunner(ds: DataSource): SqlRunner {
  const pool = poolOf(ds);
  return {
    query: async (sql, params, name) =>
      (name ? await pool.query({ name, text: sql, values: params as unknown[] }) : await pool.query(sql, params as unknown[]))
        .rows,
  };
}

/** The pg pool TypeORM owns. */
export const poolOf = (ds: DataSource): pg.Pool => (ds.driver as unknown as { master: pg.Pool }).master;

/** A transaction's connection as both an append's runner and an effect's Queryable (rows, as pg answers them). */
export type TransactionRunner = SqlRunner & Queryable;

export function clientRunner(client: pg.PoolClient): TransactionRunner {
  const query = async (sql: string, params?: unknown[], name?: string) =>
    (await client.query(name ? { name, text: sql, values: params } : { text: sql, values: params })).rows;
  return { query: query as TransactionRunner['query'] };
}

/**
 * `work` in one transaction on one pooled connection: committed when it resolves, rolled back
 * when it throws (the error is passed on).
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Anything with TypeORM's `query`: the DataSource, or a transaction's EntityManager. */
export interface Queryable {
  query<T = Record<string, unknown>[]>(sql: string, params?: unknown[]): Promise<T>;
}

/** A WHERE clause built from the seed's filters; values always travel as parameters. */
export interface SqlFilter {
  where: string[];
  params: unknown[];
}

/** `WHERE a AND b`, or nothing for no condition. */
export const whereClause = ({ where }: SqlFilter): string => (where.length ? `WHERE ${where.join(' AND ')}` : '');

/** LIMIT and OFFSET of a page, as integers the SQL text can carry. */
export const pageClause = ({ pageNum, pageSize }: { pageNum: number; pageSize: number }): string =>
  `LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a uuid column accepts: checked first, so a malformed id is a clear refusal, never PostgreSQL's error. */
export const isUuid = (value: string): boolean => UUID.test(value);
