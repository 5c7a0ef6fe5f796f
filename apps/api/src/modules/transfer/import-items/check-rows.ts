import {
  DomainError,
  echoedCell,
  type ImportColumn,
  type ImportSpec,
  issueCode,
  issueParams,
  issuesOf,
  message,
  type MessageCode,
} from '@parkflow/domain';
import type { RejectedCell } from '../../../platform/jobs/index.js';
import { naturalKeyId } from './natural-key.js';
import type { SheetRow } from './read-sheet.js';

/** A row that passed every check: its item id (from its natural key) and its record. */
export interface CheckedRow {
  number: number;
  streamId: string;
  record: Record<string, unknown>;
}

export interface CheckedBatch {
  valid: CheckedRow[];
  rejected: RejectedCell[];
  /** Rows with at least one refused cell. */
  failedRows: number;
  /** Rows naming a company the park does not have: the name and the row's values. */
  unknownCompanies: { name: string; values: Record<string, unknown> }[];
}

/** Company names → ids, for the names a batch uses (one query per batch). */
export type CompanyLookup = (names: readonly string[]) => Promise<Map<string, string>>;
/** Of the contract numbers a batch uses, those the park has, with their tenant's company id (one query per batch). */
export type ContractLookup = (numbers: readonly string[]) => Promise<Map<string, string>>;

/** What a row's check looks up in the database, a batch at a time. */
export interface RowLookups {
  companies: CompanyLookup;
  contracts: ContractLookup;
}

/**
 * The checks of an import, row by row, the same for validate and apply (docs/import.md): each cell
 * read by its column (ImportSpec, libs/domain), the company found (and a contract bill's contract),
 * the kind's zod rules on the whole row, and the natural key once per file. Every refusal names the sheet's row number, the
 * column's header and the zh-CN reason.
 */
export class RowChecker {
  private readonly columns: { column: ImportColumn; index: number }[] = [];
  /**
   * Natural key → the first row that had it (a later row with it is a duplicate). Keyed by the
   * key's item id: the same parts, trimmed and lower-cased, give the same id (natural-key.ts),
   * and 36 ASCII characters a row hold less than the key's own text over a 100,000-row file.
   */
  private readonly seen = new Map<string, number>();
  private readonly companies = new Map<string, string | null>();
  /** Contract numbers looked up so far: the tenant's company id, null when the park has no such contract. */
  private readonly contracts = new Map<string, string | null>();

  constructor(
    private readonly spec: ImportSpec,
    private readonly lookups: RowLookups,
  ) {}

  /** Row 1: every column of the spec must be there (extra columns, like an export's 序号, are ignored). */
  readHeader(row: SheetRow): void {
    const headers = row.cells.map((c) => (c === null ? '' : String(c).trim()));
    const missing: string[] = [];
    for (const column of this.spec.columns) {
      const index = headers.indexOf(column.header);
      if (index < 0) missing.push(column.header);
      else this.columns.push({ column, index });
    }
    if (missing.length) throw new DomainError('IMPORT.HEADER_MISSING', { headers: missing.join('、') });
  }

