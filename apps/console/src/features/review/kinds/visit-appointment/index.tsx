import { CHECK_STATE_TAB_LABELS, labelOf, visitIntentionNames, YES_NO_LABELS } from '@parkflow/domain';
import { dateTime, text } from '../../../../shared/format';
import { decision, f, FieldGrid } from '../../drawer/FieldGrid';
import { PAGE_CHOICES } from '../queue';
import { checkStateTabs } from '../tabs';
import type { CreateDialogProps, DetailProps, KindModule } from '../types';
import { VisitCreateDialog } from './VisitCreateDialog';

function VisitDetail({ item: row }: DetailProps) {
  return (
    <FieldGrid
      fields={[
        f('联系人', text(row.contacts)),
        f('联系电话', text(row.tel)),
        f('公司名称', text(row.companyName)),
        f('提交时间', dateTime(row.createTime)),
        f('参观意向', visitIntentionNames(String(row.intentionVisit ?? '')) || '-', true),
        f('是否来自市外', labelOf(YES_NO_LABELS, row.whetherOutsideCity, '-')),
        f('参观人数', text(row.visitorsNum)),
        f('参观日期', text(row.visitDate)),
        f('参观目的', text(row.visitPurpose), true),
        ...decision(row, 'rejectionReasons', 'checkTime'),
      ]}
    />
  );
}

const CreateVisit = ({ onClose, user }: CreateDialogProps) => (
  <VisitCreateDialog opened onClose={onClose} companyName={user.companyName} />
);

/** Visit appointment review (seed 000 §2.6): phone and date filters, export all, a reason to reject. */
export const visitAppointment: KindModule = {
  queue: {
    filters: ['tel', 'screenDate'],
    tabs: true,
    pastDatesOnly: false,
    pageSizes: PAGE_CHOICES,
    exportButton: 'all',
    queryNeedsDate: false,
    reject: 'reason',
    addOn: 'both',
  },
  tabs: checkStateTabs('visit-appointment', ['1', '-1'], CHECK_STATE_TAB_LABELS),
  Detail: VisitDetail,
  CreateDialog: CreateVisit,
};
