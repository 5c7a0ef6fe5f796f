import { reviewSuite } from '../testing/review-suite.js';
import { providerApplicationWorkflow } from './provider-application.decider.js';

reviewSuite(providerApplicationWorkflow, {
  names: {
    created: 'ProviderApplicationSubmitted',
    approved: 'ProviderApplicationApproved',
    rejected: 'ProviderApplicationRejected',
  },
  codeField: 'audit_state',
  reasonField: 'audit_opinion',
  timeField: 'audit_time',
  labels: { pending: '审核中', approved: '已通过', rejected: '已驳回' },
  reasonRequired: false,
  reviewers: ['platform-admin', 'reviewer'],
  fields: {
    company_name: '某检测服务商',
    business_contact_tel: '13800000000',
    industry: '医药研发',
    types: [{ id: 1, name: '检测' }],
  },
});
