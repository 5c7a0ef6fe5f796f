import {
  stateTone,
  ACCOUNT_CHECK_LABELS,
  ACTIVITY_CHECK_LABELS,
  DEMAND_CHECK_LABELS,
  PROPERTY_TYPE_LABELS,
  activityProgressLabel,
  bankCheckStateLabel,
  labelOf,
  loanFirstRoundLabel,
  loanSecondRoundLabel,
  propertyTypeLabel,
  supplyChainTypeListLabel,
  PENDING_CODE,
  STATE_LABELS,
  stateLabel,
  verificationStatusLabel,
  visitIntentionNames,
} from './labels.js';
import { PROPERTY_TYPES } from './constants.js';
import { KINDS, type Kind } from './kinds.js';

describe('review state labels', () => {
  it('given demand, activity and account codes, when labelled, then the seed words show', () => {
    expect(labelOf(DEMAND_CHECK_LABELS, 0)).toBe('待审核');
    expect(labelOf(DEMAND_CHECK_LABELS, '-1')).toBe('已驳回');
    expect(labelOf(ACTIVITY_CHECK_LABELS, -1)).toBe('未通过');
    expect(labelOf(ACTIVITY_CHECK_LABELS, 0)).toBe('未审核');
    expect(labelOf(ACCOUNT_CHECK_LABELS, 1)).toBe('通过');
    expect(labelOf(ACCOUNT_CHECK_LABELS, 7, '—')).toBe('—');
  });
  it('given an apply deadline, when compared with now, then the activity reads 已结束 or 进行中', () => {
    expect(activityProgressLabel('2025-01-01', '2025-01-02')).toBe('已结束');
    expect(activityProgressLabel('2025-01-03', '2025-01-02')).toBe('进行中');
  });
});

describe('loan labels (seed 002 §4)', () => {
  it('given second-round outcomes, when the first-round reviewer looks, then they read first round passed', () => {
    for (const code of [1002, 1004, 1005, 1008, 1009]) expect(loanFirstRoundLabel(code)).toBe('初审通过');
    expect(loanFirstRoundLabel(1006)).toBe('初审待补充资料');
    expect(loanFirstRoundLabel('draft')).toBe('草稿');
  });
  it('given codes, when the credit institution looks, then the second-round display applies', () => {
    expect([1001, 1002, 1003, 1006, 1008, 1004, 1005, 1007, 1009].map(loanSecondRoundLabel)).toEqual([
      '审核中',
      '审核中',
      '初审驳回',
      '资料修改',
      '资料修改',
      '已通过',
      '已驳回',
      '资料修改完成',
      '资料修改完成',
    ]);
  });
  it('given a bank state outside 1004/1005/1008/1009, when labelled, then it reads not reviewed', () => {
    expect([1004, 1005, 1008, 1009].map(bankCheckStateLabel)).toEqual(['已通过', '已驳回', '待补充资料', '补充资料完成']);
    expect(bankCheckStateLabel(1001)).toBe('未审核');
    expect(bankCheckStateLabel(null)).toBe('未审核');
    expect(bankCheckStateLabel(undefined)).toBe('未审核');
  });
});

