import { BILL_DELETED_CODE, BILL_MONTH, BILL_PAY_STATE_LABELS, DomainError, labelOf } from '@parkflow/domain';
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

/**
 * The bill lists' own filters (seed 001 §7.3 bill list: startM, endM, companyName, state,
 * companyId): a period month range (a bill is in it when its period overlaps it), the payment
 * state (0 / 1 or its label; the seed's `state` is the payment state, not the machine's), the
 * company. A deleted bill is in no list.
 */
export function billFilter(query: Record<string, unknown>, add: (sql: string, value: unknown) => void): void {
  add('code <> $?', BILL_DELETED_CODE);
  const start = month(query, 'startM');
  const end = month(query, 'endM');
  if (start) add(`fields->>'periodEnd' >= $?`, start);
  if (end) add(`fields->>'periodStart' <= $?`, end);
  const state = queryText(query, 'state');
  if (state !== null) {
    const code = Object.entries(BILL_PAY_STATE_LABELS).find(([, label]) => label === state)?.[0] ?? state;
    if (labelOf(BILL_PAY_STATE_LABELS, code) === '') throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'state');
    add('code = $?', code);
  }
  const companyId = queryText(query, 'companyId');
  if (companyId !== null) {
    if (!isUuid(companyId)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'companyId');
    add('company_id = $?::uuid', companyId);
  }
}

/** The query minus what billFilter reads itself (`state` means the payment state here). */
export const withoutBillState = ({ state: _state, ...rest }: Record<string, unknown>) => rest;
