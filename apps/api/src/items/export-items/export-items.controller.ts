import { Controller, Get, Param, Query, type StreamableFile } from '@nestjs/common';
import {
  type Actor,
  DomainError,
  EXPORTABLE_KINDS,
  KIND_LABELS,
  type Kind,
  type ListColumn,
  listColumns,
  loanViewerOf,
  mayOpenKind,
  parkToday,
} from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../auth/auth.decorators.js';
import { xlsxDownload, type XlsxWriter } from '../../common/xlsx-download.js';
import { readModelTable, type ReadModelRow } from '../../engine/read-model.js';
import { buildListFilter, categoryOf, selectionOf } from '../list-items/list-filters.js';
import { itemViewFor, parseKind } from '../item-view.js';
import { writeSheet } from './write-sheet.js';

const CHUNK = 500;

/**
 * The list's filters, as an xlsx streamed row by row (memory stays flat for large lists). The
 * columns are the list's spec (libs/domain), the same the console's table shows: every row
 * (exports take no tab), the filtered demand category, the loan list as this reader reads it.
 */
@Controller('items')
export class ExportItemsController {
  constructor(private readonly db: DataSource) {}

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
    const { where, params } = buildListFilter(kind, query, actor);
    const columns = listColumns(kind, { scope: 'all', category: categoryOf(query), viewer: loanViewerOf(actor) });
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // The park's calendar day, not UTC's (before 08:00 in the park, UTC is still on yesterday).
    const filename = `${KIND_LABELS[kind]}-${parkToday(new Date())}.xlsx`;
    return xlsxDownload(filename, (workbook) => this.write(workbook, actor, kind, columns, clause, params));
  }

  private async write(
    workbook: XlsxWriter,
    actor: Actor,
    kind: Kind,
    columns: readonly ListColumn[],
    clause: string,
    params: unknown[],
  ): Promise<void> {
    await writeSheet(workbook, KIND_LABELS[kind], columns, async (offset) => {
      const rows: ReadModelRow[] = await this.db.query(
        `SELECT * FROM ${readModelTable(kind)} ${clause} ORDER BY created_at DESC, id LIMIT ${CHUNK} OFFSET ${offset}`,
        params,
      );
      return rows.map((row) => itemViewFor(actor, kind, row) as Record<string, unknown>);
    }, CHUNK);
  }
}
