import { Controller, Get, Query } from '@nestjs/common';
import { COMPANY_ROLE_CATEGORIES, type RoleView } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { loadRoles } from '../users/user-records.js';

/** GET /api/roles[?condition=2]: every role, or (condition 2, seed 000 §7) a company's roles and functional roles. */
@Controller('roles')
export class ListRolesController {
  constructor(private readonly db: DataSource) {}

  @Get()
  list(@Query('condition') condition?: string): Promise<RoleView[]> {
    return loadRoles(this.db, condition === '2' ? COMPANY_ROLE_CATEGORIES : undefined);
  }
}
