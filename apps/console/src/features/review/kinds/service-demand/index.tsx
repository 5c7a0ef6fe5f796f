import {
  DEMAND_CATEGORY_LABELS,
  DEMAND_CHECK_LABELS,
  type DemandCategory,
  propertyTypeLabel,
  supplyChainTypeListLabel,
} from '@parkflow/domain';
import { dateTime, text } from '../../../../shared/format';
import { decision, f, FieldGrid } from '../../drawer/FieldGrid';
import { PAGE_CHOICES } from '../queue';
import { auditTabs } from '../tabs';
import type { CreateDialogProps, DetailProps, KindModule } from '../types';
import { CategorySwitch } from './CategorySwitch';
import { DemandCreateDialog } from './DemandCreateDialog';

function DemandDetail({ item: row }: DetailProps) {
  const category = row.category as DemandCategory | undefined;
  const type =
    category === 'property'
      ? [f('需求类型', propertyTypeLabel(row.propertyType))]
      : category === 'supply-chain'
        ? [f('需求类型', supplyChainTypeListLabel(row.type))]
        : [];
  return (
    <FieldGrid
      fields={[
        f('需求类别', category ? (DEMAND_CATEGORY_LABELS[category] ?? category) : '-'),
        ...type,
        f('公司名称', text(row.companyName)),
        f('联系人', text(row.contacts)),
        f('联系电话', text(row.tel)),
        f('提交时间', dateTime(row.createTime)),
        f('服务需求', text(row.serviceDemand), true),
        ...decision(row, 'rejectionReasons', 'checkTime'),
      ]}
    />
  );
}

/**
 * Seed 001 §2: the company comes from the context: the member's own, or the companyId /
 * companyName the list was opened with.
 */
const CreateDemand = ({ onClose, user, category, params }: CreateDialogProps) => (
  <DemandCreateDialog
    key={category}
    opened
    onClose={onClose}
    category={category}
    company={{ id: user.companyId ?? params.get('companyId'), name: user.companyName ?? params.get('companyName') }}
  />
);

/** Service demands (seed 001 §2.1): six category lists, company and date filters, export. */
export const serviceDemand: KindModule = {
  queue: {
    filters: ['companyName', 'screenDate'],
    tabs: true,
    pastDatesOnly: true,
    pageSizes: PAGE_CHOICES,
    exportButton: 'all',
    queryNeedsDate: false,
    reject: 'confirmDemand',
    addOn: 'both',
  },
  tabs: auditTabs(DEMAND_CHECK_LABELS),
  CategorySwitch,
  Detail: DemandDetail,
  CreateDialog: CreateDemand,
};