describe('every stored code of every kind', () => {
  const SEED_CODES: Record<Kind, readonly (string | number)[]> = {
    'enterprise-application': [0, 1, -1],
    'provider-application': [0, 1, -1],
    'account-application': [0, 1, -1],
    'visit-appointment': [0, 1, -1],
    'lab-appointment': [0, 1, -1],
    'service-demand': [0, 1, -1],
    activity: [0, 1, -1],
    suggestion: ['submitted', 'replied'],
    loan: ['draft', 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009],
    'loan-v2': [2000, 2001, 2002, 2003],
    'bill-water': [0, 1, 'deleted'],
    'bill-wattage': [0, 1, 'deleted'],
    'bill-property': [0, 1, 'deleted'],
    'bill-ground': [0, 1, 'deleted'],
    'bill-meeting-room': [0, 1, 'deleted'],
    'bill-device': [0, 1, 'deleted'],
    'bill-rent': ['未付款', '已结清', '部分结清', '待退款', 'deleted'],
    contract: ['active', 'deleted'],
    'contract-bill': ['未付款', '部分结清', '已结清', 'deleted'],
    verification: [1, 2],
    'safety-check': [1, 'deleted'],
    equipment: [0, 1, 'deleted'],
    service: [0, 1, 'deleted'],
    'equipment-order': [0, 1, 2],
    'service-order': [0, 1, 2],
  };
  it.each(KINDS.map((kind) => [kind]))('given %s, then each of its codes has a zh-CN label', (kind) => {
    expect(Object.keys(STATE_LABELS[kind]).sort()).toEqual(SEED_CODES[kind].map(String).sort());
    for (const code of SEED_CODES[kind]) expect(stateLabel(kind, code)).toMatch(/^[\u4e00-\u9fff]+$/);
  });
  it('given rent bills, then only 已结清 shows as success (seed 001 §4)', () => {
    expect(['未付款', '已结清', '部分结清', '待退款'].map(stateTone)).toEqual(['open', 'passed', 'open', 'open']);
  });
  it('given the seed wording, then the screen, the export and the diagram read these words', () => {
    const words = (kind: Kind) => [0, 1, -1].map((code) => stateLabel(kind, code));
    expect(words('enterprise-application')).toEqual(['审核中', '已通过', '已驳回']);
    expect(words('visit-appointment')).toEqual(['审核中', '已通过', '已驳回']);
    expect(words('account-application')).toEqual(['审核中', '通过', '未通过']);
    expect(words('service-demand')).toEqual(['待审核', '已通过', '已驳回']);
    expect(words('activity')).toEqual(['未审核', '已通过', '未通过']);
    expect([1004, 1006, 'draft'].map((code) => stateLabel('loan', code))).toEqual(['复审通过', '初审待补充资料', '草稿']);
    expect(stateLabel('loan-v2', 2003)).toBe('待补充资料');
    expect(stateLabel('loan', 4242)).toBe('4242');
  });
  it('given a pending item of any kind, then its code is the one its pending tab holds', () => {
    expect(KINDS.map((kind) => stateLabel(kind, PENDING_CODE[kind]))).toEqual([
      '审核中',
      '审核中',
      '审核中',
      '审核中',
      '审核中',
      '待审核',
      '未审核',
      '待回复',
      '审核中',
      '审核中',
      '未支付',
      '未支付',
      '未支付',
      '未支付',
      '未支付',
      '未支付',
      '未付款',
      '有效',
      '未付款',
      '待出园核验',
      '已记录',
      '上架',
      '上架',
      '待处理',
      '待处理',
    ]);
  });
});

describe('demand and operations labels', () => {
  it('given property types, when shown anywhere, then seed 002 §9 numbers them and any other code is 桶装水订购', () => {
    expect(PROPERTY_TYPES.map((code) => propertyTypeLabel(code))).toEqual([
      '内保业务',
      '活动承接',
      '有偿工程维修',
      '月租车辆办理',
      '绿植租摆',
      '桶装水订购',
    ]);
    expect(Object.values(PROPERTY_TYPE_LABELS)).toEqual(PROPERTY_TYPES.map((code) => propertyTypeLabel(code)));
    expect(propertyTypeLabel(9)).toBe('桶装水订购');
    expect(propertyTypeLabel(undefined)).toBe('桶装水订购');
  });
  it('given supply-chain types, when listed, then unknown codes read 未知', () => {
    expect(supplyChainTypeListLabel(2)).toBe('进口试剂耗材');
    expect(supplyChainTypeListLabel(3)).toBe('未知');
  });
  it('given visit intentions, when named, then codes become joined names', () => {
    expect(visitIntentionNames('1,3')).toBe('孵化器、国际平行实验室');
    expect(visitIntentionNames('')).toBe('');
  });
  it('given verification states, when labelled, then 1 is in progress per form type and cmt always verified', () => {
    expect(verificationStatusLabel('wf', 1)).toBe('在途');
    expect(verificationStatusLabel('wh', '1')).toBe('已入园');
    expect(verificationStatusLabel('wht', 2)).toBe('已核验');
    expect(verificationStatusLabel('cmt', 1)).toBe('已核验');
  });
});
