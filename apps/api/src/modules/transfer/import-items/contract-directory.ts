import { Injectable } from '@nestjs/common';
import { BILL_DELETED_CODE, type ExampleContract } from '@parkflow/domain';
import { DataSource } from 'typeorm';

/**
 * Contracts by number, as a contract bill's import names them (the contract read model; a
 * deleted contract is not there). The number is matched as typed, like the contract bill list
 * and the dunning run find a bill's contract.
 */
@Injectable()
export class ContractDirectory {
  constructor(private readonly db: DataSource) {}

  /** The contracts of these numbers the park has, each with its tenant's company id. */
  async tenants(numbers: readonly string[]): Promise<Map<string, string>> {
    if (numbers.length === 0) return new Map();
    const rows: { no: string; company: string }[] = await this.db.query(
      `SELECT fields->>'contractNo' AS no, company_id::text AS company FROM rm_contract
        WHERE fields->>'contractNo' = ANY($1) AND code <> $2`,
      [numbers, BILL_DELETED_CODE],
    );
    return new Map(rows.map((r) => [r.no, r.company]));
  }

  /** The contract a template's example row names: the park's first (not deleted); null when it has none. */
  async example(): Promise<ExampleContract | null> {
    const rows: ExampleContract[] = await this.db.query(
      `SELECT fields->>'contractNo' AS "contractNo", fields->>'tenantName' AS "tenantName" FROM rm_contract
        WHERE code <> $1 ORDER BY created_at, fields->>'contractNo' LIMIT 1`,
      [BILL_DELETED_CODE],
    );
    return rows[0] ?? null;
  }
}
