import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Actor, CommandType } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { readModelTable, type ReadModelRow } from '../../../platform/read-model/read-model.js';
import { bankScope, companyScope } from '../../../platform/auth/visibility.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { allowedOn } from '../item-allowed.js';
import { itemViewFor, type ItemView, parseKind } from '../item-view.js';
import { buildListFilter, pageClause, parsePaging } from './list-filters.js';

@Controller('items')
export class ListItemsController {
  constructor(
    private readonly db: DataSource,
    private readonly store: EventStore,
  ) {}

  /**
   * Newest first, with the seed's tabs, filters and paging; scoped to the caller's company. Each
   * row carries `allowed`, the command types this user may send on it now, as the detail does.
   */
  @Get(':kind')
  async list(
    @Param('kind') kindParam: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<{ list: (ItemView & { allowed: CommandType[] })[]; total: number }> {
    const kind = parseKind(kindParam);
    const scope = companyScope(actor, kind);
    if (scope === 'none') return { list: [], total: 0 };
    const paging = parsePaging(query);
    const { where, params } = buildListFilter(kind, query, scope, bankScope(actor, kind));
    const table = readModelTable(kind);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, count] = await Promise.all([
      this.db.query(
        `SELECT * FROM ${table} ${clause} ORDER BY created_at DESC, id ${pageClause(paging)}`,
        params,
      ) as Promise<ReadModelRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM ${table} ${clause}`, params) as Promise<{ total: number }[]>,
    ]);
    const allowed = await allowedOn(this.store, kind, rows, actor);
    return {
      list: rows.map((row) => ({ ...itemViewFor(actor, kind, row), allowed: allowed.get(row.id) ?? [] })),
      total: count[0]?.total ?? 0,
    };
  }

  /** Items per seed code under the same filters minus the tab, for live tab counts. */
  @Get(':kind/counts')
  async counts(
    @Param('kind') kindParam: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<{ codes: Record<string, number>; total: number }> {
    const kind = parseKind(kindParam);
    const scope = companyScope(actor, kind);
    if (scope === 'none') return { codes: {}, total: 0 };
    const { auditState: _a, checkState: _c, qryCheckState: _q, state: _s, ...rest } = query;
    const { where, params } = buildListFilter(kind, rest, scope, bankScope(actor, kind));
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const rows: { code: string; n: number }[] = await this.db.query(
      `SELECT code, count(*)::int AS n FROM ${readModelTable(kind)} ${clause} GROUP BY code`,
      params,
    );
    const codes = Object.fromEntries(rows.map((r) => [r.code, r.n]));
    return { codes, total: rows.reduce((sum, r) => sum + r.n, 0) };
  }
}
