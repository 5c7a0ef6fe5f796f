import { GENDER_LABELS, STATE_LABELS } from '../labels.js';
import { coded, field, type ListSpec, time } from './list-spec.js';

/** Activity audit (seed 002 /ActivityAudit): the screen adds 已结束 / 进行中 under the status. */
export const ACTIVITY_LIST: ListSpec = {
  id: 'activity',
  columns: () => [
    field('title', '标题', { width: 30 }),
    field('applyDeadline', '报名截止', { width: 14, nowrap: true }),
    field('publishDate', '发布日期', { width: 14, nowrap: true }),
    coded('code', '状态', STATE_LABELS.activity),
    {
      key: 'personNum',
      header: '报名人数',
      format: (row) => (typeof row.personNum === 'number' ? row.personNum : Number(row.personNum ?? 0)),
    },
    field('peopleLimit', '人数上限'),
  ],
};

/** An activity's sign-up records (seed 002 §2: company, contacts, gender, idcard … remark). */
export const ACTIVITY_SIGNUP_LIST: ListSpec = {
  id: 'activity-signup',
  columns: () => [
    field('companyName', '单位名称', { width: 28 }),
    field('contacts', '联系人'),
    coded('gender', '性别', GENDER_LABELS, { width: 8 }),
    field('idcard', '身份证号', { width: 22 }),
    field('office', '职务'),
    field('professionalField', '专业领域', { width: 18 }),
    field('email', '邮箱', { width: 24 }),
    field('tel', '联系电话', { width: 14 }),
    time('createTime', '报名时间'),
    field('applicantsNum', '报名人数', { width: 10 }),
    field('remark', '备注', { width: 30 }),
  ],
};
