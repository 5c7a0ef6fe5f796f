import { reviewSuite } from '../testing/review-suite.js';
import { accountApplicationWorkflow } from './account-application.decider.js';

reviewSuite(accountApplicationWorkflow, {
  names: {
    created: 'AccountApplicationSubmitted',
    approved: 'AccountApplicationApproved',
    rejected: 'AccountApplicationRejected',
  },
  codeField: 'isCheck',
  reasonField: 'rejectionReasons',
  timeField: 'checkTime',
  labels: { pending: '审核中', approved: '通过', rejected: '未通过' },
  reasonRequired: false,
  reviewers: ['platform-admin', 'reviewer'],
  fields: { companyName: '沪生物', userName: '王五', phone: '13800000001', roles: [{ id: 'r1', roleName: '企业用户' }] },
});
