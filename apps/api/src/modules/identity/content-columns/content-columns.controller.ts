import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { type Actor, columnAssignmentSchema, DomainError, hasRole, parseOrThrow, ROLES } from '@parkflow/domain';
import { DataSource } from 'typeorm';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SuccessCause } from '../../../platform/http/success-cause.js';
import { recordIdentityEvent } from '../users/identity-audit.js';
import { UserAdmin } from '../users/user-admin.js';
import {
  type ColumnAssignment,
  columnsExist,
  loadAssignments,
  loadColumnTree,
  loadLocations,
  type MenuColumnNode,
  type MenuLocation,
  replaceAssignments,
} from './column-records.js';

const INTEGER_ID = /^\d{1,9}$/;
const toInt = (value: string, code: 'COLUMN.LOCATION_REQUIRED' | 'COLUMN.UNKNOWN', field: string): number => {
  if (!INTEGER_ID.test(value)) throw new DomainError(code, undefined, field);
  return Number(value);
};

/**
 * Content maintenance of role management (seed 002): the menu locations and columns the product
 * defines, and which of them a company user maintains. For the park's administrators only.
 */
@Controller()
export class ContentColumnsController {
  constructor(
    private readonly db: DataSource,
    private readonly admin: UserAdmin,
  ) {}

  /** GET /api/menu-locations?codes=menu_website */
  @Get('menu-locations')
  locations(@Query('codes') codes: string | undefined, @CurrentActor() actor: Actor): Promise<MenuLocation[]> {
    assertParkAdmin(actor);
    const list = codes
      ? codes
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean)
      : null;
    return loadLocations(this.db, list);
  }

  /** GET /api/menu-locations/:id/columns: the location's column tree, loaded when the drawer opens it. */
  @Get('menu-locations/:id/columns')
  columns(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<MenuColumnNode[]> {
    assertParkAdmin(actor);
    return loadColumnTree(this.db, toInt(id, 'COLUMN.LOCATION_REQUIRED', 'locationId'));
  }

  /** GET /api/users/:id/columns: the columns the user maintains. */
  @Get('users/:id/columns')
  async assigned(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<{ columns: ColumnAssignment[] }> {
    const user = await this.db.transaction((m) => this.admin.locked(m, actor, id, 'AssignColumns'));
    return { columns: await loadAssignments(this.db, user.userId) };
  }

  /** PUT /api/users/:id/columns { columns: [{ locationId, columnId }] }; none clears the assignment. */
  @Put('users/:id/columns')
  @SuccessCause('SUCCESS.SAVED')
  async assign(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<{ columns: ColumnAssignment[] }> {
    const columns = parseOrThrow(columnAssignmentSchema, body).columns.map((c) => ({
      locationId: toInt(c.locationId, 'COLUMN.LOCATION_REQUIRED', 'locationId'),
      columnId: toInt(c.columnId, 'COLUMN.UNKNOWN', 'columnId'),
    }));
    const saved = await this.db.transaction(async (m) => {
      const user = await this.admin.locked(m, actor, id, 'AssignColumns');
      if (!(await columnsExist(m, columns))) throw new DomainError('COLUMN.UNKNOWN', undefined, 'columns');
      await replaceAssignments(m, user.userId, user.companyId, columns);
      await recordIdentityEvent(m, {
        type: 'UserColumnsAssigned',
        userId: user.userId,
        companyId: user.companyId,
        actor,
        data: { columnIds: columns.map((c) => c.columnId) },
      });
      return { companyId: user.companyId, columns: await loadAssignments(m, user.userId) };
    });
    this.admin.announce(saved.companyId, id, 'UserColumnsAssigned');
    return { columns: saved.columns };
  }
}

function assertParkAdmin(actor: Actor): void {
  if (!hasRole(actor, ROLES.PLATFORM_ADMIN, ROLES.OPERATOR)) throw new DomainError('AUTH.FORBIDDEN');
}
