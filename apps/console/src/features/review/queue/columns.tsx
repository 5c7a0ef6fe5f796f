import { Button, Stack, Text } from '@mantine/core';
import {
  activityProgressLabel,
  type DemandCategory,
  LAB_APPOINTMENT_TYPE_LABELS,
  labelOf,
  propertyTypeLabel,
  supplyChainTypeListLabel,
  visitIntentionNames,
  YES_NO_LABELS,
} from '@parkflow/domain';
import type { ReactNode } from 'react';
import type { ItemSummary } from '../../../shared/api/types';
import { LabDemandButton } from '../kinds/lab-appointment/LabDemandButton';
import type { QueueColumn } from '../../../shared/ui/QueueTable/QueueTable';
import { StatusBadge } from '../../../shared/ui/StatusBadge';
import { texts } from '../../../shared/texts';
import { type QueueKind, unreachable } from '../kinds/index';
import { dateTime, roleNames, submitterOf, text } from '../labels';
import type { LoanViewer } from '../kinds/loan/loan';
import { loanColumns } from '../kinds/loan/loanColumns';
import type { QueueTab } from './tabs';

export interface ColumnContext {
  tab: QueueTab;
  category: DemandCategory;
  /** 详情 and the decisions of a row, rendered by the page. */
  actions: (row: ItemSummary) => ReactNode;
  /** The clock for 已结束 / 进行中 (passed in so tests are stable). */
  now: Date;
  /** Who reads the loan list (reviewer, credit institution, applicant): seed 002 §6. */
  loanViewer: LoanViewer;
}

const field = (key: string, title: string, nowrap = false): QueueColumn => ({
  key,
  title,
  nowrap,
  render: (row) => text(row[key]),
});
const time = (key: string, title: string): QueueColumn => ({ key, title, nowrap: true, render: (row) => dateTime(row[key]) });

