import { Controller, Get, Param } from '@nestjs/common';
import {
  type Actor,
  DomainError,
  REJECTED_PREVIEW_SIZE,
  REJECTED_REASON_MAX,
  type RejectedCellView,
  type RejectedPreview,
} from '@parkflow/domain';
import ExcelJS from 'exceljs';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { FileStore } from '../../../platform/files/file-store.js';
import { JobsService } from '../../../platform/jobs/index.js';

/**
 * GET /api/jobs/:id/errors/preview → the first refused cells of the job's error report (行号, 列,
 * 原因) as JSON, for the import dialog; the whole report stays GET /api/jobs/:id/errors. Read
 * from the stored report with exceljs's streaming reader, stopping after the first few rows, so
 * a report of 100,000 lines costs no more than one of 20. Same audience as the report.
 */
@Controller('jobs')
export class PreviewErrorsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly files: FileStore,
  ) {}

  @Get(':id/errors/preview')
  async preview(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<RejectedPreview> {
    const job = await this.jobs.visible(actor, id);
    if (!job.errorFileId) return { list: [], more: false };
    const file = (await this.files.find([job.errorFileId])).get(job.errorFileId);
    const bytes = file ? await this.files.open(file) : null;
    if (!bytes) throw new DomainError('JOB.NO_ERROR_REPORT');
    const list: RejectedCellView[] = [];
    let more = false;
    try {
      const reader = new ExcelJS.stream.xlsx.WorkbookReader(bytes, { worksheets: 'emit', sharedStrings: 'cache' });
      read: for await (const sheet of reader) {
        for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
          if (row.number === 1) continue; // the header
          if (list.length === REJECTED_PREVIEW_SIZE) {
            more = true;
            break read;
          }
          const [, sheetRow, column, reason] = row.values as unknown[];
          const text = String(reason ?? '');
          list.push({
            row: Number(sheetRow),
            column: String(column ?? ''),
            reason: text.length > REJECTED_REASON_MAX ? `${text.slice(0, REJECTED_REASON_MAX)}…` : text,
          });
        }
        break; // the report has one sheet
      }
    } finally {
      bytes.destroy();
    }
    return { list, more };
  }
}
