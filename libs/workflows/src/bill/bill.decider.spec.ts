import { ACTORS, at, by, event, specification } from '../testing/fixtures.js';
import { billWaterWorkflow } from './bill.decider.js';

const { given } = specification(billWaterWorkflow);
const fields = {
  companyId: 'c1',
  companyName: '苏州博瑞生物医药有限公司',
  period: '2025.10-2025.10',
  periodStart: '2025.10',
  periodEnd: '2025.10',
  roomNum: 'A栋301',
  usage: 36.5,
  cost: 182.5,
  payDate: '',
  state: 0,
};
const recorded = event('BillRecorded', { by: by(ACTORS.operator), at: at(0), companyId: 'c1', fields, jobId: 'import-1' });

describe('water bill: state new', () => {
  it('given nothing, when the operator records a bill (an import row), then BillRecorded carries its fields, company and job', () => {
    given([]).when('Create', ACTORS.operator, { fields, jobId: 'import-1' }).then([recorded]);
  });

  it('given nothing, when an enterprise user records one, then it is refused (not its business)', () => {
    given([]).when('Create', ACTORS.colleague, { fields }).thenRefuses('REVIEW.NOT_YOUR_COMPANY');
  });

  it('given nothing, when a record has a negative cost, then the import row rule refuses it', () => {
    given([])
      .when('Create', ACTORS.operator, { fields: { ...fields, cost: -1 } })
      .thenRefuses('IMPORT.NOT_A_NUMBER', 'cost');
  });
});

describe('water bill: unpaid (code 0) and paid (code 1)', () => {
  const unpaid = () => given([recorded]);

  it('given a recorded unpaid bill, then its code is 0 未支付 and staff may Edit and Delete, companies nothing', () => {
    expect([unpaid().code, unpaid().label]).toEqual([0, '未支付']);
    expect(unpaid().allowed(ACTORS.operator)).toEqual(['Edit', 'Delete']);
    expect(unpaid().allowed(ACTORS.admin)).toEqual(['Edit', 'Delete']);
    expect(unpaid().allowed(ACTORS.colleague)).toEqual([]);
  });

  it('given an unpaid bill, when the operator edits it to paid, then BillEdited and the bill is 已支付 with the new amount', () => {
    const item = unpaid()
      .when('Edit', ACTORS.operator, { changes: { state: 1, cost: 200 } })
      .then([event('BillEdited', { by: by(ACTORS.operator), at: at(1), changes: { state: 1, cost: 200 } })]);
    expect([item.code, item.label]).toEqual([1, '已支付']);
    expect(item.view).toMatchObject({ cost: 200, roomNum: 'A栋301' });
  });

  it('given a bill, when an edit names its room, then KEY_FIXED (the natural key stays)', () => {
    unpaid()
      .when('Edit', ACTORS.operator, { changes: { roomNum: 'B栋1' } })
      .thenRefuses('BILL.KEY_FIXED');
  });

  it('given a bill, when an enterprise member of its company deletes it, then ROLE_FORBIDDEN', () => {
    unpaid().when('Delete', ACTORS.colleague).thenRefuses('REVIEW.ROLE_FORBIDDEN');
  });

  it('given a deleted bill, then nobody may act on it, and recording it again (a re-import) brings it back', () => {
    const deleted = given([recorded, event('BillDeleted', { by: by(ACTORS.operator), at: at(1) })]);
    expect(deleted.code).toBe('deleted');
    expect(deleted.allowed(ACTORS.operator)).toEqual([]);
    deleted.when('Edit', ACTORS.operator, { changes: { state: 1 } }).thenRefuses('BILL.ALREADY_DELETED');
    deleted.when('Create', ACTORS.operator, { fields: { ...fields, state: 1 } }).then([
      event('BillRecorded', {
        by: by(ACTORS.operator),
        at: at(2),
        companyId: 'c1',
        fields: { ...fields, state: 1 },
        jobId: null,
      }),
    ]);
  });
});
