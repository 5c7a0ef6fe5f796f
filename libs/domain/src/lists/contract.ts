import {
  bankAccountOf,
  CONTRACT_AUDIT_STATUS_LABELS,
  CONTRACT_BILL_STATUS_LABELS,
  CONTRACT_STATUS_LABELS,
} from '../contracts.js';
import { CONTRACT_BILL_CODE_LABELS } from '../labels.js';
import { coded, field, type ListColumn, type ListSpec, time } from './list-spec.js';

/**
 * 合同列表 (seed 001 §3 Contract): tenantName, contractNo, dates, portfolio, building, room,
 * amount, area, contract status and audit status (dictionaries zg_contract_status and
 * zg_contract_audit_status), the account the rent is paid into. The import reads the same
 * headers (transfer/contract-import.ts), so an export imports again as it stands.
 */
export const CONTRACT_COLUMNS: readonly ListColumn[] = [
  field('tenantName', '承租方', { width: 28 }),
  field('contractNo', '合同编号', { width: 20, nowrap: true }),
  field('startDate', '开始日期', { width: 12, nowrap: true }),
  field('endDate', '结束日期', { width: 12, nowrap: true }),
  field('portfolioName', '项目', { width: 18 }),
  field('buildingName', '楼栋', { width: 10 }),
  field('roomNumber', '房号', { width: 10 }),
  field('contractAmount', '合同金额（元）', { width: 14 }),
  field('areaSize', '面积（平方米）', { width: 10 }),
  coded('contractStatus', '合同状态', CONTRACT_STATUS_LABELS, { width: 10, nowrap: true }),
  coded('auditStatus', '审核状态', CONTRACT_AUDIT_STATUS_LABELS, { width: 10, nowrap: true }),
  field('signDate', '签订日期', { width: 12, nowrap: true }),
  field('accountNo', '收款账号', { width: 24, nowrap: true }),
  {
    key: 'accountBank',
    header: '开户银行',
    width: 22,
    format: (row) => bankAccountOf(row.accountNo)?.accountBank ?? '',
  },
];

/**
 * 合同账单 (seed 001 §2.7, §3 contract bill row: id, contractNo, canPush): one row per bill of a
 * contract and period, with what its date and amounts say today (billStatus 10 current, 20
 * overdue, 30 subsequent, 40 settled; overdueDays; canPush), which the api adds to every row it
 * answers or exports (contracts.ts contractBillFacts).
 */
export const CONTRACT_BILL_COLUMNS: readonly ListColumn[] = [
  field('tenantName', '企业名称', { width: 28 }),
  field('contractNo', '合同编号', { width: 20, nowrap: true }),
  field('billNo', '账单编号', { width: 22, nowrap: true }),
  field('billPeriod', '账期', { width: 10, nowrap: true }),
  field('billTypeName', '费用类型', { width: 12 }),
  field('dueDate', '应收日期', { width: 12, nowrap: true }),
  field('theoryAmount', '应收金额（元）', { width: 14 }),
  field('payedAmount', '已收金额（元）', { width: 14 }),
  field('remainingAmount', '未收金额（元）', { width: 14 }),
  field('overdueDays', '逾期天数', { width: 10 }),
  coded('billStatus', '账单状态', CONTRACT_BILL_STATUS_LABELS, { width: 10, nowrap: true }),
  coded('code', '结清状态', CONTRACT_BILL_CODE_LABELS, { width: 10, nowrap: true }),
  time('createTime', '导入时间'),
];

export const CONTRACT_LIST: ListSpec = { id: 'contract', columns: () => CONTRACT_COLUMNS };
export const CONTRACT_BILL_LIST: ListSpec = { id: 'contract-bill', columns: () => CONTRACT_BILL_COLUMNS };
