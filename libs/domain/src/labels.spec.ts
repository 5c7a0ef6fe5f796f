import {
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
  verificationStatusLabel,
  visitIntentionNames,
} from './labels.js';
import { PROPERTY_TYPES } from './constants.js';

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
    for (const code of [1004, 1005, 1008, 1009]) expect(loanFirstRoundLabel(code)).toBe('初审通过');
    expect(loanFirstRoundLabel(1006)).toBe('初审补充资料');
  });
  it('given codes, when the credit institution looks, then the second-round display applies', () => {
    expect(loanSecondRoundLabel(1002)).toBe('审核中');
    expect(loanSecondRoundLabel(1006)).toBe(loanSecondRoundLabel(1008));
    expect(loanSecondRoundLabel(1007)).toBe('资料修改完成');
  });
  it('given a bank state outside 1004/1005/1008/1009, when labelled, then it reads not reviewed', () => {
    expect(bankCheckStateLabel(1004)).toBe('已通过');
    expect(bankCheckStateLabel(1001)).toBe('未审核');
    expect(bankCheckStateLabel(undefined)).toBe('未审核');
  });
});

describe('demand and operations labels', () => {
  it('given property types, when shown anywhere, then seed 002 §9 numbers them and any other code is 桶装水订购', () => {
    expect(PROPERTY_TYPES.map((code) => propertyTypeLabel(code))).toEqual([
      '内保业务', '活动承接', '有偿工程维修', '月租车辆办理', '绿植租摆', '桶装水订购',
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
    expect(verificationStatusLabel('wf', 1)).toBe('转运中');
    expect(verificationStatusLabel('wh', '1')).toBe('已入园');
    expect(verificationStatusLabel('wht', 2)).toBe('已核验');
    expect(verificationStatusLabel('cmt', 1)).toBe('已核验');
  });
});
