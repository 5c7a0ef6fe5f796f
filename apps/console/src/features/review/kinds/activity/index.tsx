import { Divider, Stack, Text, Typography } from '@mantine/core';
import { ACTIVITY_CHECK_LABELS, activityProgressLabel } from '@parkflow/domain';
import { text } from '../../../../shared/format';
import { texts } from '../../../../shared/texts';
import { StatusBadge } from '../../../../shared/ui/StatusBadge';
import { decision, f, FieldGrid, fieldClasses } from '../../drawer/FieldGrid';
import { PAGE_CHOICES } from '../queue';
import { auditTabs } from '../tabs';
import type { DetailProps, KindModule } from '../types';
import { ActivityCreateDialog } from './ActivityCreateDialog';
import { SignUpButton } from './SignUpButton';
import { SignUpRecords } from './SignUpRecords';
import { SignUpsButton } from './SignUpsButton';

/** The activity's fields, then its sign-ups: 报名 for a member, the records for whoever may see them. */
function ActivityDetail({ item: row, now }: DetailProps) {
  return (
    <>
      <FieldGrid
        fields={[
          f('标题', text(row.title), true),
          f('发布日期', text(row.publishDate)),
          f('报名截止', text(row.applyDeadline)),
          f('进度', typeof row.applyDeadline === 'string' ? activityProgressLabel(row.applyDeadline, now) : '-'),
          f('报名人数', text(row.personNum ?? 0)),
          f('人数上限', text(row.peopleLimit)),
          f(
            '活动内容',
            typeof row.content === 'string' && row.content ? (
              // The api sanitises this html when the activity is created (create-payload.ts).
              <Typography className={fieldClasses.richText} dangerouslySetInnerHTML={{ __html: row.content }} />
            ) : (
              '-'
            ),
            true,
          ),
          ...decision(row, 'rejectionReasons', 'checkTime'),
        ]}
      />
      <Divider label={texts.queue.signUps} labelPosition="left" />
      <SignUpButton activityId={row.id} activity={row} />
      <SignUpRecords activityId={row.id} />
    </>
  );
}

/** Activity audit (seed 002 /ActivityAudit): title and date filters, sign-up records per row. */
export const activity: KindModule = {
  queue: {
    filters: ['title', 'screenDate'],
    tabs: true,
    pastDatesOnly: true,
    pageSizes: PAGE_CHOICES,
    // The seed's audit screen shows no export button (the api still exports the list).
    exportButton: false,
    queryNeedsDate: false,
    reject: 'optional',
    addOn: 'staff',
  },
  tabs: auditTabs(ACTIVITY_CHECK_LABELS),
  // The status with 已结束 / 进行中 under it (seed 002 §4).
  cells: {
    code: (row, { now }) => (
      <Stack gap={2} align="flex-start">
        <StatusBadge kind="activity" code={row.code} />
        {typeof row.applyDeadline === 'string' && row.applyDeadline && (
          <Text size="xs" c="dimmed">
            {activityProgressLabel(row.applyDeadline, now)}
          </Text>
        )}
      </Stack>
    ),
  },
  rowButtons: (row) => <SignUpsButton activityId={row.id} title={String(row.title ?? '')} />,
  Detail: ActivityDetail,
  CreateDialog: ({ onClose }) => <ActivityCreateDialog opened onClose={onClose} />,
};
