import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import {
  type Actor,
  actionOfStatus,
  DomainError,
  type ParkAccountList,
  type ParkAccountRow,
  pagingSchema,
  parkAccountForm,
  parseOrThrow,
} from '@parkflow/domain';
import { CurrentActor } from '../../../platform/auth/auth.decorators.js';
import { SuccessCause } from '../../../platform/http/success-cause.js';
import { queryText } from '../users/query-text.js';
import { ParkAccounts } from './park-accounts.js';

/**
 * Gate-guard staff (seed 001 §2.2) and park user accounts (§2.3), one controller for both lists:
 *   GET  /api/gate-staff?name&phone&pageNumber      GET  /api/park-users?name&tel&pageNumber
 *   POST /api/gate-staff { userName, phone, password }   POST /api/park-users { name, password, phone }
 *   PUT  /api/gate-staff/:id { userName, phone }          PUT  /api/park-users/:id { name, phone }
 *   POST /api/…/:id/status { status }: 1 restores, anything else freezes (seed 001 §7.3 change status)
 * 10 a page, fixed.
 */
abstract class ParkAccountsRoutes {
  protected abstract readonly accountList: ParkAccountList;
  constructor(private readonly accounts: ParkAccounts) {}

  @Get()
  list(
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<{ list: ParkAccountRow[]; total: number }> {
    const { pageNum } = parseOrThrow(pagingSchema, query);
    return this.accounts.page(
      actor,
      this.accountList,
      { name: queryText(query, 'name'), phone: queryText(query, 'phone') ?? queryText(query, 'tel') },
      pageNum,
    );
  }

  @Post()
  @HttpCode(200)
  @SuccessCause('SUCCESS.ADDED')
  add(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<{ id: string }> {
    const list = this.accountList;
    return this.accounts.add(actor, list, parseOrThrow(parkAccountForm(list, 'add'), body));
  }

  @Put(':id')
  @SuccessCause('SUCCESS.MODIFIED')
  async edit(@Param('id') id: string, @Body() body: unknown, @CurrentActor() actor: Actor): Promise<null> {
    const list = this.accountList;
    await this.accounts.edit(actor, list, id, parseOrThrow(parkAccountForm(list, 'edit'), body));
    return null;
  }

  @Post(':id/status')
  @HttpCode(200)
  @SuccessCause('SUCCESS.OPERATION')
  async status(
    @Param('id') id: string,
    @Body() body: { status?: unknown } | undefined,
    @CurrentActor() actor: Actor,
  ): Promise<null> {
    const action = actionOfStatus(body?.status);
    if (action === null) throw new DomainError('ACCOUNT.STATUS_INVALID', undefined, 'status');
    await this.accounts.setStatus(actor, this.accountList, id, action);
    return null;
  }
}

@Controller('gate-staff')
export class GateStaffController extends ParkAccountsRoutes {
  protected readonly accountList: ParkAccountList = 'gate-staff';
  constructor(@Inject(ParkAccounts) accounts: ParkAccounts) {
    super(accounts);
  }
}

@Controller('park-users')
export class ParkUsersController extends ParkAccountsRoutes {
  protected readonly accountList: ParkAccountList = 'park-user';
  constructor(@Inject(ParkAccounts) accounts: ParkAccounts) {
    super(accounts);
  }
}
