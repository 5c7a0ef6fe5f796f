import { submitterOf, SUGGESTION_STATE_LABELS } from '@parkflow/domain';
import { Text } from '@mantine/core';
import { dateTime, text } from '../../../../shared/format';
import { f, FieldGrid, fieldClasses, reviewerName } from '../../drawer/FieldGrid';
import { FIXED_PAGE } from '../queue';
import { checkStateTabs } from '../tabs';
import type { DetailProps, KindModule } from '../types';
import { SuggestionCreateDialog } from './SuggestionCreateDialog';

function SuggestionDetail({ item: row }: DetailProps) {
  return (
    <FieldGrid
      fields={[
        f('主题', text(row.theme), true),
        f(
          '建议内容',
          <Text size="sm" className={fieldClasses.preWrap}>
            {text(row.suggestion)}
          </Text>,
          true,
        ),
        f('备注', text(row.remark), true),
        f('提交人', text(submitterOf(row))),
        f('联系电话', text(row.tel)),
        f('提交时间', dateTime(row.createTime)),
        f('回复', text(row.reply), true),
        f('回复时间', dateTime(row.replyTime)),
        f('回复人', reviewerName(row)),
      ]}
    />
  );
}

/** Suggestions and complaints (seed 002 §2 /SuggestionList): a date to query, 10 per page, export. */
export const suggestion: KindModule = {
  queue: {
    filters: ['screenDate'],
    tabs: true,
    pastDatesOnly: true,
    pageSizes: FIXED_PAGE,
    exportButton: 'all',
    queryNeedsDate: true,
    reject: 'confirm',
    addOn: 'company',
  },
  // The api keys suggestions by state name; checkState 1 / 2 still selects the two tabs.
  tabs: checkStateTabs('suggestion', ['replied'], { 1: SUGGESTION_STATE_LABELS.submitted, 2: SUGGESTION_STATE_LABELS.replied }),
  Detail: SuggestionDetail,
  CreateDialog: ({ onClose }) => <SuggestionCreateDialog opened onClose={onClose} />,
};
