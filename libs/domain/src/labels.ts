/**
 * zh-CN display labels for stored codes. Where a seed names a value in Chinese the label is
 * the seed's; where it names it only in English the label is our translation (marked "ours").
 * Messages (validation, toasts, confirms) are in messages/catalogue.ts, not here.
 */
import type { DemandCategory, LabAppointmentType, PropertyType, VerificationFormType, VisitIntention } from './constants.js';

/** Label of a code in a label map (numbers and numeric strings alike), else the fallback. */
export function labelOf(labels: Readonly<Record<string | number, string>>, code: unknown, fallback = ''): string {
  if (code === null || code === undefined) return fallback;
  return Object.hasOwn(labels, String(code)) ? labels[String(code)]! : fallback;
}

// --- Review states ----------------------------------------------------------------------

/** Enterprise and provider audit_state column (ours: the seed says under review / approved / rejected). */
export const AUDIT_STATE_LABELS = { 0: '审核中', 1: '已通过', '-1': '已驳回' } as const;
/** Enterprise and provider tabs filter on auditState (ours). */
export const AUDIT_TAB_LABELS = { 0: '待审核', 1: '已通过', '-1': '已驳回' } as const;
/** Account applications: 通过 / 未通过 are the seed's. */
export const ACCOUNT_CHECK_LABELS = { 0: '审核中', 1: '通过', '-1': '未通过' } as const;
/** Visit and laboratory appointments (ours). */
export const APPOINTMENT_CHECK_LABELS = { 0: '审核中', 1: '已通过', '-1': '已驳回' } as const;
/** Service demands (seed 002 §4). */
export const DEMAND_CHECK_LABELS = { 0: '待审核', 1: '已通过', '-1': '已驳回' } as const;
/** Activities (seed 002 §4). */
export const ACTIVITY_CHECK_LABELS = { 0: '未审核', 1: '已通过', '-1': '未通过' } as const;
/** checkState tabs of account, visit and laboratory lists (ours). */
export const CHECK_STATE_TAB_LABELS = { 1: '待审核', 2: '已审核' } as const;
/** Suggestion states (ours). */
export const SUGGESTION_STATE_LABELS = { submitted: '待回复', replied: '已回复' } as const;

export const ACTIVITY_PROGRESS_LABELS = { ended: '已结束', ongoing: '进行中' } as const;
/** 已结束 once the apply deadline is earlier than now; `now` is passed in (no clock here). */
export function activityProgressLabel(applyDeadline: string | Date, now: string | Date): string {
  return new Date(applyDeadline).getTime() < new Date(now).getTime()
    ? ACTIVITY_PROGRESS_LABELS.ended
    : ACTIVITY_PROGRESS_LABELS.ongoing;
}

// --- Loans (seed 002 §4) ----------------------------------------------------------------

/** Every checkState with its own meaning (ours, from the seed's English table). */
export const LOAN_CHECK_STATE_LABELS = {
  1001: '审核中',
  1002: '初审通过',
  1003: '初审驳回',
  1004: '复审通过',
  1005: '复审驳回',
  1006: '初审补充资料',
  1007: '初审补充资料完成',
  1008: '复审补充资料',
  1009: '复审补充资料完成',
  2000: '审核中',
  2001: '已通过',
  2002: '已拒绝',
  2003: '待补充资料',
} as const;

/** First-round reviewer list (qryCheckListPower 4): any second-round outcome reads as first round passed. */
export function loanFirstRoundLabel(checkState: unknown): string {
  const code = Number(checkState);
  if ([1004, 1005, 1008, 1009].includes(code)) return LOAN_CHECK_STATE_LABELS[1002];
  return labelOf(LOAN_CHECK_STATE_LABELS, code);
}

/** Second-round (credit institution) display of seed 002 §4. */
export const LOAN_SECOND_ROUND_LABELS = {
  1001: '审核中',
  1002: '审核中',
  1003: '初审驳回',
  1004: '已通过',
  1005: '已驳回',
  1006: '资料修改',
  1007: '资料修改完成',
  1008: '资料修改',
  1009: '资料修改完成',
} as const;
export const loanSecondRoundLabel = (checkState: unknown): string => labelOf(LOAN_SECOND_ROUND_LABELS, checkState);

/** bankCheckState per product and bank; any other value reads 未审核. */
export const BANK_CHECK_STATE_LABELS = { 1004: '已通过', 1005: '已驳回', 1008: '补充资料', 1009: '补充资料完成' } as const;
export const BANK_NOT_REVIEWED_LABEL = '未审核';
export const bankCheckStateLabel = (state: unknown): string =>
  labelOf(BANK_CHECK_STATE_LABELS, state, BANK_NOT_REVIEWED_LABEL);

/** Founder education options (ours, in the seed's order); the label is the stored value. */
export const EDUCATION_OPTIONS = ['博士及以上', '硕士', '本科', '大专', '高中'] as const;
export type Education = (typeof EDUCATION_OPTIONS)[number];
export const EMPLOYEE_STOCK_OWNERSHIP_LABELS = { 1: '是', 2: '否' } as const;

// --- People -----------------------------------------------------------------------------

export const GENDER_LABELS = { 1: '男', 2: '女' } as const;
/** 0/1 flags such as whetherOutsideCity and whether_settled. */
export const YES_NO_LABELS = { 0: '否', 1: '是' } as const;

// --- Appointments (seed 000 §9) ---------------------------------------------------------

