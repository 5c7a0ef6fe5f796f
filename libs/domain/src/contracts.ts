import { addDays, parkToday } from './dates.js';
import { RENT_BILL_STATUS_LABELS } from './labels.js';

/*
 * Contracts and contract bills (seed 001 §2.7, §3 Contract, §4, §7.3): the dictionaries their
 * statuses come from, the park's bank accounts a contract is paid into, and what a contract
 * bill's date and amounts say about it today (current, overdue, its overdue days, whether it may
 * be pushed or chased). One home: the lists, the import, the edit-account dialog, the notices and
 * the api's checks all read them here.
 */

/** A dictionary entry as the legacy dictionary call answers it (value stored, label shown). */
export interface DictionaryItem {
  value: string;
  label: string;
}

/**
 * The seed names the dictionaries (zg_contract_status, zg_contract_audit_status) but not their
 * values (§4); these are parkflow's, in the order a lease goes through them.
 */
export const DICTIONARIES = {
  zg_contract_status: [
    { value: '1', label: '待生效' },
    { value: '2', label: '执行中' },
    { value: '3', label: '已到期' },
    { value: '4', label: '已退租' },
    { value: '5', label: '已作废' },
  ],
  zg_contract_audit_status: [
    { value: '0', label: '待提交' },
    { value: '1', label: '审核中' },
    { value: '2', label: '审核通过' },
    { value: '3', label: '审核驳回' },
  ],
} as const satisfies Record<string, readonly DictionaryItem[]>;
export type DictionaryCode = keyof typeof DICTIONARIES;
export const DICTIONARY_CODES = Object.keys(DICTIONARIES) as DictionaryCode[];
export const isDictionaryCode = (code: string): code is DictionaryCode => Object.hasOwn(DICTIONARIES, code);

/** A dictionary as a label table (value → label), for coded list columns and imports. */
export const dictionaryLabels = (code: DictionaryCode): Readonly<Record<string, string>> =>
  Object.fromEntries(DICTIONARIES[code].map((item) => [item.value, item.label]));

export const CONTRACT_STATUS_LABELS = dictionaryLabels('zg_contract_status');
export const CONTRACT_AUDIT_STATUS_LABELS = dictionaryLabels('zg_contract_audit_status');

/** A bank account the park collects rent into (seed 001 §3: accountNo, accountName, accountBank). */
export interface BankAccount {
  accountNo: string;
  accountName: string;
  accountBank: string;
}

/** The park operator, as a dunning notice signs it. */
export const PARK_OPERATOR_NAME = '苏州生物医药产业园运营管理有限公司';

/**
 * The park's collection accounts (the bank account list of seed 001 §7.3). A contract names one
 * (the edit-account dialog); a notice without one names the first.
 */
export const BANK_ACCOUNTS: readonly BankAccount[] = [
  { accountNo: '5307 6215 0410 0018 827', accountName: PARK_OPERATOR_NAME, accountBank: '中国银行苏州工业园区支行' },
  { accountNo: '5129 0371 8310 608', accountName: PARK_OPERATOR_NAME, accountBank: '招商银行苏州独墅湖支行' },
  { accountNo: '1102 0207 0920 0162 415', accountName: PARK_OPERATOR_NAME, accountBank: '中国工商银行苏州星海支行' },
];

export const bankAccountOf = (accountNo: unknown): BankAccount | null =>
  BANK_ACCOUNTS.find((a) => a.accountNo === accountNo) ?? null;

/** A bank account as the dialog's select shows it. */
export const bankAccountLabel = (a: BankAccount): string => `${a.accountBank} ${a.accountNo}（${a.accountName}）`;

/** How long a tenant has to pay once chased (the notice says so). */
export const DUNNING_DAYS_TO_PAY = 7;

// --- Contract bills today ----------------------------------------------------------------

/** A contract bill's settlement state (stored as text, like rent bills; seed 001 §4). */
export const CONTRACT_BILL_STATES = { unpaid: '未付款', partial: '部分结清', settled: '已结清' } as const;
export type ContractBillState = (typeof CONTRACT_BILL_STATES)[keyof typeof CONTRACT_BILL_STATES];
/** A bill's status today: 10 current, 20 overdue, 30 subsequent, 40 settled (seed 001 §4). */
export type ContractBillStatus = 10 | 20 | 30 | 40;
export const CONTRACT_BILL_STATUS_LABELS = RENT_BILL_STATUS_LABELS;

/** What a batch push or a dunning run is about: the current (10) or the overdue (20) bills. */
export const DUNNING_TARGETS = [10, 20] as const;
export type DunningTarget = (typeof DUNNING_TARGETS)[number];
export const isDunningTarget = (value: unknown): value is DunningTarget =>
  DUNNING_TARGETS.some((t) => String(t) === String(value));

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The state an amount paid gives a bill. */
export function contractBillState(theoryAmount: number, payedAmount: number): ContractBillState {
  if (payedAmount <= 0) return CONTRACT_BILL_STATES.unpaid;
  return payedAmount >= theoryAmount ? CONTRACT_BILL_STATES.settled : CONTRACT_BILL_STATES.partial;
}

/** Whole days from one yyyy-MM-dd to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface ContractBillFacts {
  remainingAmount: number;
  /** 10 current, 20 overdue, 30 subsequent, 40 settled. */
  billStatus: ContractBillStatus;
  overdueDays: number;
  /** Pushable and chased: not settled, and due this period or overdue. */
  canPush: boolean;
}

/**
 * What a bill's amounts and due date say on the park's day `today` (yyyy-MM-dd): settled when
 * paid in full; overdue once its due date has passed; current when its period has begun (its
 * month is this month or earlier) and it is not yet due; subsequent when its period is to come.
 */
export function contractBillFacts(
  fields: { theoryAmount?: unknown; payedAmount?: unknown; dueDate?: unknown; billPeriod?: unknown },
  today: string,
): ContractBillFacts {
  const theory = Number(fields.theoryAmount ?? 0);
  const payed = Number(fields.payedAmount ?? 0);
  const remainingAmount = round2(Math.max(0, theory - payed));
  const dueDate = typeof fields.dueDate === 'string' ? fields.dueDate : '';
  const month = typeof fields.billPeriod === 'string' ? fields.billPeriod : '';
  let billStatus: ContractBillStatus;
  if (remainingAmount <= 0) billStatus = 40;
  else if (dueDate !== '' && dueDate < today) billStatus = 20;
  else if (month !== '' && month > today.slice(0, 7).replace('-', '.')) billStatus = 30;
  else billStatus = 10;
  const overdueDays = billStatus === 20 ? daysBetween(dueDate, today) : 0;
  return { remainingAmount, billStatus, overdueDays, canPush: billStatus === 10 || billStatus === 20 };
}

/** The park's day as contract bills read it (overdue days count park days). */
export const contractBillToday = (now: Date): string => parkToday(now);

/** The due date a bill of a month gets by default: the 15th of that month. */
export const defaultDueDate = (billPeriod: string): string => addDays(`${billPeriod.replace('.', '-')}-15`, 0);
