import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { parsePaging } from '../query-params.js';
import { activityFor, signUpScope } from './signup-access.js';
import { buildSignUpFilter } from './signup-filters.js';
import { SignUpRecords } from './signup-records.js';
import { type SignUpView, signUpView } from './signup-view.js';

/** An activity's sign-up records, newest first, 10 per page (seed 002 §2). */
@Controller('items')
export class ListSignUpsController {
  constructor(
    private readonly rows: ItemRows,
    private readonly records: SignUpRecords,
  ) {}

  @Get('activity/:id/signups')
  async list(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<{ list: SignUpView[]; total: number }> {
    const activity = await activityFor(this.rows, id, actor);
    const paging = parsePaging(query);
    const { rows, total } = await this.records.page(buildSignUpFilter(activity.id, query, signUpScope(actor)), paging);
    return { list: rows.map(signUpView), total };
  }
}
