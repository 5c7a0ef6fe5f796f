/**
 * zh-CN display labels for stored codes. Where a seed names a value in Chinese the label is
 * the seed's; where it names it only in English the label is our translation (marked "ours").
 * Messages (validation, toasts, confirms) are in messages/catalogue.ts, not here.
 */
import {
  AUDIT_STATE,
  BOOKING_ORDER_STATUS,
  type AuditState,
  type BankCheckState,
  type CheckStateTab,
  type DemandCategory,
  type LabAppointmentType,
  LOAN_CHECK_STATE,
  LOAN_V2_STATE,
  type LoanCheckState,
  type LoanV2State,
  type PropertyType,
  type VerificationFormType,
  type VisitIntention,
} from './constants.js';
import type { Kind } from './kinds.js';

/** Label of a code in a label map (numbers and numeric strings alike), else the fallback. */
export function labelOf(labels: Readonly<Record<string | number, string>>, code: unknown, fallback = ''): string {
  if (code === null || code === undefined) return fallback;
  return Object.hasOwn(labels, String(code)) ? labels[String(code)]! : fallback;
}

// --- Review states ----------------------------------------------------------------------
// One table per code concept; every screen, export, live payload and machine diagram reads the
// label of a stored code from here (STATE_LABELS below).
// docs/decisions/0011-one-home-labels-columns-visibility.md records where two tables disagreed and
// which wording won.

/**
 * Enterprise and provider audit_state (ours: the seed says under review / approved / rejected).
 * Visit and laboratory appointments use the same words (seed 000: isCheck 0 under review).
 */
export const AUDIT_STATE_LABELS = { 0: '审核中', 1: '已通过', '-1': '已驳回' } as const satisfies Record<AuditState, string>;
/** Enterprise and provider tabs filter on auditState (ours). */
export const AUDIT_TAB_LABELS = { 0: '待审核', 1: '已通过', '-1': '已驳回' } as const satisfies Record<AuditState, string>;
/** Account applications: 通过 / 未通过 are the seed's. */
export const ACCOUNT_CHECK_LABELS = { 0: '审核中', 1: '通过', '-1': '未通过' } as const satisfies Record<AuditState, string>;
/** Visit and laboratory appointments (ours, seed 000: 0 under review). */
export const APPOINTMENT_CHECK_LABELS = AUDIT_STATE_LABELS;
/** Service demands (seed 002 §4). */
export const DEMAND_CHECK_LABELS = { 0: '待审核', 1: '已通过', '-1': '已驳回' } as const satisfies Record<AuditState, string>;
/** Activities (seed 002 §4). */
export const ACTIVITY_CHECK_LABELS = { 0: '未审核', 1: '已通过', '-1': '未通过' } as const satisfies Record<AuditState, string>;
/** checkState tabs of account, visit and laboratory lists (ours). */
export const CHECK_STATE_TAB_LABELS = { 1: '待审核', 2: '已审核' } as const satisfies Record<CheckStateTab, string>;
/** Suggestion states (ours). */
export const SUGGESTION_STATE_LABELS = { submitted: '待回复', replied: '已回复' } as const;

/**
 * Payment state of water, wattage and the other plain bills (seed 001 §4: 已支付 / 未支付, a radio
 * in the edit dialog); stored as the bill's code. A deleted bill leaves every list.
 */
export const BILL_PAY_STATE_LABELS = { 0: '未支付', 1: '已支付' } as const;
export const BILL_DELETED_CODE = 'deleted';
export const BILL_STATE_LABELS = { ...BILL_PAY_STATE_LABELS, [BILL_DELETED_CODE]: '已删除' } as const;
/** Rent bill payment state (seed 001 §3 Rent bill, §4): the value is the stored code; only 已结清 is success. */
export const RENT_BILL_PAY_STATE_LABELS = { 未付款: '未付款', 已结清: '已结清', 部分结清: '部分结清', 待退款: '待退款' } as const;
export const RENT_BILL_STATE_LABELS = { ...RENT_BILL_PAY_STATE_LABELS, [BILL_DELETED_CODE]: '已删除' } as const;
/** Whether a pushable bill has been pushed to its company (the lists' 推送状态). */
export const BILL_PUSHED_LABELS = { true: '已推送', false: '未推送' } as const;
/** A rent bill's canPush as the list and its import show it. */
export const BILL_FLAG_LABELS = { true: '是', false: '否' } as const;
/**
 * Regions of property bills (seed 001 §9: a, b, c, d, e, f, h, k, accelerator phase one and two,
 * n Nuofeng, w Weisike): the code is stored, the label shown.
 */
export const BILL_REGION_LABELS = {
  a: 'A区',
  b: 'B区',
  c: 'C区',
  d: 'D区',
  e: 'E区',
  f: 'F区',
  h: 'H区',
  k: 'K区',
  accelerator1: '加速器一期',
  accelerator2: '加速器二期',
  n: '诺丰',
  w: '维斯克',
} as const;

/**
 * A contract's own lifecycle in parkflow (its contract and audit statuses are dictionary fields,
 * contracts.ts): kept, or deleted (out of every list; importing its number again records it anew).
 */
