import { Controller, Get, Param, Query, type StreamableFile } from '@nestjs/common';
import { type Actor, type ListRow, listColumns, parkToday } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import type { SqlFilter } from '../../../platform/db/sql.js';
import { xlsxDownload, type XlsxWriter } from '../../../platform/http/xlsx-download.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { writeSheet } from '../export-items/write-sheet.js';
import { activityFor, signUpScope } from './signup-access.js';
import { buildSignUpFilter } from './signup-filters.js';
import { SignUpRecords } from './signup-records.js';
import { signUpView } from './signup-view.js';

const SHEET = '报名记录';

/** The sign-up records under the dialog's filters, as an xlsx streamed row by row. */
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
    const activity = await activityFor(this.rows, id, actor);
    const filter = buildSignUpFilter(activity.id, query, signUpScope(actor));
    const filename = `${SHEET}-${parkToday(new Date())}.xlsx`;
    return xlsxDownload(filename, (workbook) => this.write(workbook, filter));
  }

  /** The sign-up records dialog's columns (libs/domain), the same as on screen. */
  private async write(workbook: XlsxWriter, filter: SqlFilter): Promise<void> {
    const records = this.records;
    async function* views(): AsyncGenerator<ListRow[]> {
      for await (const rows of records.chunks(filter)) yield rows.map((row) => signUpView(row) as unknown as ListRow);
    }
    await writeSheet(workbook, SHEET, listColumns('activity-signup', { scope: 'all' }), views());
  }
}
