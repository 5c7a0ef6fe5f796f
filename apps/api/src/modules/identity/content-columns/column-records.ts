import type { Queryable } from '../../../platform/db/sql.js';

export interface MenuLocation {
  id: number;
  code: string;
  name: string;
}

/** A node of a location's column tree (seed 002 §3: id, name, child). */
export interface MenuColumnNode {
  id: number;
  name: string;
  child: MenuColumnNode[];
}

export interface ColumnAssignment {
  locationId: number;
  columnId: number;
}

export function loadLocations(db: Queryable, codes: string[] | null): Promise<MenuLocation[]> {
  return db.query(
    `SELECT id, code, name FROM menu_locations ${codes ? 'WHERE code = ANY($1::text[])' : ''} ORDER BY sort_order`,
    codes ? [codes] : [],
  );
}

/** The columns of one location as a tree, in the product's order. */
export async function loadColumnTree(db: Queryable, locationId: number): Promise<MenuColumnNode[]> {
  const rows: { id: number; name: string; parent_id: number | null }[] = await db.query(
    'SELECT id, name, parent_id FROM menu_columns WHERE location_id = $1 ORDER BY sort_order, id',
    [locationId],
  );
  const nodes = new Map(rows.map((r) => [r.id, { id: r.id, name: r.name, child: [] as MenuColumnNode[] }]));
  const roots: MenuColumnNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.child.push(node);
    else roots.push(node);
  }
  return roots;
}

export function loadAssignments(db: Queryable, userId: string): Promise<ColumnAssignment[]> {
  return db.query(
    'SELECT location_id AS "locationId", column_id AS "columnId" FROM user_columns WHERE user_id = $1 ORDER BY location_id, column_id',
    [userId],
  );
}

/** Whether every pair names a column of that location. */
export async function columnsExist(db: Queryable, columns: readonly ColumnAssignment[]): Promise<boolean> {
  if (columns.length === 0) return true;
  const rows: { n: number }[] = await db.query(
    `SELECT count(*)::int AS n FROM menu_columns c
       JOIN unnest($1::int[], $2::int[]) AS pick(location_id, column_id)
         ON c.id = pick.column_id AND c.location_id = pick.location_id`,
    [columns.map((c) => c.locationId), columns.map((c) => c.columnId)],
  );
  return rows[0]?.n === new Set(columns.map((c) => c.columnId)).size;
}

/** Replaces the columns a user maintains (none: the assignment is cleared). */
export async function replaceAssignments(
  db: Queryable,
  userId: string,
  companyId: string | null,
  columns: readonly ColumnAssignment[],
): Promise<void> {
  await db.query('DELETE FROM user_columns WHERE user_id = $1', [userId]);
  if (columns.length === 0) return;
  await db.query(
    `INSERT INTO user_columns (user_id, company_id, location_id, column_id)
     SELECT DISTINCT ON (column_id) $1::uuid, $2::uuid, location_id, column_id FROM unnest($3::int[], $4::int[]) AS pick(location_id, column_id)`,
    [userId, companyId, columns.map((c) => c.locationId), columns.map((c) => c.columnId)],
  );
}
