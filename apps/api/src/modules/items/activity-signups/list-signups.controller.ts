import { Controller, Get, Param, Query } from '@nestjs/common';
import type { Actor } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { pageClause, parsePaging } from '../list-items/list-filters.js';
import { activityFor, signUpScope } from './signup-access.js';
import { buildSignUpFilter } from './signup-filters.js';
import { type SignUpRow, type SignUpView, signUpView } from './signup-view.js';

/** An activity's sign-up records, newest first, 10 per page (seed 002 §2). */
@Controller('items')
export class ListSignUpsController {
  constructor(private readonly db: DataSource) {}

  @Get('activity/:id/signups')
  async list(
    @Param('id') id: string,
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<{ list: SignUpView[]; total: number }> {
    const activity = await activityFor(this.db, id, actor);
    const paging = parsePaging(query);
    const { where, params } = buildSignUpFilter(activity.id, query, signUpScope(actor));
    const clause = `WHERE ${where.join(' AND ')}`;
    const page = pageClause(paging);
    const [rows, count] = await Promise.all([
      this.db.query(
        `SELECT * FROM activity_signups ${clause} ORDER BY created_at DESC, id ${page}`,
        params,
      ) as Promise<SignUpRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM activity_signups ${clause}`, params) as Promise<{ total: number }[]>,
    ]);
    return { list: rows.map(signUpView), total: count[0]?.total ?? 0 };
  }
}
