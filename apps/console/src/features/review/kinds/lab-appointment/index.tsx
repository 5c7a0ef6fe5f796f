import { Button } from '@mantine/core';
import { CHECK_STATE_TAB_LABELS, LAB_APPOINTMENT_TYPE_LABELS, labDemandOf, labelOf, submitterOf } from '@parkflow/domain';
import { dateTime, text } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';
import { decision, f, FieldGrid } from '../../drawer/FieldGrid';
import { PAGE_CHOICES } from '../queue';
import { checkStateTabs } from '../tabs';
import type { CreateDialogProps, DetailProps, KindModule } from '../types';
import { LabCreateDialog } from './LabCreateDialog';
import { LabDemandButton } from './LabDemandButton';
import { LabDemandTree } from './LabDemandTree';

function LabDetail({ item: row }: DetailProps) {
  const demand = labDemandOf(row);
  return (
    <FieldGrid
      fields={[
        f('申请类型', labelOf(LAB_APPOINTMENT_TYPE_LABELS, row.appointmentType, '-')),
        f('联系人', text(row.contacts)),
        f('提交人', text(submitterOf(row))),
        f('联系电话', text(row.tel)),
        f('公司名称', text(row.companyName)),
        f('提交时间', dateTime(row.createTime)),
        f('预约时间', [row.startTime, row.endTime].filter(Boolean).map(String).join(' 至 ') || text(row.usagePeriod)),
        f('实验室需求意向', <LabDemandTree type={demand.type} value={demand.checked} readOnly />, true),
        ...decision(row, 'rejectionReasons', 'checkTime'),
      ]}
    />
  );
}

const CreateLab = ({ onClose, user }: CreateDialogProps) => (
  <LabCreateDialog opened onClose={onClose} companyName={user.companyName} />
);

/** Laboratory appointment review (seed 000 §2.7). */
export const labAppointment: KindModule = {
  queue: {
    filters: ['tel', 'screenDate'],
    tabs: true,
    pastDatesOnly: true,
    pageSizes: PAGE_CHOICES,
    exportButton: 'all',
    queryNeedsDate: false,
    reject: 'reason',
    addOn: 'both',
  },
  tabs: checkStateTabs('lab-appointment', ['1', '-1'], CHECK_STATE_TAB_LABELS),
  // 实验室需求意向: a view link opening the read-only tree (the export lists the names).
  cells: { demand: (row) => <LabDemandButton row={row} /> },
  // Seed 000 §2.7: the reviewed tab's report download exists but is disabled.
  rowExtras: (_row, { scope }) =>
    scope !== 'pending' && (
      <Button size="xs" variant="default" disabled mt={4}>
        {texts.queue.downloadReport}
      </Button>
    ),
  Detail: LabDetail,
  CreateDialog: CreateLab,
};
