/**
 * The loan wizard's structure (seed 002 §2, §3) that both the form and its validation need.
 * The seed names each yearly list but not the amount field of its rows except `picaitas`; the
 * others are the list name's singular, following that one example.
 */

export const LOAN_WIZARD_STEPS = ['基本信息', '研发实力', '团队实力', '融资能力', '经营实力', '信用记录'] as const;

export interface YearlyList {
  /** The list's field in the application. */
  list: string;
  /** The amount field of each row (the row also has yearNum). */
  value: string;
  label: string;
  /** Profits can be negative; the other amounts cannot. */
  signed: boolean;
}

/** The eight yearly lists of the operating-strength page, each at most 3 rows. */
export const LOAN_YEARLY_LISTS = [
  { list: 'picaitass', value: 'picaitas', label: '实缴资本', signed: false },
  { list: 'totalAssetsScaleInTheStatements', value: 'totalAssetsScaleInTheStatement', label: '报表总资产规模', signed: false },
  { list: 'rdInvestmentTotals', value: 'rdInvestmentTotal', label: '研发投入', signed: false },
  { list: 'revenuetTotals', value: 'revenuetTotal', label: '营业总收入', signed: false },
  { list: 'netProfits', value: 'netProfit', label: '净利润', signed: true },
  {
    list: 'financialStatementAssetsAndLiabilitiess',
    value: 'financialStatementAssetsAndLiabilities',
    label: '资产负债',
    signed: false,
  },
  { list: 'totalRevenueForecasts', value: 'totalRevenueForecast', label: '未来两年营业收入预测', signed: false },
  { list: 'totalProfitForecasts', value: 'totalProfitForecast', label: '未来两年利润预测', signed: true },
] as const satisfies readonly YearlyList[];
export type YearlyListName = (typeof LOAN_YEARLY_LISTS)[number]['list'];
