import { LAB_APPOINTMENT_TYPE_LABELS, STATE_LABELS, visitIntentionNames, YES_NO_LABELS } from '../labels.js';
import { labDemandOf, labFlagLabel } from '../lab-flags.js';
import { coded, field, firstOf, type ListRow, type ListSpec, showsDecisions, time, value } from './list-spec.js';

/** Who submitted: the seed's field where it has one, else the creator's name from the event. */
export const submitterOf = (row: ListRow): string | number => firstOf(row, 'username', 'userName', 'createByName');

/** The laboratory's usage period: its own text, else start 至 end (the end's date left out on the same day). */
export function usagePeriod(row: ListRow): string {
  if (typeof row.usagePeriod === 'string' && row.usagePeriod) return row.usagePeriod;
  const start = typeof row.startTime === 'string' ? row.startTime : '';
  const end = typeof row.endTime === 'string' ? row.endTime : '';
  if (!start && !end) return String(value(row.date));
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${start} 至 ${sameDay ? end.slice(11) : end}`;
}

/** The laboratory demand intention: the checked demands' names (on screen, a view link opens the tree). */
export const labDemandNames = (row: ListRow): string => labDemandOf(row).checked.map(labFlagLabel).join('、');

/** Visit appointments (seed 000 §2.6): the decision's columns on the reviewed tab. */
export const VISIT_APPOINTMENT_LIST: ListSpec = {
  id: 'visit-appointment',
  columns: (view) => [
    field('contacts', '联系人'),
    field('tel', '联系电话', { width: 14, nowrap: true }),
    field('companyName', '公司名称', { width: 28 }),
    time('createTime', '提交时间'),
    {
      key: 'intentionVisit',
      header: '参观意向',
      width: 36,
      format: (row) => visitIntentionNames(String(row.intentionVisit ?? '')),
    },
    coded('whetherOutsideCity', '是否来自市外', YES_NO_LABELS),
    field('visitorsNum', '参观人数'),
    field('visitDate', '参观日期', { width: 14, nowrap: true }),
    field('visitPurpose', '参观目的', { width: 30 }),
    ...(showsDecisions(view)
      ? [
          time('checkTime', '审核时间'),
          field('rejectionReasons', '驳回原因', { width: 30 }),
          coded('code', '状态', STATE_LABELS['visit-appointment']),
        ]
      : []),
  ],
};

/** Laboratory appointments (seed 000 §2.7): review time, feedback and status on the reviewed tab only. */
export const LAB_APPOINTMENT_LIST: ListSpec = {
  id: 'lab-appointment',
  columns: (view) => [
    coded('appointmentType', '申请类型', LAB_APPOINTMENT_TYPE_LABELS, { width: 24 }),
    field('contacts', '联系人'),
    { key: 'username', header: '提交人', format: submitterOf },
    time('createTime', '提交时间'),
    field('tel', '联系电话', { width: 14, nowrap: true }),
    field('companyName', '公司名称', { width: 28 }),
    { key: 'usagePeriod', header: '预约时间', width: 36, format: usagePeriod },
    { key: 'demand', header: '实验室需求意向', width: 40, format: labDemandNames },
    ...(showsDecisions(view)
      ? [
          time('checkTime', '审核时间'),
          field('rejectionReasons', '反馈意见', { width: 30 }),
          coded('code', '状态', STATE_LABELS['lab-appointment']),
        ]
      : []),
  ],
};
