import { Controller, Get, Query } from '@nestjs/common';
import {
  type Actor,
  bioCompanyQuerySchema,
  DomainError,
  inUserScope,
  pagingSchema,
  parseOrThrow,
  userScopeOf,
} from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { queryText } from '../users/query-text.js';
import { pageUsers, type UserListRow } from '../users/user-records.js';

/**
 * GET /api/users?companyId&roleId&phone&realname (or name)&whetherBioCompany&pageNum&pageSize: the
 * users the caller manages (seed 000 §2.4, §2.5, §7 user list; seed 002 company user list and role
 * table, whose whetherBioCompany=1 keeps to users of park companies).
 */
@Controller('users')
export class ListUsersController {
  constructor(private readonly db: DataSource) {}

  @Get()
  list(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor): Promise<{ list: UserListRow[]; total: number }> {
    const scope = userScopeOf(actor);
    if (scope === null) throw new DomainError('AUTH.FORBIDDEN');
    const companyId = queryText(query, 'companyId');
    // another company's users are not the caller's business: the same answer whether it exists or not
    if (companyId !== null && !inUserScope(actor, companyId)) throw new DomainError('AUTH.FORBIDDEN');
    const filters = {
      companyId,
      roleId: queryText(query, 'roleId'),
      phone: queryText(query, 'phone'),
      name: queryText(query, 'realname') ?? queryText(query, 'name'),
      bioCompanies: parseOrThrow(bioCompanyQuerySchema, query).whetherBioCompany,
    };
    return pageUsers(this.db, actor, scope, filters, parseOrThrow(pagingSchema, query));
  }
}
