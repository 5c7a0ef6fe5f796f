import { BOOKING_ORDER_STATUS_LABELS, CATALOGUE_DELETED_CODE, DomainError, labelOf } from '@parkflow/domain';
import { queryText } from '../query-params.js';

type Add = (sql: string, value: unknown) => void;

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The catalogue lists' filters (seed 001 §2.8, §2.10; §7.3 equipment and service list): a
 * deleted item is in no list; `searchValue` finds a name, model, maker or owner; `available`
 * (1 on shelf, 0 off shelf), `tag` (service category) and `typeId` narrow it.
 */
export function catalogueFilter(query: Record<string, unknown>, add: Add): void {
  add('code <> $?', CATALOGUE_DELETED_CODE);
  searchOnce(query, add, ['name', 'num', 'buildCompany', 'belongCompany', 'mainTypeName', 'subTypeName']);
  const available = queryText(query, 'available');
  if (available !== null) {
    if (available !== '0' && available !== '1') throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'available');
    add('code = $?', available);
  }
  for (const name of ['tag', 'typeId', 'mainTypeId', 'subTypeId']) {
    const value = queryText(query, name);
    if (value !== null) add(`fields->>'${name}' = $?`, value);
  }
}

/**
 * The booking order lists' filters (seed 001 §7.3: searchValue, status; changing the status
 * reloads from page 1 on screen): status 0 pending, 1 accepted, 2 rejected; `searchValue` finds
 * the booked item, the booking company, the owner or the main functions.
 */
export function orderFilter(query: Record<string, unknown>, add: Add): void {
  const status = queryText(query, 'status');
  if (status !== null && status !== '') {
    if (labelOf(BOOKING_ORDER_STATUS_LABELS, status) === '')
      throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'status');
    add('code = $?', status);
  }
  searchOnce(query, add, ['title', 'companyName', 'belongCompany', 'mainFunc']);
  const itemId = queryText(query, 'itemId');
  if (itemId !== null) add(`fields->>'itemId' = $?`, itemId);
}

/** searchValue as one parameter used by every field (the `add` helper numbers one `$?`). */
function searchOnce(query: Record<string, unknown>, add: Add, fields: readonly string[]): void {
  const value = queryText(query, 'searchValue');
  if (!value) return;
  // one parameter, referenced once per field (the list's `add` numbers every `$?` alike)
  add(`(${fields.map((f) => `fields->>'${f}' ILIKE $?`).join(' OR ')})`, like(value));
}

/** The query minus what these filters read themselves (`status` is the order status, not a state name). */
export const withoutOrderStatus = ({ status: _status, ...rest }: Record<string, unknown>) => rest;
