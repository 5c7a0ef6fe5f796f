import { Controller, Get, Param, Query } from '@nestjs/common';
import { type Actor, type CommandType, isBillKind, mayOpenKind, type Waiting } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { EventStore } from '../../../platform/event-store/event-store.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { allowedOn } from '../item-allowed.js';
import { waitingOn } from '../item-waiting.js';
import { itemViewFor, type ItemView, parseKind } from '../item-view.js';
import { parsePaging } from '../query-params.js';
import { buildListFilter } from './list-filters.js';

@Controller('items')
export class ListItemsController {
  constructor(
    private readonly rows: ItemRows,
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
  ): Promise<{
    list: (ItemView & { allowed: CommandType[]; waiting?: Waiting })[];
    total: number;
    companyNum?: number;
    costSum?: number;
  }> {
    const kind = parseKind(kindParam);
    if (!mayOpenKind(actor, kind)) return { list: [], total: 0 };
    const paging = parsePaging(query);
    const filter = buildListFilter(kind, query, actor);
    const [{ rows, total }, sums] = await Promise.all([
      this.rows.page(kind, filter, paging),
      // Bill lists answer their sums too (seed 001 §3: companyNum, costSum over the filter).
      isBillKind(kind) ? this.rows.billSums(kind, filter) : null,
    ]);
    const [allowed, waiting] = await Promise.all([
      allowedOn(this.store, kind, rows, actor),
      waitingOn(this.store, kind, rows, new Date()),
    ]);
    return {
      list: rows.map((row) => ({
        ...itemViewFor(actor, kind, row),
        allowed: allowed.get(row.id) ?? [],
        ...(waiting.has(row.id) ? { waiting: waiting.get(row.id) } : {}),
      })),
      total,
      ...sums,
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
    if (!mayOpenKind(actor, kind)) return { codes: {}, total: 0 };
    const { auditState: _a, checkState: _c, qryCheckState: _q, state: _s, ...rest } = query;
    const codes = await this.rows.countByCode(kind, buildListFilter(kind, rest, actor));
    return { codes, total: Object.values(codes).reduce((sum, n) => sum + n, 0) };
  }
}
