import {
  type Actor,
  DomainError,
  KIND_LABELS,
  type Kind,
  type ListColumn,
  type ListRow,
  listColumns,
  loanViewerOf,
  mayOpenKind,
  parkToday,
  parseOrThrow,
  VERIFICATION_FORM_TYPE_LABELS,
  verificationExportSchema,
} from '@parkflow/domain';
import { exportDenial } from '@parkflow/workflows';
import type { SqlFilter } from '../../../platform/db/sql.js';
import type { ItemRows } from '../../../platform/read-model/item-rows.js';
import { itemViewFor } from '../item-view.js';
import { buildListFilter, categoryOf } from '../list-items/list-filters.js';
import { selectionOf } from '../query-params.js';

/**
 * What an export of a list writes for one user: the same for GET /api/items/:kind/export and
 * for an export job (modules/transfer), so a job's file shows exactly what the list shows that
 * user. The rows are the list's (the one visibility rule, platform/auth/visibility, and the
 * list's filters); the columns are the list's spec (libs/domain lists), the same the console's
 * table shows: every row (exports take no tab), the filtered demand category, the loan list as
 * this reader reads it.
 */
export interface ListExport {
  kind: Kind;
  /** The park's calendar day, not UTC's (before 08:00 in the park, UTC is still on yesterday). */
  filename: string;
  sheetName: string;
  columns: readonly ListColumn[];
  filter: SqlFilter;
}

/**
 * Checks an export request (the list's query, or a job's filters) for this actor and plans it.
 * `selectionField` names the parameter an empty selection is reported on.
 */
export function planListExport(actor: Actor, kind: Kind, query: Record<string, unknown>, selectionField = 'baseIds'): ListExport {
  // the lists with 导出, and who may press it: the role policy (libs/workflows role-policy.ts)
  const denied = exportDenial(kind, actor);
  if (denied) throw new DomainError(denied);
  if (!mayOpenKind(actor, kind)) throw new DomainError('AUTH.FORBIDDEN');
  // Asked for a selection but sent none: refuse rather than export everything (seed 002 §8).
  if (selectionOf(query)?.length === 0) throw new DomainError('LOAN.EXPORT_NONE_SELECTED', undefined, selectionField);
  // gate verification records export one form type by a date range (seed 001 §2.4, §5: 请选择时间)
  const formType = kind === 'verification' ? parseOrThrow(verificationExportSchema, query).formType : undefined;
  const filter = buildListFilter(kind, query, actor);
  const title = formType ? `${KIND_LABELS[kind]}-${VERIFICATION_FORM_TYPE_LABELS[formType]}` : KIND_LABELS[kind];
  return {
    kind,
    filename: `${title}-${parkToday(new Date())}.xlsx`,
    sheetName: title,
    columns: listColumns(kind, {
      scope: 'all',
      category: categoryOf(query),
      viewer: loanViewerOf(actor),
      ...(formType ? { formType } : {}),
    }),
    filter,
  };
}

/** The export's rows as this actor sees them (a credit institution: its own bank's view), chunk by chunk. */
export async function* listExportRows(rows: ItemRows, actor: Actor, plan: ListExport): AsyncGenerator<ListRow[]> {
  for await (const chunk of rows.chunks(plan.kind, plan.filter))
    yield chunk.map((row) => itemViewFor(actor, plan.kind, row) as ListRow);
}
