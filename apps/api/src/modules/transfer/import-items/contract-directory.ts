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

  async existing(numbers: readonly string[]): Promise<Set<string>> {
    if (numbers.length === 0) return new Set();
    const rows: { no: string }[] = await this.db.query(
      `SELECT DISTINCT fields->>'contractNo' AS no FROM rm_contract WHERE fields->>'contractNo' = ANY($1) AND code <> $2`,
      [numbers, BILL_DELETED_CODE],
    );
    return new Set(rows.map((r) => r.no));
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
