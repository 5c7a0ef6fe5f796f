import { isUuid, type Queryable } from '../../platform/db/sql.js';

export interface Company {
  id: string;
  name: string;
}

/** The company of that id, or null when there is none (an id that is no uuid names none). */
export async function findCompany(db: Queryable, id: string): Promise<Company | null> {
  if (!isUuid(id)) return null;
  const rows: Company[] = await db.query('SELECT id, name FROM companies WHERE id = $1', [id]);
  return rows[0] ?? null;
}