/** Visit intention codes (ours). */
export const VISIT_INTENTION_LABELS: Record<VisitIntention, string> = {
  1: '孵化器',
  2: '生物医用材料协同创新中心',
  3: '国际平行实验室',
  4: '联合创新实验室',
};
/** '1,3' → '孵化器、国际平行实验室'; unknown codes are dropped. */
export function visitIntentionNames(intentionVisit: string): string {
  return intentionVisit
    .split(',')
    .map((c) => labelOf(VISIT_INTENTION_LABELS, c.trim()))
    .filter(Boolean)
    .join('、');
}

/** Laboratory appointmentType (ours). */
export const LAB_APPOINTMENT_TYPE_LABELS: Record<LabAppointmentType, string> = {
  1: '国际生物医药平行实验室',
  2: '联合创新实验室',
};

// --- Service demands --------------------------------------------------------------------

/** The demand lists (ours). */
export const DEMAND_CATEGORY_LABELS: Record<DemandCategory, string> = {
  equipment: '设备服务需求',
  sharing: '共享中心服务需求',
  'supply-chain': '供应链服务需求',
  property: '物业服务需求',
  'bio-work': '生物医药工作需求',
  'bio-service': '生物医药服务需求',
};

/**
 * Property service types (seed 002 §9), for the add form, the lists, the detail and exports alike.
 * Seed 001 §3 also reports an add form numbered 1 活动承接 … 6 月租车辆办理; parkflow keeps only
 * seed 002's table (items stored with the other numbering were recoded by migration 1763900400000).
 */
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  1: '内保业务',
  2: '活动承接',
  3: '有偿工程维修',
  4: '月租车辆办理',
  5: '绿植租摆',
  6: '桶装水订购',
};
/** Any value outside 1-5 reads 桶装水订购, as the seed's lists do. */
export const propertyTypeLabel = (code: unknown): string => labelOf(PROPERTY_TYPE_LABELS, code, PROPERTY_TYPE_LABELS[6]);

/** Supply-chain type in lists (ours): any other value is unknown. */
export const SUPPLY_CHAIN_TYPE_LIST_LABELS = { 1: '供应链服务中心', 2: '进口试剂耗材' } as const;
export const SUPPLY_CHAIN_TYPE_UNKNOWN = '未知';
export const supplyChainTypeListLabel = (code: unknown): string =>
  labelOf(SUPPLY_CHAIN_TYPE_LIST_LABELS, code, SUPPLY_CHAIN_TYPE_UNKNOWN);
/** The supply-chain add form offers only these (ours). */
export const SUPPLY_CHAIN_TYPE_ADD_FORM_LABELS = { 1: '供应链服务中心', 2: '试剂超市' } as const;

// --- Operations (seed 001) --------------------------------------------------------------

/** Payment state of most bills, edited by a radio choice. */
export const BILL_PAYMENT_STATES = ['已支付', '未支付'] as const;
/** Rent bill state values (stored as text); only 已结清 shows as success. */
export const RENT_BILL_STATES = ['未付款', '已结清', '部分结清', '待退款'] as const;
export const RENT_BILL_SETTLED = '已结清';
/** Rent bill status filter (ours). */
export const RENT_BILL_STATUS_LABELS = { 10: '当期', 20: '逾期', 30: '后续', 40: '已结清' } as const;

export const ACCOUNT_STATUS_LABELS = { 1: '正常', 2: '冻结' } as const;
/** Gate-guard staff: 1 normal, anything else frozen. */
export const guardStatusLabel = (status: unknown): string => (Number(status) === 1 ? '正常' : '冻结');
export const AVAILABILITY_LABELS = { 1: '上架', 0: '下架' } as const;
export const BOOKING_ORDER_STATUS_LABELS = { 0: '待处理', 1: '已接单', 2: '已拒绝' } as const;
/** The `mark` filter of booking orders (seed 001 §7.3). */
export const BOOKING_ORDER_MARKS = ['设备', '服务'] as const;
export const SERVICE_TAG_LABELS = { 1: '创新药', 2: '高性能医疗器械' } as const;

export const VERIFICATION_FORM_TYPE_LABELS: Record<VerificationFormType, string> = {
  wf: '转运车辆',
  wh: '车辆预约',
  wht: '货物配送',
  cmt: '携物出园',
};
const VERIFICATION_IN_PROGRESS: Record<VerificationFormType, string | null> = {
  wf: '转运中',
  wh: '已入园',
  wht: '配送中',
  cmt: null,
};
/** Status 1 shows the form type's in-progress label, anything else 已核验; cmt is always 已核验. */
export function verificationStatusLabel(formType: VerificationFormType, status: unknown): string {
  const inProgress = VERIFICATION_IN_PROGRESS[formType];
  return inProgress && Number(status) === 1 ? inProgress : '已核验';
}
/** wf transferType: 1 joint, anything else non-joint. */
export const transferTypeLabel = (transferType: unknown): string => (Number(transferType) === 1 ? '联运' : '非联运');

/** Safety inspection danger types and correction states (seed 001). */
export const DANGER_TYPES = [
  '安全管理资料',
  '电气安全',
  '设施设备',
  '特种设备',
  '危险化学品储存和使用',
  '消防安全',
  '作业场所及管理',
  '其他',
] as const;
export const CORRECTION_STATES = ['未整改', '已整改', '无问题'] as const;
