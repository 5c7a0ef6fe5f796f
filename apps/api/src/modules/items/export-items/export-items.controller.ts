import { Controller, Get, Param, Query, type StreamableFile } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { xlsxDownload } from '../../../platform/http/xlsx-download.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { parseKind } from '../item-view.js';
import { listExportRows, planListExport } from './list-export.js';
import { writeSheet } from './write-sheet.js';

/**
 * The list's filters, as an xlsx streamed row by row (memory stays flat for large lists): the
 * rows and columns of list-export.ts, which the export job writes too.
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
    const plan = planListExport(actor, parseKind(kindParam), query);
    return xlsxDownload(plan.filename, (workbook) =>
      writeSheet(workbook, plan.sheetName, plan.columns, listExportRows(this.rows, actor, plan)),
    );
  }
}
