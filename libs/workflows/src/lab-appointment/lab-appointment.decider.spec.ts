import { ACTORS, at, by, event, specification } from '../testing/fixtures.js';
import { reviewSuite } from '../testing/review-suite.js';
import { labAppointmentWorkflow } from './lab-appointment.decider.js';

reviewSuite(labAppointmentWorkflow, {
  names: { created: 'LabAppointmentSubmitted', approved: 'LabAppointmentApproved', rejected: 'LabAppointmentRejected' },
  codeField: 'isCheck',
  reasonField: 'rejectionReasons',
  timeField: 'checkTime',
  labels: { pending: '审核中', approved: '已通过', rejected: '已驳回' },
  reasonRequired: true,
  reviewers: ['platform-admin', 'reviewer'],
  fields: {
    appointmentType: 1,
    contacts: '孙七',
    username: 'applicant',
    tel: '13800000003',
    companyName: '沪生物',
    usagePeriod: '2024-02-01',
    startTime: '09:00:00',
    endTime: '17:30:00',
    parallelLaboratory: { liquidChromatography: true },
  },
});

describe('lab-appointment: review time and feedback (seed 000 §2.7)', () => {
  const { given } = specification(labAppointmentWorkflow);

  it('given a pending appointment, when rejected, then checkTime and rejectionReasons are the reviewed-tab columns', () => {
    const submitted = event('LabAppointmentSubmitted', {
      by: by(ACTORS.applicant),
      at: at(0),
      companyId: 'c1',
      fields: { appointmentType: 2 },
    });
    const item = given([submitted])
      .when('Reject', ACTORS.admin, { reason: '  设备维护中 ' })
      .then([event('LabAppointmentRejected', { by: by(ACTORS.admin), at: at(1), reason: '设备维护中' })]);
    expect(item.view).toMatchObject({ appointmentType: 2, isCheck: -1, checkTime: at(1), rejectionReasons: '设备维护中' });
  });
});
