import { reviewSuite } from '../testing/review-suite.js';
import { activityWorkflow } from './activity.decider.js';

reviewSuite(activityWorkflow, {
  names: { created: 'ActivitySubmitted', approved: 'ActivityApproved', rejected: 'ActivityRejected' },
  codeField: 'isCheck',
  reasonField: 'rejectionReasons',
  timeField: 'checkTime',
  labels: { pending: '未审核', approved: '已通过', rejected: '未通过' },
  reasonRequired: false,
  reviewers: ['platform-admin', 'operator'],
  fields: {
    title: '生物医药沙龙',
    content: '<p>欢迎参加</p>',
    publishDate: '2024-01-05',
    applyDeadline: '2024-01-20',
    peopleLimit: 50,
  },
});
