import { List, Text, Typography } from '@mantine/core';
import { AUDIT_TAB_LABELS } from '@parkflow/domain';
import type { ReactNode } from 'react';
import { dateTime, text } from '../../../../shared/format';
import { FileLinks } from '../../../../shared/ui/FileLinks';
import { decision, f, FieldGrid, fieldClasses } from '../../drawer/FieldGrid';
import { APPLICATION_QUEUE } from '../queue';
import { auditTabs } from '../tabs';
import type { DetailProps, KindModule } from '../types';

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
          {Array.isArray(group.children) &&
            group.children.length > 0 &&
            `：${group.children.map((c) => String(c.name ?? '')).join('、')}`}
        </List.Item>
      ))}
    </List>
  );
}

/** Seed 000 §2.2 detail: service types, the rich-text detail and the download buttons. */
function ProviderDetail({ item: row }: DetailProps) {
  return (
    <FieldGrid
      fields={[
        f('公司名称', text(row.company_name)),
        f('联系电话', text(row.business_contact_tel)),
        f('所属行业', text(row.industry)),
        f('提交时间', dateTime(row.create_time)),
        f('服务类型', serviceTypes(row.types), true),
        f(
          '详细介绍',
          typeof row.detail === 'string' && row.detail ? (
            // The api sanitises this html when the application is created (create-payload.ts).
            <Typography className={fieldClasses.richText} dangerouslySetInnerHTML={{ __html: row.detail }} />
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
      ]}
    />
  );
}

/** Service provider application review (seed 000 §2.2). */
export const providerApplication: KindModule = {
  queue: APPLICATION_QUEUE,
  tabs: auditTabs(AUDIT_TAB_LABELS),
  Detail: ProviderDetail,
};
