import { reviewSuite } from '../testing/review-suite.js';
import { visitAppointmentWorkflow } from './visit-appointment.decider.js';

reviewSuite(visitAppointmentWorkflow, {
  names: { created: 'VisitAppointmentSubmitted', approved: 'VisitAppointmentApproved', rejected: 'VisitAppointmentRejected' },
  codeField: 'isCheck',
  reasonField: 'rejectionReasons',
  timeField: 'checkTime',
  labels: { pending: '审核中', approved: '已通过', rejected: '已驳回' },
  reasonRequired: true,
  reviewers: ['platform-admin', 'reviewer'],
  fields: {
    contacts: '赵六',
    tel: '13800000002',
    companyName: '沪生物',
    intentionVisit: '1,3',
    whetherOutsideCity: 0,
    visitorsNum: 3,
    visitDate: '2024-02-01',
    visitPurpose: '考察',
  },
});
