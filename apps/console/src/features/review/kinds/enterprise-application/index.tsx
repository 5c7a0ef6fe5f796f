import { List } from '@mantine/core';
import {
  AUDIT_TAB_LABELS,
  type AreaNode,
  areaLabelIn,
  type BuildingNode,
  labelOf,
  roomLabelIn,
  settledRooms as settledRoomList,
  YES_NO_LABELS,
} from '@parkflow/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { areasQuery, buildingsQuery } from '../../../../shared/api/queries';
import type { ItemDetail } from '../../../../shared/api/types';
import { dateTime, text } from '../../../../shared/format';
import { StoredImage } from '../../../../shared/ui/FileLinks';
import { decision, f, FieldGrid } from '../../drawer/FieldGrid';
import { APPLICATION_QUEUE } from '../queue';
import { auditTabs } from '../tabs';
import type { DetailProps, KindModule } from '../types';

/** 100 万元（人民币）: the capital with its unit and currency. */
function capitalOf(row: ItemDetail): string {
  if (row.capital === null || row.capital === undefined || row.capital === '') return '-';
  const unit = typeof row.capital_unit === 'string' ? row.capital_unit : '';
  const currency = typeof row.capital_type === 'string' && row.capital_type ? `（${row.capital_type}）` : '';
  return `${String(row.capital)} ${unit}${currency}`.trim();
}

/** settled_number: 'building,floor,room' entries joined by '/' (seed 000 §3), one label a line. */
function settledRooms(value: unknown, buildings: readonly BuildingNode[]): ReactNode {
  const entries = settledRoomList(value);
  if (entries.length === 0) return '-';
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {entries.map((entry) => (
        <List.Item key={entry}>{roomLabelIn(buildings, entry)}</List.Item>
      ))}
    </List>
  );
}

/** Seed 000 §2.1 detail: names from the reference trees (ids as they are until those load). */
function EnterpriseDetail({ item: row }: DetailProps) {
  const areas = useQuery(areasQuery());
  const buildings = useQuery(buildingsQuery());
  const tree: readonly AreaNode[] = areas.data ?? [];
  const settled = Number(row.whether_settled) === 1;
  return (
    <FieldGrid
      fields={[
        f('企业名称', text(row.name)),
        f('法定代表人', text(row.legal_representative)),
        f('统一社会信用代码', text(row.credit_code)),
        f('注册资本', capitalOf(row)),
        f('成立日期', text(row.establishment_date)),
        // Province-city-district names from the area tree (江苏省-苏州市-苏州工业园区).
        f('所在地区', areaLabelIn(tree, row.area, row.city, row.district) || '-'),
        f('办公地址', text(row.register_addr), true),
        f('业务联系人', text(row.business_contacts)),
        f('联系人职务', text(row.business_contact_position)),
        f('联系电话', text(row.business_contact_tel)),
        f('是否已入驻本市', labelOf(YES_NO_LABELS, row.whether_settled, '-')),
        ...(settled
          ? [
              f('入驻详情', settledRooms(row.settled_number, buildings.data ?? []), true),
              f('企业服务专员', text(row.corporate_service_personnel)),
            ]
          : []),
        f('企业标志', <StoredImage value={row.logo} files={row.files} />),
        f('提交时间', dateTime(row.create_time)),
        ...decision(row, 'audit_opinion', 'audit_time'),
      ]}
    />
  );
}

/** Enterprise settlement review (seed 000 §2.1). */
export const enterpriseApplication: KindModule = {
  queue: APPLICATION_QUEUE,
  tabs: auditTabs(AUDIT_TAB_LABELS),
  Detail: EnterpriseDetail,
};
