import { PassThrough, type Readable } from 'node:stream';
import { ERROR_REPORT_HEADERS, ERROR_REPORT_SHEET } from '@parkflow/domain';
import ExcelJS from 'exceljs';
import { XLSX_TYPE, type XlsxWriter } from '../http/xlsx-download.js';
import type { FileStore, StoredFile } from '../files/file-store.js';
import type { ErrorReportWriter, RejectedCell } from './job-definition.js';

/** A file being written into FileStore while it is produced: bytes go to disk as they come. */
class FileSink {
  readonly stream = new PassThrough();
  private readonly saved: Promise<StoredFile>;

  constructor(store: FileStore, name: string, mime: string, owner: string) {
    this.saved = store.save({ name, content: this.stream, mime, uploadedBy: owner });
    this.saved.catch(() => undefined); // awaited by done() or dropped by discard()
  }

  /** The stored file, once the producer has ended the stream. */
  done(): Promise<StoredFile> {
    return this.saved;
  }

  /** Abandon it: FileStore removes what it had written, nothing is recorded. */
  async discard(): Promise<void> {
    this.stream.destroy(new Error('job output discarded'));
    await this.saved.catch(() => undefined);
  }
}

/** An xlsx written with exceljs's streaming writer straight into FileStore. */
export class XlsxSink {
  private readonly sink: FileSink;
  readonly workbook: XlsxWriter;

  constructor(store: FileStore, name: string, owner: string) {
    this.sink = new FileSink(store, name, XLSX_TYPE, owner);
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: this.sink.stream, useStyles: true });
  }

  async commit(): Promise<StoredFile> {
    await this.workbook.commit();
    return this.sink.done();
  }

  discard(): Promise<void> {
    return this.sink.discard();
  }
}

/** Any other result (pdf, zip): streamed into FileStore. */
export async function saveStream(
  store: FileStore,
  name: string,
  content: Readable | Buffer,
  mime: string | undefined,
  owner: string,
) {
  return store.save({ name, content, mime, uploadedBy: owner });
}

/**
 * The error report of one run: 行号, 列, 原因, one line per refused cell, streamed to an xlsx
 * as the job finds them (a 100,000-row import with every row wrong stays flat in memory).
 * Nothing is stored when no cell was refused.
 */
export class ErrorReport implements ErrorReportWriter {
  private xlsx: XlsxSink | null = null;
  private sheet: ExcelJS.Worksheet | null = null;
  size = 0;

  constructor(
    private readonly store: FileStore,
    private readonly jobId: string,
    private readonly owner: string,
  ) {}

  add(cell: RejectedCell): void {
    if (!this.sheet) this.open();
    this.sheet!.addRow([cell.row, cell.column, cell.reason]).commit();
    this.size++;
  }

  /** The stored report, or null when nothing was refused. */
  async close(): Promise<StoredFile | null> {
    if (!this.xlsx) return null;
    this.sheet!.commit();
    return this.xlsx.commit();
  }

  async discard(): Promise<void> {
    await this.xlsx?.discard();
  }

  private open(): void {
    this.xlsx = new XlsxSink(this.store, `${ERROR_REPORT_SHEET}-${this.jobId}.xlsx`, this.owner);
    this.sheet = this.xlsx.workbook.addWorksheet(ERROR_REPORT_SHEET);
    this.sheet.columns = [
      { header: ERROR_REPORT_HEADERS.row, width: 8 },
      { header: ERROR_REPORT_HEADERS.column, width: 20 },
      { header: ERROR_REPORT_HEADERS.reason, width: 60 },
    ];
    this.sheet.getRow(1).font = { bold: true };
    this.sheet.getRow(1).commit();
  }
}
