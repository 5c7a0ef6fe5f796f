import { Controller, Get, Param, Query, type StreamableFile } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { parkToday } from '../park-time.js';
import { xlsxDownload, type XlsxWriter } from '../../../platform/http/xlsx-download.js';
import { activityFor, signUpScope } from './signup-access.js';
import { SIGNUP_COLUMNS } from './signup-columns.js';
import { buildSignUpFilter } from './signup-filters.js';
import { type SignUpRow, signUpView } from './signup-view.js';

const CHUNK = 500;
const SHEET = '报名记录';

/** The sign-up records under the dialog's filters, as an xlsx streamed row by row. */
@Controller('items')
export class ExportSignUpsController {
  constructor(private readonly db: DataSource) {}

  @Get('activity/:id/signups/export')
  async export(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<StreamableFile> {
    // Every check runs before the first byte: a refusal still gets the JSON envelope.
    const activity = await activityFor(this.db, id, actor);
    const { where, params } = buildSignUpFilter(activity.id, query, signUpScope(actor));
    const clause = `WHERE ${where.join(' AND ')}`;
    const filename = `${SHEET}-${parkToday(new Date())}.xlsx`;
    return xlsxDownload(filename, (workbook) => this.write(workbook, clause, params));
  }

  private async write(workbook: XlsxWriter, clause: string, params: unknown[]): Promise<void> {
    const sheet = workbook.addWorksheet(SHEET);
    sheet.columns = SIGNUP_COLUMNS.map((c) => ({ header: c.header, width: c.width ?? 14 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (let offset = 0; ; offset += CHUNK) {
      const rows: SignUpRow[] = await this.db.query(
        `SELECT * FROM activity_signups ${clause} ORDER BY created_at DESC, id LIMIT ${CHUNK} OFFSET ${offset}`,
        params,
      );
      rows.forEach((row, i) => {
        const view = signUpView(row) as unknown as Record<string, unknown>;
        sheet.addRow(SIGNUP_COLUMNS.map((c) => c.value(view, offset + i))).commit();
      });
      if (rows.length < CHUNK) break;
    }
    sheet.commit();
  }
}