  async check(rows: readonly SheetRow[]): Promise<CheckedBatch> {
    const read = rows.map((row) => this.readCells(row));
    await this.resolveCompanies(read.flatMap((r) => r.companyNames));
    await this.resolveContracts(read.flatMap((r) => r.contractNos));
    const batch: CheckedBatch = { valid: [], rejected: [], failedRows: 0, unknownCompanies: [] };
    for (const { row, values, rejected } of read) {
      // Both fresh per row (readCells): filled in place.
      const refused = rejected;
      const record = values;
      let contract: { key: string; no: string; tenant: string } | null = null;
      // a value a reason repeats is cut (echoedCell): the report names a 5 MB cell, it does not copy it
      for (const { column } of this.columns) {
        const name = values[column.field ?? column.key];
        if (typeof name !== 'string') continue;
        if (column.contract) {
          const tenant = this.contracts.get(name);
          if (tenant) contract = { key: column.key, no: name, tenant };
          else refused.push(this.cell(row, column.key, 'IMPORT.CONTRACT_UNKNOWN', { contractNo: echoedCell(name) }));
        }
        if (!column.company) continue;
        const id = this.companies.get(name);
        if (id) record.companyId = id;
        else {
          refused.push(this.cell(row, column.key, 'IMPORT.COMPANY_UNKNOWN', { name: echoedCell(name) }));
          batch.unknownCompanies.push({ name, values });
        }
      }
      // a bill of a contract is the contract's tenant's bill
      if (contract && typeof record.companyId === 'string' && record.companyId !== contract.tenant)
        refused.push(this.cell(row, contract.key, 'IMPORT.CONTRACT_TENANT_MISMATCH', { contractNo: echoedCell(contract.no) }));
      if (refused.length === 0) {
        const checked = issuesOf(this.spec.schema, record);
        if (checked.success) {
          const parsed = checked.data as Record<string, unknown>;
          const streamId = naturalKeyId(
            this.spec.kind,
            this.spec.naturalKey.map((k) => parsed[k]),
          );
          const first = this.seen.get(streamId);
          if (first !== undefined)
            refused.push(
              this.cell(row, this.spec.naturalKey.at(-1)!, 'IMPORT.DUPLICATE_ROW', { row: first, key: this.spec.keyLabel }),
            );
          else {
            this.seen.set(streamId, row.number);
            batch.valid.push({ number: row.number, streamId, record: parsed });
          }
        } else {
          const byColumn = new Map<string, RejectedCell>();
          for (const issue of checked.issues) {
            const key = this.spec.columnKeyOf(issue.path.map(String)[0] ?? '');
            if (!byColumn.has(key)) byColumn.set(key, this.cell(row, key, issueCode(issue), issueParams(issue)));
          }
          refused.push(...byColumn.values());
        }
      }
      if (refused.length) {
        batch.rejected.push(...refused);
        batch.failedRows++;
      }
    }
    return batch;
  }

  private readCells(row: SheetRow) {
    const values: Record<string, unknown> = {};
    const rejected: RejectedCell[] = [];
    const companyNames: string[] = [];
    const contractNos: string[] = [];
    for (const { column, index } of this.columns) {
      const result = column.read(row.cells[index] ?? null);
      if ('error' in result) {
        rejected.push(this.cell(row, column.key, result.error, result.params));
        continue;
      }
      const field = column.field ?? column.key;
      if (result.value === undefined) {
        if (column.required) rejected.push(this.cell(row, column.key, 'IMPORT.REQUIRED'));
        else values[field] = '';
        continue;
      }
      // A structured value (a period with its start and end) spreads into its fields.
      if (typeof result.value === 'object' && result.value !== null) Object.assign(values, result.value);
      else values[field] = result.value;
      if (column.company && typeof result.value === 'string') companyNames.push(result.value);
      if (column.contract && typeof result.value === 'string') contractNos.push(result.value);
    }
    return { row, values, rejected, companyNames, contractNos };
  }

  /** Every company name looked up so far, with the id found (null: none): what a kept check depends on. */
  companyLookups(): [string, string | null][] {
    return [...this.companies];
  }

  /** Every contract number looked up so far, and its tenant (null: not found): what a kept check depends on too. */
  contractLookups(): [string, string | null][] {
    return [...this.contracts];
  }

  private async resolveCompanies(names: readonly string[]): Promise<void> {
    const unknown = [...new Set(names)].filter((n) => !this.companies.has(n));
    if (unknown.length === 0) return;
    const found = await this.lookups.companies(unknown);
    for (const name of unknown) this.companies.set(name, found.get(name) ?? null);
  }

  private async resolveContracts(numbers: readonly string[]): Promise<void> {
    const unknown = [...new Set(numbers)].filter((n) => !this.contracts.has(n));
    if (unknown.length === 0) return;
    const found = await this.lookups.contracts(unknown);
    for (const no of unknown) this.contracts.set(no, found.get(no) ?? null);
  }

  private cell(row: SheetRow, key: string, code: MessageCode, params?: Record<string, string | number>): RejectedCell {
    const header = this.spec.columns.find((c) => c.key === key)?.header ?? key;
    return { row: row.number, column: header, reason: message(code, params) };
  }
}
