import { Injectable } from '@nestjs/common';
import {
  type Actor,
  bankAccountOf,
  BANK_ACCOUNTS,
  CONTRACT_BILL_STATUS_LABELS,
  contractBillFacts,
  type DunningTarget,
  type MessageCode,
  parkToday,
} from '@parkflow/domain';
import type { ReadModelRow } from '../../../platform/read-model/read-model.js';
import type { ListedRow } from '../../../platform/read-model/item-rows.js';
import { ItemRows } from '../../../platform/read-model/item-rows.js';
import { buildListFilter } from '../../items/list-items/list-filters.js';
import type { NoticeBill, NoticeData } from './notice-pdf.js';

/** A contract's notice, or why it has none (a number this user cannot see, nothing due). */
export type NoticeOutcome =
  { contractNo: string; notice: NoticeData } | { contractNo: string; refused: MessageCode; params: Record<string, string> };

/**
 * What the dunning notices of some contracts say, for one user: the contracts and bills are
 * read under the one visibility rule (the lists' filters), so a tenant is never told of, and never
 * gets a notice for, another company's contract. A bill is in a notice when it is of the target
 * (10 current, 20 overdue; null: either) today.
 */
@Injectable()
export class DunningNotices {
  constructor(private readonly rows: ItemRows) {}

  async forContracts(
    actor: Actor,
    contractNos: readonly string[],
    target: DunningTarget | null,
    now: Date,
  ): Promise<NoticeOutcome[]> {
    const today = parkToday(now);
    const contracts = new Map<string, ListedRow>();
    for await (const chunk of this.rows.chunks('contract', buildListFilter('contract', { contractNos }, actor)))
      for (const row of chunk) contracts.set(String(row.fields.contractNo), row);
    const bills = new Map<string, NoticeBill[]>();
    for await (const chunk of this.rows.chunks('contract-bill', buildListFilter('contract-bill', { contractNos }, actor))) {
      for (const row of chunk) {
        const facts = contractBillFacts(row.fields, today);
        if (!facts.canPush || (target !== null && facts.billStatus !== target)) continue;
        const f = row.fields;
        const list = bills.get(String(f.contractNo)) ?? [];
        list.push({
          billPeriod: String(f.billPeriod ?? ''),
          billTypeName: String(f.billTypeName ?? ''),
          dueDate: String(f.dueDate ?? ''),
          theoryAmount: Number(f.theoryAmount ?? 0),
          payedAmount: Number(f.payedAmount ?? 0),
          remainingAmount: facts.remainingAmount,
          overdueDays: facts.overdueDays,
        });
        bills.set(String(f.contractNo), list);
      }
    }
    return contractNos.map((contractNo): NoticeOutcome => {
      const contract = contracts.get(contractNo);
      if (!contract) return { contractNo, refused: 'CONTRACT.NOT_FOUND', params: { contractNo } };
      const due = (bills.get(contractNo) ?? []).sort(
        (a, b) => a.billPeriod.localeCompare(b.billPeriod) || a.billTypeName.localeCompare(b.billTypeName),
      );
      if (due.length === 0)
        return {
          contractNo,
          refused: 'CONTRACT.NO_DUE_BILLS',
          params: { contractNo, target: target === null ? '到期' : CONTRACT_BILL_STATUS_LABELS[target] },
        };
      const f = contract.fields;
      return {
        contractNo,
        notice: {
          tenantName: String(f.tenantName ?? ''),
          contractNo,
          premises: [f.portfolioName, f.buildingName, f.roomNumber].filter(Boolean).join(' '),
          term: `${String(f.startDate ?? '')} 至 ${String(f.endDate ?? '')}`,
          target,
          today,
          bills: due,
          account: bankAccountOf(f.accountNo) ?? BANK_ACCOUNTS[0]!,
        },
      };
    });
  }

  /** The contract number of a contract bill this user sees (null: none, or not theirs). */
  async contractNoOfBill(actor: Actor, billId: string): Promise<string | null> {
    const { rows } = await this.rows.page('contract-bill', buildListFilter('contract-bill', { ids: [billId] }, actor), {
      pageNum: 1,
      pageSize: 1,
    });
    const contractNo = rows[0]?.fields.contractNo;
    return typeof contractNo === 'string' ? contractNo : null;
  }

  /** A contract this user sees, by number (the edit-account dialog reads its account). */
  async contractByNo(actor: Actor, contractNo: string): Promise<ReadModelRow | null> {
    const { rows } = await this.rows.page('contract', buildListFilter('contract', { contractNo }, actor), {
      pageNum: 1,
      pageSize: 1,
    });
    return rows[0] ?? null;
  }
}
