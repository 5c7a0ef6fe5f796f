import { randomUUID } from 'node:crypto';
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

/**
 * An approved settlement application makes its company a settled enterprise: the applicant's
 * own company, else the company of that name (created when the park does not know it yet).
 * Settling in the park's rooms (whether_settled 1) also makes it a park (bio) company, one of the
 * park's tenants that role management lists (decision 0023); it never stops being one.
 */
export async function settleCompany(db: Queryable, companyId: string | null, name: string, inPark: boolean): Promise<void> {
  if (companyId) {
    await db.query('UPDATE companies SET settled = true, settled_at = now(), bio_company = bio_company OR $2 WHERE id = $1', [
      companyId,
      inPark,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO companies (id, name, settled, settled_at, bio_company) VALUES ($1, $2, true, now(), $3)
     ON CONFLICT (name) DO UPDATE SET settled = true, settled_at = now(), bio_company = companies.bio_company OR $3`,
    [randomUUID(), name, inPark],
  );
}
