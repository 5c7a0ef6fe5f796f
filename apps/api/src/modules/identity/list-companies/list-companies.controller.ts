import { Controller, Get, Query } from '@nestjs/common';
import { type Actor, bioCompanyQuerySchema, DomainError, pagingSchema, parseOrThrow, userScopeOf } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { queryText } from '../users/query-text.js';
import { pageCompanies } from '../users/user-records.js';

/**
 * GET /api/companies?name&whetherBioCompany&pageNum&pageSize (seed 000 §7 company list, seed 002
 * companies for roles): settled enterprises for the park's administrators (企业管理), only the park
 * (bio) companies with whetherBioCompany=1 (角色管理), the own company for an enterprise super admin.
 */
@Controller('companies')
export class ListCompaniesController {
  constructor(private readonly db: DataSource) {}

  @Get()
  list(@Query() query: Record<string, unknown>, @CurrentActor() actor: Actor) {
    const scope = userScopeOf(actor);
    if (scope === null) throw new DomainError('AUTH.FORBIDDEN');
    const companyId = 'companyId' in scope ? scope.companyId : null;
    const { whetherBioCompany } = parseOrThrow(bioCompanyQuerySchema, query);
    return pageCompanies(
      this.db,
      { name: queryText(query, 'name'), companyId, bioCompanies: whetherBioCompany },
      parseOrThrow(pagingSchema, query),
    );
  }
}