export const CONTRACT_STATE_LABELS = { active: '有效', [BILL_DELETED_CODE]: '已删除' } as const;
/** A contract bill's code is its settlement state's text (as rent bills store theirs). */
export const CONTRACT_BILL_CODE_LABELS = {
  未付款: '未付款',
  部分结清: '部分结清',
  已结清: '已结清',
  [BILL_DELETED_CODE]: '已删除',
} as const;

/** The loan lists' status filter value 9999 (STATUS_FILTER_ALL). */
export const STATUS_FILTER_ALL_LABEL = '全部';

/** The state every machine starts in, before the creation event (diagrams only: never stored). */
export const NEW_STATE_LABEL = '新建';

/** Gate verification records: 1 entered (its exit to come), 2 verified (seed 001 §4; the screens word 1 per form type). */
export const VERIFICATION_STATE = { IN_PROGRESS: 1, VERIFIED: 2 } as const;
export const VERIFICATION_STATE_LABELS = { 1: '待出园核验', 2: '已核验' } as const;
/** Safety inspections: recorded, or deleted (by its parent id, seed 001 §7.3). */
export const SAFETY_RECORDED_CODE = 1;
export const SAFETY_DELETED_CODE = 'deleted';
export const SAFETY_STATE_LABELS = { [SAFETY_RECORDED_CODE]: '已记录', [SAFETY_DELETED_CODE]: '已删除' } as const;

export const ACTIVITY_PROGRESS_LABELS = { ended: '已结束', ongoing: '进行中' } as const;
/** 已结束 once the apply deadline is earlier than now; `now` is passed in (no clock here). */
export function activityProgressLabel(applyDeadline: string | Date, now: string | Date): string {
  return new Date(applyDeadline).getTime() < new Date(now).getTime()
    ? ACTIVITY_PROGRESS_LABELS.ended
    : ACTIVITY_PROGRESS_LABELS.ongoing;
}

// --- Loans (seed 002 §4) ----------------------------------------------------------------

/**
 * Every checkState with its own meaning (ours, from the seed's English table). "Requested" reads
 * 待补充资料 and "done" 补充资料完成, as in the bank status and the loan-v2 table.
 */
export const LOAN_CHECK_STATE_LABELS = {
  1001: '审核中',
  1002: '初审通过',
  1003: '初审驳回',
  1004: '复审通过',
  1005: '复审驳回',
  1006: '初审待补充资料',
  1007: '初审补充资料完成',
  1008: '复审待补充资料',
  1009: '复审补充资料完成',
} as const satisfies Record<LoanCheckState, string>;
/** A loan saved but not submitted has no checkState; its code is the state name `draft`. */
export const LOAN_DRAFT_CODE = 'draft';
export const LOAN_DRAFT_LABEL = '草稿';

/** The newer loan flow (seed 002 §4: in review, passed, refused, awaiting supplement). */
export const LOAN_V2_STATE_LABELS = {
  2000: '审核中',
  2001: '已通过',
  2002: '已拒绝',
  2003: '待补充资料',
} as const satisfies Record<LoanV2State, string>;

/** A loan's own state: its checkState label, or 草稿 for a draft. */
export const loanStateLabel = (checkState: unknown): string =>
  checkState === LOAN_DRAFT_CODE ? LOAN_DRAFT_LABEL : labelOf(LOAN_CHECK_STATE_LABELS, checkState);

/** Seed 002 §4: the first-round reviewer list shows 1004, 1005, 1008 and 1009 all as first round passed. */
export const LOAN_FIRST_ROUND_PASSED_CODES: readonly LoanCheckState[] = [1004, 1005, 1008, 1009];
/** First-round reviewer list (qryCheckListPower 4): any second-round outcome reads as first round passed. */
export function loanFirstRoundLabel(checkState: unknown): string {
  const code = Number(checkState) as LoanCheckState;
  return LOAN_FIRST_ROUND_PASSED_CODES.includes(code) ? LOAN_CHECK_STATE_LABELS[1002] : loanStateLabel(checkState);
}

/** Second-round (credit institution) display of seed 002 §4: 1004 passed, 1005 rejected. */
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
} as const satisfies Record<LoanCheckState, string>;
export const loanSecondRoundLabel = (checkState: unknown): string =>
  checkState === LOAN_DRAFT_CODE ? LOAN_DRAFT_LABEL : labelOf(LOAN_SECOND_ROUND_LABELS, checkState);

/** bankCheckState per product and bank (seed 002 §4); any other value reads 未审核. */
export const BANK_CHECK_STATE_LABELS = {
  1004: '已通过',
  1005: '已驳回',
  1008: '待补充资料',
  1009: '补充资料完成',
} as const satisfies Record<BankCheckState, string>;
export const BANK_NOT_REVIEWED_LABEL = '未审核';
export const bankCheckStateLabel = (state: unknown): string => labelOf(BANK_CHECK_STATE_LABELS, state, BANK_NOT_REVIEWED_LABEL);

// --- Catalogues and booking orders (seed 001 §4) --------------------------------------

