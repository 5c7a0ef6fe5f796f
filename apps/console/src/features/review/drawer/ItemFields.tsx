import { List, SimpleGrid, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  DEMAND_CATEGORY_LABELS,
  type DemandCategory,
  LAB_APPOINTMENT_TYPE_LABELS,
  labelOf,
  propertyTypeLabel,
  supplyChainTypeListLabel,
  visitIntentionNames,
  YES_NO_LABELS,
  activityProgressLabel,
  type AreaNode,
  areaLabelIn,
  type BuildingNode,
  roomLabelIn,
  settledRooms as settledRoomList,
} from '@parkflow/domain';
import type { ReactNode } from 'react';
import { areasQuery, buildingsQuery } from '../../../shared/api/queries';
import type { ItemDetail } from '../../../shared/api/types';
import { type QueueKind, unreachable } from '../kinds/index';
import { dateTime, reviewerName, roleNames, submitterOf, text } from '../labels';
import { FileLinks, StoredImage } from '../../../shared/ui/FileLinks';
import { LabDemandTree } from '../kinds/lab-appointment/LabDemandTree';
import { LoanFields } from '../kinds/loan/LoanFields';
import { labDemandOf } from '../kinds/lab-appointment/LabDemandButton';
import classes from './ItemDrawer.module.css';

type Row = ItemDetail;
interface Field {
  label: string;
  value: ReactNode;
  /** Takes the whole width (long text, lists, trees). */
  wide?: boolean;
}

const f = (label: string, value: ReactNode, wide = false): Field => ({ label, value, wide });

/** 100 万元（人民币）: the capital with its unit and currency. */
function capitalOf(row: Row): string {
  if (row.capital === null || row.capital === undefined || row.capital === '') return '-';
  const unit = typeof row.capital_unit === 'string' ? row.capital_unit : '';
  const currency = typeof row.capital_type === 'string' && row.capital_type ? `（${row.capital_type}）` : '';
  return `${String(row.capital)} ${unit}${currency}`.trim();
}

/** The reference trees (seed 000 §2.9); empty until loaded, when ids are shown as they are. */
interface Reference {
  areas: readonly AreaNode[];
  buildings: readonly BuildingNode[];
}

/** Province-city-district names from the area tree (江苏省-苏州市-苏州工业园区). */
function regionOf(row: Row, ref: Reference): string {
  return areaLabelIn(ref.areas, row.area, row.city, row.district) || '-';
}

/** settled_number: 'building,floor,room' entries joined by '/' (seed 000 §3), one label a line. */
function settledRooms(value: unknown, ref: Reference): ReactNode {
  const entries = settledRoomList(value);
  if (entries.length === 0) return '-';
  return (
    <List size="sm" spacing={2} listStyleType="none">
      {entries.map((entry) => (
        <List.Item key={entry}>{roomLabelIn(ref.buildings, entry)}</List.Item>
      ))}
    </List>
  );
}

/** Provider service types: each group with its child names. */
function serviceTypes(value: unknown): ReactNode {
  const groups = Array.isArray(value) ? (value as { name?: unknown; children?: { name?: unknown }[] }[]) : [];
  if (groups.length === 0) return '-';
  return (
    <List size="sm" spacing={2}>
      {groups.map((group, index) => (
        <List.Item key={`${String(group.name)}-${index}`}>
          <Text span fw={500} size="sm">
            {String(group.name ?? '')}
          </Text>
          {Array.isArray(group.children) && group.children.length > 0 && `：${group.children.map((c) => String(c.name ?? '')).join('、')}`}
        </List.Item>
      ))}
    </List>
  );
}

const decision = (row: Row, reasonKey: string, timeKey: string): Field[] => [
  f('审核时间', dateTime(row[timeKey])),
  f('审核人', reviewerName(row)),
  f(reasonKey === 'audit_opinion' ? '审核意见' : '驳回原因', text(row[reasonKey]), true),
];

