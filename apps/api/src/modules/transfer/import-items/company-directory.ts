import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Companies by name, as an import's company column names them (the park's companies table). */
@Injectable()
export class CompanyDirectory {
  constructor(private readonly db: DataSource) {}

  async idsByName(names: readonly string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const rows: { id: string; name: string }[] = await this.db.query('SELECT id, name FROM companies WHERE name = ANY($1)', [
      names,
    ]);
    return new Map(rows.map((r) => [r.name, r.id]));
  }

  /**
   * The company a template's example row names: a park company first (the records imported are the
   * park's tenants'), then a settled one (with the demo data, one of the demo park companies), so
   * the example is valid as it stands; null when the park has none.
   */
  async exampleName(): Promise<string | null> {
    const rows: { name: string }[] = await this.db.query(
      'SELECT name FROM companies ORDER BY bio_company DESC, settled DESC, created_at, name LIMIT 1',
    );
    return rows[0]?.name ?? null;
  }
}
