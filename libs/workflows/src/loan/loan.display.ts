import type { BankCheckState } from './loan.context.js';

/** Every checkState of a submitted loan (seed 002 §4). */
export type LoanCheckState = 1001 | 1002 | 1003 | 1004 | 1005 | 1006 | 1007 | 1008 | 1009;

/** Seed 002 §4 "second-round reviewer display" of the application's checkState. */
export const SECOND_ROUND_DISPLAY: Record<LoanCheckState, string> = {
  1001: '审核中',
  1002: '审核中',
  1003: '初审驳回',
  1006: '资料修改',
  1008: '资料修改',
  1004: '通过',
  1005: '驳回',
  1007: '资料修改完成',
  1009: '资料修改完成',
};

/** Seed 002 §4 "first-round reviewer list": 1004, 1005, 1008 and 1009 all show as first round passed. */
export const firstRoundCheckState = (code: LoanCheckState): LoanCheckState =>
  code === 1004 || code === 1005 || code === 1008 || code === 1009 ? 1002 : code;

/** Seed 002 §4 bank status; any other value means not reviewed. */
export const bankCheckStateLabel = (state: BankCheckState | null): string => {
  switch (state) {
    case 1004:
      return '已通过';
    case 1005:
      return '已驳回';
    case 1008:
      return '待补充资料';
    case 1009:
      return '补充资料已提交';
    case null:
      return '未审核';
    default: {
      const never: never = state;
      return never;
    }
  }
};
