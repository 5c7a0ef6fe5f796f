import {
  BILL_DELETED_CODE,
  BILL_MONTH,
  CONTRACT_AUDIT_STATUS_LABELS,
  CONTRACT_STATUS_LABELS,
  type ContractKind,
  DomainError,
} from '@parkflow/domain';
import { queryText } from '../query-params.js';

/** startM / endM as the seed's month pickers send them (yyyy.MM), or yyyy-MM. */
function month(query: Record<string, unknown>, name: string): string | null {
  const value = queryText(query, name);
  if (value === null) return null;
  const normalised = value.replace('-', '.');
  if (!BILL_MONTH.test(normalised)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
  return normalised;
}

/** A dictionary filter: its value (or its label); another is refused. */
function dictionaryValue(query: Record<string, unknown>, name: string, labels: Readonly<Record<string, string>>) {
  const given = queryText(query, name);
  if (given === null) return null;
  const value = Object.hasOwn(labels, given) ? given : Object.entries(labels).find(([, label]) => label === given)?.[0];
  if (value === undefined) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
  return value;
}

/** One or several contract numbers (`contractNo`, or `contractNos` as a list or comma-separated). */
function contractNos(query: Record<string, unknown>): string[] | null {
  const raw = query.contractNos ?? query.contractNo;
  if (raw === undefined || raw === null || raw === '') return null;
  const list = (Array.isArray(raw) ? raw : String(raw).split(',')).map((v) => String(v).trim()).filter(Boolean);
  return list.length ? list : null;
}

/**
 * The contract lists' own filters (seed 001 §7.3 contract bill list: startM, endM, companyName,
 * contractStatusKey, auditStatusKey). On 合同账单 the month range is the bill's period (账期) and
 * the two statuses are its contract's, looked up by contract number; on 合同列表 the statuses are
 * the contract's own and the months its term. A deleted record is in no list.
 */
export function contractFilter(
  kind: ContractKind,
  query: Record<string, unknown>,
  add: (sql: string, value: unknown) => void,
): void {
  add('code <> $?', BILL_DELETED_CODE);
  const start = month(query, 'startM');
  const end = month(query, 'endM');
  const contractStatus = dictionaryValue(query, 'contractStatusKey', CONTRACT_STATUS_LABELS);
  const auditStatus = dictionaryValue(query, 'auditStatusKey', CONTRACT_AUDIT_STATUS_LABELS);
  const numbers = contractNos(query);
  if (numbers) add(`fields->>'contractNo' = ANY($?::text[])`, numbers);
  if (kind === 'contract') {
    if (start) add(`replace(left(fields->>'endDate', 7), '-', '.') >= $?`, start);
    if (end) add(`replace(left(fields->>'startDate', 7), '-', '.') <= $?`, end);
    if (contractStatus) add(`fields->>'contractStatus' = $?`, contractStatus);
    if (auditStatus) add(`fields->>'auditStatus' = $?`, auditStatus);
    return;
  }
  if (start) add(`fields->>'billPeriod' >= $?`, start);
  if (end) add(`fields->>'billPeriod' <= $?`, end);
  const ofContracts = (column: string) =>
    `fields->>'contractNo' IN (SELECT c.fields->>'contractNo' FROM rm_contract c WHERE c.code <> '${BILL_DELETED_CODE}' AND c.fields->>'${column}' = $?)`;
  if (contractStatus) add(ofContracts('contractStatus'), contractStatus);
  if (auditStatus) add(ofContracts('auditStatus'), auditStatus);
}
