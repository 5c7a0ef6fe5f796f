import {
  BILL_DAY,
  BILL_DELETED_CODE,
  BILL_MONTH,
  BILL_REGION_LABELS,
  BILL_SPECS,
  type BillKind,
  DomainError,
  labelOf,
  parkToday,
  RENT_BILL_SETTLED,
  RENT_BILL_STATUS,
} from '@parkflow/domain';
import { isUuid } from '../../../platform/db/sql.js';
import { queryText } from '../query-params.js';

/** startM / endM as the seed's month pickers send them (yyyy.MM), or yyyy-MM. */
function month(query: Record<string, unknown>, name: string): string | null {
  const value = queryText(query, name);
  if (value === null) return null;
  const normalised = value.replace('-', '.');
  if (!BILL_MONTH.test(normalised)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
  return normalised;
}

/** A code of a label table, given as the code or its label; refused when it is neither. */
function codeIn(labels: Readonly<Record<string | number, string>>, value: string, name: string): string {
  const code = Object.entries(labels).find(([, label]) => label === value)?.[0] ?? value;
  if (labelOf(labels, code) === '') throw new DomainError('VALIDATION.QUERY_INVALID', undefined, name);
  return code;
}

const OVERDUE = `COALESCE((fields->>'overdueDays')::int, 0) > 0`;

/**
 * The rent bill status filter (seed 001 §4: 10 current, 20 overdue, 30 subsequent, 40 settled),
 * over the bill's state, overdue days and period against the park's month now: 40 a settled bill
 * (已结清); 20 an unsettled one with overdue days; 30 an unsettled one, not overdue, whose period
 * starts after this month; 10 the other unsettled ones (this month's and earlier, not overdue).
 */
function rentStatus(periodKey: string, add: (sql: string, value: unknown) => void): void {
  const thisMonth = parkToday(new Date()).slice(0, 7).replace('-', '.');
  switch (Number(periodKey)) {
    case RENT_BILL_STATUS.SETTLED:
      add('code = $?', RENT_BILL_SETTLED);
      return;
    case RENT_BILL_STATUS.OVERDUE:
      add(`code <> $? AND ${OVERDUE}`, RENT_BILL_SETTLED);
      return;
    case RENT_BILL_STATUS.SUBSEQUENT:
      add('code <> $?', RENT_BILL_SETTLED);
      add(`NOT ${OVERDUE} AND fields->>'periodStart' > $?`, thisMonth);
      return;
    case RENT_BILL_STATUS.CURRENT:
      add('code <> $?', RENT_BILL_SETTLED);
      add(`NOT ${OVERDUE} AND fields->>'periodStart' <= $?`, thisMonth);
      return;
    default:
      throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'periodKey');
  }
}

/**
 * The bill lists' own filters (seed 001 §7.3 bill list: startM, endM, companyName, state,
 * companyId; region for property; day for meeting room; periodKey and contractNo for rent): a
 * period month range (a bill is in it when its period overlaps it), the payment state (its code
 * or label: the seed's `state` is the payment state, not the machine's), the company, and the
 * kind's own. A deleted bill is in no list.
 */
export function billFilter(kind: BillKind, query: Record<string, unknown>, add: (sql: string, value: unknown) => void): void {
  const spec = BILL_SPECS[kind];
  add('code <> $?', BILL_DELETED_CODE);
  const start = month(query, 'startM');
  const end = month(query, 'endM');
  if (start) add(`fields->>'periodEnd' >= $?`, start);
  if (end) add(`fields->>'periodStart' <= $?`, end);
  const state = queryText(query, 'state');
  if (state !== null) add('code = $?', codeIn(spec.payStates, state, 'state'));
  const companyId = queryText(query, 'companyId');
  if (companyId !== null) {
    if (!isUuid(companyId)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'companyId');
    add('company_id = $?::uuid', companyId);
  }
  const region = queryText(query, 'region');
  if (region !== null && kind === 'bill-property') add(`fields->>'region' = $?`, codeIn(BILL_REGION_LABELS, region, 'region'));
  const day = queryText(query, 'day');
  if (day !== null && kind === 'bill-meeting-room') {
    const normalised = day.replace(/-/g, '.');
    if (!BILL_DAY.test(normalised)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'day');
    add(`fields->>'useTime' LIKE $?`, `${normalised} %`);
  }
  if (kind === 'bill-rent') {
    const periodKey = queryText(query, 'periodKey');
    if (periodKey !== null) rentStatus(periodKey, add);
    const contractNo = queryText(query, 'contractNo');
    if (contractNo) add(`fields->>'contractNo' ILIKE $?`, `%${contractNo.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
}

/** The query minus what billFilter reads itself (`state` means the payment state here). */
export const withoutBillState = ({ state: _state, ...rest }: Record<string, unknown>) => rest;