function fieldsOf(kind: QueueKind, row: Row, now: Date, ref: Reference): Field[] {
  switch (kind) {
    case 'enterprise-application': {
      const settled = Number(row.whether_settled) === 1;
      return [
        f('企业名称', text(row.name)),
        f('法定代表人', text(row.legal_representative)),
        f('统一社会信用代码', text(row.credit_code)),
        f('注册资本', capitalOf(row)),
        f('成立日期', text(row.establishment_date)),
        f('所在地区', regionOf(row, ref)),
        f('办公地址', text(row.register_addr), true),
        f('业务联系人', text(row.business_contacts)),
        f('联系人职务', text(row.business_contact_position)),
        f('联系电话', text(row.business_contact_tel)),
        f('是否已入驻本市', labelOf(YES_NO_LABELS, row.whether_settled, '-')),
        ...(settled
          ? [f('入驻详情', settledRooms(row.settled_number, ref), true), f('企业服务专员', text(row.corporate_service_personnel))]
          : []),
        f('企业 Logo', <StoredImage value={row.logo} files={row.files} />),
        f('提交时间', dateTime(row.create_time)),
        ...decision(row, 'audit_opinion', 'audit_time'),
      ];
    }
    case 'provider-application':
      return [
        f('公司名称', text(row.company_name)),
        f('联系电话', text(row.business_contact_tel)),
        f('所属行业', text(row.industry)),
        f('提交时间', dateTime(row.create_time)),
        f('服务类型', serviceTypes(row.types), true),
        f(
          '详细介绍',
          typeof row.detail === 'string' && row.detail ? (
            // The api sanitises this html when the application is created (create-payload.ts).
            <Typography className={classes.richText} dangerouslySetInnerHTML={{ __html: row.detail }} />
          ) : (
            '-'
          ),
          true,
        ),
        f('申请表', <FileLinks label="下载申请表" value={row.form_url} files={row.files} />),
        f('营业执照', <FileLinks label="下载营业执照" value={row.licence_url} files={row.files} />),
        f('服务资质证明', <FileLinks label="下载资质证明" value={row.honour_url} files={row.files} />),
        f('信用截图', <FileLinks label="下载信用截图" value={row.honest_url} files={row.files} />),
        f('其他材料', <FileLinks label="下载其他材料" value={row.other_url} files={row.files} />),
        ...decision(row, 'audit_opinion', 'audit_time'),
      ];
    case 'account-application':
      return [
        f('公司名称', text(row.companyName)),
        f('用户名', text(row.userName)),
        f('手机号', text(row.phone)),
        f('角色', roleNames(row).join('、') || '-'),
        f('提交时间', dateTime(row.createTime)),
        ...decision(row, 'rejectionReasons', 'checkTime'),
      ];
    case 'visit-appointment':
      return [
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
      ];
    case 'lab-appointment': {
      const demand = labDemandOf(row);
      return [
        f('申请类型', labelOf(LAB_APPOINTMENT_TYPE_LABELS, row.appointmentType, '-')),
        f('联系人', text(row.contacts)),
        f('提交人', submitterOf(row)),
        f('联系电话', text(row.tel)),
        f('公司名称', text(row.companyName)),
        f('提交时间', dateTime(row.createTime)),
        f('预约时间', [row.startTime, row.endTime].filter(Boolean).map(String).join(' 至 ') || text(row.usagePeriod)),
        f('实验室需求意向', <LabDemandTree type={demand.type} value={demand.checked} readOnly />, true),
        ...decision(row, 'rejectionReasons', 'checkTime'),
      ];
    }
    case 'service-demand': {
      const category = row.category as DemandCategory | undefined;
      const type =
        category === 'property'
          ? [f('需求类型', propertyTypeLabel(row.propertyType))]
          : category === 'supply-chain'
            ? [f('需求类型', supplyChainTypeListLabel(row.type))]
            : [];
      return [
        f('需求类别', category ? (DEMAND_CATEGORY_LABELS[category] ?? category) : '-'),
        ...type,
        f('公司名称', text(row.companyName)),
        f('联系人', text(row.contacts)),
        f('联系电话', text(row.tel)),
        f('提交时间', dateTime(row.createTime)),
        f('服务需求', text(row.serviceDemand), true),
        ...decision(row, 'rejectionReasons', 'checkTime'),
      ];
    }
    case 'activity':
      return [
        f('标题', text(row.title), true),
        f('发布日期', text(row.publishDate)),
        f('报名截止', text(row.applyDeadline)),
        f('进度', typeof row.applyDeadline === 'string' ? activityProgressLabel(row.applyDeadline, now) : '-'),
        f('报名人数', text(row.personNum ?? 0)),
        f('人数上限', text(row.peopleLimit)),
        // Not sanitised by the api (unlike provider details): shown as text, never as html.
        f('活动内容', <Text size="sm" className={classes.preWrap}>{text(row.content)}</Text>, true),
        ...decision(row, 'rejectionReasons', 'checkTime'),
      ];
    case 'suggestion':
      return [
        f('主题', text(row.theme), true),
        f('建议内容', <Text size="sm" className={classes.preWrap}>{text(row.suggestion)}</Text>, true),
        f('备注', text(row.remark), true),
        f('提交人', submitterOf(row)),
        f('联系电话', text(row.tel)),
        f('提交时间', dateTime(row.createTime)),
        f('回复', text(row.reply), true),
        f('回复时间', dateTime(row.replyTime)),
        f('回复人', reviewerName(row)),
      ];
    case 'loan':
      // Loans are grouped as the wizard's pages (LoanFields), not as one grid.
      return [];
    default:
      return unreachable(kind);
  }
}

/** Every field the seed lists for the kind, label over value, two columns. */
export function ItemFields({ kind, item, now = new Date() }: { kind: QueueKind; item: ItemDetail; now?: Date }) {
  const enterprise = kind === 'enterprise-application';
  const areas = useQuery({ ...areasQuery(), enabled: enterprise });
  const buildings = useQuery({ ...buildingsQuery(), enabled: enterprise });
  if (kind === 'loan') return <LoanFields item={item} />;
  const ref: Reference = { areas: areas.data ?? [], buildings: buildings.data ?? [] };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {fieldsOf(kind, item, now, ref).map((field) => (
        <Stack key={field.label} gap={2} className={field.wide ? classes.wide : undefined}>
          <Title order={6} c="dimmed" fw={500} fz="xs">
            {field.label}
          </Title>
          <div className={classes.value}>{field.value}</div>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
