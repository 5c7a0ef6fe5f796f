import { type Actor, DomainError, isPlatformStaff, KINDS } from '@parkflow/domain';
import type { DataSource } from 'typeorm';
import { readModelTable } from '../engine/read-model.js';
import { bankScope, companyScope, productListWithBank, PUBLISHED_AT_CODE, SECOND_ROUND_STATE_PREFIX } from '../engine/visibility.js';

/**
 * A file is read through the items that name it: platform staff read any, anyone else only a
 * file named by an item they may see (the same rule as lists and details, engine/visibility.ts).
 */
export async function assertMayReadFile(db: DataSource, actor: Actor, name: string): Promise<void> {
  if (isPlatformStaff(actor)) return;
  for (const kind of KINDS) {
    const company = companyScope(actor, kind);
    if (company === 'none') continue;
    const bank = bankScope(actor, kind);
    const where = [`position($1 in fields::text) > 0`];
    const params: unknown[] = [name];
    if (bank !== null) {
      params.push(`${SECOND_ROUND_STATE_PREFIX}%`, productListWithBank(bank));
      where.push(`state LIKE $2`, `fields->'productList' @> $3::jsonb`);
    } else if (company !== null) {
      params.push(company);
      const published = PUBLISHED_AT_CODE[kind];
      where.push(published ? `(company_id = $2 OR code = '${published}')` : 'company_id = $2');
    }
    const rows: unknown[] = await db.query(`SELECT 1 FROM ${readModelTable(kind)} WHERE ${where.join(' AND ')} LIMIT 1`, params);
    if (rows.length > 0) return;
  }
  throw new DomainError('REVIEW.NOT_YOUR_COMPANY');
}
