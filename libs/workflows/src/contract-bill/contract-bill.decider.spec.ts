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
const pushed = event('BillPushed', { by: by(ACTORS.operator), at: at(1), jobId: 'push-1' });

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

  it('given an unpaid bill, then staff may Edit, Delete and Push it, and its company nothing', () => {
    expect(unpaid().allowed(ACTORS.operator)).toEqual(['Edit', 'Delete', 'Push']);
    expect(unpaid().allowed(ACTORS.colleague)).toEqual([]);
    expect(unpaid().view).toMatchObject({ contractNo: 'HT-2025-0018', pushed: false, pushTime: null, jobId: 'import-7' });
  });

  it('given an unpaid bill, when the push job pushes it, then BillPushed names the job and the view says who pushed it', () => {
    const item = unpaid().when('Push', ACTORS.operator, { jobId: 'push-1' }).then([pushed]);
    expect(item.view).toMatchObject({ pushed: true, pushByName: ACTORS.operator.realname, pushJobId: 'push-1' });
  });

  it('given a pushed bill, when it is pushed again, then ALREADY_PUSHED', () => {
    given([recorded, pushed]).when('Push', ACTORS.operator, { jobId: 'push-2' }).thenRefuses('BILL.ALREADY_PUSHED');
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
    expect(settled.allowed(ACTORS.operator)).toEqual(['Edit', 'Delete']);
    settled.when('Push', ACTORS.operator, {}).thenRefuses('BILL.SETTLED');
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
