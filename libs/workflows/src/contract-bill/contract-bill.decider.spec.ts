import { ACTORS, at, by, event, specification } from '../testing/fixtures.js';
import { contractBillWorkflow } from './contract-bill.decider.js';

const { given } = specification(contractBillWorkflow);
const fields = {
  companyId: 'c1',
  tenantName: '苏州博瑞生物医药有限公司',
  contractNo: 'HT-2025-0018',
  billNo: 'ZD-2025-11-0018',
  billPeriod: '2025.11',
  billTypeName: '房租',
  dueDate: '2025-11-15',
  theoryAmount: 48000,
  payedAmount: 0,
};
const recorded = event('ContractBillRecorded', {
  by: by(ACTORS.operator),
  at: at(0),
  companyId: 'c1',
  fields,
  jobId: 'import-7',
});
/** Park days around the bill of 2025.11 due on 2025-11-15 (the park is UTC+8). */
const OCTOBER = '2025-10-20T02:00:00.000Z'; // its period is to come: 30 后续
const DUE_MONTH = '2025-11-03T02:00:00.000Z'; // its period has begun: 10 当期
const OVERDUE = '2025-11-20T02:00:00.000Z'; // past its due date: 20 逾期
const pushed = event('BillPushed', { by: by(ACTORS.operator), at: OVERDUE, jobId: 'push-1' });

describe('contract bill: state new', () => {
  it('given nothing, when the operator records one (an import row), then ContractBillRecorded carries its fields and job', () => {
    given([]).when('Create', ACTORS.operator, { fields, jobId: 'import-7' }).then([recorded]);
  });

  it('given nothing, when an enterprise member records one, then it is refused', () => {
    given([]).when('Create', ACTORS.colleague, { fields }).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });
});

describe('contract bill: unpaid', () => {
  const unpaid = () => given([recorded]);

  it('given an unpaid bill past its due date, then park operations may Edit, Delete and Push it; reviewers, banks and its company nothing', () => {
    expect(unpaid().allowed(ACTORS.operator, OVERDUE)).toEqual(['Edit', 'Delete', 'Push']);
    expect(unpaid().allowed(ACTORS.admin, OVERDUE)).toEqual(['Edit', 'Delete', 'Push']);
    expect(unpaid().allowed(ACTORS.reviewer, OVERDUE)).toEqual([]);
    expect(unpaid().allowed(ACTORS.bankA, OVERDUE)).toEqual([]);
    expect(unpaid().allowed(ACTORS.colleague, OVERDUE)).toEqual([]);
    expect(unpaid().view).toMatchObject({ contractNo: 'HT-2025-0018', pushed: false, pushTime: null, jobId: 'import-7' });
  });

  it('given an unpaid bill, when a reviewer pushes or deletes it, then ROLE_FORBIDDEN (contract bills are the park operations’)', () => {
    unpaid().when('Push', ACTORS.reviewer, { jobId: 'push-1' }, OVERDUE).thenRefuses('REVIEW.ROLE_FORBIDDEN');
    unpaid().when('Delete', ACTORS.reviewer, {}, OVERDUE).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given an unpaid bill, when the push job pushes it past its due date, then BillPushed names the job and the view says who pushed it', () => {
    const item = unpaid().when('Push', ACTORS.operator, { jobId: 'push-1' }, OVERDUE).then([pushed]);
    expect(item.view).toMatchObject({ pushed: true, pushByName: ACTORS.operator.realname, pushJobId: 'push-1' });
  });

  it('given an unpaid bill of this month, not yet past its due date, then it is current (当期) and may be pushed', () => {
    expect(unpaid().allowed(ACTORS.operator, DUE_MONTH)).toEqual(['Edit', 'Delete', 'Push']);
    unpaid()
      .when('Push', ACTORS.operator, { jobId: 'push-1' }, DUE_MONTH)
      .then([event('BillPushed', { by: by(ACTORS.operator), at: DUE_MONTH, jobId: 'push-1' })]);
  });

  it('given an unpaid bill of a month to come, then Push is not offered and is refused with NOT_DUE (账单未到期，暂不能推送)', () => {
    expect(unpaid().allowed(ACTORS.operator, OCTOBER)).toEqual(['Edit', 'Delete']);
    unpaid().when('Push', ACTORS.operator, { jobId: 'push-1' }, OCTOBER).thenRefuses('BILL.NOT_DUE');
  });

  it('given a pushed bill, when it is pushed again, then ALREADY_PUSHED', () => {
    given([recorded, pushed]).when('Push', ACTORS.operator, { jobId: 'push-2' }, OVERDUE).thenRefuses('BILL.ALREADY_PUSHED');
  });

  it('given an unpaid bill, when an edit names its contract number, then only the amount received may change', () => {
    unpaid()
      .when('Edit', ACTORS.operator, { changes: { payedAmount: 100, contractNo: 'HT-X' } })
      .thenRefuses('CONTRACT.BILL_ONLY_PAYED');
    unpaid()
      .when('Edit', ACTORS.operator, { changes: { contractNo: 'HT-X' } })
      .thenRefuses('CONTRACT.BILL_ONLY_PAYED');
  });

  it('given an unpaid bill, when an edit leaves out the amount received, then it is asked for', () => {
    unpaid().when('Edit', ACTORS.operator, { changes: {} }).thenRefuses('CONTRACT.PAYED_AMOUNT_REQUIRED', 'changes.payedAmount');
    unpaid().when('Edit', ACTORS.operator, {}).thenRefuses('CONTRACT.PAYED_AMOUNT_REQUIRED', 'changes.payedAmount');
  });
});

describe('contract bill: settled', () => {
  it('given a bill paid in full, when it is pushed, then SETTLED (a settled bill is not pushed)', () => {
    const settled = given([
      recorded,
      event('ContractBillEdited', { by: by(ACTORS.operator), at: at(1), changes: { payedAmount: 48000 } }),
    ]);
    expect(settled.allowed(ACTORS.operator, OVERDUE)).toEqual(['Edit', 'Delete']);
    settled.when('Push', ACTORS.operator, {}, OVERDUE).thenRefuses('BILL.SETTLED');
  });
});

describe('contract bill: deleted', () => {
  it('given a deleted bill, then nothing is allowed, and a push hears ALREADY_DELETED', () => {
    const deleted = given([recorded, event('ContractBillDeleted', { by: by(ACTORS.operator), at: at(1) })]);
    expect(deleted.allowed(ACTORS.operator)).toEqual([]);
    deleted.when('Push', ACTORS.operator, {}).thenRefuses('BILL.ALREADY_DELETED');
    deleted.when('Delete', ACTORS.operator).thenRefuses('BILL.ALREADY_DELETED');
  });
});
