import type { DemandCategory } from '../constants.js';
import { DEMAND_CATEGORY_LABELS, propertyTypeLabel, STATE_LABELS, supplyChainTypeListLabel } from '../labels.js';
import { coded, field, type ListColumn, type ListRow, type ListSpec, time } from './list-spec.js';

/** The demand type of the property and supply-chain lists; other categories have none. */
function demandType(row: ListRow): string {
  if (row.category === 'property') return propertyTypeLabel(row.propertyType);
  if (row.category === 'supply-chain') return supplyChainTypeListLabel(row.type);
  return '';
}

/**
 * One list per demand category (seed 001 §2.1); an export without a category takes every
 * category, with the category and type columns.
 */
function demandColumns(category: DemandCategory | null): ListColumn[] {
  const company = field('companyName', '公司名称', { width: 28 });
  const contacts = field('contacts', '联系人');
  const tel = field('tel', '联系电话', { width: 14, nowrap: true });
  const demand = field('serviceDemand', '服务需求', { width: 40 });
  const submitted = time('createTime', '提交时间');
  const status = coded('code', '状态', STATE_LABELS['service-demand']);
  switch (category) {
    case 'property':
      return [
        { key: 'propertyType', header: '需求类型', width: 16, format: (row) => propertyTypeLabel(row.propertyType) },
        contacts,
        tel,
        company,
        demand,
        submitted,
        status,
      ];
    case 'supply-chain':
      return [
        company,
        contacts,
        tel,
        { key: 'type', header: '需求类型', width: 16, format: (row) => supplyChainTypeListLabel(row.type) },
        demand,
        submitted,
        status,
      ];
    case 'equipment':
    case 'sharing':
    case 'bio-work':
    case 'bio-service':
      return [company, contacts, tel, demand, submitted, status];
    case null:
      return [
        company,
        contacts,
        tel,
        demand,
        coded('category', '需求类别', DEMAND_CATEGORY_LABELS, { width: 18 }),
        { key: 'demandType', header: '需求类型', width: 16, format: demandType },
        submitted,
        status,
      ];
    default: {
      const never: never = category;
      return never;
    }
  }
}

export const SERVICE_DEMAND_LIST: ListSpec = {
  id: 'service-demand',
  columns: (view) => demandColumns(view.category ?? null),
};
