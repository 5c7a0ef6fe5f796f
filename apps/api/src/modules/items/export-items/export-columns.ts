import {
  ACTIVITY_CHECK_LABELS,
  DEMAND_CHECK_LABELS,
  LAB_APPOINTMENT_TYPE_LABELS,
  visitIntentionNames,
  YES_NO_LABELS,
  DEMAND_CATEGORY_LABELS,
  type Kind,
  LOAN_CHECK_STATE_LABELS,
  labelOf,
  loanFirstRoundLabel,
  loanSecondRoundLabel,
  propertyTypeLabel,
  supplyChainTypeListLabel,
} from '@parkflow/domain';
import { parkDateTime } from '../park-time.js';

export interface ExportColumn {
  header: string;
  width?: number;
  value(row: Record<string, unknown>, index: number): string | number;
}

const field = (name: string) => (row: Record<string, unknown>) => {
  const v = row[name];
  return v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : (v as string | number);
};
const index = { header: '序号', width: 8, value: (_: Record<string, unknown>, i: number) => i + 1 };
const time = (name: string) => (row: Record<string, unknown>) => parkDateTime(row[name]);
/** The first of several field names that holds a value (a seed name, then parkflow's). */
const either = (...names: string[]) => (row: Record<string, unknown>) => {
  const name = names.find((n) => row[n] !== null && row[n] !== undefined && row[n] !== '');
  return name ? field(name)(row) : '';
};

const status = (row: Record<string, unknown>) => labelOf(DEMAND_CHECK_LABELS, row.code, String(row.code ?? ''));

/** The demand type column of the supply-chain and property lists (labels from libs/domain). */
function demandType(row: Record<string, unknown>): string {
  if (row.category === 'property') return propertyTypeLabel(row.propertyType);
  if (row.category === 'supply-chain') return supplyChainTypeListLabel(row.type);
  return '';
}

/** Credit granted per bank (second round), one line per bank. */
const credits = (pick: (c: Record<string, unknown>) => unknown) => (row: Record<string, unknown>) =>
  Array.isArray(row.creditInstitutions)
    ? (row.creditInstitutions as Record<string, unknown>[]).map((c) => String(pick(c) ?? '')).join('\n')
    : '';

/** A saved, not yet submitted loan has no checkState (its machine labels the state 草稿). */
const DRAFT_LABEL = '草稿';

const LOAN_BASE: ExportColumn[] = [
  index,
  { header: '订单编号', width: 38, value: field('id') },
  { header: '企业名称', width: 28, value: field('enterpriseName') },
  { header: '统一社会信用代码', width: 22, value: field('uscc') },
  { header: '实际控制人', value: field('actualControllerName') },
  { header: '实际控制人电话', width: 14, value: field('actualControllerMobile') },
  { header: '意向债权融资金额（万元）', width: 14, value: field('intendedFinancingAmountClaims') },
  { header: '意向股权融资金额（万元）', width: 14, value: field('intendedFinancingAmountStockRight') },
  { header: '提交时间', width: 20, value: time('createTime') },
  { header: '最后更新时间', width: 20, value: time('updateTime') },
];

/** The seed's columns for each exportable list, with zh-CN headers. */
export const EXPORT_COLUMNS: Partial<Record<Kind, ExportColumn[]>> = {
  'lab-appointment': [
    index,
    { header: '申请类型', width: 24, value: (r) => labelOf(LAB_APPOINTMENT_TYPE_LABELS, r.appointmentType) },
    { header: '联系人', value: field('contacts') },
    { header: '提交人', value: either('username', 'createByName') },
    { header: '提交时间', width: 20, value: time('createTime') },
    { header: '联系电话', width: 14, value: field('tel') },
    { header: '公司名称', width: 28, value: field('companyName') },
    { header: '预约时间', width: 36, value: (r) => [r.startTime, r.endTime].filter(Boolean).join(' 至 ') },
    { header: '审核时间', width: 20, value: time('checkTime') },
    { header: '反馈意见', width: 30, value: field('rejectionReasons') },
    { header: '状态', value: status },
  ],
  'visit-appointment': [
    index,
    { header: '联系人', value: field('contacts') },
    { header: '联系电话', width: 14, value: field('tel') },
    { header: '公司名称', width: 28, value: field('companyName') },
    { header: '提交时间', width: 20, value: time('createTime') },
    {
      header: '参观意向',
      width: 36,
      value: (r) => visitIntentionNames(String(r.intentionVisit ?? '')),
    },
    { header: '是否来自市外', value: (r) => labelOf(YES_NO_LABELS, r.whetherOutsideCity, YES_NO_LABELS[0]) },
    { header: '参观人数', value: field('visitorsNum') },
    { header: '参观日期', width: 14, value: field('visitDate') },
    { header: '参观目的', width: 30, value: field('visitPurpose') },
    { header: '状态', value: status },
    { header: '驳回原因', width: 30, value: field('rejectionReasons') },
  ],
  suggestion: [
    index,
    { header: '主题', width: 24, value: field('theme') },
    { header: '建议内容', width: 48, value: field('suggestion') },
    { header: '提交人', value: either('userName', 'createByName') },
    { header: '联系电话', width: 14, value: field('tel') },
    { header: '提交时间', width: 20, value: time('createTime') },
    { header: '回复', width: 40, value: field('reply') },
  ],
  'service-demand': [
    index,
    { header: '公司名称', width: 28, value: field('companyName') },
    { header: '联系人', value: field('contacts') },
    { header: '联系电话', width: 14, value: field('tel') },
    { header: '服务需求', width: 40, value: field('serviceDemand') },
    { header: '需求类别', width: 18, value: (r) => labelOf(DEMAND_CATEGORY_LABELS, r.category) },
    { header: '需求类型', width: 16, value: demandType },
    { header: '提交时间', width: 20, value: time('createTime') },
    { header: '状态', value: status },
  ],
  // seed 002 §2 activity audit (eventPromotion/eventExport)
  activity: [
    index,
    { header: '标题', width: 30, value: field('title') },
    { header: '报名截止日期', width: 14, value: field('applyDeadline') },
    { header: '发布日期', width: 14, value: field('publishDate') },
    { header: '状态', value: (r) => labelOf(ACTIVITY_CHECK_LABELS, r.code) },
    { header: '报名人数', value: (r) => Number(r.personNum ?? 0) },
    { header: '人数上限', value: field('peopleLimit') },
  ],
  // seed 002 §2 reviewer list (service/apply/export with baseIds)
  loan: [
    ...LOAN_BASE,
    { header: '初审状态', value: (r) => (r.code === 'draft' ? DRAFT_LABEL : loanFirstRoundLabel(r.code)) },
    { header: '复审状态', value: (r) => loanSecondRoundLabel(r.code) },
    { header: '授信机构', width: 20, value: credits((c) => c.creditInstitutions) },
    { header: '授信金额（万元）', value: credits((c) => c.creditAmount) },
    { header: '利率（%）', value: credits((c) => c.interestRate) },
    { header: '期限（月）', value: credits((c) => c.term) },
  ],
  'loan-v2': [...LOAN_BASE, { header: '审核状态', value: (r) => labelOf(LOAN_CHECK_STATE_LABELS, r.code) }],
};
