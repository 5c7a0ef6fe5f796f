import { Controller, Get, Param, Query, type StreamableFile } from '@nestjs/common';
import { type Actor, DomainError, KIND_LABELS, type Kind } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { bankScope, companyScope } from '../../../platform/auth/visibility.js';
import type { SqlFilter } from '../../../platform/db/sql.js';
import { xlsxDownload, type XlsxWriter } from '../../../platform/http/xlsx-download.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { itemViewFor, parseKind } from '../item-view.js';
import { buildListFilter } from '../list-items/list-filters.js';
import { parkToday } from '../park-time.js';
import { selectionOf } from '../query-params.js';
import { EXPORT_COLUMNS, type ExportColumn } from './export-columns.js';

/** The list's filters, as an xlsx streamed row by row (memory stays flat for large lists). */
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
    const columns = EXPORT_COLUMNS[kind];
    if (!columns) throw new DomainError('ENGINE.UNKNOWN_COMMAND');
    const scope = companyScope(actor, kind);
    if (scope === 'none') throw new DomainError('AUTH.FORBIDDEN');
    // Asked for a selection but sent none: refuse rather than export everything (seed 002 §8).
    if (selectionOf(query)?.length === 0) throw new DomainError('LOAN.EXPORT_NONE_SELECTED', undefined, 'baseIds');
    const filter = buildListFilter(kind, query, scope, bankScope(actor, kind));
    // The park's calendar day, not UTC's (before 08:00 in the park, UTC is still on yesterday).
    const filename = `${KIND_LABELS[kind]}-${parkToday(new Date())}.xlsx`;
    return xlsxDownload(filename, (workbook) => this.write(workbook, actor, kind, columns, filter));
  }

  private async write(workbook: XlsxWriter, actor: Actor, kind: Kind, columns: ExportColumn[], filter: SqlFilter): Promise<void> {
    const sheet = workbook.addWorksheet(KIND_LABELS[kind]);
    sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 14 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let index = 0;
    for await (const rows of this.rows.chunks(kind, filter)) {
      for (const row of rows) {
        const view = itemViewFor(actor, kind, row) as Record<string, unknown>;
        const i = index++;
        sheet.addRow(columns.map((c) => c.value(view, i))).commit();
      }
    }
    sheet.commit();
  }
}
