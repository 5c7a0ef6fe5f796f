import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  type Actor,
  BANK_ACCOUNTS,
  type BankAccount,
  bankAccountOf,
  DICTIONARIES,
  type DictionaryItem,
  DomainError,
  isDictionaryCode,
  mayOpenKind,
} from '@parkflow/domain';
import { CurrentActor } from '../../platform/auth/auth.decorators.js';
import { queryText } from '../items/query-params.js';
import { DunningNotices } from './notices/dunning-notices.js';

/**
 * The contract screens' reference calls (seed 001 §7.3): a dictionary by code (the contract and
 * audit statuses), the park's bank accounts, and a contract's account by its number (the
 * edit-account dialog; the change itself is the contract's `Edit` command).
 */
@Controller()
export class ContractReferenceController {
  constructor(private readonly notices: DunningNotices) {}

  /** GET /api/dictionaries/:code → [{ value, label }] (zg_contract_status, zg_contract_audit_status). */
  @Get('dictionaries/:code')
  dictionary(@Param('code') code: string): readonly DictionaryItem[] {
    if (!isDictionaryCode(code)) throw new DomainError('DICTIONARY.UNKNOWN');
    return DICTIONARIES[code];
  }

  /** GET /api/contracts/bank-accounts → [{ accountNo, accountName, accountBank }]. */
  @Get('contracts/bank-accounts')
  bankAccounts(@CurrentActor() actor: Actor): readonly BankAccount[] {
    if (!mayOpenKind(actor, 'contract')) throw new DomainError('AUTH.FORBIDDEN');
    return BANK_ACCOUNTS;
  }

  /**
   * GET /api/contracts/account?contractNo= → the contract (id, version, allowed to change it) and
   * its account; a contract this user does not see is 404.
   */
  @Get('contracts/account')
  async account(
    @Query() query: Record<string, unknown>,
    @CurrentActor() actor: Actor,
  ): Promise<{ contractId: string; version: number; contractNo: string; tenantName: string } & Partial<BankAccount>> {
    const contractNo = queryText(query, 'contractNo');
    if (contractNo === null) throw new DomainError('VALIDATION.QUERY_INVALID', undefined, 'contractNo');
    const row = await this.notices.contractByNo(actor, contractNo);
    if (!row) throw new DomainError('ENGINE.NOT_FOUND');
    const account = bankAccountOf(row.fields.accountNo);
    return {
      contractId: row.id,
      version: row.version,
      contractNo,
      tenantName: String(row.fields.tenantName ?? ''),
      accountNo: account?.accountNo ?? '',
      ...(account ? { accountName: account.accountName, accountBank: account.accountBank } : {}),
    };
  }
}
