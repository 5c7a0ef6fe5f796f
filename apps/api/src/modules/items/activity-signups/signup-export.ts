import { type Actor, DomainError, type ListRow, listColumns, parkToday } from '@parkflow/domain';
import { exportDenial } from '@parkflow/workflows';
import type { SqlFilter } from '../../../platform/db/sql.js';
import type { XlsxWriter } from '../../../platform/http/xlsx-download.js';
import type { ItemRows } from '../../../platform/read-model/item-rows.js';
import { writeSheet } from '../export-items/write-sheet.js';
import { activityFor, signUpScope } from './signup-access.js';
import { buildSignUpFilter } from './signup-filters.js';
import type { SignUpRecords } from './signup-records.js';
import { signUpView } from './signup-view.js';

const SHEET = '报名记录';

export interface SignUpExport {
  activityId: string;
  filename: string;
  filter: SqlFilter;
}

/**
 * What an export of an activity's sign-up records writes for one user: the same for
 * GET /api/items/activity/:id/signups/export and for an export job (modules/transfer). Every
 * check runs here, before the first byte.
 */
export async function planSignUpExport(
  rows: ItemRows,
  activityId: string,
  query: Record<string, unknown>,
  actor: Actor,
): Promise<SignUpExport> {
  // an activity's exports, its sign-ups too, are whoever's the role policy says
  const denied = exportDenial('activity', actor);
  if (denied) throw new DomainError(denied);
  const activity = await activityFor(rows, activityId, actor);
  return {
    activityId: activity.id,
    filename: `${SHEET}-${parkToday(new Date())}.xlsx`,
    filter: buildSignUpFilter(activity.id, query, signUpScope(actor)),
  };
}

/** The sign-up records dialog's columns (libs/domain), the same as on screen; `each` sees every chunk. */
export async function writeSignUps(
  workbook: XlsxWriter,
  records: SignUpRecords,
  filter: SqlFilter,
  each: (count: number) => void = () => undefined,
): Promise<void> {
  async function* views(): AsyncGenerator<ListRow[]> {
    for await (const rows of records.chunks(filter)) {
      yield rows.map((row) => signUpView(row) as unknown as ListRow);
      each(rows.length);
    }
  }
  await writeSheet(workbook, SHEET, listColumns('activity-signup', { scope: 'all' }), views());
}
