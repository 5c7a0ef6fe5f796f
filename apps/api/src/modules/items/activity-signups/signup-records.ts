import { randomUUID } from 'node:crypto';
import { pageClause, type Queryable, type SqlFilter, whereClause } from '../../../platform/db/sql.js';
import type { SignUpRow } from './signup-view.js';

const NEWEST_FIRST = 'ORDER BY created_at DESC, id';

/** A sign-up as it is written; the id and the time come with it. */
export type NewSignUp = Omit<SignUpRow, 'id'>;

/**
 * The activity_signups table. A sign-up is written in its activity's transaction (sign-up.ts, with
 * the activity's personNum); the records dialog and its export read them here, newest first.
 */
export class SignUpRecords {
  constructor(private readonly db: Queryable) {}

  async insert(s: NewSignUp): Promise<SignUpRow> {
    const rows: SignUpRow[] = await this.db.query(
      `INSERT INTO activity_signups (id, activity_id, company_id, company_name, contacts, gender, idcard, office,
         professional_field, email, tel, applicants_num, remark, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
      [
        randomUUID(),
        s.activity_id,
        s.company_id,
        s.company_name,
        s.contacts,
        s.gender,
        s.idcard,
        s.office,
        s.professional_field,
        s.email,
        s.tel,
        s.applicants_num,
        s.remark,
        s.created_by,
        s.created_at.toISOString(),
      ],
    );
    return rows[0]!;
  }

  /** One page of the sign-ups a filter matches, and how many it matches. */
  async page(filter: SqlFilter, paging: { pageNum: number; pageSize: number }): Promise<{ rows: SignUpRow[]; total: number }> {
    const where = whereClause(filter);
    const [rows, count] = await Promise.all([
      this.db.query(`SELECT * FROM activity_signups ${where} ${NEWEST_FIRST} ${pageClause(paging)}`, filter.params) as Promise<
        SignUpRow[]
      >,
      this.db.query(`SELECT count(*)::int AS total FROM activity_signups ${where}`, filter.params) as Promise<
        { total: number }[]
      >,
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }

  /** Every sign-up a filter matches, `size` at a time (the export). */
  async *chunks(filter: SqlFilter, size = 500): AsyncGenerator<SignUpRow[]> {
    const sql = `SELECT * FROM activity_signups ${whereClause(filter)} ${NEWEST_FIRST} LIMIT ${size}`;
    for (let offset = 0; ; offset += size) {
      const rows: SignUpRow[] = await this.db.query(`${sql} OFFSET ${offset}`, filter.params);
      yield rows;
      if (rows.length < size) return;
    }
  }
}
