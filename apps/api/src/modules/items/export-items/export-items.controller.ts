import { Controller, Get, Param, Query, type StreamableFile } from '@nestjs/common';
import {
  type Actor,
  DomainError,
  EXPORTABLE_KINDS,
  KIND_LABELS,
  type Kind,
  type ListColumn,
  type ListRow,
  listColumns,
  loanViewerOf,
  mayOpenKind,
  parkToday,
} from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import type { SqlFilter } from '../../../platform/db/sql.js';
import { xlsxDownload, type XlsxWriter } from '../../../platform/http/xlsx-download.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { itemViewFor, parseKind } from '../item-view.js';
import { buildListFilter, categoryOf } from '../list-items/list-filters.js';
import { selectionOf } from '../query-params.js';
import { writeSheet } from './write-sheet.js';

/**
 * The list's filters, as an xlsx streamed row by row (memory stays flat for large lists). The
 * columns are the list's spec (libs/domain lists), the same the console's table shows: every row
 * (exports take no tab), the filtered demand category, the loan list as this reader reads it.
 */
@Controller('items')
export class ExportItemsController {
  constructor(private readonly rows: ItemRows) {}

  @Get(':kind/export')
  async export(
    @Param('kind') kindParam: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<StreamableFile> {
    const kind = parseKind(kindParam);
    if (!EXPORTABLE_KINDS.includes(kind)) throw new DomainError('ENGINE.UNKNOWN_COMMAND');
    if (!mayOpenKind(actor, kind)) throw new DomainError('AUTH.FORBIDDEN');
    // Asked for a selection but sent none: refuse rather than export everything (seed 002 §8).
    if (selectionOf(query)?.length === 0) throw new DomainError('LOAN.EXPORT_NONE_SELECTED', undefined, 'baseIds');
    const filter = buildListFilter(kind, query, actor);
    const columns = listColumns(kind, { scope: 'all', category: categoryOf(query), viewer: loanViewerOf(actor) });
    // The park's calendar day, not UTC's (before 08:00 in the park, UTC is still on yesterday).
    const filename = `${KIND_LABELS[kind]}-${parkToday(new Date())}.xlsx`;
    return xlsxDownload(filename, (workbook) => this.write(workbook, actor, kind, columns, filter));
  }

  private async write(
    workbook: XlsxWriter,
    actor: Actor,
    kind: Kind,
    columns: readonly ListColumn[],
    filter: SqlFilter,
  ): Promise<void> {
    const rows = this.rows;
    async function* views(): AsyncGenerator<ListRow[]> {
      for await (const chunk of rows.chunks(kind, filter)) yield chunk.map((row) => itemViewFor(actor, kind, row) as ListRow);
    }
    await writeSheet(workbook, KIND_LABELS[kind], columns, views());
  }
}
