import type { CatalogueKind } from '@parkflow/domain';
import { isUuid, type Queryable } from '../../../platform/db/sql.js';
import { readModelTable } from '../../../platform/read-model/read-model.js';

/** A catalogue item as its read model holds it (its code: 1 on shelf, 0 off shelf, deleted). */
export interface CatalogueItemRow {
  id: string;
  code: string;
  companyId: string | null;
  fields: Record<string, unknown>;
}

/** The equipment or service of that id, or null (an id that is no uuid names none). */
export async function findCatalogueItem(db: Queryable, kind: CatalogueKind, id: string): Promise<CatalogueItemRow | null> {
  if (!isUuid(id)) return null;
  const rows: { id: string; code: string; company_id: string | null; fields: Record<string, unknown> }[] = await db.query(
    `SELECT id, code, company_id, fields FROM ${readModelTable(kind)} WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  return row ? { id: row.id, code: row.code, companyId: row.company_id, fields: row.fields } : null;
}
