import { Controller, Get, Param, Query, type StreamableFile } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { xlsxDownload } from '../../../platform/http/xlsx-download.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { planSignUpExport, writeSignUps } from './signup-export.js';
import { SignUpRecords } from './signup-records.js';

/** The sign-up records under the dialog's filters, as an xlsx streamed row by row (the export job writes the same). */
@Controller('items')
export class ExportSignUpsController {
  constructor(
    private readonly rows: ItemRows,
    private readonly records: SignUpRecords,
  ) {}

  @Get('activity/:id/signups/export')
  async export(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<StreamableFile> {
    // Every check runs before the first byte: a refusal still gets the JSON envelope.
    const plan = await planSignUpExport(this.rows, id, query, actor);
    return xlsxDownload(plan.filename, (workbook) => writeSignUps(workbook, this.records, plan.filter));
  }
}
