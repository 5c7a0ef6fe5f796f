import { Controller, Get, Query } from '@nestjs/common';
import { type Actor, DomainError, isMyBillKind, mayOpenKind, MY_BILL_KINDS, type MyBillKind } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { itemViewFor, type ItemView } from '../item-view.js';
import { parsePaging, queryText } from '../query-params.js';
import { buildListFilter } from '../list-items/list-filters.js';

/** Newest first: a pushed bill by its push time, any other by when it was recorded. */
const NEWEST = `COALESCE((fields->>'pushTime')::timestamptz, created_at)`;

/**
 * GET /api/my-bills → the caller's company's bills of every kind (contract bills too) in one list (我的账单,
 * docs/decisions/0017), newest first, with each bill's kind, amounts, state and overdue days: every kind's
 * list under the one visibility rule (a property, rent or contract bill only once pushed to the company,
 * docs/decisions/0017), never another company's. `kind` narrows it to one kind; `state`,
 * `startM`/`endM` are the bill lists' own filters.
 */
@Controller('my-bills')
export class MyBillsController {
  constructor(private readonly rows: ItemRows) {}

  @Get()
  async list(
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<{ list: (ItemView & { kind: MyBillKind })[]; total: number }> {
    const paging = parsePaging(query);
    const only = queryText(query, 'kind');
    if (only !== null && !isMyBillKind(only)) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'kind');
    const { kind: _kind, pageNum: _n, pageSize: _s, ...filters } = query;
    const kinds = MY_BILL_KINDS.filter((k) => (only === null || k === only) && mayOpenKind(actor, k));
    const { rows, total } = await this.rows.pageAcross(
      kinds.map((kind) => ({ kind, filter: buildListFilter(kind, filters, actor) })),
      NEWEST,
      paging,
    );
    return { list: rows.map((row) => ({ ...itemViewFor(actor, row.kind, row), kind: row.kind as MyBillKind })), total };
  }
}
