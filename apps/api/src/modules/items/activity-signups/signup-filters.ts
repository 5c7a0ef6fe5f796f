import { DomainError, isIsoDate, PARK_TIME_ZONE } from '@parkflow/domain';
import type { SqlFilter } from '../../../platform/db/sql.js';
import { queryText } from '../query-params.js';

/**
 * The sign-up records dialog's filters (seed 002 §2): contacts name and sign-up date (the park's
 * day of createTime), within one activity and the caller's company scope.
 */
export function buildSignUpFilter(activityId: string, query: Record<string, unknown>, companyScope: string | null): SqlFilter {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('$?', `$${params.length}`));
  };
  add('activity_id = $?', activityId);
  if (companyScope !== null) add('company_id = $?', companyScope);
  const contacts = queryText(query, 'contacts');
  if (contacts) add(`contacts ILIKE $?`, `%${contacts.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const date = queryText(query, 'screenDate');
  if (date) {
    if (!isIsoDate(date)) throw new DomainError('VALIDATION.INVALID', undefined, 'screenDate');
    add(`(created_at AT TIME ZONE '${PARK_TIME_ZONE}')::date = $?::date`, date);
  }
  return { where, params };
}
