import { ACTORS, at, by, event, specification } from '../testing/fixtures.js';
import { reviewSuite } from '../testing/review-suite.js';
import { enterpriseApplicationWorkflow } from './enterprise-application.decider.js';

reviewSuite(enterpriseApplicationWorkflow, {
  names: {
    created: 'EnterpriseApplicationSubmitted',
    approved: 'EnterpriseApplicationApproved',
    rejected: 'EnterpriseApplicationRejected',
  },
  codeField: 'audit_state',
  reasonField: 'audit_opinion',
  timeField: 'audit_time',
  labels: { pending: '审核中', approved: '已通过', rejected: '已驳回' },
  reasonRequired: false,
  reviewers: ['platform-admin', 'reviewer'],
  fields: {
    name: '沪生物科技有限公司',
    business_contacts: '张三',
    business_contact_tel: '13800000000',
    legal_representative: '李四',
    credit_code: '91310000MA1FL12345',
    whether_settled: 0,
  },
});

describe('enterprise-application: seed field names (seed 000 §3)', () => {
  const { given } = specification(enterpriseApplicationWorkflow);
  const submitted = event('EnterpriseApplicationSubmitted', {
    by: by(ACTORS.applicant),
    at: at(0),
    companyId: 'c1',
    fields: { name: '沪生物' },
  });

  it('given a submitted application, then the read model uses create_time and audit_state', () => {
    expect(given([submitted]).view).toMatchObject({ name: '沪生物', create_time: at(0), audit_state: 0, audit_opinion: null });
  });

  it('given a rejection with an opinion, then audit_opinion shows it with audit_time', () => {
    const rejected = event('EnterpriseApplicationRejected', { by: by(ACTORS.reviewer), at: at(1), reason: '营业执照不清晰' });
    expect(given([submitted, rejected]).view).toMatchObject({
      audit_state: -1,
      audit_opinion: '营业执照不清晰',
      audit_time: at(1),
    });
  });
});
