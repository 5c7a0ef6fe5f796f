import { z } from 'zod';
import { bankAccountOf, CONTRACT_AUDIT_STATUS_LABELS, CONTRACT_STATUS_LABELS } from '../contracts.js';
import { isIsoDate } from '../dates.js';
import type { MessageCode } from '../messages/catalogue.js';
import { BILL_COMPANY_NAME_MAX, BILL_MONTH, nonNegativeAmount } from './bill.js';
import { recordChangesSchema, recordEditSchema } from './record-changes.js';

/**
 * Contracts and contract bills (seed 001 §3 Contract; §9 formats): the rules an imported row and
 * an edit obey. Every issue is a catalogue code, so the import's error report and the dialogs
 * say the same thing.
 */

export const CONTRACT_NO_MAX = 50;
export const CONTRACT_TEXT_MAX = 50;
export const CONTRACT_BILL_TYPE_MAX = 20;

const need = (code: MessageCode) => ({ error: code });
const text = (max: number) =>
  z.string(need('IMPORT.REQUIRED')).trim().min(1, need('IMPORT.REQUIRED')).max(max, need('IMPORT.TOO_LONG'));
const date = z.string(need('IMPORT.DATE_INVALID')).refine(isIsoDate, need('IMPORT.DATE_INVALID'));
const coded = (labels: Readonly<Record<string, string>>) =>
  z.string(need('IMPORT.CODE_UNKNOWN')).refine((v) => Object.hasOwn(labels, v), need('IMPORT.CODE_UNKNOWN'));
/** A park account, or none yet ('': the notice names the park's first account). */
const accountNo = z
  .string(need('CONTRACT.ACCOUNT_UNKNOWN'))
  .refine((v) => v === '' || bankAccountOf(v) !== null, need('CONTRACT.ACCOUNT_UNKNOWN'));

/** One contract as recorded (an import row once its cells are read and its tenant found). */
export const contractRecordSchema = z
  .object({
    companyId: z.string(need('IMPORT.COMPANY_UNKNOWN')),
    tenantName: text(BILL_COMPANY_NAME_MAX),
    contractNo: text(CONTRACT_NO_MAX),
    startDate: date,
    endDate: date,
    signDate: date.or(z.literal('')),
    portfolioName: text(CONTRACT_TEXT_MAX),
    buildingName: text(CONTRACT_TEXT_MAX),
    roomNumber: text(CONTRACT_TEXT_MAX),
    contractAmount: nonNegativeAmount,
    areaSize: nonNegativeAmount,
    contractStatus: coded(CONTRACT_STATUS_LABELS),
    auditStatus: coded(CONTRACT_AUDIT_STATUS_LABELS),
    accountNo: accountNo.default(''),
  })
  .refine((c) => c.endDate >= c.startDate, { error: 'CONTRACT.DATES_INVALID', path: ['endDate'] });
export type ContractRecord = z.infer<typeof contractRecordSchema>;

/**
 * The edit-account dialog (seed 001 §7.3 update contract account: contractNo, accountNo): the
 * account is the one thing an operator changes on a contract here.
 */
export const contractChangesSchema = recordChangesSchema(
  {
    accountNo: z
      .string(need('CONTRACT.ACCOUNT_REQUIRED'))
      .refine((v) => bankAccountOf(v) !== null, need('CONTRACT.ACCOUNT_REQUIRED')),
  },
  { fixed: 'CONTRACT.ONLY_ACCOUNT', required: { accountNo: 'CONTRACT.ACCOUNT_REQUIRED' } },
);
export type ContractChanges = z.infer<typeof contractChangesSchema>;
export const contractEditSchema = recordEditSchema(contractChangesSchema);

/** One bill of a contract (an import row once its cells are read and its tenant found). */
export const contractBillRecordSchema = z.object({
  companyId: z.string(need('IMPORT.COMPANY_UNKNOWN')),
  tenantName: text(BILL_COMPANY_NAME_MAX),
  contractNo: text(CONTRACT_NO_MAX),
  billNo: text(CONTRACT_NO_MAX),
  billPeriod: z.string(need('IMPORT.MONTH_INVALID')).regex(BILL_MONTH, need('IMPORT.MONTH_INVALID')),
  billTypeName: text(CONTRACT_BILL_TYPE_MAX),
  dueDate: date,
  theoryAmount: nonNegativeAmount,
  payedAmount: nonNegativeAmount,
});
export type ContractBillRecord = z.infer<typeof contractBillRecordSchema>;

/** What an edit of a contract bill changes: the amount received (the state follows from it). */
export const contractBillChangesSchema = recordChangesSchema(
  { payedAmount: nonNegativeAmount },
  { fixed: 'CONTRACT.BILL_ONLY_PAYED', required: { payedAmount: 'CONTRACT.PAYED_AMOUNT_REQUIRED' } },
);
export type ContractBillChanges = z.infer<typeof contractBillChangesSchema>;
export const contractBillEditSchema = recordEditSchema(contractBillChangesSchema);