/** Equipment and service availability (seed 001 §4: 1 on shelf, 0 off shelf). */
export const AVAILABILITY_LABELS = { 1: '上架', 0: '下架' } as const;
/** A deleted catalogue item leaves every list (its history stays). */
export const CATALOGUE_DELETED_CODE = 'deleted';
export const CATALOGUE_STATE_LABELS = { ...AVAILABILITY_LABELS, [CATALOGUE_DELETED_CODE]: '已删除' } as const;
export const BOOKING_ORDER_STATUS_LABELS = { 0: '待处理', 1: '已接单', 2: '已拒绝' } as const;
/** What one item of a catalogue is called in its dialogs (新增设备, 编辑服务) and the order's mark (seed 001 §7.3 设备 / 服务). */
export const CATALOGUE_ITEM_NOUNS = { equipment: '设备', service: '服务' } as const;

// --- Every kind's stored codes ------------------------------------------------------------

/**
 * The label of every code a kind stores (its read model's `code`), by kind: what lists, details,
 * exports, live payloads and the machines' diagrams show for it.
 */
export const STATE_LABELS: Record<Kind, Readonly<Record<string, string>>> = {
  'enterprise-application': AUDIT_STATE_LABELS,
  'provider-application': AUDIT_STATE_LABELS,
  'account-application': ACCOUNT_CHECK_LABELS,
  'visit-appointment': APPOINTMENT_CHECK_LABELS,
  'lab-appointment': APPOINTMENT_CHECK_LABELS,
  'service-demand': DEMAND_CHECK_LABELS,
  activity: ACTIVITY_CHECK_LABELS,
  suggestion: SUGGESTION_STATE_LABELS,
  loan: { ...LOAN_CHECK_STATE_LABELS, [LOAN_DRAFT_CODE]: LOAN_DRAFT_LABEL },
  'loan-v2': LOAN_V2_STATE_LABELS,
  'bill-water': BILL_STATE_LABELS,
  'bill-wattage': BILL_STATE_LABELS,
  'bill-property': BILL_STATE_LABELS,
  'bill-ground': BILL_STATE_LABELS,
  'bill-meeting-room': BILL_STATE_LABELS,
  'bill-device': BILL_STATE_LABELS,
  'bill-rent': RENT_BILL_STATE_LABELS,
  contract: CONTRACT_STATE_LABELS,
  'contract-bill': CONTRACT_BILL_CODE_LABELS,
  verification: VERIFICATION_STATE_LABELS,
  'safety-check': SAFETY_STATE_LABELS,
  equipment: CATALOGUE_STATE_LABELS,
  service: CATALOGUE_STATE_LABELS,
  'equipment-order': BOOKING_ORDER_STATUS_LABELS,
  'service-order': BOOKING_ORDER_STATUS_LABELS,
};

/** The label of a kind's stored code; an unknown code reads as itself (never an empty cell). */
export const stateLabel = (kind: Kind, code: unknown): string =>
  labelOf(STATE_LABELS[kind], code, code === null || code === undefined ? '' : String(code));

/** The code of an item still waiting for its (first) decision: what a pending tab holds. */
export const PENDING_CODE: Record<Kind, string> = {
  'enterprise-application': String(AUDIT_STATE.UNDER_REVIEW),
  'provider-application': String(AUDIT_STATE.UNDER_REVIEW),
  'account-application': String(AUDIT_STATE.UNDER_REVIEW),
  'visit-appointment': String(AUDIT_STATE.UNDER_REVIEW),
  'lab-appointment': String(AUDIT_STATE.UNDER_REVIEW),
  'service-demand': String(AUDIT_STATE.UNDER_REVIEW),
  activity: String(AUDIT_STATE.UNDER_REVIEW),
  suggestion: 'submitted',
  loan: String(LOAN_CHECK_STATE.UNDER_REVIEW),
  'loan-v2': String(LOAN_V2_STATE.IN_REVIEW),
  'bill-water': '0',
  'bill-wattage': '0',
  'bill-property': '0',
  'bill-ground': '0',
  'bill-meeting-room': '0',
  'bill-device': '0',
  'bill-rent': '未付款',
  contract: 'active',
  'contract-bill': '未付款',
  verification: '1',
  'safety-check': '1',
  equipment: '1',
  service: '1',
  'equipment-order': String(BOOKING_ORDER_STATUS.PENDING),
  'service-order': String(BOOKING_ORDER_STATUS.PENDING),
};

/** Outcome of a stored code, for colouring it: still open, granted, or turned down. */
export type StateTone = 'open' | 'passed' | 'refused' | 'draft';
const PASSED_CODES = new Set(['1', 'replied', '1002', '1004', '2001', '已结清']);
const REFUSED_CODES = new Set(['-1', '1003', '1005', '2002', '2']);
export function stateTone(code: unknown): StateTone {
  const value = String(code);
  if (PASSED_CODES.has(value)) return 'passed';
  if (REFUSED_CODES.has(value)) return 'refused';
  return value === LOAN_DRAFT_CODE ? 'draft' : 'open';
}

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
  wf: '在途',
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