/** The lab's usage period: its own text, else start–end (date plus time). */
function usagePeriod(row: ItemSummary): string {
  if (typeof row.usagePeriod === 'string' && row.usagePeriod) return row.usagePeriod;
  const start = typeof row.startTime === 'string' ? row.startTime : '';
  const end = typeof row.endTime === 'string' ? row.endTime : '';
  if (!start && !end) return text(row.date);
  // Same day: 2025-03-01 09:00:00 至 11:00:00.
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${start} 至 ${sameDay ? end.slice(11) : end}`;
}

/** The service-demand list columns of a category (seed 001 §2.1). */
function demandColumns(category: DemandCategory): QueueColumn[] {
  const common = [
    field('contacts', '联系人'),
    field('tel', '联系电话', true),
    field('serviceDemand', '服务需求'),
    time('createTime', '提交时间'),
  ];
  const company = field('companyName', '公司名称');
  switch (category) {
    case 'property':
      return [
        { key: 'propertyType', title: '需求类型', render: (row) => propertyTypeLabel(row.propertyType) },
        common[0]!,
        common[1]!,
        company,
        common[2]!,
        common[3]!,
      ];
    case 'supply-chain':
      return [company, ...common.slice(0, 2), { key: 'type', title: '需求类型', render: (row) => supplyChainTypeListLabel(row.type) }, ...common.slice(2)];
    case 'equipment':
    case 'sharing':
    case 'bio-work':
    case 'bio-service':
      return [company, ...common];
    default:
      return unreachable(category);
  }
}

/**
 * The seed's table of a kind (seed 000 §2.1–2.3, §2.6–2.7; seed 001 §2.1; seed 002 suggestions
 * and activity audit), for the selected tab. The index column is the table's own.
 */
export function columnsOf(kind: QueueKind, ctx: ColumnContext): QueueColumn[] {
  const status: QueueColumn = { key: 'status', title: '状态', render: (row) => <StatusBadge kind={kind} code={row.code} /> };
  const actions: QueueColumn = { key: 'actions', title: texts.queue.actions, nowrap: true, render: ctx.actions };
  const reviewed = !ctx.tab.pending;
  switch (kind) {
    case 'enterprise-application':
    case 'provider-application': {
      const name =
        kind === 'enterprise-application' ? field('name', '企业名称') : field('company_name', '公司名称');
      const opinion = ctx.tab.value === '-1' ? [field('audit_opinion', '驳回原因')] : [];
      return [
        name,
        field('business_contacts', '联系人'),
        field('business_contact_tel', '联系电话', true),
        time('create_time', '提交时间'),
        status,
        ...opinion,
        actions,
      ];
    }
    case 'account-application':
      return [
        field('companyName', '公司名称'),
        {
          key: 'roles',
          title: '角色',
          render: (row) => (
            <Stack gap={0}>
              {roleNames(row).map((name) => (
                <Text key={name} size="sm">
                  {name}
                </Text>
              ))}
            </Stack>
          ),
        },
        field('userName', '用户名'),
        field('phone', '手机号', true),
        time('createTime', '提交时间'),
        status,
        actions,
      ];
    case 'visit-appointment':
      return [
        field('contacts', '联系人'),
        field('tel', '联系电话', true),
        field('companyName', '公司名称'),
        time('createTime', '提交时间'),
        { key: 'intentionVisit', title: '参观意向', render: (row) => visitIntentionNames(String(row.intentionVisit ?? '')) || '-' },
        { key: 'whetherOutsideCity', title: '是否来自市外', render: (row) => labelOf(YES_NO_LABELS, row.whetherOutsideCity, '-') },
        field('visitorsNum', '参观人数'),
        field('visitDate', '参观日期', true),
        field('visitPurpose', '参观目的'),
        ...(reviewed ? [time('checkTime', '审核时间'), field('rejectionReasons', '驳回原因'), status] : []),
        actions,
      ];
    case 'lab-appointment':
      return [
        { key: 'appointmentType', title: '申请类型', render: (row) => labelOf(LAB_APPOINTMENT_TYPE_LABELS, row.appointmentType, '-') },
        field('contacts', '联系人'),
        { key: 'username', title: '提交人', render: submitterOf },
        time('createTime', '提交时间'),
        field('tel', '联系电话', true),
        field('companyName', '公司名称'),
        { key: 'usagePeriod', title: '预约时间', render: usagePeriod },
        { key: 'demand', title: '实验室需求意向', render: (row) => <LabDemandButton row={row} /> },
        ...(reviewed ? [time('checkTime', '审核时间'), field('rejectionReasons', '反馈意见'), status] : []),
        {
          ...actions,
          render: (row) => (
            <>
              {ctx.actions(row)}
              {/* Seed 000 §2.7: the reviewed tab's report download exists but is disabled. */}
              {reviewed && (
                <Button size="xs" variant="default" disabled mt={4}>
                  {texts.queue.downloadReport}
                </Button>
              )}
            </>
          ),
        },
      ];
    case 'service-demand':
      return [...demandColumns(ctx.category), status, actions];
    case 'activity':
      return [
        field('title', '标题'),
        field('applyDeadline', '报名截止', true),
        field('publishDate', '发布日期', true),
        {
          key: 'status',
          title: '状态',
          render: (row) => (
            <Stack gap={2} align="flex-start">
              <StatusBadge kind={kind} code={row.code} />
              {typeof row.applyDeadline === 'string' && row.applyDeadline && (
                <Text size="xs" c="dimmed">
                  {activityProgressLabel(row.applyDeadline, ctx.now)}
                </Text>
              )}
            </Stack>
          ),
        },
        { key: 'personNum', title: '报名人数', render: (row) => text(row.personNum ?? 0) },
        field('peopleLimit', '人数上限'),
        actions,
      ];
    case 'suggestion':
      return [
        field('theme', '主题'),
        field('suggestion', '建议内容'),
        { key: 'userName', title: '提交人', render: submitterOf },
        field('tel', '联系电话', true),
        time('createTime', '提交时间'),
        ...(reviewed ? [field('reply', '回复'), time('replyTime', '回复时间')] : []),
        status,
        actions,
      ];
    case 'loan':
      return loanColumns(ctx.loanViewer, actions);
    default:
      return unreachable(kind);
  }
}
