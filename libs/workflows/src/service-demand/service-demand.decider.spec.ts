import { ACTORS, at, by, event, specification } from '../testing/fixtures.js';
import { reviewSuite } from '../testing/review-suite.js';
import { serviceDemandWorkflow } from './service-demand.decider.js';

reviewSuite(serviceDemandWorkflow, {
  names: { created: 'ServiceDemandSubmitted', approved: 'ServiceDemandApproved', rejected: 'ServiceDemandRejected' },
  codeField: 'isCheck',
  reasonField: 'rejectionReasons',
  timeField: 'checkTime',
  labels: { pending: '待审核', approved: '已通过', rejected: '已驳回' },
  reasonRequired: false,
  reviewers: ['platform-admin', 'operator'],
  fields: {
    type: 'property',
    propertyType: 1,
    companyName: '沪生物',
    contacts: '周八',
    tel: '13800000004',
    serviceDemand: '更换门禁',
  },
});

describe('service-demand: fields named like machine keys', () => {
  const { given } = specification(serviceDemandWorkflow);

  it("given a demand whose field is called 'type', when an operator approves, then the field survives and the machine is not confused", () => {
    const fields = { type: 'equipment', serviceDemand: '离心机' };
    const item = given([event('ServiceDemandSubmitted', { by: by(ACTORS.applicant), at: at(0), companyId: 'c1', fields })])
      .when('Approve', ACTORS.operator)
      .then([event('ServiceDemandApproved', { by: by(ACTORS.operator), at: at(1) })]);
    expect(item.view).toMatchObject({ type: 'equipment', serviceDemand: '离心机', isCheck: 1 });
  });
});
