import { loanFirstRoundLabel, loanSecondRoundLabel, STATE_LABELS } from '../labels.js';
import { coded, field, type ListColumn, type ListRow, type ListSpec, lines, time } from './list-spec.js';
import type { LoanViewer } from './viewer.js';

/**
 * The application's columns, in the seed 002 §2 reviewer list's order. The order number is drawn
 * at submission (apps/api loan-order-numbers.ts); a draft has none.
 */
const ORDER_NUMBER = field('orderNumber', '订单编号', { width: 18, nowrap: true });
const APPLICATION: ListColumn[] = [
  field('enterpriseName', '企业名称', { width: 28 }),
  field('uscc', '统一社会信用代码', { width: 22, nowrap: true }),
  field('actualControllerName', '实际控制人'),
  field('actualControllerMobile', '联系电话', { width: 14, nowrap: true }),
  field('intendedFinancingAmountClaims', '意向债权融资金额（万元）', { width: 14 }),
  field('intendedFinancingAmountStockRight', '意向股权融资金额（万元）', { width: 14 }),
  time('createTime', '提交时间'),
  time('updateTime', '最后更新时间'),
];

/**
 * One value per granted (product, bank) pair, one line each. The server sends a credit
 * institution only its own bank's pairs (libs/workflows loanViewForBank).
 */
const perPair = (key: string, header: string, width?: number): ListColumn => ({
  key,
  header,
  width,
  format: (row: ListRow) =>
    lines(Array.isArray(row.creditInstitutions) ? (row.creditInstitutions as Record<string, unknown>[]).map((c) => c[key]) : []),
});
const CREDIT: ListColumn[] = [
  perPair('creditInstitutions', '授信机构', 20),
  perPair('creditAmount', '授信金额（万元）'),
  perPair('interestRate', '利率（%）'),
  perPair('term', '期限（月）'),
];

/**
 * Seed 002 §6: the first-round reviewer sees the first and second review states; a credit
 * institution its own bank's state (`bankState`, which the server derives for it); the applicant
 * the application's own state.
 */
function statusColumns(viewer: LoanViewer): ListColumn[] {
  switch (viewer) {
    case 'reviewer':
      return [
        { key: 'firstRound', header: '初审状态', pinned: true, format: (row) => loanFirstRoundLabel(row.code) },
        { key: 'secondRound', header: '复审状态', pinned: true, format: (row) => loanSecondRoundLabel(row.code) },
      ];
    case 'bank':
      return [
        {
          key: 'bankState',
          header: '审核状态',
          pinned: true,
          format: (row) => (row.bankState === null || row.bankState === undefined ? '' : loanSecondRoundLabel(row.bankState)),
        },
      ];
    case 'applicant':
      return [{ ...coded('code', '审核状态', STATE_LABELS.loan), pinned: true }];
    default: {
      const never: never = viewer;
      return never;
    }
  }
}

export const LOAN_LIST: ListSpec = {
  id: 'loan',
  columns: (view) => [ORDER_NUMBER, ...APPLICATION, ...statusColumns(view.viewer ?? 'applicant'), ...CREDIT],
};

/** The newer loan flow: the application and its own state (2000–2003); it has no order numbers. */
export const LOAN_V2_LIST: ListSpec = {
  id: 'loan-v2',
  columns: () => [...APPLICATION, { ...coded('code', '审核状态', STATE_LABELS['loan-v2']), pinned: true }],
};
